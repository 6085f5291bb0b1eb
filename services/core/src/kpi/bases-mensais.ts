import { sql } from 'kysely';
import { FONTE_IMPORTADA } from '@portal/contracts/imports/fonte';
import { registrarReescrita, type Db } from '../kernel/index.ts';
import { diferencasDeLinhas, type RebuildReport } from '../eventstore/rebuild.ts';

/**
 * The KPI summaries' read model `kpi_bases_mensais` (docs/decisions.md "Read models for the lists and reports"), computed
 * afresh from its sources for the rebuild: the whole tables grouped per dealer-month, where the commit-time fold of the
 * migration (db/migrations/2026-11-28T0500-kpi-bases-mensais.ts) computes the staged months one by one. The two are
 * written apart on purpose: `pnpm projections rebuild --verify` compares them, so a drift between them (or a write the
 * triggers missed) shows there.
 */
export const BASES_KPI = 'kpi_bases_mensais';
const TABELA = sql.table(BASES_KPI);

/** The sources the model is computed from (read under a share lock while the rebuild rewrites it). */
const FONTES = [
  'kpi_veiculos',
  'kpi_preparacoes',
  'kpi_standards',
  'kpi_standards_catalogo',
  'kpi_captacoes',
  'kpi_marcas',
  'kpi_tipos_aquisicao',
  'kpi_outros',
  'varejo_mensal',
];

const COLUNAS = [
  'venda_novos_informada',
  'varejo_novos',
  'usados_jaguar',
  'usados_land_rover',
  'approved_jaguar',
  'approved_land_rover',
  'usados_nao_jlr',
  'peso_standards_cumpridos',
  'captacoes_troca',
  'captacoes_jlr',
  'soma_depreciacao',
  'n_depreciacao',
  'soma_tempo_preparacao',
  'n_tempo_preparacao',
  'soma_tempo_publicacao',
  'n_tempo_publicacao',
  'soma_custo_preparacao',
  'n_custo_preparacao',
  'estoque_ate_30',
  'estoque_31_60',
  'estoque_61_90',
  'estoque_acima_90',
] as const;
const CHAVE = ['ano', 'mes', 'concessionaria_id'] as const;
const todas = sql.join([...CHAVE, ...COLUNAS].map((c) => sql.ref(c)));

/** Every dealer-month some source has a row for, with its base figures (the model's columns), from the whole tables. */
const recalculo = sql`
  with k as (
    select ano, mes, concessionaria_id from kpi_veiculos union select ano, mes, concessionaria_id from kpi_standards
    union select ano, mes, concessionaria_id from kpi_captacoes union select ano, mes, concessionaria_id from kpi_outros
    union select ano, mes, concessionaria_id from varejo_mensal where fonte = ${FONTE_IMPORTADA}),
  v as (
    select ano, mes, concessionaria_id, lower(marca_nome) like 'jaguar%' as jaguar, approved, count(*)::int as n,
           sum(depreciacao) as soma, count(depreciacao)::int as nd
    from kpi_veiculos group by 1, 2, 3, 4, 5),
  vm as (
    select ano, mes, concessionaria_id,
           coalesce(sum(n) filter (where jaguar and not approved), 0)::int as usados_jaguar,
           coalesce(sum(n) filter (where not jaguar and not approved), 0)::int as usados_land_rover,
           coalesce(sum(n) filter (where jaguar and approved), 0)::int as approved_jaguar,
           coalesce(sum(n) filter (where not jaguar and approved), 0)::int as approved_land_rover,
           coalesce(sum(soma), 0) as soma_depreciacao, sum(nd)::int as n_depreciacao
    from v group by 1, 2, 3),
  p as (
    select v.ano, v.mes, v.concessionaria_id,
           sum(p.tempo_preparacao) as soma_tempo_preparacao, count(p.tempo_preparacao)::int as n_tempo_preparacao,
           sum(p.tempo_publicacao) as soma_tempo_publicacao, count(p.tempo_publicacao)::int as n_tempo_publicacao,
           sum(p.custo_preparacao) as soma_custo_preparacao, count(p.custo_preparacao)::int as n_custo_preparacao
    from kpi_preparacoes p join kpi_veiculos v on v.id = p.veiculo_id group by 1, 2, 3),
  s as (
    select s.ano, s.mes, s.concessionaria_id, sum(c.peso) filter (where s.cumpriu) as peso
    from kpi_standards s join kpi_standards_catalogo c on c.id = s.standard_id group by 1, 2, 3),
  ca as (
    select k.ano, k.mes, k.concessionaria_id, count(*) filter (where t.nome = 'Troca')::int as troca,
           count(*) filter (where ma.jlr)::int as jlr
    from kpi_captacoes k join kpi_tipos_aquisicao t on t.id = k.tipo_aquisicao_id join kpi_marcas ma on ma.id = k.marca_id
    group by 1, 2, 3),
  r as (select ano, mes, concessionaria_id, sum(quantidade)::int as q from varejo_mensal where fonte = ${FONTE_IMPORTADA} group by 1, 2, 3)
  select k.ano, k.mes, k.concessionaria_id,
         o.total_venda_veiculos_novos as venda_novos_informada, coalesce(r.q, 0) as varejo_novos,
         coalesce(vm.usados_jaguar, 0) as usados_jaguar, coalesce(vm.usados_land_rover, 0) as usados_land_rover,
         coalesce(vm.approved_jaguar, 0) as approved_jaguar, coalesce(vm.approved_land_rover, 0) as approved_land_rover,
         coalesce(o.total_seminovos_vendidos_nao_jlr, 0) as usados_nao_jlr, coalesce(s.peso, 0) as peso_standards_cumpridos,
         coalesce(ca.troca, 0) as captacoes_troca, coalesce(ca.jlr, 0) as captacoes_jlr,
         coalesce(vm.soma_depreciacao, 0) as soma_depreciacao, coalesce(vm.n_depreciacao, 0) as n_depreciacao,
         coalesce(p.soma_tempo_preparacao, 0) as soma_tempo_preparacao, coalesce(p.n_tempo_preparacao, 0) as n_tempo_preparacao,
         coalesce(p.soma_tempo_publicacao, 0) as soma_tempo_publicacao, coalesce(p.n_tempo_publicacao, 0) as n_tempo_publicacao,
         coalesce(p.soma_custo_preparacao, 0) as soma_custo_preparacao, coalesce(p.n_custo_preparacao, 0) as n_custo_preparacao,
         coalesce(o.estoque_ate_30, 0) as estoque_ate_30, coalesce(o.estoque_31_60, 0) as estoque_31_60,
         coalesce(o.estoque_61_90, 0) as estoque_61_90, coalesce(o.estoque_acima_90, 0) as estoque_acima_90
  from k left join vm using (ano, mes, concessionaria_id) left join p using (ano, mes, concessionaria_id)
  left join s using (ano, mes, concessionaria_id) left join ca using (ano, mes, concessionaria_id)
  left join r using (ano, mes, concessionaria_id) left join kpi_outros o using (ano, mes, concessionaria_id)`;

/**
 * The model's rows as text lines, sorted: what the live table holds, or a fresh computation gives. Each value is read as
 * the table's column reads it (a numeric sum by its value: 45 and 45.00 are one figure).
 */
async function linhas(db: Db, recalcular: boolean): Promise<string[]> {
  const origem = recalcular ? sql`(${recalculo})` : TABELA;
  const valores = [...CHAVE, ...COLUNAS].map((c) => sql`${sql.ref(`b.${c}`)}::float8`);
  const q = sql<{ l: string }>`select row(${sql.join(valores)})::text as l from ${origem} b`;
  return (await q.execute(db)).rows.map((r) => r.l).sort();
}

/** The model computed afresh and compared with what it held, then replaced by the fresh one, as a rebuild reports. */
export async function reconstruirBasesKpi(db: Db): Promise<RebuildReport> {
  const t0 = performance.now();
  const { novas, differences } = await db.transaction().execute(async (trx) => {
    // the sources and the model stay as they are while both are read and the model rewritten
    await sql`lock table ${sql.join(FONTES.map((t) => sql.table(t)))} in share mode`.execute(trx);
    await sql`lock table ${TABELA} in exclusive mode`.execute(trx);
    const [antes, novas] = await Promise.all([linhas(trx, false), linhas(trx, true)]);
    await sql`delete from ${TABELA}`.execute(trx);
    await sql`insert into ${TABELA} (${todas}) select ${todas} from (${recalculo}) b order by 1, 2, 3`.execute(trx);
    const differences = diferencasDeLinhas(BASES_KPI, antes, novas, 'recalculado');
    // the model put right: the summaries kept from it (under its sources' version) are read again
    if (differences.length) await registrarReescrita(trx, FONTES);
    return { novas, differences };
  });
  return {
    projection: BASES_KPI,
    events: 0,
    rows: novas.length,
    equal: differences.length === 0,
    differences: differences.slice(0, 20),
    ms: Math.round(performance.now() - t0),
  };
}

/** Whether the model equals a fresh computation from its sources (tests). */
export async function basesKpiConferem(db: Db): Promise<boolean> {
  const [vivo, novo] = await Promise.all([linhas(db, false), linhas(db, true)]);
  return vivo.length === novo.length && vivo.every((l, i) => l === novo[i]);
}
