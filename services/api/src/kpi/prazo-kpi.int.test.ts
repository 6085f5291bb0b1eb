import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { przMsg } from '@portal/contracts/prazos/messages';
import { appendToStream, readStream } from '@portal/core/eventstore/store';
import { rebuildProjections } from '@portal/core/contexts';
import { prazoDe } from '@portal/core/prazos/index';
import { abrirPrazosKpi } from '@portal/core/prazos/kpi';
import { SYSTEM_ACTOR, metadataFor } from '@portal/core/kernel/index';
import { registrarMarco } from '@portal/core/prazos/marcos';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { corpoVeiculoKpi, referenciaKpi } from '../testing/kpi.ts';

/**
 * The KPI month lock as a deadline (issue 28): the setting (conf10) writes the `prazos` row `kpi-<ano>-<mes>` in its own
 * transaction and moves it with a new date; the Veículos JLR list shows the month's 'Prazo' on the vehicles still in audit
 * and filters by it; the months of the KPI carry the lock's situation. The clock is fixed and crosses a weekend.
 */
let t: TestApp;
let admin: string, morumbi: string;
let dMorumbi: number;
// Thursday 26/11/2026 10:00 in Brasília; the lock of November on Monday 30/11
const QUINTA = new Date('2026-11-26T13:00:00.000Z');

const entrar = async () => {
  admin = await t.login('admin@demo.portal.com.br');
  morumbi = await t.login('dealer.morumbi@demo.portal.com.br');
};
/** moves the clock (signed in again: a token does not outlive days) */
const mover = async (iso: string) => {
  t.clock.now = new Date(iso);
  await entrar();
};
const definir = async (prazo: string) => {
  const r = await t.call('POST', 'configuracoes/prazo-kpi', { token: admin, body: { ano: 2026, mesId: 11, prazo } });
  expect(r.statusCode, r.body).toBe(200);
};
const linha = () => t.tdb.db.selectFrom('prazos').selectAll().where('chave', '=', 'kpi-2026-11').executeTakeFirst();

type Prazo = { venceEm: string; situacao: string; texto: string } | null;
const listar = async (filtro = '') => {
  const r = await t.call('GET', `kpi/veiculos-jlr?ano=2026&mesId=11&concessionariaId=${dMorumbi}${filtro}`, { token: morumbi });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data as { id: number; statusDescricao: string; prazo: Prazo }[]).map((v) => ({ id: v.id, status: v.statusDescricao, prazo: v.prazo }));
};
const ids = async (filtro: string) => (await listar(filtro)).map((v) => v.id);
const novembro = async () => {
  const anos = (await t.call('GET', 'kpi/anos-meses', { token: morumbi })).json().data as {
    ano: number;
    meses: { id: number; prazo: string | null; prazoVencido: boolean; prazoDoMes: Prazo }[];
  }[];
  return anos.find((a) => a.ano === 2026)!.meses.find((m) => m.id === 11)!;
};

let seq = 0;
async function criarVeiculo(): Promise<number> {
  const body = corpoVeiculoKpi(await referenciaKpi(t, morumbi), {
    ano: 2026,
    mes: 11,
    concessionariaId: dMorumbi,
    chassi: `SALPRAZO0000${String(++seq).padStart(5, '0')}`,
    dataCompra: '2026-10-10',
    dataVenda: '2026-11-20',
  });
  const r = await t.call('POST', 'kpi/veiculos-jlr', { token: morumbi, body });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const tb of ['kpi_preparacoes', 'kpi_standards', 'kpi_captacoes', 'kpi_outros', 'kpi_veiculos'] as const) await t.tdb.db.deleteFrom(tb).execute();
  t.clock.now = QUINTA;
  await entrar();
  dMorumbi = (await t.tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

describe('the KPI month lock as a deadline', () => {
  let emAuditoria: number, aprovado: number;

  it('the setting writes the month’s prazos row in its transaction; the same date again changes nothing', async () => {
    expect(await linha()).toBeUndefined();
    await definir('2026-11-30');
    expect(await linha()).toMatchObject({ tipo: 'kpi', registro_id: 202611, concessionaria_id: null, lembrado_em: null, vencido_em: null });
    const p = (await linha())!;
    // the end of Monday 30/11 in Brasília; set on Thursday, inside the 2 business days: the reminder halfway
    expect(p.vence_em.toISOString()).toBe('2026-12-01T02:59:59.999Z');
    expect(p.iniciado_em.toISOString()).toBe(QUINTA.toISOString());
    expect(p.lembrete_em.getTime()).toBe(QUINTA.getTime() + Math.floor((p.vence_em.getTime() - QUINTA.getTime()) / 2));
    // the timer's key, not started (no Temporal here): the sweep would start it
    expect(await prazoDe(t.tdb.db, 'kpi-2026-11')).toMatchObject({ chave: 'kpi-2026-11', iniciado: false });
    await definir('2026-11-30');
    const eventos = await readStream(t.tdb.db, 'prazo-kpi-2026-11');
    expect(eventos.map((e) => [e.type, e.metadata.nome])).toEqual([['PrazoDefinido', expect.any(String)]]);
    expect(eventos[0]!.data).toMatchObject({ ano: 2026, mes: 11, prazo: '2026-11-30', venceEm: '2026-12-01T02:59:59.999Z' });
    // a refused setting (a Saturday) writes no deadline either
    const sabado = await t.call('POST', 'configuracoes/prazo-kpi', { token: admin, body: { ano: 2026, mesId: 11, prazo: '2026-11-28' } });
    expect(sabado.statusCode).toBe(400);
    expect((await readStream(t.tdb.db, 'prazo-kpi-2026-11')).length).toBe(1);
  });

  it('Thursday: the vehicles in audit show 2 business days (Friday, Monday); an approved one has none', async () => {
    emAuditoria = await criarVeiculo();
    aprovado = await criarVeiculo();
    expect((await t.call('PUT', `kpi/veiculos-jlr/${aprovado}/aprovar`, { token: admin })).statusCode).toBe(200);
    expect(await listar()).toEqual([
      { id: aprovado, status: 'Aprovados', prazo: null },
      { id: emAuditoria, status: 'Em Auditoria', prazo: { venceEm: '2026-12-01T02:59:59.999Z', situacao: 'no-prazo', texto: '2 dias úteis' } },
    ]);
    expect(await ids('&prazo=no-prazo')).toEqual([emAuditoria]);
    expect(await ids('&prazo=vence-hoje&prazo=atrasado')).toEqual([]);
    expect(await novembro()).toMatchObject({ prazo: '2026-11-30', prazoVencido: false, prazoDoMes: { situacao: 'no-prazo', texto: '2 dias úteis' } });
    // a GET of one vehicle leaves the list's column out
    expect((await t.call('GET', `kpi/veiculos-jlr/${emAuditoria}`, { token: morumbi })).json().data).not.toHaveProperty('prazo');
  });

  it('Monday (after the weekend): due today, with the hours left', async () => {
    await mover('2026-11-30T13:00:00.000Z');
    expect((await listar()).find((v) => v.id === emAuditoria)!.prazo).toMatchObject({ situacao: 'vence-hoje', texto: '13 h' });
    expect(await ids('&prazo=vence-hoje')).toEqual([emAuditoria]);
    expect(await ids('&prazo=no-prazo')).toEqual([]);
  });

  it('Tuesday: the month is locked; the vehicle left in audit is late, the approved one is not', async () => {
    await mover('2026-12-01T13:00:00.000Z');
    expect(await listar()).toEqual([
      { id: aprovado, status: 'Aprovados', prazo: null },
      { id: emAuditoria, status: 'Em Auditoria', prazo: expect.objectContaining({ situacao: 'atrasado', texto: 'Atrasado há 1 dia' }) },
    ]);
    expect(await ids('&prazo=atrasado')).toEqual([emAuditoria]);
    expect(await novembro()).toMatchObject({ prazoVencido: true, prazoDoMes: { situacao: 'atrasado', texto: 'Atrasado há 1 dia' } });
    const ruim = await t.call('GET', `kpi/veiculos-jlr?ano=2026&mesId=11&concessionariaId=${dMorumbi}&prazo=logo`, { token: morumbi });
    expect(ruim.statusCode).toBe(400);
    expect(przMsg.situacaoPrazoInvalida).toContain('no-prazo');
  });

  it('a new date moves the deadline (a new wait: a new reminder); the rebuild gives the same rows', async () => {
    await definir('2026-12-04');
    const p = (await linha())!;
    expect(p.vence_em.toISOString()).toBe('2026-12-05T02:59:59.999Z');
    expect(p.iniciado_em.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    // 2 business days before Friday 04/12: Wednesday 02/12 08:00 in Brasília
    expect(p.lembrete_em.toISOString()).toBe('2026-12-02T11:00:00.000Z');
    expect((await readStream(t.tdb.db, 'prazo-kpi-2026-11')).map((e) => e.type)).toEqual(['PrazoDefinido', 'PrazoDefinido']);
    expect((await listar()).find((v) => v.id === emAuditoria)!.prazo).toMatchObject({ situacao: 'no-prazo', texto: '3 dias úteis' });
    expect(await novembro()).toMatchObject({ prazo: '2026-12-04', prazoVencido: false });
    for (const r of await rebuildProjections(t.tdb.db, ['prazos'])) expect(r, r.differences.join('\n')).toMatchObject({ equal: true });
  });

  it('the sweep opens the months whose lock was set before it was a deadline, once', async () => {
    await t.tdb.db.insertInto('configuracoes_gerais').values({ tipo: 10, valor: '2026-12-10', usuario_nome: 'teste', ano: 2026, mes: 10 }).execute();
    expect(await abrirPrazosKpi(t.tdb.db, t.clock.now)).toBe(1);
    expect(await abrirPrazosKpi(t.tdb.db, t.clock.now)).toBe(0);
    const outubro = await t.tdb.db.selectFrom('prazos').selectAll().where('chave', '=', 'kpi-2026-10').executeTakeFirstOrThrow();
    expect(outubro).toMatchObject({ tipo: 'kpi', registro_id: 202610 });
    expect(outubro.vence_em.toISOString()).toBe('2026-12-11T02:59:59.999Z');
    // by the system
    expect((await readStream(t.tdb.db, 'prazo-kpi-2026-10'))[0]!.metadata.userId).toBe(SYSTEM_ACTOR.userId);
  });

  it('a month the former sweep already reminded keeps that reminder: its timer does not tell the dealers twice', async () => {
    await t.tdb.db.insertInto('configuracoes_gerais').values({ tipo: 10, valor: '2026-12-09', usuario_nome: 'teste', ano: 2026, mes: 9 }).execute();
    const antes = '2026-12-07T11:00:00.000Z';
    await t.tdb.db.transaction().execute((trx) =>
      appendToStream(trx, 'prazo-kpi-2026-9-2026-12-09', 'prazo', 0, [
        {
          type: 'PrazoLembrete',
          data: { chave: 'kpi-2026-9-2026-12-09', tipo: 'kpi', ano: 2026, mes: 9, prazo: '2026-12-09', venceEm: '2026-12-10T02:59:59.999Z', at: antes },
          metadata: metadataFor(SYSTEM_ACTOR, null, new Date(antes)),
        },
      ]),
    );
    expect(await abrirPrazosKpi(t.tdb.db, t.clock.now)).toBe(1);
    const setembro = await t.tdb.db.selectFrom('prazos').selectAll().where('chave', '=', 'kpi-2026-09').executeTakeFirstOrThrow();
    expect(setembro.lembrado_em?.toISOString()).toBe(antes);
    expect(await registrarMarco(t.tdb.db, 'kpi-2026-09', 'PrazoLembrete', new Date('2026-12-07T11:00:00.000Z'))).toBe('jaRegistrado');
    for (const r of await rebuildProjections(t.tdb.db, ['prazos'])) expect(r, r.differences.join('\n')).toMatchObject({ equal: true });
  });
});
