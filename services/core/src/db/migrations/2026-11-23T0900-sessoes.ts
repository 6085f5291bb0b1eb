import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sessions ended on the server ('Sair', the end of an acesso espelho): a token whose session id is here is refused even
 * before it expires. Rows are kept until the token would have expired anyway. An insert notifies `principal_alterado`,
 * so every API instance drops its cached principals and the next request with that token is checked again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sessoes_encerradas (
      sid text primary key,
      participante_id integer not null,
      espelho_admin_id integer,
      expira_em timestamptz not null,
      encerrada_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index sessoes_encerradas_expira on sessoes_encerradas (expira_em)`.execute(db);
  await sql`create trigger sessoes_encerradas_principal_alterado after insert or update or delete or truncate on sessoes_encerradas
    for each statement execute function notificar_principal_alterado()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists sessoes_encerradas`.execute(db);
}
