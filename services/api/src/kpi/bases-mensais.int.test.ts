import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ABA_VAREJO } from '@portal/contracts/imports/abas/varejo';
import { csv } from '@portal/core/testing/imports';
import { rebuildProjections } from '@portal/core/contexts';
import { basesKpiConferem, BASES_KPI } from '@portal/core/kpi/bases-mensais';
import { appDaSuite } from '../testing/suite.ts';
import { importarPlanilha } from '../testing/importar.ts';
import { corpoOutrosKpi, corpoVeiculoKpi, referenciaKpi, type ReferenciaKpi } from '../testing/kpi.ts';

/**
 * The KPI summaries' read model `kpi_bases_mensais` (docs/decisions.md "Read models for the lists and reports") follows
 * every kind of write to its sources in the writer's transaction — a KPI vehicle registered, approved, moved to another
 * month and deleted, preparations, standards and a catalogue weight, captações (and a brand's or an acquisition type's
 * change), Outros, a Varejo import — each time equal to a fresh computation, with nothing left staged after the commit;
 * and the rebuild reports a hand-edited or a deleted row and puts it right. May 2026 (open), the clock fixed.
 */
const t = appDaSuite({ agora: '2026-06-10T13:00:00Z' });
let admin: string, morumbi: string;
let dMorumbi: number;
let ref: ReferenciaKpi;
const ANO = 2026;
const MES = 5;
let seq = 0;

const veiculo = (mes = MES) =>
  corpoVeiculoKpi(ref, {
    ano: ANO,
    mes,
    concessionariaId: dMorumbi,
    chassi: `SALBASE0000${String(++seq).padStart(5, '0')}`,
    dataCompra: '2026-01-10',
    dataVenda: `2026-0${mes}-11`,
  });
const ok = async (metodo: 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) => {
  const r = await t.call(metodo, url, { token, body });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
/** The model's row of Morumbi's month (undefined when it has none). */
const linha = (mes = MES) =>
  t.tdb.db
    .selectFrom('kpi_bases_mensais')
    .selectAll()
    .where('ano', '=', ANO)
    .where('mes', '=', mes)
    .where('concessionaria_id', '=', dMorumbi)
    .executeTakeFirst();
async function confere() {
  expect(await basesKpiConferem(t.tdb.db)).toBe(true);
  const quantas = async (tabela: string) => (await sql<{ n: string }>`select count(*) as n from ${sql.table(tabela)}`.execute(t.tdb.db)).rows[0]!.n;
  expect(await quantas('kpi_bases_mensais_pendentes')).toBe('0');
  expect(await quantas('kpi_bases_mensais_transacoes')).toBe('0');
}

beforeAll(async () => {
  ({ admin, morumbi } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi' }));
  dMorumbi = (await t.tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow()).id;
  // April's and May's KPI deadlines after the clock: both open
  await t.tdb.db
    .insertInto('configuracoes_gerais')
    .values([4, 5].map((mes) => ({ tipo: 10, valor: '2026-07-10', usuario_nome: 'teste', ano: ANO, mes })))
    .execute();
  ref = await referenciaKpi(t, morumbi);
});

describe('kpi_bases_mensais', () => {
  it('starts equal to a fresh computation of the demo data', async () => {
    expect(Number((await sql<{ n: string }>`select count(*) as n from kpi_bases_mensais`.execute(t.tdb.db)).rows[0]!.n)).toBeGreaterThan(0);
    await confere();
  });

  it('follows a KPI vehicle registered, approved, moved to another month and deleted', async () => {
    const antes = (await linha())?.usados_land_rover ?? 0;
    const id = (await ok('POST', 'kpi/veiculos-jlr', morumbi, veiculo())).id as number;
    expect((await linha())!.usados_land_rover).toBe(antes + 1);
    await confere();
    // approved in audit ('Aprovados'): the vehicle's row is written again, its figures stay (its Approved flag is the form's)
    await ok('PUT', `kpi/veiculos-jlr/${id}/aprovar`, admin);
    expect((await linha())!.usados_land_rover).toBe(antes + 1);
    await confere();
    // moved to April with its preparation (no screen moves a vehicle's month: the read model's rebuild would write it so)
    const outro = (await ok('POST', 'kpi/veiculos-jlr', morumbi, veiculo())).id as number;
    await ok('POST', 'kpi/preparacao-veiculos', morumbi, [{ id: outro, custoPreparacaoDinheiro: 1000, tempoPreparacao: 3, tempoPublicacao: 1 }]);
    const [abril, maio] = [await linha(4), await linha()];
    await sql`update kpi_veiculos set mes = 4 where id = ${outro}`.execute(t.tdb.db);
    expect((await linha(4))!.usados_land_rover).toBe((abril?.usados_land_rover ?? 0) + 1);
    expect((await linha(4))!.n_tempo_preparacao).toBe((abril?.n_tempo_preparacao ?? 0) + 1);
    expect((await linha())!.n_tempo_preparacao).toBe(maio!.n_tempo_preparacao - 1);
    await confere();
    await ok('DELETE', `kpi/veiculos-jlr/${outro}`, morumbi);
    expect((await linha(4))?.usados_land_rover ?? 0).toBe(abril?.usados_land_rover ?? 0);
    await confere();
  });

  it('follows preparations, standards and a catalogue weight', async () => {
    const id = (await ok('POST', 'kpi/veiculos-jlr', morumbi, veiculo())).id as number;
    await ok('POST', 'kpi/preparacao-veiculos', morumbi, [{ id, custoPreparacaoDinheiro: 4000, tempoPreparacao: 4, tempoPublicacao: 2 }]);
    expect((await linha())!.n_tempo_preparacao).toBeGreaterThan(0);
    await confere();
    await ok('POST', 'kpi/preparacao-veiculos', morumbi, [{ id, custoPreparacaoDinheiro: 5000, tempoPreparacao: 6, tempoPublicacao: 3 }]);
    await confere();
    const catalogo = await t.tdb.db.selectFrom('kpi_standards_catalogo').select(['id', 'peso']).orderBy('ordem').execute();
    for (const [i, c] of catalogo.entries()) {
      const itens = [{ id: c.id, cumpriu: i % 2 === 0, justificativa: 'ok' }];
      await ok('POST', 'kpi/standards', morumbi, { ano: ANO, mes: { id: MES }, concessionaria: { id: dMorumbi }, itens });
    }
    await confere();
    const peso = Number((await linha())!.peso_standards_cumpridos);
    // a weight changed in the catalogue (no screen writes it: a migration would) refreshes every month that met it
    await sql`update kpi_standards_catalogo set peso = peso + 1 where id = ${catalogo[0]!.id}`.execute(t.tdb.db);
    expect(Number((await linha())!.peso_standards_cumpridos)).toBe(peso + 1);
    await confere();
    await sql`update kpi_standards_catalogo set peso = peso - 1 where id = ${catalogo[0]!.id}`.execute(t.tdb.db);
    await confere();
  });

  it('follows captações (and their brand and acquisition type) and Outros', async () => {
    const cap = (chassi: string, marca: number, tipo: number) => ({
      ano: ANO,
      mes: { id: MES },
      concessionaria: { id: dMorumbi },
      marca: { id: marca },
      tipoAquisicao: { id: tipo },
      chassi,
      modelo: 'Evoque',
      custoAquisicao: 200000,
      dataCompra: '2026-05-02',
    });
    const c1 = (await ok('POST', 'kpi/captacao', morumbi, cap('BASECAP1', 2, 1))).id as number;
    await ok('POST', 'kpi/captacao', morumbi, cap('BASECAP2', 4, 2));
    await confere();
    await ok('PUT', `kpi/captacao/${c1}`, morumbi, cap('BASECAP1', 4, 2));
    await confere();
    await sql`update kpi_marcas set jlr = not jlr where id = 4`.execute(t.tdb.db);
    await confere();
    await sql`update kpi_marcas set jlr = not jlr where id = 4`.execute(t.tdb.db);
    await sql`update kpi_tipos_aquisicao set nome = 'Troca ' where id = 1`.execute(t.tdb.db);
    await confere();
    await sql`update kpi_tipos_aquisicao set nome = 'Troca' where id = 1`.execute(t.tdb.db);
    await ok('DELETE', `kpi/captacao/${c1}`, morumbi);
    await confere();
    await ok('POST', 'kpi/outros', morumbi, corpoOutrosKpi({ ano: ANO, mes: MES, concessionariaId: dMorumbi }));
    expect((await linha())!).toMatchObject({ venda_novos_informada: 20, estoque_ate_30: 5, usados_nao_jlr: 2 });
    await confere();
  });

  it('follows a Varejo import (its batch in one transaction)', async () => {
    const antes = (await linha())?.varejo_novos ?? 0;
    const modelos = await t.tdb.db.selectFrom('modelos').select('descricao').orderBy('id').limit(2).execute();
    const arquivo = csv([ABA_VAREJO.colunas.map((c) => c.nome), ['JLR001', modelos[0]!.descricao, '7'], ['JLR001', modelos[1]!.descricao, '4']]);
    expect(await importarPlanilha(t, admin, 'importacoes/varejo?ano=2027&cicloId=202605', 'varejo.csv', arquivo)).toBe(2);
    expect((await linha())!.varejo_novos).toBe(antes + 11);
    await confere();
  });

  it('concurrent writers of one month each leave their figures in it (the fold waits for the month, then reads)', async () => {
    const antes = (await linha())?.captacoes_jlr ?? 0;
    // twelve transactions on their own connections, each a captação of the same month, committing in a shuffled order
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.tdb.db.transaction().execute(async (trx) => {
          await sql`insert into kpi_captacoes (ano, mes, concessionaria_id, marca_id, chassi, custo_aquisicao, tipo_aquisicao_id)
            values (${ANO}, ${MES}, ${dMorumbi}, 1, ${`BASECONC${i}`}, 100000, 2)`.execute(trx);
          await sql`select pg_sleep(${((i * 7) % 12) / 200})`.execute(trx);
        }),
      ),
    );
    expect((await linha())!.captacoes_jlr).toBe(antes + 12);
    await confere();
  });

  it('a hand-edited and a deleted row are reported by the rebuild and put right', async () => {
    await sql`update kpi_bases_mensais set usados_jaguar = usados_jaguar + 5 where ano = ${ANO} and mes = ${MES} and concessionaria_id = ${dMorumbi}`.execute(
      t.tdb.db,
    );
    await sql`delete from kpi_bases_mensais where ctid = (select ctid from kpi_bases_mensais where (ano, mes) <> (${ANO}, ${MES}) limit 1)`.execute(t.tdb.db);
    expect(await basesKpiConferem(t.tdb.db)).toBe(false);
    const [r] = await rebuildProjections(t.tdb.db, [BASES_KPI]);
    expect(r).toMatchObject({ projection: BASES_KPI, equal: false });
    expect(r!.differences.some((d) => d.includes('antes') && d.includes('recalculado ausente'))).toBe(true);
    expect(r!.differences.some((d) => d.startsWith(`${BASES_KPI}: ausente antes`))).toBe(true);
    await confere();
    const [deNovo] = await rebuildProjections(t.tdb.db, [BASES_KPI]);
    expect(deNovo).toMatchObject({ equal: true, differences: [] });
  });
});
