import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // ---- event store
  await sql`
    create table events (
      position bigserial primary key,
      stream_id text not null,
      stream_type text not null,
      version integer not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      constraint events_stream_version unique (stream_id, version)
    )`.execute(db);
  await sql`create index events_stream_type on events (stream_type, position)`.execute(db);
  await sql`
    create table idempotencia (
      chave text not null,
      participante_id integer not null,
      rota text not null,
      status_code integer not null,
      resposta jsonb not null,
      criado_em timestamptz not null default now(),
      primary key (participante_id, chave)
    )`.execute(db);

  // ---- reference data: brands and models
  await sql`create table marcas (id serial primary key, nome text not null unique)`.execute(db);
  await sql`create table modelos (id serial primary key, marca_id integer not null references marcas(id), descricao text not null, unique (marca_id, descricao))`.execute(
    db,
  );
  await sql`create table derivativos (id serial primary key, modelo_id integer not null references modelos(id), descricao text not null, unique (modelo_id, descricao))`.execute(
    db,
  );
  await sql`create table anos_modelo (id serial primary key, ano integer not null unique)`.execute(db);

  // ---- dealers
  await sql`create table regionais (id serial primary key, descricao text not null, data_cadastro timestamptz not null default now())`.execute(db);
  await sql`create table concessionaria_grupos (id serial primary key, nome text not null, status smallint not null default 1)`.execute(db);
  await sql`
    create table concessionarias (
      id serial primary key,
      codigo_dealer text not null unique,
      nome text not null,
      concessionaria_grupo_id integer not null references concessionaria_grupos(id),
      regional_id integer not null references regionais(id),
      status smallint not null default 1,
      cep text, numero text, logradouro text, bairro text, cidade_id integer, uf_id integer, nome_cidade text, nome_uf text
    )`.execute(db);
  await sql`create index concessionarias_grupo on concessionarias (concessionaria_grupo_id)`.execute(db);
  await sql`create table concessionaria_cnpjs (cnpj text primary key, concessionaria_id integer not null references concessionarias(id) on delete cascade)`.execute(
    db,
  );

  // ---- permissions
  await sql`create table grupos_perfil (id integer primary key, nome text not null unique)`.execute(db);
  await sql`create table perfis (id serial primary key, descricao text not null unique, grupo_perfil_id integer not null references grupos_perfil(id), ativo boolean not null default true)`.execute(
    db,
  );
  await sql`create table menus (id serial primary key, descricao text not null unique, icone text not null, ordem integer not null, visivel boolean not null default true)`.execute(
    db,
  );
  await sql`
    create table submenus (
      id serial primary key,
      menu_id integer not null references menus(id),
      descricao text not null,
      rota_url text not null,
      ordem integer not null,
      visivel boolean not null default true,
      unique (menu_id, descricao)
    )`.execute(db);
  await sql`
    create table perfil_submenus (
      perfil_id integer not null references perfis(id) on delete cascade,
      submenu_id integer not null references submenus(id) on delete cascade,
      read boolean not null default false,
      edit boolean not null default false,
      primary key (perfil_id, submenu_id)
    )`.execute(db);
  await sql`create table funcoes (id serial primary key, codigo text not null unique, nome text not null)`.execute(db);
  await sql`
    create table perfil_funcoes (
      perfil_id integer not null references perfis(id) on delete cascade,
      funcao_id integer not null references funcoes(id) on delete cascade,
      r boolean not null default false,
      u boolean not null default false,
      primary key (perfil_id, funcao_id)
    )`.execute(db);
  await sql`create table claims (id serial primary key, nome text not null unique, padrao boolean not null default false)`.execute(db);

  // ---- users
  await sql`
    create table participantes (
      id serial primary key,
      nome text not null,
      email text not null,
      perfil_id integer not null references perfis(id),
      concessionaria_grupo_id integer references concessionaria_grupos(id),
      concessionaria_id integer references concessionarias(id),
      processos_grupo boolean not null default false,
      email_emplacamento boolean not null default false,
      data_ultimo_acesso_utc timestamptz,
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index participantes_email on participantes (lower(email))`.execute(db);
  await sql`create table participante_claims (participante_id integer not null references participantes(id) on delete cascade, claim_id integer not null references claims(id) on delete cascade, primary key (participante_id, claim_id))`.execute(
    db,
  );
  await sql`create table regional_responsaveis (regional_id integer not null references regionais(id) on delete cascade, participante_id integer not null references participantes(id) on delete cascade, primary key (regional_id, participante_id))`.execute(
    db,
  );
  await sql`create table credenciais (participante_id integer primary key references participantes(id) on delete cascade, senha_hash text not null, atualizado_em timestamptz not null default now())`.execute(
    db,
  );

  // projection of the account stream (conta-<id>)
  await sql`
    create table contas (
      participante_id integer primary key,
      status text not null,
      email text,
      senha_trocada_por_administrador boolean not null,
      data_troca_senha_utc timestamptz,
      data_bloqueio_utc timestamptz,
      versao_senha integer not null,
      cadastro_completo boolean not null,
      ultima_posicao bigint not null
    )`.execute(db);

  await sql`
    create table links_senha (
      id bigserial primary key,
      participante_id integer not null references participantes(id) on delete cascade,
      token_hash text not null unique,
      finalidade text not null,
      espelho_admin_id integer,
      expira_em timestamptz not null,
      usado_em timestamptz,
      criado_em timestamptz not null default now()
    )`.execute(db);

  // transactional outbox of e-mails; the Temporal worker delivers them over SMTP
  await sql`
    create table emails_saida (
      id bigserial primary key,
      para text not null,
      assunto text not null,
      texto text not null,
      html text not null,
      criado_em timestamptz not null default now(),
      enviado_em timestamptz,
      tentativas integer not null default 0,
      ultimo_erro text
    )`.execute(db);

  // what the development SMTP catcher received (the console's outbox page)
  await sql`
    create table dev_emails_recebidos (
      id bigserial primary key,
      de text, para text not null, assunto text, texto text, html text,
      recebido_em timestamptz not null default now()
    )`.execute(db);

  // audit of reference data
  await sql`
    create table auditoria (
      id bigserial primary key,
      tabela text not null,
      registro_id text not null,
      acao text not null,
      antes jsonb,
      depois jsonb,
      participante_id integer,
      espelho_admin_id integer,
      correlation_id text,
      em timestamptz not null default now()
    )`.execute(db);
  await sql`create index auditoria_registro on auditoria (tabela, registro_id, id)`.execute(db);

  await sql`create table configuracoes_portal (chave text primary key, valor text not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'configuracoes_portal',
    'auditoria',
    'dev_emails_recebidos',
    'emails_saida',
    'links_senha',
    'contas',
    'credenciais',
    'regional_responsaveis',
    'participante_claims',
    'participantes',
    'claims',
    'perfil_funcoes',
    'funcoes',
    'perfil_submenus',
    'submenus',
    'menus',
    'perfis',
    'grupos_perfil',
    'concessionaria_cnpjs',
    'concessionarias',
    'concessionaria_grupos',
    'regionais',
    'anos_modelo',
    'derivativos',
    'modelos',
    'marcas',
    'idempotencia',
    'events',
  ]) {
    await sql`drop table if exists ${sql.table(t)} cascade`.execute(db);
  }
}
