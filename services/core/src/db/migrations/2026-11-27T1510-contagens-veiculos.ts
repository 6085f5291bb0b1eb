import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Counters of the vehicles (docs/decisions.md "Read models for the lists and reports"): each table holds, for every
 * combination of its columns that some vehicle has, how many vehicles have it (`n`). Its columns carry the names and
 * values of the `veiculos` columns they come from, so a list's or a report's conditions over `veiculos v` read the same
 * over the counter, `count(*)` becoming `sum(v.n)`.
 *
 * They are kept in the transaction that writes `veiculos` (the inline projection of every vehicle event, and the
 * rebuild), by statement triggers that fold the rows the statement replaced (-1) and wrote (+1) into one ordered upsert:
 * one statement per write however many rows it touched, and the counter rows locked in one order (no deadlock between two
 * writers); a combination whose count falls to 0 loses its row, so a counter holds only combinations some vehicle has.
 * `pnpm projections rebuild` recounts every counter and reports any difference from the live one
 * (services/core/src/vehicles/contagens.ts, which names the same columns).
 */
export const CONTADORES: Record<string, [string, string, string][]> = {
  // the lists' totals and the pipeline's pre-export totals: per dealer (current, requesting, and their groups) × status ×
  // brand × model × month of availability, and the sale type and NSC flag their filters take
  veiculos_contagens: [
    ['concessionaria_id', 'integer', 'v.concessionaria_id'],
    ['status', 'smallint', 'v.status'],
    ['modelo_id', 'integer', 'v.modelo_id'],
    ['dealer_solicitante_id', 'integer', 'v.dealer_solicitante_id'],
    ['concessionaria_grupo_id', 'integer', 'v.concessionaria_grupo_id'],
    ['dealer_solicitante_grupo_id', 'integer', 'v.dealer_solicitante_grupo_id'],
    ['marca_id', 'integer', 'v.marca_id'],
    ['ano_disponibilidade', 'smallint', 'v.ano_disponibilidade'],
    ['mes_disponibilidade', 'smallint', 'v.mes_disponibilidade'],
    ['tipo_venda_id', 'integer', 'v.tipo_venda_id'],
    ['nsc', 'boolean', 'v.nsc'],
  ],
  // the home reports: per dealer (and consignee) × status × model × model year × the days their figures count on (stock
  // entry, billing, the request's São Paulo day; availability only where a figure reads it: the pools and the dealer's
  // Cota/Troca), with the sale and payment types and the sale category; the request's day is a date here (the figures
  // read it as `dia_solicitacao_faturamento`, over the vehicles the São Paulo date of `data_solicitacao_faturamento`)
  veiculos_contagens_relatorio: [
    ['concessionaria_id', 'integer', 'v.concessionaria_id'],
    ['status', 'smallint', 'v.status'],
    ['modelo_id', 'integer', 'v.modelo_id'],
    ['dealer_consignado_id', 'integer', 'v.dealer_consignado_id'],
    ['marca_id', 'integer', 'v.marca_id'],
    ['ano_modelo_id', 'integer', 'v.ano_modelo_id'],
    ['tipo_venda_id', 'integer', 'v.tipo_venda_id'],
    ['tipo_pagamento_id', 'integer', 'v.tipo_pagamento_id'],
    ['categoria_venda', 'text', 'v.categoria_venda'],
    ['nsc', 'boolean', 'v.nsc'],
    ['data_entrada_estoque', 'date', 'v.data_entrada_estoque'],
    ['data_faturamento', 'date', 'v.data_faturamento'],
    ['dia_solicitacao_faturamento', 'date', "(v.data_solicitacao_faturamento at time zone 'America/Sao_Paulo')::date"],
    ['data_disponibilidade', 'date', 'case when v.status in (0, 11, 4, 120, 121, 122) then v.data_disponibilidade end'],
  ],
};
// the home reports' Dealer tab: the same without model, model year and brand (a tenth of the rows)
CONTADORES.veiculos_contagens_dealer = CONTADORES.veiculos_contagens_relatorio!.filter(([c]) => !['modelo_id', 'ano_modelo_id', 'marca_id'].includes(c));

async function contador(db: Kysely<any>, tabela: string, colunas: [string, string, string][]) {
  const nomes = colunas.map(([c]) => c).join(', ');
  const exprs = colunas.map(([c, , e]) => `${e} as ${c}`).join(', ');
  const posicoes = colunas.map((_, i) => i + 1).join(', ');
  // the rows a statement moves, folded into one upsert in key order; a combination left with no vehicle is deleted (by
  // the row version the upsert returned: no second search by key)
  const upsert = (origem: string) => `
    with up as (
      insert into ${tabela} as c (${nomes}, n)
      select ${nomes}, sum(d)::int from (${origem}) x group by ${posicoes} having sum(d) <> 0 order by ${posicoes}
      on conflict (${nomes}) do update set n = c.n + excluded.n
      returning c.ctid as t, c.n)
    select array_agg(t) into zeros from up where n = 0;
    if zeros is not null then delete from ${tabela} where ctid = any(zeros) and n = 0; end if`;
  await sql
    .raw(
      `create table ${tabela} (${colunas.map(([c, t]) => `${c} ${t}`).join(', ')}, n integer not null);
      create unique index ${tabela}_chave on ${tabela} (${nomes}) nulls not distinct;
      create index ${tabela}_status on ${tabela} (status);
      create function ${tabela}_inseridos() returns trigger language plpgsql as $f$ declare zeros tid[]; begin
        ${upsert(`select ${exprs}, 1 as d from novas v`)}; return null; end $f$;
      create function ${tabela}_alterados() returns trigger language plpgsql as $f$ declare zeros tid[]; begin
        ${upsert(`select ${exprs}, -1 as d from velhas v union all select ${exprs}, 1 as d from novas v`)}; return null; end $f$;
      create function ${tabela}_removidos() returns trigger language plpgsql as $f$ declare zeros tid[]; begin
        ${upsert(`select ${exprs}, -1 as d from velhas v`)}; return null; end $f$;
      create function ${tabela}_esvaziados() returns trigger language plpgsql as $f$ begin
        delete from ${tabela}; return null; end $f$;
      create trigger ${tabela}_inseridos after insert on veiculos referencing new table as novas
        for each statement execute function ${tabela}_inseridos();
      create trigger ${tabela}_alterados after update on veiculos referencing old table as velhas new table as novas
        for each statement execute function ${tabela}_alterados();
      create trigger ${tabela}_removidos after delete on veiculos referencing old table as velhas
        for each statement execute function ${tabela}_removidos();
      create trigger ${tabela}_esvaziados after truncate on veiculos
        for each statement execute function ${tabela}_esvaziados();
      insert into ${tabela} (${nomes}, n) select ${exprs}, count(*)::int from veiculos v group by ${posicoes};`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [tabela, colunas] of Object.entries(CONTADORES)) await contador(db, tabela, colunas);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const tabela of Object.keys(CONTADORES)) {
    await sql
      .raw(
        `drop trigger ${tabela}_inseridos on veiculos; drop trigger ${tabela}_alterados on veiculos;
        drop trigger ${tabela}_removidos on veiculos; drop trigger ${tabela}_esvaziados on veiculos;
        drop table ${tabela};
        drop function ${tabela}_inseridos(); drop function ${tabela}_alterados(); drop function ${tabela}_removidos(); drop function ${tabela}_esvaziados();`,
      )
      .execute(db);
  }
}
