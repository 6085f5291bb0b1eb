import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * versoes_leitura per dealer (docs/decisions.md "Read cache per dealer"). Until now a write to a watched table recorded
 * its transaction once per table, so any write to `veiculos` changed the version of every cached vehicle read of every
 * dealer. The tables that carry a dealer now record, per transaction, the dealers whose reads may see a row the
 * statement touched (before or after it), `dealer` 0 standing for rows every dealer may see (the importer's stock, the
 * Bolsão) and for the tables without a dealer. A read scoped to dealer A keys on the sum of A's rows and the 0 rows;
 * an importer-wide read on the table's total (services/core/src/kernel/leitura-em-cache.ts).
 *
 * Statement triggers with transition tables (`REFERENCING OLD TABLE / NEW TABLE`): one per event, each inserting one
 * row per (table, dealer, transaction) — a batch of thousands of rows costs one insert of its distinct dealers. TRUNCATE
 * has no transition table and keeps the generic trigger, which records dealer 0 (every dealer's reads).
 *
 * `CHAVES`: per table, an SQL expression over a row `r` answering the dealers whose reads may see it (nulls ignored,
 * 0 = every dealer). It must name every dealer a dealer-scoped read may see the row for: the kernel's comment says
 * which reads may key on one dealer.
 */
const DO_VEICULO = (v: string) =>
  `array[${v}.concessionaria_id, ${v}.dealer_solicitante_id, ${v}.dealer_consignado_id, ${v}.dealer_origem_id, case when ${v}.concessionaria_id is null or ${v}.status = 121 then 0 end]`;
const DO_VEICULO_DE = (id: string) => `coalesce((select ${DO_VEICULO('v')} from veiculos v where v.id = ${id}), array[0])`;
const CHAVES: Record<string, string> = {
  veiculos: DO_VEICULO('r'),
  veiculo_logs: DO_VEICULO_DE('r.veiculo_id'),
  bi_veiculos: `array[r.concessionaria_id, case when r.concessionaria_id is null then 0 end]`,
  solicitacoes_faturamento: `array[r.dealer_solicitante_id] || ${DO_VEICULO_DE('r.veiculo_id')}`,
  trocas: `array[r.concessionaria_dona_id, r.concessionaria_solicitante_id]`,
  pedidos: `array[r.concessionaria_id]`,
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table versoes_leitura add column dealer integer not null default 0`.execute(db);
  await sql`alter table versoes_leitura drop constraint versoes_leitura_pkey`.execute(db);
  await sql`alter table versoes_leitura add primary key (tabela, dealer, xid)`.execute(db);
  await sql`
    create or replace function marcar_versao_leitura() returns trigger language plpgsql as $$
    begin
      insert into versoes_leitura (tabela, dealer, xid, peso) values (tg_table_name, 0, pg_current_xact_id(), 1)
        on conflict (tabela, dealer, xid) do nothing;
      return null;
    end $$`.execute(db);
  // tg_argv[0]: the table's dealer expression over `r`; the transition tables are `velhas` and `novas`
  await sql`
    create function marcar_versao_leitura_por_dealer() returns trigger language plpgsql as $$
    declare
      linhas text := case tg_op when 'INSERT' then 'select * from novas'
                                when 'DELETE' then 'select * from velhas'
                                else 'select * from novas union all select * from velhas' end;
    begin
      execute format(
        'insert into versoes_leitura (tabela, dealer, xid, peso)
           select distinct %L, d, pg_current_xact_id(), 1 from (%s) r, unnest(%s) d where d is not null
         on conflict (tabela, dealer, xid) do nothing',
        tg_table_name, linhas, tg_argv[0]);
      return null;
    end $$`.execute(db);
  for (const [t, chaves] of Object.entries(CHAVES)) {
    const nome = (sufixo: string) => sql.id(`versao_leitura_${t}${sufixo}`);
    await sql`drop trigger ${nome('')} on ${sql.table(t)}`.execute(db);
    await sql`create trigger ${nome('')} after truncate on ${sql.table(t)} for each statement execute function marcar_versao_leitura()`.execute(db);
    await sql`
      create trigger ${nome('_insert')} after insert on ${sql.table(t)} referencing new table as novas
      for each statement execute function marcar_versao_leitura_por_dealer(${sql.lit(chaves)})`.execute(db);
    await sql`
      create trigger ${nome('_update')} after update on ${sql.table(t)} referencing old table as velhas new table as novas
      for each statement execute function marcar_versao_leitura_por_dealer(${sql.lit(chaves)})`.execute(db);
    await sql`
      create trigger ${nome('_delete')} after delete on ${sql.table(t)} referencing old table as velhas
      for each statement execute function marcar_versao_leitura_por_dealer(${sql.lit(chaves)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of Object.keys(CHAVES)) {
    for (const s of ['_insert', '_update', '_delete', ''])
      await sql`drop trigger if exists ${sql.id(`versao_leitura_${t}${s}`)} on ${sql.table(t)}`.execute(db);
    await sql`
      create trigger ${sql.id(`versao_leitura_${t}`)} after insert or update or delete or truncate on ${sql.table(t)}
      for each statement execute function marcar_versao_leitura()`.execute(db);
  }
  await sql`drop function if exists marcar_versao_leitura_por_dealer()`.execute(db);
  // the dealers' rows fold into one per (table, transaction): the sums stay
  await sql`
    create temporary table versoes_dobradas as
      select tabela, xid, sum(peso)::bigint as peso from versoes_leitura group by tabela, xid`.execute(db);
  await sql`delete from versoes_leitura`.execute(db);
  await sql`alter table versoes_leitura drop constraint versoes_leitura_pkey`.execute(db);
  await sql`alter table versoes_leitura drop column dealer`.execute(db);
  await sql`alter table versoes_leitura add primary key (tabela, xid)`.execute(db);
  await sql`insert into versoes_leitura (tabela, xid, peso) select tabela, xid, peso from versoes_dobradas`.execute(db);
  await sql`drop table versoes_dobradas`.execute(db);
  await sql`
    create or replace function marcar_versao_leitura() returns trigger language plpgsql as $$
    begin
      insert into versoes_leitura (tabela, xid, peso) values (tg_table_name, pg_current_xact_id(), 1)
        on conflict (tabela, xid) do nothing;
      return null;
    end $$`.execute(db);
}
