import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * More audiences of a notification: `perfis` (the profile groups it names, `grupos_perfil`: a comunicado's), `usuario`
 * (one user, `participante_id`: whoever ran the import) and `papeis` (the profiles that move the record's step, `papeis`
 * by name, 'Dealer' for the record's dealer: an order's or an invoice's). And the daily digest: the users who chose it and
 * the digests sent (one per user × day). A kind open to every profile needs no function
 * (`funcao` null). One statement at a time (the embedded PGlite prepares each).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notificacoes drop constraint if exists notificacoes_publico_check`.execute(db);
  await sql`alter table notificacoes add constraint notificacoes_publico_check check (publico in ('dealer', 'importador', 'perfis', 'usuario', 'papeis'))`.execute(
    db,
  );
  await sql`alter table notificacoes alter column funcao drop not null`.execute(db);
  await sql`alter table notificacoes add column grupos_perfil integer[]`.execute(db);
  await sql`alter table notificacoes add column participante_id integer`.execute(db);
  await sql`alter table notificacoes add column papeis text[]`.execute(db);
  await sql`create index notificacoes_participante_idx on notificacoes (participante_id, evento_posicao) where participante_id is not null`.execute(db);
  // the daily digest: who asked for it (Meu perfil), and the one digest per user × São Paulo day (its key)
  await sql`create table notificacoes_resumo (participante_id integer primary key references participantes(id) on delete cascade, ativo boolean not null)`.execute(
    db,
  );
  await sql`create table notificacoes_resumos_enviados (
      participante_id integer not null references participantes(id) on delete cascade,
      dia date not null,
      email_id bigint,
      criado_em timestamptz not null,
      primary key (participante_id, dia))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists notificacoes_resumos_enviados`.execute(db);
  await sql`drop table if exists notificacoes_resumo`.execute(db);
  await sql`delete from notificacoes where publico in ('perfis', 'usuario', 'papeis')`.execute(db);
  await sql`alter table notificacoes drop column papeis`.execute(db);
  await sql`drop index if exists notificacoes_participante_idx`.execute(db);
  await sql`alter table notificacoes drop column participante_id`.execute(db);
  await sql`alter table notificacoes drop column grupos_perfil`.execute(db);
  await sql`update notificacoes set funcao = '' where funcao is null`.execute(db);
  await sql`alter table notificacoes alter column funcao set not null`.execute(db);
  await sql`alter table notificacoes drop constraint if exists notificacoes_publico_check`.execute(db);
  await sql`alter table notificacoes add constraint notificacoes_publico_check check (publico in ('dealer', 'importador'))`.execute(db);
}
