import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjections } from '@portal/core/contexts';
import { marcarWorkflowIniciado, prazosSemWorkflow } from '@portal/core/prazos/marcos';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

/**
 * Liberar faturamento's deadline (conf15, the per-step SLA): a request awaiting release is due in conf15 São Paulo
 * business days (weekends and the holiday table skipped), shown and filtered as 'Prazo' on the back office's list, ended
 * by the answer; the setting has its history like the others and 0 turns the deadline off.
 */
let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string, morumbi: string, faturamento: string;
let JLR001: number;
// Friday 27/11/2026 10:00 in Brasília; Monday 30/11 goes into the holiday table
const SEXTA = new Date('2026-11-27T13:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  fx = vehicleFixtures(t);
  t.clock.now = SEXTA;
  ({ admin, morumbi, faturamento } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi', faturamento: 'faturamento' }));
  JLR001 = await fx.dealerId('JLR001');
  const feriado = await t.call('POST', 'feriados', { token: admin, body: { data: '2026-11-30', nome: 'Feriado municipal de teste' } });
  expect(feriado.statusCode, feriado.body).toBe(201);
});
afterAll(async () => t?.close());

type Linha = { faturamentoPedidoId: number; veiculoId: number; prazo: { venceEm: string; situacao: string; texto: string } | null };
const listar = async (body: Record<string, unknown> = {}) => {
  const r = await t.call('POST', 'veiculos/faturamentos/liberar/listar', { token: faturamento, body: { per_page: 100, ...body } });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { rows: Linha[] } }).data.rows;
};
/** a vehicle of JLR001 with a Test Drive request (awaiting release) */
const pedirTestDrive = async (id?: number) => {
  const veiculoId = id ?? (await fx.veiculo());
  if (id === undefined) {
    const alocar = await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [veiculoId], concessionariaId: JLR001 } });
    expect(alocar.statusCode, alocar.body).toBe(200);
  }
  const r = await t.call('PUT', 'veiculos/faturamentos/gerar', {
    token: morumbi,
    body: { veiculoId: [veiculoId], tipoVendaId: 4, tipoPagamentoId: 5, dealerSolicitante: JLR001, dataFaturamento: '2026-12-04' },
  });
  expect(r.statusCode, r.body).toBe(200);
  expect((r.json() as { data: { id: number; status: number }[] }).data).toEqual([expect.objectContaining({ id: veiculoId, status: 1 })]);
  return veiculoId;
};
const linhaDe = (veiculoId: number) => t.tdb.db.selectFrom('prazos').selectAll().where('chave', '=', `faturamento-${veiculoId}`).executeTakeFirst();
const responder = async (veiculoId: number, status: 3 | 5) => {
  const pedido = (await listar()).find((r) => r.veiculoId === veiculoId)!;
  const r = await t.call('POST', 'veiculos/faturamentos/liberar/status', {
    token: faturamento,
    body: { faturamentoPedidoIds: [pedido.faturamentoPedidoId], status, motivo: status === 5 ? 'Sem estoque de placas' : null },
  });
  expect(r.statusCode, r.body).toBe(200);
};
const mover = async (d: Date) => {
  t.clock.now = d;
  ({ faturamento } = await t.entrar({ faturamento: 'faturamento' }));
};

describe("Liberar faturamento's deadline (conf15)", () => {
  it('a Test Drive request is due 2 business days later by default, skipping the weekend and the holiday; the list shows and filters it', async () => {
    await mover(SEXTA);
    const id = await pedirTestDrive();
    // Friday 10:00 → (Sat, Sun, Mon 30/11 holiday) → Tue 1/12 → Wed 2/12 10:00
    const venceEm = '2026-12-02T13:00:00.000Z';
    expect(await linhaDe(id)).toMatchObject({ tipo: 'faturamento', registro_id: id, estado: 'Aguardando liberação' });
    expect((await linhaDe(id))!.vence_em.toISOString()).toBe(venceEm);
    const linha = (await listar()).find((r) => r.veiculoId === id)!;
    expect(linha.prazo).toEqual({ venceEm, situacao: 'no-prazo', texto: '2 dias úteis' });
    const comPrazo = async (prazo: unknown) => (await listar({ prazo })).filter((r) => r.veiculoId === id).length;
    expect(await comPrazo('no-prazo')).toBe(1);
    expect(await comPrazo('atrasado')).toBe(0);

    // Wednesday 15:00: late
    await mover(new Date('2026-12-02T18:00:00.000Z'));
    expect((await listar()).find((r) => r.veiculoId === id)!.prazo).toMatchObject({ situacao: 'atrasado' });
    expect(await comPrazo('atrasado')).toBe(1);
    expect(await comPrazo(['no-prazo', 'vence-hoje'])).toBe(0);
    const ruim = await t.call('POST', 'veiculos/faturamentos/liberar/listar', { token: faturamento, body: { prazo: 'amanha' } });
    expect(ruim.statusCode).toBe(400);

    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ projection: 'prazos', equal: true });
    // released: the wait and its deadline end
    await responder(id, 3);
    expect(await linhaDe(id)).toBeUndefined();
    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ equal: true });
  });

  it('a refused request asked again gets a new deadline and a new workflow start; a request for stock has none', async () => {
    await mover(SEXTA);
    const id = await pedirTestDrive();
    await marcarWorkflowIniciado(t.tdb.db, `faturamento-${id}`, SEXTA);
    expect((await prazosSemWorkflow(t.tdb.db)).map((p) => p.chave)).not.toContain(`faturamento-${id}`);
    await responder(id, 5);
    expect(await linhaDe(id)).toBeUndefined();

    // Tuesday 1/12 09:00: asked again → Thursday 3/12 09:00, and the sweep owes it a run (the old start is older)
    await mover(new Date('2026-12-01T12:00:00.000Z'));
    ({ admin, morumbi } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi' }));
    await pedirTestDrive(id);
    expect((await linhaDe(id))!.vence_em.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect((await linhaDe(id))!.lembrado_em).toBeNull();
    expect((await prazosSemWorkflow(t.tdb.db)).map((p) => p.chave)).toContain(`faturamento-${id}`);

    // Estoque (tipo de venda 1) is not released by anyone: no deadline
    const estoque = await fx.veiculo();
    expect((await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [estoque], concessionariaId: JLR001 } })).statusCode).toBe(200);
    const r = await t.call('PUT', 'veiculos/faturamentos/gerar', {
      token: morumbi,
      body: { veiculoId: [estoque], tipoVendaId: 1, tipoPagamentoId: 1, dealerSolicitante: JLR001, dataFaturamento: '2026-12-04' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await linhaDe(estoque)).toBeUndefined();
  });

  it('conf15 is set like the other settings (history, pt-BR refusal); 0 turns the deadline off', async () => {
    await mover(SEXTA);
    ({ admin, morumbi } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi' }));
    const ruim = await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 15, periodoInformado: 'dois' } });
    expect(ruim.statusCode).toBe(400);
    expect((ruim.json() as { errors: string[] }).errors[0]).toMatch(/dias/i);
    expect((await t.call('POST', 'configuracoes', { token: morumbi, body: { tipo: 15, periodoInformado: '3' } })).statusCode).toBe(403);

    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 15, periodoInformado: '3' } })).statusCode).toBe(201);
    const tres = await pedirTestDrive();
    // Friday 10:00 + 3 business days (Monday is a holiday) → Thursday 3/12 10:00
    expect((await linhaDe(tres))!.vence_em.toISOString()).toBe('2026-12-03T13:00:00.000Z');

    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 15, periodoInformado: '0' } })).statusCode).toBe(201);
    const sem = await pedirTestDrive();
    expect(await linhaDe(sem)).toBeUndefined();
    expect((await listar()).find((r) => r.veiculoId === sem)!.prazo).toBeNull();

    const conf = (await t.call('GET', 'configuracoes', { token: admin })).json() as { data: Record<string, { ativo: string | null; rows: unknown[] }> };
    expect(conf.data.conf15!.ativo).toBe('0');
    expect(conf.data.conf15!.rows).toHaveLength(2);
  });
});
