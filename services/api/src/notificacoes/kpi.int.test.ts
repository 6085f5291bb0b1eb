import { describe, expect, it } from 'vitest';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { rebuildProjections } from '@portal/core/contexts';
import { avisarPrazosKpi } from '@portal/core/prazos/kpi';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';

/**
 * A KPI month about to lock: the deadline set in the settings (conf10) is reminded 2 business days before its day, at
 * 08:00 in Brasília, by the deadlines' sweep (`avisarPrazosKpi`, what `varrer-prazos` runs every minute), once per
 * deadline, to every dealer's user with the KPI function.
 */
type Item = { id: string; tipo: string; texto: string; link: string };

describe('notifications of a KPI month about to lock', () => {
  // Monday 23/11/2026 10:00 in Brasília
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const tk = usuariosDaSuite(t, { admin: 'admin', morumbi: 'dealer.morumbi', barra: 'dealer.barra', faturamento: 'faturamento' });
  const db = () => t.tdb.db;
  const kpi = async (token: string) => {
    const r = await t.call('GET', 'notificacoes?per_page=100', { token });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().data.rows as Item[]).filter((n) => n.tipo === 'kpiPrazo');
  };
  const prazo = async (data: string) =>
    expect((await t.call('POST', 'configuracoes/prazo-kpi', { token: tk.admin, body: { ano: 2026, mesId: 11, prazo: data } })).statusCode).toBe(200);

  it('2 business days before, once, to the dealers; a deadline moved later is reminded again; a past one never', async () => {
    await prazo('2026-11-27');
    // Monday: too early (the reminder is Wednesday 25/11 08:00)
    expect(await avisarPrazosKpi(db(), t.clock.now)).toBe(0);
    expect(await avisarPrazosKpi(db(), new Date('2026-11-25T10:59:00.000Z'))).toBe(0);
    expect(await avisarPrazosKpi(db(), new Date('2026-11-25T11:00:00.000Z'))).toBe(1);
    expect(await avisarPrazosKpi(db(), new Date('2026-11-25T11:01:00.000Z'))).toBe(0);
    const [n, ...resto] = await kpi(tk.morumbi);
    expect(resto).toEqual([]);
    expect(n).toEqual(
      expect.objectContaining({ id: 'prazo-kpi-2026-11-2026-11-27@1', texto: notifMsg.kpiTrava('11/2026', '27/11/2026'), link: '/kpisapproved' }),
    );
    expect(await kpi(tk.barra)).toHaveLength(1);
    for (const token of [tk.admin, tk.faturamento]) expect(await kpi(token)).toEqual([]);

    // moved to Monday 30/11: reminded on Thursday 26/11
    await prazo('2026-11-30');
    expect(await avisarPrazosKpi(db(), new Date('2026-11-25T12:00:00.000Z'))).toBe(0);
    expect(await avisarPrazosKpi(db(), new Date('2026-11-26T11:00:00.000Z'))).toBe(1);
    expect((await kpi(tk.morumbi)).map((x) => x.texto)).toEqual([notifMsg.kpiTrava('11/2026', '30/11/2026'), notifMsg.kpiTrava('11/2026', '27/11/2026')]);
    // after its day, nothing more
    expect(await avisarPrazosKpi(db(), new Date('2026-12-01T12:00:00.000Z'))).toBe(0);
  });

  it('respects the preference; the rebuild folds the reminders into the same rows', async () => {
    const atual = (await t.call('GET', 'notificacoes/preferencias', { token: tk.barra })).json().data;
    expect(atual.canais.kpiPrazo).toBe('ambos');
    await t.call('PUT', 'notificacoes/preferencias', { token: tk.barra, body: { ...atual, canais: { ...atual.canais, kpiPrazo: 'nenhum' } } });
    expect(await kpi(tk.barra)).toEqual([]);
    expect(await kpi(tk.morumbi)).toHaveLength(2);
    for (const r of await rebuildProjections(db(), ['notificacoes', 'prazos'])) expect(r, r.differences.join('\n')).toMatchObject({ equal: true });
    expect(await kpi(tk.morumbi)).toHaveLength(2);
  });
});
