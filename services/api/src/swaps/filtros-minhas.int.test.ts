import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { createTestApp, type TestApp } from '../testing/app.ts';

/**
 * Minhas Trocas' filters on the server (stock-billing-swaps.md §2.7): sent / received and the swap types 1 Trocadas
 * (vehicles offered), 2 Recebidas, 3 Solicitação sem troca (none offered).
 */
let t: TestApp;
let morumbi: string, barra: string;
let pm: Principal, pb: Principal, padmin: Principal;
const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321' };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00.000Z');
  [morumbi, barra] = [await t.login('dealer.morumbi@demo.portal.com.br'), await t.login('dealer.barra@demo.portal.com.br')];
  [pm, pb, padmin] = (await Promise.all(['dealer.morumbi', 'dealer.barra', 'admin'].map((u) => principal(t.tdb.db, `${u}@demo.portal.com.br`)))) as [
    Principal,
    Principal,
    Principal,
  ];
}); // the int tier's hookTimeout
afterAll(async () => t?.close());

const veiculo = (dono: Principal, troca = false) => veiculoDe(t.tdb.db, () => t.clock.now, padmin, dono, { troca });
async function pedir(token: string, interesse: number, propostos: number[]): Promise<number> {
  const r = await t.call('POST', 'veiculos/troca/solicita', {
    token,
    body: { ...contato, veiculoInteresseId: interesse, veiculosPropostos: propostos, confirmarSemVeiculo: propostos.length === 0 },
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { id: number }[] }).data[0]!.id;
}

describe('Minhas Trocas: sent / received and the swap type', () => {
  it('each filter keeps only its requests; an unknown type is refused (400)', async () => {
    const comOferta = await pedir(morumbi, await veiculo(pb, true), [await veiculo(pm)]);
    const semOferta = await pedir(morumbi, await veiculo(pb, true), []);
    const recebida = await pedir(barra, await veiculo(pm, true), [await veiculo(pb)]);
    const nossas = [comOferta, semOferta, recebida];
    const listar = async (body: Record<string, unknown>) => {
      const r = await t.call('POST', 'veiculos/troca/minhas/listar', { token: morumbi, body: { per_page: 100, ...body } });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { data: { rows: { veiculoTrocaPedidoId: number }[] } }).data.rows
        .map((x) => x.veiculoTrocaPedidoId)
        .filter((id) => nossas.includes(id))
        .sort((a, b) => a - b);
    };
    const ordem = (...xs: number[]) => xs.sort((a, b) => a - b);
    expect(await listar({})).toEqual(ordem(...nossas));
    expect(await listar({ enviada: true })).toEqual(ordem(comOferta, semOferta));
    expect(await listar({ recebida: true })).toEqual([recebida]);
    expect(await listar({ troca: 1 })).toEqual(ordem(comOferta, recebida));
    expect(await listar({ troca: 2 })).toEqual([recebida]);
    expect(await listar({ troca: 3 })).toEqual([semOferta]);
    expect(await listar({ enviada: true, troca: 1 })).toEqual([comOferta]);
    const r = await t.call('POST', 'veiculos/troca/minhas/listar', { token: morumbi, body: { troca: 4 } });
    expect(r.statusCode).toBe(400);
    expect((r.json() as { errors: string[] }).errors[0]).toBeTruthy();
  });
});
