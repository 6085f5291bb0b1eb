import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Notifications (the bell and the e-mail). `notificacoes` is a read model of the events: one row per source event
 * (`<stream>@<version>`), naming its audience (a dealer or the importer, and the profile function it needs); the users
 * it reaches are resolved when read. Per user: what they read, their channel per kind, and the e-mails already queued
 * (unique per notification and user, so a re-run queues nothing twice).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notificacoes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('evento_posicao', 'bigint', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('versao', 'integer', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('publico', 'text', (c) => c.notNull().check(sql`publico in ('dealer', 'importador')`))
    .addColumn('concessionaria_id', 'integer')
    .addColumn('concessionaria_grupo_id', 'integer')
    .addColumn('funcao', 'text', (c) => c.notNull())
    .addColumn('ator_id', 'integer')
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('criado_em', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notificacoes_evento_idx').on('notificacoes').column('evento_posicao').unique().execute();
  await db.schema.createIndex('notificacoes_dealer_idx').on('notificacoes').columns(['concessionaria_id', 'evento_posicao']).execute();
  await db.schema.createIndex('notificacoes_grupo_idx').on('notificacoes').columns(['concessionaria_grupo_id', 'evento_posicao']).execute();

  await db.schema
    .createTable('notificacoes_lidas')
    .addColumn('participante_id', 'integer', (c) => c.notNull().references('participantes.id').onDelete('cascade'))
    .addColumn('notificacao_id', 'text', (c) => c.notNull())
    .addColumn('lida_em', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('notificacoes_lidas_pk', ['participante_id', 'notificacao_id'])
    .execute();

  await db.schema
    .createTable('notificacoes_preferencias')
    .addColumn('participante_id', 'integer', (c) => c.notNull().references('participantes.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('canal', 'text', (c) => c.notNull().check(sql`canal in ('sino', 'email', 'ambos', 'nenhum')`))
    .addPrimaryKeyConstraint('notificacoes_preferencias_pk', ['participante_id', 'tipo'])
    .execute();

  await db.schema
    .createTable('notificacoes_emails')
    .addColumn('notificacao_id', 'text', (c) => c.notNull())
    .addColumn('participante_id', 'integer', (c) => c.notNull().references('participantes.id').onDelete('cascade'))
    .addColumn('email_id', 'bigint')
    .addColumn('criado_em', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('notificacoes_emails_pk', ['notificacao_id', 'participante_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['notificacoes_emails', 'notificacoes_preferencias', 'notificacoes_lidas', 'notificacoes']) await db.schema.dropTable(t).ifExists().execute();
}
