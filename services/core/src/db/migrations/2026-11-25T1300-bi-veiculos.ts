import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * bi_veiculos: the vehicles' BI read model (docs/decisions.md "BI dashboards"), one narrow row per vehicle kept by the
 * vehicle events: where its stock is and since when, its dealer, brand and model, billing date and sale kind. The
 * dashboards group these rows through the indexes below instead of reading the wide `veiculos` rows or the events.
 * A database that already holds vehicle events fills it with `pnpm projections rebuild bi_veiculos`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table bi_veiculos (
      veiculo_id integer primary key,
      local text check (local in ('jlr', 'dealer')),
      desde date,
      status integer,
      concessionaria_id integer,
      marca_id integer,
      modelo_id integer,
      data_faturamento date,
      test_drive boolean not null default false,
      venda_direta boolean not null default false,
      contexto jsonb not null,
      ultima_posicao bigint not null
    )`.execute(db);
  await sql`create index bi_veiculos_estoque on bi_veiculos (local, concessionaria_id, desde) include (marca_id, modelo_id) where local is not null`.execute(
    db,
  );
  await sql`create index bi_veiculos_faturamento on bi_veiculos (data_faturamento) include (concessionaria_id, marca_id, modelo_id, test_drive, venda_direta) where data_faturamento is not null`.execute(
    db,
  );
  await sql`create index bi_veiculos_test_drive on bi_veiculos (concessionaria_id) include (status, desde, local, modelo_id, data_faturamento) where test_drive`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists bi_veiculos`.execute(db);
}
