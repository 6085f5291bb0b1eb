import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Saved views of the lists: `visoes`, the read model of the `visao-<id>` streams (one row per view not deleted), with the
 * name unique per owner × list (case aside) and at most one default per owner × list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence visao_id_seq`.execute(db);
  await sql`
    create table visoes (
      id integer primary key,
      lista text not null,
      nome text not null,
      dono_id integer not null,
      perfil_id integer not null,
      padrao boolean not null,
      compartilhada boolean not null,
      filtros jsonb not null,
      colunas jsonb,
      ordem jsonb,
      por_pagina integer,
      criada_em timestamptz not null,
      atualizada_em timestamptz not null,
      contexto jsonb not null,
      ultima_posicao bigint not null
    )`.execute(db);
  await sql`create unique index visoes_dono_lista_nome on visoes (dono_id, lista, lower(nome))`.execute(db);
  await sql`create unique index visoes_dono_lista_padrao on visoes (dono_id, lista) where padrao`.execute(db);
  await sql`create index visoes_perfil_lista on visoes (perfil_id, lista) where compartilhada`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists visoes`.execute(db);
  await sql`drop sequence if exists visao_id_seq`.execute(db);
}
