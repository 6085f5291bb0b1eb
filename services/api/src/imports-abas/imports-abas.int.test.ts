import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import { TIPOS_RELATORIO } from '@portal/contracts/imports/abas/relatorios';
import { hmsg } from '@portal/contracts/reports/home';
import { varejo, varejo2 } from '@portal/core/imports/tipos/varejo';
import { floorPlan } from '@portal/core/imports/tipos/floor-plan';
import { relatorios } from '@portal/core/imports/tipos/relatorios';
import { emplacamento } from '@portal/core/imports/tipos/emplacamento';
import { importar } from '@portal/core/imports/tipos/importar-de-teste';
import type { DefinicaoImportacao, ParametrosImportacao } from '@portal/core/imports/definicao';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { MODELO_INDISPONIVEL } from './routes.ts';
import { contarLinhas } from '../testing/contagem.ts';

/** The read calls of the tabs Emplacamento, Varejo and Relatórios, and the home-report figures the imports feed. */
let t: TestApp;
let admin: string, morumbi: string, regionais: string;
let JLR001: number, defender: number;
// a month the demo load (current month and the one before) never reaches, whatever day the test runs: a past one
const [ANO, MES, CICLO, FISCAL] = [2024, 5, 202405, 2025];
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const rodar = <T, C>(def: DefinicaoImportacao<T, C>, params: ParametrosImportacao, rows: Record<string, string>[], id: number) =>
  importar(
    t.tdb.db,
    def,
    params,
    rows.map((celulas, i) => ({ numero: i + 2, celulas })),
    id,
  );

beforeAll(async () => {
  t = await createTestApp();
  [admin, morumbi, regionais] = (await Promise.all(['admin', 'dealer.morumbi', 'regionais'].map((u) => t.login(`${u}@demo.portal.com.br`)))) as [
    string,
    string,
    string,
  ];
  JLR001 = (await t.tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow()).id;
  defender = (await t.tdb.db.selectFrom('modelos').select('id').where('descricao', '=', 'Defender').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => t?.close());

type V = Record<string, number | null>;
type PorDealer = { regionais: { grupos: { concessionarias: { concessionariaId: number; valores: V }[] }[] }[]; totais: V };
type PorModelo = { marcas: { modelos: { tipoModeloAgrupadoId: number; valores: V }[] }[]; totais: V };
const porDealer = async () => data<PorDealer>(await t.call('GET', `relatorios-home/confirmacao-por-dealer?ano=${ANO}&mesId=${MES}`, { token: admin }));
const porModelo = async (aba = 'confirmacao-por-modelo') =>
  data<PorModelo>(await t.call('GET', `relatorios-home/${aba}?ano=${ANO}&mesId=${MES}`, { token: admin }));
const dealer = (d: PorDealer, id: number) => d.regionais.flatMap((r) => r.grupos.flatMap((g) => g.concessionarias)).find((c) => c.concessionariaId === id)!;
const modelo = (d: PorModelo, id: number) => d.marcas.flatMap((m) => m.modelos).find((m) => m.tipoModeloAgrupadoId === id)!;

describe('home reports: a dash until the month has an import, then the imported figure', () => {
  it('Retail (Varejo = dealer, Retail 2 = VD), Floor Plan Disponível, used cars, UK targets and BW invoiced', async () => {
    const antes = await porDealer();
    for (const k of ['retailTotal', 'retailDealer', 'retailVd', 'financeiroFloorPlanDisponivel', 'faturamentoUsado'])
      expect([k, antes.totais[k], dealer(antes, JLR001).valores[k]]).toEqual([k, null, null]);
    expect((await porModelo()).totais.ukTargetRtl).toBeNull();

    const p = { ano: FISCAL, cicloId: CICLO };
    await rodar(
      varejo,
      p,
      [
        { Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '5' },
        { Dealer: 'JLR002', Modelo: 'F-PACE', Quantidade: '2' },
      ],
      1,
    );
    await rodar(varejo2, p, [{ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '1' }], 2);
    await rodar(floorPlan, p, [{ Dealer: 'JLR001', Limite: '1000000', Utilizado: '250000,50' }], 3);
    await rodar(
      relatorios,
      { ...p, importacaoRelatorioTipoId: 2 },
      [
        { Indicador: 'FATURADO', Dealer: 'JLR001', Modelo: 'Defender', Valor: '3' },
        { Indicador: 'CONFIRMADO', Dealer: 'JLR001', Valor: '4' },
      ],
      4,
    );
    await rodar(relatorios, { ...p, importacaoRelatorioTipoId: 1 }, [{ Indicador: 'RTL', Modelo: 'Defender', Valor: '40' }], 5);
    await rodar(relatorios, { ...p, importacaoRelatorioTipoId: 3 }, [{ Indicador: 'BW', Modelo: 'Defender', Valor: '6' }], 6);

    const d = await porDealer();
    expect(dealer(d, JLR001).valores).toMatchObject({
      retailTotal: 6,
      retailDealer: 5,
      retailVd: 1,
      financeiroFloorPlanDisponivel: 750000,
      faturamentoUsado: 3,
    });
    expect(d.totais).toMatchObject({ retailTotal: 8, retailDealer: 7, retailVd: 1, financeiroFloorPlanDisponivel: 750000, faturamentoUsado: 3 });
    // a dealer without a row of a month that has the import: 0, not a dash
    const outro = d.regionais
      .flatMap((r) => r.grupos.flatMap((g) => g.concessionarias))
      .find((c) => c.concessionariaId !== JLR001 && c.valores.retailTotal === 0);
    expect(outro?.valores.financeiroFloorPlanDisponivel).toBe(0);
    const m = await porModelo();
    expect(modelo(m, defender).valores).toMatchObject({
      retailTotal: 6,
      faturamentoUsado: 3,
      ukTargetRtl: 40,
      companyStockBwInvoiced: 6,
      financeiroFloorPlanDisponivel: null,
    });
    expect(m.totais).toMatchObject({ ukTargetRtl: 40, ukTargetWs: null, companyStockBwInvoiced: 6 });
    // used cars without a model count on the dealer tab only (CONFIRMADO had none): the billing tab's column stays a dash
    expect((await porModelo('faturamento-por-modelo')).totais).toMatchObject({ faturamentoUsado: 3, confirmacaoUsado: null });
    // a later import replaces the figure
    await rodar(varejo, p, [{ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '9' }], 7);
    expect(dealer(await porDealer(), JLR001).valores.retailDealer).toBe(9);
    // a dealer filter cuts the dealers' figures, not the importer's targets
    const filtrado = data<PorModelo>(
      await t.call('GET', `relatorios-home/confirmacao-por-modelo?ano=${ANO}&mesId=${MES}&concessionariaId=${JLR001 + 1}`, { token: regionais }),
    );
    expect(modelo(filtrado, defender).valores).toMatchObject({ retailTotal: 0, ukTargetRtl: 40 });
    // imported figures have no vehicle list to export
    const x = await t.call('GET', 'relatorios-home/exportar/retailTotal', { token: admin });
    expect([x.statusCode, errors(x)]).toEqual([400, [hmsg.semDados]]);
  });
});

describe('GET importacoes/retail-status', () => {
  it('says which files of the cycle are imported and when; a cycle of another fiscal year is 400', async () => {
    const vazio = data<Record<string, unknown>>(await t.call('GET', `importacoes/retail-status?anoFiscal=${FISCAL}&cicloId=${CICLO + 1}`, { token: admin }));
    expect(vazio).toEqual({ varejoOk: false, varejoDataImportacao: null, retail2Ok: false, retail2DataImportacao: null });
    await rodar(varejo, { ano: FISCAL, cicloId: CICLO }, [{ Dealer: 'JLR003', Modelo: 'Defender', Quantidade: '1' }], 8);
    const s = data<{ varejoOk: boolean; varejoDataImportacao: string; retail2Ok: boolean; retail2DataImportacao: string }>(
      await t.call('GET', `importacoes/retail-status?anoFiscal=${FISCAL}&cicloId=${CICLO}`, { token: admin }),
    );
    expect([s.varejoOk, s.retail2Ok]).toEqual([true, true]);
    expect(Number.isNaN(Date.parse(s.varejoDataImportacao))).toBe(false);
    const r = await t.call('GET', `importacoes/retail-status?anoFiscal=2030&cicloId=${CICLO}`, { token: admin });
    expect([r.statusCode, errors(r)]).toEqual([400, [imsg.cicloInvalido]]);
    for (const q of ['anoFiscal=abc&cicloId=1', `cicloId=${CICLO}`, `anoFiscal=${FISCAL}&cicloId=0`])
      expect((await t.call('GET', `importacoes/retail-status?${q}`, { token: admin })).statusCode).toBe(400);
  });
});

describe('GET importacoes/emplacamento-imagem', () => {
  it('the latest registration import, totals and registrations per month; a dealer sees its own', async () => {
    await rodar(
      emplacamento,
      {},
      [
        { Chassi: 'SALGA2AE1PA900001', Dealer: 'JLR001', 'Data do Emplacamento': '10/05/2020' },
        { Chassi: 'SALGA2AE1PA900002', Dealer: 'JLR002', 'Data do Emplacamento': '11/05/2020' },
      ],
      77,
    );
    const img = data<{
      ultimaImportacao: { importacaoId: number; linhas: number };
      total: number;
      primeiraData: string;
      meses: { ano: number; mes: number; quantidade: number }[];
    }>(await t.call('GET', 'importacoes/emplacamento-imagem', { token: admin }));
    expect(img.ultimaImportacao).toMatchObject({ importacaoId: 77, linhas: 2 });
    expect(img.primeiraData).toBe('2020-05-10');
    expect(img.meses.length).toBeLessThanOrEqual(12);
    const total = await contarLinhas(t.tdb.db, 'emplacamentos');
    expect(img.total).toBe(total);
    const r = await t.call('GET', 'importacoes/emplacamento-imagem', { token: morumbi });
    if (r.statusCode === 200) {
      const proprio = Number(
        (
          await t.tdb.db
            .selectFrom('emplacamentos')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('concessionaria_id', '=', JLR001)
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(data<{ total: number }>(r).total).toBe(proprio);
    } else expect(r.statusCode).toBe(403);
  });
});

describe('GET importacoes/relatorio/tipo and importacoes/relatorio', () => {
  it('lists the report types', async () => {
    expect(data(await t.call('GET', 'importacoes/relatorio/tipo', { token: admin }))).toEqual(TIPOS_RELATORIO.map((x) => ({ id: x.id, nome: x.nome })));
  });
  it('a tab’s template: header and example rows; the Plano Anual layout; another tab is 400', async () => {
    const ler = async (r: { rawPayload: Buffer }) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      return wb;
    };
    const v = await t.call('GET', 'importacoes/relatorio?arquivo=6', { token: admin });
    expect(v.statusCode).toBe(200);
    expect(v.headers['content-disposition']).toBe('attachment; filename="PDD_Modelo_Varejo.xlsx"');
    expect((await ler(v)).worksheets[0]!.getRow(1).values).toEqual([undefined, 'Dealer', 'Modelo', 'Quantidade']);
    const rel = await ler(await t.call('GET', 'importacoes/relatorio?arquivo=9&abaRelatorios=1', { token: admin }));
    expect(rel.worksheets[0]!.getColumn(1).values.slice(2)).toEqual(['WS', 'BW1', 'RTL', 'BW2']);
    const pa = await ler(await t.call('GET', 'importacoes/relatorio?arquivo=11', { token: admin }));
    expect(pa.worksheets).toHaveLength(5);
    expect(pa.worksheets[4]!.getCell('C4').value).toBe('JLR001');
    const x = await t.call('GET', 'importacoes/relatorio?arquivo=1&abaVistaOrderCall=1', { token: admin });
    expect([x.statusCode, errors(x)]).toEqual([400, [MODELO_INDISPONIVEL]]);
    expect((await t.call('GET', 'importacoes/relatorio?arquivo=x', { token: admin })).statusCode).toBe(400);
  });
});
