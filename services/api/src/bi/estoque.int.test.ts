import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { FAIXAS, type DadosBiEstoque } from '@portal/contracts/bi/estoque';
import { rebuildProjections } from '@portal/core/contexts';
import { registrarFatoExterno } from '@portal/core/vehicles/commands';
import { liberarStatus } from '@portal/core/billing/commands';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { primeiraAba } from '../testing/planilhas.ts';
import { concederLeitura } from '../testing/perfis.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';
import { contarLinhas } from '../testing/contagem.ts';

/** /agedstock's two dashboards over real PostgreSQL: the bands match a direct count of the vehicles, dealer scope, bad filters. */
let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string, morumbi: string, financeiro: string;
let morumbiId: number, jardinsId: number;
const NOW = new Date('2026-11-23T13:00:00Z');
const HOJE = '2026-11-23';
const diasAtras = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const dia = (n: number) => diasAtras(n).toISOString().slice(0, 10);
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const bandas = (d: DadosBiEstoque) => FAIXAS.map((f) => d.linhas.reduce((s, l) => s + l.faixas[f.id], 0));

beforeAll(async () => {
  t = await createTestApp();
  fx = vehicleFixtures(t);
  // the demo's Dealer profile has no BI right; granted here to check that a dealer sees its own figures only
  await concederLeitura(t.tdb.db, 'Dealer', 'bi');
  ({ admin, morumbi, financeiro } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi', financeiro: 'financeiro' }));
  [morumbiId, jardinsId] = (await Promise.all(['JLR001', 'JLR002'].map(fx.dealerId))) as [number, number];
  // dealer stock entered 5, 45, 75 and 120 days ago (registered to a dealer on that day), importer pools available
  // 10, 31, 61, 91 days ago, one still arriving (availability in the future) and one without a date
  for (const [n, dealer] of [
    [5, morumbiId],
    [45, morumbiId],
    [75, jardinsId],
    [120, jardinsId],
    [30, morumbiId],
    [31, jardinsId],
  ] as const) {
    t.clock.now = diasAtras(n);
    await fx.veiculo({ concessionariaId: dealer, dataDisponibilidade: dia(n) });
  }
  t.clock.now = NOW;
  for (const [n, status] of [
    [10, 121],
    [31, 120],
    [61, 122],
    [91, 4],
    [-5, 121],
  ] as const)
    await fx.veiculo({ status, dataDisponibilidade: dia(n), concessionariaId: status === 120 ? morumbiId : null });
  await fx.veiculo({ status: 121, dataDisponibilidade: null });
}, 120_000);
afterAll(async () => t?.close());

/** The same figures counted straight from the vehicles' wide read model, with the home reports' definitions. */
async function contagemDireta(local: 'jlr' | 'dealer', dealer?: number): Promise<number[]> {
  const onde =
    local === 'jlr'
      ? sql`status in (120, 121, 122, 4) and data_disponibilidade <= ${HOJE}::date`
      : sql`concessionaria_id is not null and data_entrada_estoque <= ${HOJE}::date and data_faturamento is null and status not in (4, 8, 9, 120, 121, 122)`;
  const desde = local === 'jlr' ? sql`data_disponibilidade` : sql`data_entrada_estoque`;
  const { rows } = await sql<{ dias: number }>`
    select (${HOJE}::date - ${desde})::int dias from veiculos
    where ${onde} ${dealer ? sql`and concessionaria_id = ${dealer}` : sql``}`.execute(t.tdb.db);
  return FAIXAS.map((f, i) => {
    const min = i === 0 ? 0 : FAIXAS[i - 1]!.ate! + 1;
    return rows.filter((r) => r.dias >= min && (f.ate === null || r.dias <= f.ate)).length;
  });
}

describe('GET bi/AnaliseEstoqueJlr and bi/AnaliseEstoqueDealer', () => {
  it('count the stock in each age band exactly as a direct count of the vehicles', async () => {
    for (const [rota, local] of [
      ['AnaliseEstoqueJlr', 'jlr'],
      ['AnaliseEstoqueDealer', 'dealer'],
    ] as const) {
      const r = await t.call('GET', `bi/${rota}`, { token: admin });
      expect(r.statusCode, r.body).toBe(200);
      const d = data<DadosBiEstoque>(r);
      expect(d.local).toBe(local);
      expect(d.hoje).toBe(HOJE);
      expect(bandas(d)).toEqual(await contagemDireta(local));
    }
    // the vehicles made here, on top of the demo's: each band has at least what we put in it
    const jlr = bandas(data<DadosBiEstoque>(await t.call('GET', 'bi/AnaliseEstoqueJlr', { token: admin })));
    expect(jlr.every((n) => n >= 1)).toBe(true);
    const m = bandas(data<DadosBiEstoque>(await t.call('GET', `bi/AnaliseEstoqueDealer?concessionariaId=${jardinsId}`, { token: admin })));
    expect(m).toEqual(await contagemDireta('dealer', jardinsId));
    expect(m[3]).toBeGreaterThanOrEqual(1);
  });

  it('a dealer sees its own stock only; another dealer is 404', async () => {
    const d = data<DadosBiEstoque>(await t.call('GET', 'bi/AnaliseEstoqueDealer', { token: morumbi }));
    expect(d.linhas.length).toBeGreaterThan(0);
    expect(new Set(d.linhas.map((l) => l.concessionariaId))).toEqual(new Set([morumbiId]));
    expect(bandas(d)).toEqual(await contagemDireta('dealer', morumbiId));
    expect(d.opcoes.dealers.map((x) => x.id)).toEqual([morumbiId]);
    const j = data<DadosBiEstoque>(await t.call('GET', 'bi/AnaliseEstoqueJlr', { token: morumbi }));
    expect(j.linhas.every((l) => l.concessionariaId === morumbiId)).toBe(true);
    expect(bandas(j)).toEqual(await contagemDireta('jlr', morumbiId));
    expect((await t.call('GET', `bi/AnaliseEstoqueDealer?concessionariaId=${jardinsId}`, { token: morumbi })).statusCode).toBe(404);
  });

  it('bad filters are 400 in pt-BR, never 500; no BI right is 403', async () => {
    for (const q of ['marcaId=abc', 'concessionariaId=-1', 'modeloId=1.5', 'outro=1', 'marcaId=99999999999999'])
      for (const rota of ['AnaliseEstoqueJlr', 'AnaliseEstoqueDealer']) {
        const r = await t.call('GET', `bi/${rota}?${q}`, { token: admin });
        expect(r.statusCode, q).toBe(400);
        expect(errors(r).join(' ')).toMatch(/[a-zà-ú]/i);
      }
    expect((await t.call('GET', 'bi/AnaliseEstoqueJlr', { token: financeiro })).statusCode).toBe(403);
  });

  it('exports a chart’s table as .xlsx with the same numbers', async () => {
    const d = data<DadosBiEstoque>(await t.call('GET', 'bi/AnaliseEstoqueDealer', { token: admin }));
    const r = await t.call('GET', 'bi/AnaliseEstoqueDealer/exportar?quadro=faixa', { token: admin });
    expect(r.statusCode).toBe(200);
    const ws = await primeiraAba(r);
    expect(ws.getRow(1).values).toEqual([undefined, 'Faixa de idade', 'Veículos']);
    expect(FAIXAS.map((_, i) => ws.getRow(i + 2).getCell(2).value)).toEqual(bandas(d));
    expect((await t.call('GET', 'bi/AnaliseEstoqueDealer/exportar?quadro=pizza', { token: admin })).statusCode).toBe(400);
  });

  it("'Atualizar' answers the spec's toast", async () => {
    const r = await t.call('POST', 'bi/AnaliseEstoqueJlr/atualizar', { token: admin });
    expect(r.statusCode).toBe(200);
    expect(data<{ mensagem: string }>(r).mensagem).toBe('Atualização solicitada. Aguarde alguns minutos e recarregue a página.');
  });

  it('GET bi/TestDrive: the demo fleet (Test Drive billed in the last 365 days) by age since billed, as a direct count', async () => {
    const id = await fx.veiculo({ concessionariaId: morumbiId });
    const r = await t.call('PUT', 'veiculos/faturamentos/gerar', {
      token: morumbi,
      body: { veiculoId: [id], dealerSolicitante: morumbiId, dataFaturamento: '2026-11-24', tipoVendaId: 4, tipoPagamentoId: 4 },
    });
    expect(r.statusCode, r.body).toBe(200);
    const faturamento = await fx.principal('faturamento@demo.portal.com.br');
    // a Test Drive request waits for the importer's authorisation, then is billed
    const pedido = (await fx.row(id)).faturamento_pedido_id!;
    await liberarStatus(fx.deps, faturamento, { faturamentoPedidoIds: [pedido], status: 3 }, { correlationId: 't' });
    await registrarFatoExterno(fx.deps, faturamento, id, { type: 'VeiculoFaturado', notaFiscal: `NF${id}`, dataFaturamento: dia(40) }, { correlationId: 't' });
    const { rows } = await sql<{ dias: number; c: number }>`
      select (${HOJE}::date - data_faturamento)::int dias, concessionaria_id c from veiculos
      where tipo_venda_id = 4 and data_faturamento between ${HOJE}::date - 365 and ${HOJE}::date`.execute(t.tdb.db);
    const direto = (dealer?: number) =>
      FAIXAS.map((f, i) => {
        const min = i === 0 ? 0 : FAIXAS[i - 1]!.ate! + 1;
        return rows.filter((x) => (!dealer || x.c === dealer) && x.dias >= min && (f.ate === null || x.dias <= f.ate)).length;
      });
    const d = data<DadosBiEstoque>(await t.call('GET', 'bi/TestDrive', { token: admin }));
    expect(d.local).toBe('testDrive');
    expect(bandas(d)).toEqual(direto());
    expect(bandas(d)[1]).toBeGreaterThanOrEqual(1);
    // a dealer reads it through its pipeline right, its own fleet only
    const m = data<DadosBiEstoque>(await t.call('GET', 'bi/TestDrive', { token: morumbi }));
    expect(bandas(m)).toEqual(direto(morumbiId));
    expect(m.linhas.every((l) => l.concessionariaId === morumbiId)).toBe(true);
    expect((await t.call('GET', 'bi/TestDrive?concessionariaId=abc', { token: admin })).statusCode).toBe(400);
  });

  it('bi_veiculos rebuilt from the events equals the one kept event by event', async () => {
    const antes = await t.tdb.db.selectFrom('bi_veiculos').select(['veiculo_id', 'local', 'desde', 'concessionaria_id']).orderBy('veiculo_id').execute();
    const [rel] = await rebuildProjections(t.tdb.db, ['bi_veiculos']);
    expect(rel?.events).toBeGreaterThan(0);
    expect(rel?.rows).toBe(antes.length);
    expect(rel?.differences).toEqual([]);
    expect(rel?.equal).toBe(true);
    const n = await contarLinhas(t.tdb.db, 'veiculos');
    expect(antes.length).toBe(n);
  });
});
