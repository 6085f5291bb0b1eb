import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import type { TestDb } from '../../testing/db.ts';
import type { DefinicaoImportacao, LinhaLida, ParametrosImportacao } from '../definicao.ts';
import { varejo, varejo2 } from './varejo.ts';
import { planoAnual } from './plano-anual.ts';
import { importar } from './importar-de-teste.ts';
import ExcelJS from 'exceljs';
import { lerPlanoAnual } from '../leitura/plano-anual.ts';
import { planilhaVerificada } from '../../storage/index.ts';
import { bancoComDemo } from '../../testing/demo.ts';

let tdb: TestDb;
const clock = { now: new Date('2026-11-23T13:00:00Z') };
beforeAll(async () => {
  tdb = await bancoComDemo('portal_imp_abas', { vehicles: 0 }, () => clock.now);
}, 120_000);
afterAll(async () => tdb?.drop());

const ids = async () => {
  const d = await tdb.db
    .selectFrom('concessionarias')
    .select(['id', 'codigo_dealer'])
    .where('codigo_dealer', 'in', ['JLR001', 'JLR002'])
    .orderBy('codigo_dealer')
    .execute();
  const m = await tdb.db.selectFrom('modelos').select('id').where('descricao', '=', 'Defender').executeTakeFirstOrThrow();
  return { d1: d[0]!.id, d2: d[1]!.id, defender: m.id };
};
const linhas = (rows: Record<string, string>[]): LinhaLida[] => rows.map((celulas, i) => ({ numero: i + 2, celulas }));
const rodar = <T, C>(def: DefinicaoImportacao<T, C>, params: ParametrosImportacao, rows: Record<string, string>[], importacaoId: number) =>
  importar(tdb.db, def, params, linhas(rows), importacaoId);

describe('Varejo and Retail 2 over real PostgreSQL', () => {
  const params = { ano: 2026, cicloId: 202505 };
  const varejoDe = async (d: number, m: number, canal: number) =>
    tdb.db
      .selectFrom('varejo_mensal')
      .selectAll()
      .where('ano', '=', 2025)
      .where('mes', '=', 5)
      .where('concessionaria_id', '=', d)
      .where('modelo_id', '=', m)
      .where('canal', '=', canal)
      .execute();

  it('replaces the demo row of the same key, writes nothing twice when run again, and a later import replaces the figure', async () => {
    const { d1, d2, defender } = await ids();
    expect((await varejoDe(d1, defender, 1))[0]?.fonte).toBe('demo');
    const rows = [
      { Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '7' },
      { Dealer: 'JLR002', Modelo: 'defender', Quantidade: '3' },
      { Dealer: 'JLR001', Modelo: 'DEFENDER', Quantidade: '9' },
      { Dealer: 'JLR001', Modelo: 'Fusca', Quantidade: '1' },
    ];
    const r1 = await rodar(varejo, params, rows, 101);
    expect(r1.map((r) => r.status)).toEqual([2, 2, 3, 4]);
    expect(r1[3]).toMatchObject({ mensagem: imsg.modeloNaoEncontrado('Fusca') });
    await rodar(varejo, params, rows, 101); // the same batch again (a retried activity)
    const a = await varejoDe(d1, defender, 1);
    expect(a.map((x) => [x.quantidade, x.fonte, x.importacao_id])).toEqual([[7, 'importacao', 101]]);
    await rodar(varejo, params, [{ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '8' }], 102);
    expect((await varejoDe(d1, defender, 1)).map((x) => [x.quantidade, x.importacao_id])).toEqual([[8, 102]]);
    expect((await varejoDe(d2, defender, 1)).map((x) => [x.quantidade, x.importacao_id])).toEqual([[3, 101]]);
    // Retail 2 is its own channel: the dealer retail stays
    await rodar(varejo2, params, [{ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '2' }], 103);
    expect((await varejoDe(d1, defender, 2)).map((x) => [x.quantidade, x.importacao_id])).toEqual([[2, 103]]);
    expect((await varejoDe(d1, defender, 1))[0]!.quantidade).toBe(8);
  });

  it('refuses a cycle outside the chosen fiscal year and a missing cycle', async () => {
    await expect(varejo.carregarContexto(tdb.db, { ano: 2027, cicloId: 202505 })).rejects.toMatchObject({ errors: [imsg.cicloInvalido] });
    await expect(varejo.carregarContexto(tdb.db, { ano: 2027 })).rejects.toMatchObject({ errors: [imsg.selecioneCiclo] });
  });
});

describe('Plano Anual over real PostgreSQL', () => {
  const plano = async (d: number, m: number) =>
    tdb.db.selectFrom('plano_anual').selectAll().where('ano_fiscal', '=', 2027).where('concessionaria_id', '=', d).where('modelo_id', '=', m).execute();

  it('replaces the demo plan of the same key, idempotent, a later import replaces it', async () => {
    const { d1, defender } = await ids();
    expect((await plano(d1, defender))[0]?.fonte).toBe('demo');
    const rows = [{ Aba: 'Morumbi', Dealer: 'JLR001', Marca: 'Land Rover', Modelo: 'Defender', Plano: '40' }];
    for (let i = 0; i < 2; i++) expect((await rodar(planoAnual, { ano: 2027 }, rows, 201)).map((r) => r.status)).toEqual([2]);
    expect((await plano(d1, defender)).map((x) => [x.quantidade, x.fonte, x.importacao_id])).toEqual([[40, 'importacao', 201]]);
    await rodar(planoAnual, { ano: 2027 }, [{ ...rows[0]!, Plano: '44' }], 202);
    expect((await plano(d1, defender)).map((x) => [x.quantidade, x.importacao_id])).toEqual([[44, 202]]);
  });

  it('a workbook in the 002 §5.3 layout, read by lerPlanoAnual, lands in plano_anual', async () => {
    const { d2, defender } = await ids();
    const wb = new ExcelJS.Workbook();
    for (const n of ['Capa', 'Resumo', 'Premissas', 'Total']) wb.addWorksheet(n).getCell('C4').value = 'JLR001';
    const ws = wb.addWorksheet('Jardins');
    ws.getCell('C4').value = 'JLR002';
    ws.getCell('C6').value = 'Land Rover';
    ws.getCell('C7').value = 'Defender';
    ws.getCell('H7').value = 33;
    ws.getCell('C8').value = 'Fusca';
    ws.getCell('H8').value = 1;
    const linhasLidas = [];
    for await (const l of lerPlanoAnual(await planilhaVerificada(Buffer.from(await wb.xlsx.writeBuffer())))) linhasLidas.push(l);
    const r = await importar(tdb.db, planoAnual, { ano: 2027 }, linhasLidas, 203);
    expect(r.map((x) => x.status)).toEqual([2, 4]);
    expect((await plano(d2, defender)).map((x) => [x.quantidade, x.importacao_id])).toEqual([[33, 203]]);
  });
});
