import { beforeAll, describe, expect, it } from 'vitest';
import { registrarFatoExterno } from '@portal/core/vehicles/commands';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { appDaSuite } from '../testing/suite.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

/**
 * Rules of stock-billing-swaps.md that the spec states and no other suite asserts (docs/conformance.md): permitidoFaturar
 * (§3 "0 disables selection", §5 "Solicitado Faturamento rows cannot be selected") and the overview's default statuses (§4).
 */
const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
const fx = vehicleFixtures(t);
let admin: string, morumbi: string;
let JLR001: number;

beforeAll(async () => {
  ({ admin, morumbi } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi' }));
  JLR001 = await fx.dealerId('JLR001');
});

type Linha = { id: number; status: number; permitidoFaturar: number };
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const pedidos = async (ids: number[]) => (await Promise.all(ids.map(async (id) => (await fx.row(id)).pedido))).join('\n');
/** The rows of `ids` in a list, in the order of `ids`. */
async function linhas(rota: string, ids: number[], corpo: Record<string, unknown> = {}): Promise<Linha[]> {
  const r = await t.call('POST', rota, { token: admin, body: { pedido: await pedidos(ids), per_page: 100, ...corpo } });
  expect(r.statusCode, r.body).toBe(200);
  const rows = data<{ rows: Linha[] }>(r).rows;
  return ids.flatMap((id) => rows.filter((x) => x.id === id));
}
async function cota(): Promise<number> {
  const id = await fx.veiculo();
  expect((await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [id], concessionariaId: JLR001 } })).statusCode).toBe(200);
  return id;
}
const pedirFaturamento = (ids: number[], tipoVendaId: number) =>
  t.call('PUT', 'veiculos/faturamentos/gerar', {
    token: morumbi,
    body: { veiculoId: ids, tipoVendaId, dealerSolicitante: JLR001, ...(tipoVendaId === 1 ? { tipoPagamentoId: 1, dataFaturamento: '2026-11-24' } : {}) },
  });

describe('permitidoFaturar: Reservado and Faturamento solicitado rows cannot be billed (§3, §5)', () => {
  it('answers 0 for them (1 for Cota, Troca and Bolsão) and the server refuses a billing request for them, vehicle by vehicle', async () => {
    const [solicitado, reservado, livre, troca] = [await cota(), await cota(), await cota(), await cota()];
    const bolsao = await fx.veiculo({ status: 121 });
    expect((await pedirFaturamento([solicitado], 1)).statusCode).toBe(200);
    expect((await pedirFaturamento([reservado], 3)).statusCode).toBe(200);
    expect((await t.call('PUT', 'veiculos/alterar/status', { token: morumbi, body: { veiculoId: [troca], status: 11 } })).statusCode).toBe(200);
    const ids = [solicitado, reservado, livre, troca, bolsao];
    const abertos = await linhas('veiculos/faturamentos/listar', ids, { status: [0, 1, 11, 14, 121] });
    expect(abertos.map((r) => [r.status, r.permitidoFaturar])).toEqual([
      [1, 0],
      [14, 0],
      [0, 1],
      [11, 1],
      [121, 1],
    ]);
    // the overview carries the same flag
    expect((await linhas('relatorios/visao/geral/listar', [solicitado, livre])).map((r) => r.permitidoFaturar)).toEqual([0, 1]);

    const r = await pedirFaturamento([solicitado, reservado, livre], 1);
    expect(r.statusCode, r.body).toBe(200);
    const [a, b, c] = data<{ id: number; status: number; descricao: string }[]>(r);
    expect(a).toEqual({ id: solicitado, status: 0, descricao: vmsg.statusNaoPermite });
    expect(b).toEqual({ id: reservado, status: 0, descricao: vmsg.reservado });
    expect(c).toEqual({ id: livre, status: 1, descricao: vmsg.faturamentoSolicitado });
    expect([await fx.status(solicitado), await fx.status(reservado), await fx.status(livre)]).toEqual([1, 14, 1]);
  });
});

describe('Visão Geral: the default statuses are 0-7 and 9-14, leaving out 8 Processando Status (§4)', () => {
  it('a vehicle in Processando Status is listed only when 8 is asked for', async () => {
    const processando = await fx.veiculo();
    const indisponivel = await fx.veiculo();
    const faturamento = await fx.principal('faturamento@demo.portal.com.br');
    const fato = (status: 4 | 8) => ({ type: 'DisponibilidadeAtualizada' as const, status, dataDisponibilidade: null, dataProrrogacaoFaturamento: null });
    await registrarFatoExterno(fx.deps, faturamento, processando, fato(8), { correlationId: 'teste' });
    await registrarFatoExterno(fx.deps, faturamento, indisponivel, fato(4), { correlationId: 'teste' });
    expect([await fx.status(processando), await fx.status(indisponivel)]).toEqual([8, 4]);
    const ids = [processando, indisponivel];
    expect((await linhas('relatorios/visao/geral/listar', ids)).map((r) => r.id)).toEqual([indisponivel]);
    expect((await linhas('relatorios/visao/geral/listar', ids, { status: [8] })).map((r) => r.id)).toEqual([processando]);
    expect((await linhas('relatorios/visao/geral/listar', ids, { status: [4, 8] })).map((r) => r.id)).toEqual(ids);
  });
});
