import { describe, expect, it } from 'vitest';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { PRAZO_LEMBRETE, PRAZO_VENCIDO } from '@portal/contracts/prazos/workflows';
import { rebuildProjections } from '@portal/core/contexts';
import { prazoDe } from '@portal/core/prazos/index';
import { registrarMarco } from '@portal/core/prazos/marcos';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';

/**
 * A KPI month about to lock: the deadline set in the settings (conf10) is a deadline like the others (the `prazos` row
 * `kpi-<ano>-<mes>` and its timer `prazo-kpi-<ano>-<mes>`), reminded 2 business days before its day at 08:00 in Brasília,
 * to every dealer's user with the KPI function. The timer's work is `registrarMarco` at its instants (the workflow itself
 * is tested in workflows/src/prazos).
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
  const prazo = async (data: string, mesId = 11) =>
    expect((await t.call('POST', 'configuracoes/prazo-kpi', { token: tk.admin, body: { ano: 2026, mesId, prazo: data } })).statusCode).toBe(200);
  const lembrar = (chave: string, at: string) => registrarMarco(db(), chave, PRAZO_LEMBRETE, new Date(at));

  it('2 business days before, once, to the dealers; a deadline moved later is reminded again', async () => {
    await prazo('2026-11-27');
    // the timer sleeps until Wednesday 25/11 08:00
    expect((await prazoDe(db(), 'kpi-2026-11'))?.lembreteEm).toBe('2026-11-25T11:00:00.000Z');
    expect(await lembrar('kpi-2026-11', '2026-11-25T11:00:00.000Z')).toBe('registrado');
    expect(await lembrar('kpi-2026-11', '2026-11-25T11:01:00.000Z')).toBe('jaRegistrado');
    const [n, ...resto] = await kpi(tk.morumbi);
    expect(resto).toEqual([]);
    expect(n).toEqual(expect.objectContaining({ id: 'prazo-kpi-2026-11@2', texto: notifMsg.kpiTrava('11/2026', '27/11/2026'), link: '/kpisapproved' }));
    expect(await kpi(tk.barra)).toHaveLength(1);
    for (const token of [tk.admin, tk.faturamento]) expect(await kpi(token)).toEqual([]);

    // moved to Monday 30/11: a new wait, reminded on Thursday 26/11
    await prazo('2026-11-30');
    expect((await prazoDe(db(), 'kpi-2026-11'))?.lembreteEm).toBe('2026-11-26T11:00:00.000Z');
    expect(await lembrar('kpi-2026-11', '2026-11-26T11:00:00.000Z')).toBe('registrado');
    expect((await kpi(tk.morumbi)).map((x) => x.texto)).toEqual([notifMsg.kpiTrava('11/2026', '30/11/2026'), notifMsg.kpiTrava('11/2026', '27/11/2026')]);
    // the lock itself tells no one (the screen refuses the change with the spec's message)
    expect(await registrarMarco(db(), 'kpi-2026-11', PRAZO_VENCIDO, new Date('2026-12-01T03:00:00.000Z'))).toBe('registrado');
    expect(await kpi(tk.morumbi)).toHaveLength(2);
  });

  it('a deadline set already past is never reminded', async () => {
    await prazo('2026-11-20', 10);
    const p = await prazoDe(db(), 'kpi-2026-10');
    expect(p?.venceEm).toBe('2026-11-21T02:59:59.999Z');
    // the timer wakes at once: its reminder is after the lock
    expect(await lembrar('kpi-2026-10', t.clock.now.toISOString())).toBe('registrado');
    expect((await kpi(tk.morumbi)).filter((n) => n.id.startsWith('prazo-kpi-2026-10@'))).toEqual([]);
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
