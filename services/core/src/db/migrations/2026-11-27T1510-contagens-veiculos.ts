import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Counters of the vehicles (docs/decisions.md "Read models for the lists and reports"): each table holds, for every
 * combination of its columns that some vehicle has, how many vehicles have it (`n`). Its columns carry the names and
 * values of the `veiculos` columns they come from, so a list's or a report's conditions over `veiculos v` read the same
 * over the counter, `count(*)` becoming `sum(v.n)`.
 *
 * They are kept in the transaction that writes `veiculos` (or `bi_veiculos`, for the BI one: FONTES) — the inline
 * projection of every vehicle event, and the rebuild: statement triggers stage what each statement moved (the rows it replaced -1, the rows it wrote +1, grouped:
 * one insert however many rows it touched) in `<counter>_pendentes`, and at commit a deferred trigger (once per
 * transaction: on its row of `veiculos_contagens_transacoes`) folds the transaction's staged rows into each counter in one
 * upsert in key order. So a counter row is locked only at the very end
 * of a transaction, after every append (where two writers of one stream meet and the loser gets its 409), and every
 * transaction locks its counter rows in the same order: counters add no deadlock. A combination whose count falls to 0
 * loses its row, so a counter holds only combinations some vehicle has.
 * `pnpm projections rebuild` recounts every counter and reports any difference from the live one
 * (services/core/src/vehicles/contagens.ts, which names the same columns).
 */
export const CONTADORES: Record<string, [string, string, string][]> = {
  // the BI aged-stock dashboards (JLR and Dealer): the vehicles in a stock, per stock × the day they entered it × dealer ×
  // brand × model, from the BI read model (`bi_veiculos`, only its rows in a stock: FONTES)
  bi_estoque_contagens: [
    ['local', 'text', 'v.local'],
    ['desde', 'date', 'v.desde'],
    ['concessionaria_id', 'integer', 'v.concessionaria_id'],
    ['marca_id', 'integer', 'v.marca_id'],
    ['modelo_id', 'integer', 'v.modelo_id'],
  ],
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

/**
 * Runs a script one statement at a time: the embedded PGlite database (infra/src/stack.ts) prepares every statement,
 * and a prepared statement holds one command. Splits on the `;` outside the `$f$` function bodies.
 */
export async function script(db: Kysely<any>, texto: string): Promise<void> {
  const comandos: string[] = [];
  let atual = '';
  texto.split('$f$').forEach((parte, i) => {
    if (i % 2 === 1) {
      atual += `$f$${parte}$f$`;
      return;
    }
    const pedacos = parte.split(';');
    atual += pedacos.shift() ?? '';
    for (const p of pedacos) {
      comandos.push(atual);
      atual = p;
    }
  });
  comandos.push(atual);
  for (const c of comandos) if (c.trim()) await sql.raw(c).execute(db);
}

/** The read model a counter counts (`veiculos` unless named here) and which of its rows. */
const FONTES: Record<string, { tabela: string; onde: string }> = { bi_estoque_contagens: { tabela: 'bi_veiculos', onde: 'v.local is not null' } };

/** One counter, its staging table and its statement triggers on its read model (`fonte`), filled from that read model. */
export async function contador(
  db: Kysely<any>,
  tabela: string,
  colunas: [string, string, string][],
  fonte = FONTES[tabela] ?? { tabela: 'veiculos', onde: 'true' },
) {
  const nomes = colunas.map(([c]) => c).join(', ');
  const exprs = colunas.map(([c, , e]) => `${e} as ${c}`).join(', ');
  const posicoes = colunas.map((_, i) => i + 1).join(', ');
  const pendentes = `${tabela}_pendentes`;
  // what a statement moved, grouped, staged for the end of its transaction (a plain insert: no lock on a counter row)
  // and the transaction marked once (its first mark fires the deferred fold at commit: one fold per transaction)
  const anotar = (origem: string) => `
    insert into ${pendentes} (${nomes}, d)
    select ${nomes}, sum(d)::int from (${origem}) x group by ${posicoes} having sum(d) <> 0;
    insert into ${MARCAS} (xid) values (pg_current_xact_id()) on conflict do nothing`;
  await script(
    db,
    `create table ${tabela} (${colunas.map(([c, t]) => `${c} ${t}`).join(', ')}, n integer not null);
      create unique index ${tabela}_chave on ${tabela} (${nomes}) nulls not distinct;
${colunas.some(([c]) => c === 'status') ? `create index ${tabela}_status on ${tabela} (status);` : ''}
      create unlogged table ${pendentes} (${colunas.map(([c, t]) => `${c} ${t}`).join(', ')}, d integer not null,
        xid xid8 not null default pg_current_xact_id());
      create index ${pendentes}_xid on ${pendentes} (xid);
      create function ${tabela}_inseridos() returns trigger language plpgsql as $f$ begin
        ${anotar(`select ${exprs}, 1 as d from novas v where ${fonte.onde}`)}; return null; end $f$;
      create function ${tabela}_alterados() returns trigger language plpgsql as $f$ begin
        ${anotar(`select ${exprs}, -1 as d from velhas v where ${fonte.onde} union all select ${exprs}, 1 as d from novas v where ${fonte.onde}`)}; return null; end $f$;
      create function ${tabela}_removidos() returns trigger language plpgsql as $f$ begin
        ${anotar(`select ${exprs}, -1 as d from velhas v where ${fonte.onde}`)}; return null; end $f$;
      create function ${tabela}_esvaziados() returns trigger language plpgsql as $f$ begin
        delete from ${pendentes} where xid = pg_current_xact_id(); delete from ${tabela}; return null; end $f$;
      create function ${tabela}_aplicar() returns void language plpgsql as $f$ declare zeros tid[]; begin
        with p as (delete from ${pendentes} where xid = pg_current_xact_id() returning ${nomes}, d),
        up as (
          insert into ${tabela} as c (${nomes}, n)
          select ${nomes}, sum(d)::int from p group by ${posicoes} having sum(d) <> 0 order by ${posicoes}
          on conflict (${nomes}) do update set n = c.n + excluded.n
          returning c.ctid as t, c.n)
        select array_agg(t) into zeros from up where n = 0;
        if zeros is not null then delete from ${tabela} where ctid = any(zeros) and n = 0; end if;
        end $f$;
      create trigger ${tabela}_inseridos after insert on ${fonte.tabela} referencing new table as novas
        for each statement execute function ${tabela}_inseridos();
      create trigger ${tabela}_alterados after update on ${fonte.tabela} referencing old table as velhas new table as novas
        for each statement execute function ${tabela}_alterados();
      create trigger ${tabela}_removidos after delete on ${fonte.tabela} referencing old table as velhas
        for each statement execute function ${tabela}_removidos();
      create trigger ${tabela}_esvaziados after truncate on ${fonte.tabela}
        for each statement execute function ${tabela}_esvaziados();
      insert into ${tabela} (${nomes}, n) select ${exprs}, count(*)::int from ${fonte.tabela} v where ${fonte.onde} group by ${posicoes};`,
  );
}

/** The transactions that moved a counter and have not committed yet: one row each, deleted by the fold at their commit. */
export const MARCAS = 'veiculos_contagens_transacoes';

/** The fold at commit: empties the transaction's mark and folds its staged rows into each counter named. */
export const dobraAoConfirmar = (tabelas: string[]) => `create or replace function ${MARCAS}_aplicar() returns trigger language plpgsql as $f$ begin
        delete from ${MARCAS} where xid = pg_current_xact_id();
        ${tabelas.map((t) => `perform ${t}_aplicar();`).join(' ')}
        return null; end $f$`;

export async function up(db: Kysely<any>): Promise<void> {
  await script(db, `create unlogged table ${MARCAS} (xid xid8 primary key)`);
  for (const [tabela, colunas] of Object.entries(CONTADORES)) await contador(db, tabela, colunas);
  await script(
    db,
    `${dobraAoConfirmar(Object.keys(CONTADORES))};
      create constraint trigger ${MARCAS}_aplicar after insert on ${MARCAS} deferrable initially deferred
        for each row execute function ${MARCAS}_aplicar();`,
  );
}

/** A counter, its staging table, its triggers on its read model (`fonte`) and their functions, dropped. */
export async function removerContador(db: Kysely<any>, tabela: string, fonte = FONTES[tabela]?.tabela ?? 'veiculos') {
  await script(
    db,
    `drop trigger ${tabela}_inseridos on ${fonte}; drop trigger ${tabela}_alterados on ${fonte};
      drop trigger ${tabela}_removidos on ${fonte}; drop trigger ${tabela}_esvaziados on ${fonte};
      drop table ${tabela}_pendentes; drop table ${tabela};
      drop function ${tabela}_inseridos(); drop function ${tabela}_alterados(); drop function ${tabela}_removidos();
      drop function ${tabela}_esvaziados(); drop function ${tabela}_aplicar();`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await script(db, `drop table ${MARCAS}; drop function ${MARCAS}_aplicar();`);
  for (const tabela of Object.keys(CONTADORES)) await removerContador(db, tabela);
}
