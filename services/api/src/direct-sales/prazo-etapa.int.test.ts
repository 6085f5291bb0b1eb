import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principal } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { rebuildProjections } from '@portal/core/contexts';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { prazosSemWorkflow } from '@portal/core/prazos/marcos';
import { createTestApp, type TestApp } from '../testing/app.ts';

/**
 * An order's approval-step deadline (conf16, the per-step SLA): each move into a step the importer answers carries its
 * due instant (São Paulo business days, the holiday table skipped) and starts the deadline again; a move back to the
 * dealer or onwards to a step without one ends it. The `prazos` read model replays the same from the events.
 */
let t: TestApp;
let admin: string;
let pm: Principal, padmin: Principal;
// Friday 27/11/2026 10:00 in Brasília; Monday 30/11 goes into the holiday table
const SEXTA = new Date('2026-11-27T13:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = SEXTA;
  admin = await t.login('admin@demo.portal.com.br');
  [pm, padmin] = await Promise.all([principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br'), principal(t.tdb.db, 'admin@demo.portal.com.br')]);
  expect((await t.call('POST', 'feriados', { token: admin, body: { data: '2026-11-30', nome: 'Feriado de teste' } })).statusCode).toBe(201);
});
afterAll(async () => t?.close());

const linhaDe = (id: number) => t.tdb.db.selectFrom('prazos').selectAll().where('chave', '=', `pedido-${id}`).executeTakeFirst();
const mover = async (id: number, step: number, motivo?: string) => {
  const atual = (await t.call('GET', `pedidos/${id}`, { token: admin })).json() as { data: Record<string, unknown> };
  const { contexto: _c, ...body } = atual.data;
  const r = await t.call('PUT', `pedidos/${id}`, { token: admin, body: { ...body, steps: { id: step }, ...(motivo ? { motivo } : {}) } });
  expect(r.statusCode, r.body).toBe(200);
};

describe("an order's approval-step deadline (conf16)", () => {
  it('sent for approval it is due in 2 business days; each approval step starts it again; back to the dealer it ends', async () => {
    t.clock.now = SEXTA;
    const id = await pedidoDeTeste(t.tdb.db, () => t.clock.now, { admin: padmin, dealer: pm }, { ate: 'aprovacaoVenda' });
    // Friday 10:00 → (weekend, Monday holiday) → Wednesday 2/12 10:00
    expect(await linhaDe(id)).toMatchObject({ tipo: 'pedido', registro_id: id, estado: 'Aguardando aprovação' });
    expect((await linhaDe(id))!.vence_em.toISOString()).toBe('2026-12-02T13:00:00.000Z');

    // Tuesday 1/12 09:00: the sale approved → client registration (3), due Thursday 3/12 09:00, a new run owed
    t.clock.now = new Date('2026-12-01T12:00:00.000Z');
    admin = await t.login('admin@demo.portal.com.br');
    await mover(id, 3);
    expect((await linhaDe(id))!.vence_em.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect((await linhaDe(id))!.iniciado_em.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect((await prazosSemWorkflow(t.tdb.db)).map((p) => p.chave)).toContain(`pedido-${id}`);

    // registration refused → back to the sale's approval (2): still an approval step, a deadline again
    await mover(id, 2, 'Documento ilegível');
    expect((await linhaDe(id))!.vence_em.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ projection: 'prazos', equal: true });

    // /directselling: the 'Prazo' column, its filter and its sort; Thursday 15:00 it is late
    t.clock.now = new Date('2026-12-03T18:00:00.000Z');
    admin = await t.login('admin@demo.portal.com.br');
    type Linha = { id: number; prazo: { situacao: string; texto: string } | null };
    const listar = async (body: Record<string, unknown>) => {
      const r = await t.call('POST', 'pedidos/listar', { token: admin, body: { per_page: 100, ...body } });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { data: { rows: Linha[] } }).data.rows;
    };
    expect((await listar({})).find((r) => r.id === id)!.prazo).toEqual({ venceEm: '2026-12-03T12:00:00.000Z', situacao: 'atrasado', texto: 'Atrasado há 6 h' });
    expect((await listar({ prazo: 'atrasado' })).map((r) => r.id)).toContain(id);
    expect((await listar({ prazo: 'no-prazo' })).map((r) => r.id)).not.toContain(id);
    expect((await listar({ sort: 'prazo', order: 'asc' })).length).toBeGreaterThan(0);
    expect((await t.call('POST', 'pedidos/listar', { token: admin, body: { prazo: 'ontem' } })).statusCode).toBe(400);

    // refused to the dealer (1 Reprovado): nobody at the importer is waited for
    await mover(id, 1, 'Preço fora da política');
    expect(await linhaDe(id)).toBeUndefined();
    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ equal: true });
  });

  it('conf16 = 0 turns the deadline off; a bad value is refused in pt-BR', async () => {
    t.clock.now = SEXTA;
    admin = await t.login('admin@demo.portal.com.br');
    const ruim = await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 16, periodoInformado: '-1' } });
    expect(ruim.statusCode).toBe(400);
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 16, periodoInformado: '0' } })).statusCode).toBe(201);
    const id = await pedidoDeTeste(t.tdb.db, () => t.clock.now, { admin: padmin, dealer: pm }, { ate: 'aprovacaoVenda' });
    expect(await linhaDe(id)).toBeUndefined();
  });
});
