import type { Kysely } from 'kysely';
import { script } from './2026-11-27T1510-contagens-veiculos.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The KPI summaries' read model (docs/decisions.md "Read models for the lists and reports"): `kpi_bases_mensais` holds,
 * for every dealer × year × month some KPI source has a row for, the base figures of the summary (contracts/kpi/resumo.ts
 * `BaseKpi`) as counts and exact sums (an average stays a sum and its n), so the summaries read one row per dealer-month
 * instead of grouping the KPI tables per request.
 *
 * Kept in the transaction that writes a source: statement triggers on each source table stage the dealer-months its
 * statement touched (its old and its new rows; a preparation's month is its vehicle's; a catalogue weight, a brand or an
 * acquisition type changed stages the months of the standards or captações that name it; a truncate stages every month
 * the model holds) in `kpi_bases_mensais_pendentes`, and mark the transaction once in `kpi_bases_mensais_transacoes`,
 * whose deferred constraint trigger recomputes the staged months at commit: it takes a transaction advisory lock per
 * month in key order (so two transactions that touched one month recompute it one after the other, the second seeing
 * the first's rows: no lost update under READ COMMITTED, no deadlock), then recomputes them from the sources in one
 * statement, writing in key order and deleting a month no source has a row for. The staging tables are unlogged. The
 * recompute runs without JIT: its lateral per-month sums are a few index reads each, but their estimated cost passes the
 * JIT thresholds, and compiling took ~0.6 s of a 0.8 s fold of 720 months.
 * `pnpm projections rebuild` recomputes it from the sources and reports any difference (services/core/src/kpi/bases-mensais.ts).
 */
const TABELA = 'kpi_bases_mensais';
const PENDENTES = `${TABELA}_pendentes`;
const MARCAS = `${TABELA}_transacoes`;

/** Each source and the dealer-months (ano, mes, concessionaria_id) its rows `t` touch. */
const proprias = (t: string) => `select ano, mes, concessionaria_id from ${t}`;
const FONTES: Record<string, (t: string) => string> = {
  kpi_veiculos: proprias,
  kpi_preparacoes: (t) => `select v.ano, v.mes, v.concessionaria_id from ${t} p join kpi_veiculos v on v.id = p.veiculo_id`,
  kpi_standards: proprias,
  kpi_standards_catalogo: (t) => `select ano, mes, concessionaria_id from kpi_standards where standard_id in (select id from ${t})`,
  kpi_captacoes: proprias,
  kpi_marcas: (t) => `select ano, mes, concessionaria_id from kpi_captacoes where marca_id in (select id from ${t})`,
  kpi_tipos_aquisicao: (t) => `select ano, mes, concessionaria_id from kpi_captacoes where tipo_aquisicao_id in (select id from ${t})`,
  kpi_outros: proprias,
  // the imports' monthly retail only (the home reports' rule: contracts/imports/fonte.ts FONTE_IMPORTADA)
  varejo_mensal: (t) => `select ano, mes, concessionaria_id from ${t} where fonte = 'importacao'`,
};

/** The columns of a base, each with its type and its value over the lateral figures of one month (`k` the month). */
const COLUNAS: [string, string, string][] = [
  ['venda_novos_informada', 'integer', 'o.total_venda_veiculos_novos'],
  ['varejo_novos', 'integer', 'r.q'],
  ['usados_jaguar', 'integer', 'v.usados_jaguar'],
  ['usados_land_rover', 'integer', 'v.usados_land_rover'],
  ['approved_jaguar', 'integer', 'v.approved_jaguar'],
  ['approved_land_rover', 'integer', 'v.approved_land_rover'],
  ['usados_nao_jlr', 'integer', 'coalesce(o.total_seminovos_vendidos_nao_jlr, 0)'],
  ['peso_standards_cumpridos', 'numeric', 's.peso'],
  ['captacoes_troca', 'integer', 'ca.troca'],
  ['captacoes_jlr', 'integer', 'ca.jlr'],
  ['soma_depreciacao', 'numeric', 'v.soma_depreciacao'],
  ['n_depreciacao', 'integer', 'v.n_depreciacao'],
  ['soma_tempo_preparacao', 'numeric', 'v.soma_tempo_preparacao'],
  ['n_tempo_preparacao', 'integer', 'v.n_tempo_preparacao'],
  ['soma_tempo_publicacao', 'numeric', 'v.soma_tempo_publicacao'],
  ['n_tempo_publicacao', 'integer', 'v.n_tempo_publicacao'],
  ['soma_custo_preparacao', 'numeric', 'v.soma_custo_preparacao'],
  ['n_custo_preparacao', 'integer', 'v.n_custo_preparacao'],
  ['estoque_ate_30', 'integer', 'coalesce(o.estoque_ate_30, 0)'],
  ['estoque_31_60', 'integer', 'coalesce(o.estoque_31_60, 0)'],
  ['estoque_61_90', 'integer', 'coalesce(o.estoque_61_90, 0)'],
  ['estoque_acima_90', 'integer', 'coalesce(o.estoque_acima_90, 0)'],
];
const CHAVE = 'ano, mes, concessionaria_id';
const nomes = COLUNAS.map(([c]) => c).join(', ');
const doMes = (a: string) => `${a}.ano = k.ano and ${a}.mes = k.mes and ${a}.concessionaria_id = k.concessionaria_id`;

/** The staged months' figures, one row per month (`linhas`: how many source rows it has; 0 = no base). */
const calculo = `
  select k.ano, k.mes, k.concessionaria_id, ${COLUNAS.map(([c, , e]) => `${e} as ${c}`).join(', ')},
         v.n + s.n + ca.n + r.n + (o.concessionaria_id is not null)::int as linhas
  from k
  cross join lateral (
    -- the month's vehicles, each with its preparation if it has one (at most one: keyed by the vehicle)
    select count(*)::int as n,
           count(*) filter (where not x.approved and lower(x.marca_nome) like 'jaguar%')::int as usados_jaguar,
           count(*) filter (where not x.approved and lower(x.marca_nome) not like 'jaguar%')::int as usados_land_rover,
           count(*) filter (where x.approved and lower(x.marca_nome) like 'jaguar%')::int as approved_jaguar,
           count(*) filter (where x.approved and lower(x.marca_nome) not like 'jaguar%')::int as approved_land_rover,
           coalesce(sum(x.depreciacao), 0) as soma_depreciacao, count(x.depreciacao)::int as n_depreciacao,
           coalesce(sum(p.tempo_preparacao), 0) as soma_tempo_preparacao, count(p.tempo_preparacao)::int as n_tempo_preparacao,
           coalesce(sum(p.tempo_publicacao), 0) as soma_tempo_publicacao, count(p.tempo_publicacao)::int as n_tempo_publicacao,
           coalesce(sum(p.custo_preparacao), 0) as soma_custo_preparacao, count(p.custo_preparacao)::int as n_custo_preparacao
    from kpi_veiculos x left join kpi_preparacoes p on p.veiculo_id = x.id where ${doMes('x')}) v
  cross join lateral (
    select count(*)::int as n, coalesce(sum(c.peso) filter (where x.cumpriu), 0) as peso
    from kpi_standards x join kpi_standards_catalogo c on c.id = x.standard_id where ${doMes('x')}) s
  cross join lateral (
    select count(*)::int as n, count(*) filter (where t.nome = 'Troca')::int as troca, count(*) filter (where ma.jlr)::int as jlr
    from kpi_captacoes x join kpi_tipos_aquisicao t on t.id = x.tipo_aquisicao_id join kpi_marcas ma on ma.id = x.marca_id
    where ${doMes('x')}) ca
  cross join lateral (
    select count(*)::int as n, coalesce(sum(x.quantidade), 0)::int as q
    from varejo_mensal x where ${doMes('x')} and x.fonte = 'importacao') r
  left join kpi_outros o on ${doMes('o')}`;

/** A statement's dealer-months staged (once each per transaction) and the transaction marked once. */
const estagiar = (origem: string) => `
    insert into ${PENDENTES} (${CHAVE}) select distinct ${CHAVE} from (${origem}) x on conflict do nothing;
    if found then insert into ${MARCAS} (xid) values (pg_current_xact_id()) on conflict do nothing; end if;`;

export async function up(db: Kysely<any>): Promise<void> {
  await script(
    db,
    `create table ${TABELA} (ano smallint not null, mes smallint not null, concessionaria_id integer not null,
        ${COLUNAS.map(([c, t]) => `${c} ${t}${c === 'venda_novos_informada' ? '' : ' not null'}`).join(', ')},
        primary key (${CHAVE}));
      create unlogged table ${PENDENTES} (xid xid8 not null default pg_current_xact_id(), ano smallint not null,
        mes smallint not null, concessionaria_id integer not null, primary key (xid, ${CHAVE}));
      create unlogged table ${MARCAS} (xid xid8 primary key);
      create function ${TABELA}_aplicar() returns trigger language plpgsql set jit = off as $f$ declare m record; begin
        delete from ${MARCAS} where xid = pg_current_xact_id();
        for m in select ${CHAVE} from ${PENDENTES} where xid = pg_current_xact_id() order by ${CHAVE} loop
          perform pg_advisory_xact_lock(hashtextextended(format('${TABELA} %s %s %s', m.ano, m.mes, m.concessionaria_id), 0));
        end loop;
        with k as (delete from ${PENDENTES} where xid = pg_current_xact_id() returning ${CHAVE}),
        c as (${calculo}),
        vazios as (delete from ${TABELA} b using c where b.ano = c.ano and b.mes = c.mes
          and b.concessionaria_id = c.concessionaria_id and c.linhas = 0)
        insert into ${TABELA} (${CHAVE}, ${nomes}) select ${CHAVE}, ${nomes} from c where c.linhas > 0 order by ${CHAVE}
        on conflict (${CHAVE}) do update set (${nomes}) = (${COLUNAS.map(([c]) => `excluded.${c}`).join(', ')});
        return null; end $f$;
      create constraint trigger ${MARCAS}_aplicar after insert on ${MARCAS} deferrable initially deferred
        for each row execute function ${TABELA}_aplicar();`,
  );
  for (const [fonte, meses] of Object.entries(FONTES)) {
    await script(
      db,
      `create function ${TABELA}_${fonte}() returns trigger language plpgsql as $f$ begin
          if tg_op = 'TRUNCATE' then ${estagiar(`select ${CHAVE} from ${TABELA}`)} return null; end if;
          if tg_op in ('UPDATE', 'DELETE') then ${estagiar(meses('velhas'))} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${estagiar(meses('novas'))} end if;
          return null; end $f$;
        create trigger ${TABELA}_inseridos after insert on ${fonte} referencing new table as novas
          for each statement execute function ${TABELA}_${fonte}();
        create trigger ${TABELA}_alterados after update on ${fonte} referencing old table as velhas new table as novas
          for each statement execute function ${TABELA}_${fonte}();
        create trigger ${TABELA}_removidos after delete on ${fonte} referencing old table as velhas
          for each statement execute function ${TABELA}_${fonte}();
        create trigger ${TABELA}_esvaziados after truncate on ${fonte} for each statement execute function ${TABELA}_${fonte}();`,
    );
  }
  // filled from the sources as they are: every month some source has a row for, computed as the fold computes it
  const meses = Object.entries(FONTES).filter(([fonte, m]) => m === proprias || fonte === 'varejo_mensal');
  await script(
    db,
    `insert into ${TABELA} (${CHAVE}, ${nomes})
      with k as (${meses.map(([fonte, m]) => m(fonte)).join(' union ')}), c as (${calculo})
      select ${CHAVE}, ${nomes} from c where c.linhas > 0 order by ${CHAVE}`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const fonte of Object.keys(FONTES))
    await script(
      db,
      `drop trigger ${TABELA}_inseridos on ${fonte}; drop trigger ${TABELA}_alterados on ${fonte};
        drop trigger ${TABELA}_removidos on ${fonte}; drop trigger ${TABELA}_esvaziados on ${fonte};
        drop function ${TABELA}_${fonte}();`,
    );
  await script(db, `drop table ${MARCAS}; drop table ${PENDENTES}; drop table ${TABELA}; drop function ${TABELA}_aplicar();`);
}
