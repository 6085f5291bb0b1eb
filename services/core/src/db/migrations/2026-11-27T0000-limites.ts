import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The API's rate limits and the daily upload budget, shared by every API process (docs/decisions.md "Rate limits").
 *
 * `limites_janelas`: one counter per key (`escrita:u:<id>`, `pesada:ip:<address>`, …) and fixed window (its start).
 * UNLOGGED, on purpose: every limited request bumps a counter, and an unlogged table writes no WAL, so the bump's commit
 * waits for no disk flush; the table survives a clean restart of PostgreSQL (and of the API), and only a crash of the
 * database (or a failover to a standby, which does not receive it) empties it — which forgets at most one window
 * of counts. Windows past their end are swept by the API.
 *
 * `orcamento_envios`: the bytes stored by a dealer (or a staff user) on a São Paulo day; logged, since a day's budget
 * is worth keeping through a crash. Old days are swept by the API.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table limites_janelas (
      chave text not null,
      janela timestamptz not null,
      n integer not null,
      primary key (chave, janela)
    )`.execute(db);
  await sql`create index limites_janelas_janela on limites_janelas (janela)`.execute(db);
  await sql`
    create table orcamento_envios (
      chave text not null,
      dia date not null,
      bytes bigint not null,
      primary key (chave, dia)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists orcamento_envios`.execute(db);
  await sql`drop table if exists limites_janelas`.execute(db);
}
