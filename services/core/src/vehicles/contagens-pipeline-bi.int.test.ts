import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { seedDemo } from '../demo/seed.ts';
import { TokenService } from '../access/tokens.ts';
import { principal } from '../testing/swaps.ts';
import { rebuildProjections } from '../contexts.ts';
import { alterarStatus, registrarFatoExterno } from './commands.ts';
import { contadorConfere } from './contagens.ts';

/**
 * The pipeline's counter (`veiculos_contagens_pipeline`, over `veiculos`) and the BI billing counter
 * (`bi_faturamento_contagens`, over `bi_veiculos`) follow the vehicle events in their transaction, equal a fresh count
 * after each, and the rebuild reports and puts right one written by hand.
 */
let t: TestDb;
const now = new Date('2026-11-24T15:00:00Z');
const deps = () => ({ db: t.db, now: () => now });
const ctx = { correlationId: 'contagens-pipeline-bi' };
const NOVOS = ['veiculos_contagens_pipeline', 'bi_faturamento_contagens'] as const;

beforeAll(async () => {
  t = await createTestDb();
  await seedDemo({ db: t.db, tokens: new TokenService(randomBytes(32).toString('hex')), now: () => now, appUrl: 'http://test' });
});
afterAll(async () => t?.drop());

/** What a counter holds, or a count of its read model gives, for the rows that meet `onde`. */
const soma = async (tabela: string, onde: RawBuilder<unknown>, coluna: 'n' | '1' = 'n') =>
  Number((await sql<{ n: string }>`select coalesce(sum(${sql.raw(coluna)}), 0) as n from ${sql.table(tabela)} v where ${onde}`.execute(t.db)).rows[0]!.n);
const pipeline = (onde: RawBuilder<unknown>) => soma('veiculos_contagens_pipeline', onde);
async function conferem() {
  for (const tabela of NOVOS) {
    expect(await contadorConfere(t.db, tabela), tabela).toBe(true);
    expect(await soma(tabela, sql`v.n <= 0`, '1'), `${tabela} sem linhas vazias`).toBe(0);
    expect(await soma(`${tabela}_pendentes`, sql`true`, '1'), `${tabela}_pendentes`).toBe(0);
  }
}

describe('contadores do pipeline e do BI', () => {
  it('começam iguais a uma contagem dos veículos (sem os cancelados no do pipeline)', async () => {
    expect(await pipeline(sql`true`)).toBe(await soma('veiculos', sql`v.status <> 9`, '1'));
    expect(await soma('bi_faturamento_contagens', sql`true`)).toBe(await soma('bi_veiculos', sql`v.data_faturamento is not null`, '1'));
    await conferem();
  });

  it('um bloqueio (Cota → Bloqueado) leva o veículo da célula de entrada em estoque à do Bloqueado, sem o dia de entrada', async () => {
    const admin = await principal(t.db, 'admin@demo.portal.com.br');
    const v = await t.db
      .selectFrom('veiculos')
      .select(['id', 'concessionaria_id', 'data_entrada_estoque'])
      .where('status', '=', 0)
      .where('data_entrada_estoque', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cota = sql`v.status = 0 and v.concessionaria_id = ${v.concessionaria_id} and v.data_entrada_estoque = ${v.data_entrada_estoque}::date`;
    const bloqueado = sql`v.status = 5 and v.concessionaria_id = ${v.concessionaria_id} and v.data_entrada_estoque is null`;
    const [antesCota, antesBloqueado] = [await pipeline(cota), await pipeline(bloqueado)];
    const r = await alterarStatus(deps(), admin, { veiculoId: [v.id], status: 5, motivo: 'teste' }, ctx);
    expect(r.map((x) => x.status)).toEqual([1]);
    expect(await pipeline(cota)).toBe(antesCota - 1);
    expect(await pipeline(bloqueado)).toBe(antesBloqueado + 1);
    await conferem();
  });

  it('um faturamento soma no dia faturado do contador do BI e move o veículo no do pipeline', async () => {
    const faturamento = await principal(t.db, 'faturamento@demo.portal.com.br');
    const v = await t.db.selectFrom('veiculos').select(['id', 'concessionaria_id']).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const dia = '2026-11-23';
    const noBi = sql`v.data_faturamento = ${dia}::date and v.concessionaria_id = ${v.concessionaria_id}`;
    const faturadoNoDia = sql`v.status = 2 and v.data_faturamento = ${dia}::date and v.concessionaria_id = ${v.concessionaria_id}`;
    const [antesBi, antesPipeline] = [await soma('bi_faturamento_contagens', noBi), await pipeline(faturadoNoDia)];
    await registrarFatoExterno(deps(), faturamento, v.id, { type: 'VeiculoFaturado', notaFiscal: 'NF-T', dataFaturamento: dia }, ctx);
    expect((await t.db.selectFrom('veiculos').select('status').where('id', '=', v.id).executeTakeFirstOrThrow()).status).toBe(2);
    expect(await soma('bi_faturamento_contagens', noBi)).toBe(antesBi + 1);
    expect(await pipeline(faturadoNoDia)).toBe(antesPipeline + 1);
    await conferem();
  });

  it('o rebuild reconta os dois, iguais ao vivo, e mostra e corrige um contador escrito à mão', async () => {
    const iguais = await rebuildProjections(t.db, [...NOVOS]);
    expect(iguais.map((r) => [r.projection, r.equal])).toEqual(NOVOS.map((n) => [n, true]));
    await sql`update veiculos_contagens_pipeline set n = n + 1 where ctid = (select ctid from veiculos_contagens_pipeline limit 1)`.execute(t.db);
    await sql`delete from bi_faturamento_contagens where ctid = (select ctid from bi_faturamento_contagens limit 1)`.execute(t.db);
    const reports = await rebuildProjections(t.db, [...NOVOS]);
    expect(reports.map((r) => [r.projection, r.equal])).toEqual(NOVOS.map((n) => [n, false]));
    expect(reports[1]!.differences[0]).toMatch(/^bi_faturamento_contagens: ausente antes/);
    await conferem();
  });
});
