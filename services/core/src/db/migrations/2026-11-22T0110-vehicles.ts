import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/** Vehicles, stock pools and billing: reference tables (sale and payment types, descriptions) and the read models of the vehicle stream. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence veiculo_id_seq`.execute(db);
  await sql`create sequence faturamento_pedido_id_seq`.execute(db);
  await sql`create table veiculo_descricoes (id serial primary key, descricao text not null unique)`.execute(db);
  await sql`
    create table tipos_venda (
      id integer primary key,
      nome text not null unique,
      categoria text not null check (categoria in ('estoque', 'consignado', 'vendaDireta', 'autorizacao')),
      exige_pagamento boolean not null
    )`.execute(db);
  await sql`
    insert into tipos_venda (id, nome, categoria, exige_pagamento) values
      (1, 'Estoque', 'estoque', true),
      (2, 'Consignado', 'consignado', false),
      (3, 'Venda Direta', 'vendaDireta', false),
      (4, 'Test Drive', 'autorizacao', true),
      (5, 'Frotista', 'autorizacao', true)`.execute(db);
  await sql`create table tipos_pagamento (id integer primary key, tipo_venda_id integer not null references tipos_venda(id), nome text not null, unique (tipo_venda_id, nome))`.execute(
    db,
  );
  await sql`
    insert into tipos_pagamento (id, tipo_venda_id, nome) values
      (1, 1, 'À vista'), (2, 1, 'Floor Plan'), (3, 1, 'Financiamento'),
      (4, 4, 'À vista'), (5, 4, 'Floor Plan'),
      (6, 5, 'À vista'), (7, 5, 'Faturamento direto')`.execute(db);

  // read model of the vehicle stream: one row per vehicle, the machine's context as columns
  await sql`
    create table veiculos (
      id integer primary key,
      pedido text not null,
      chassi text not null,
      status smallint not null,
      status_anterior smallint,
      marca_id integer not null,
      modelo_id integer not null,
      derivativo_id integer not null,
      descricao_id integer not null,
      descricao text not null,
      ano_modelo_id integer not null,
      cor_interna text not null,
      cor_externa text not null,
      specs jsonb not null,
      tipo_pedido_comum text,
      tipo_pedido_marca text,
      concessionaria_id integer,
      concessionaria_grupo_id integer,
      dealer_origem_id integer,
      dealer_consignado_id integer,
      dealer_solicitante_id integer,
      dealer_solicitante_grupo_id integer,
      data_disponibilidade date,
      mes_disponibilidade smallint,
      ano_disponibilidade smallint,
      data_prorrogacao_faturamento date,
      data_entrada_estoque date,
      data_consignacao date,
      faturamento_pedido_id integer,
      tipo_venda_id integer,
      categoria_venda text,
      tipo_pagamento_id integer,
      data_prevista_faturamento date,
      faturar_assim_que_possivel boolean not null,
      prioridade boolean not null,
      data_solicitacao_faturamento timestamptz,
      user_solicitado_admin_id integer,
      data_faturamento date,
      nota_fiscal text,
      bloqueado_troca boolean not null,
      nsc boolean not null,
      dealer_principal boolean not null,
      motivo text,
      atualizado_em timestamptz not null,
      ultima_posicao bigint not null
    )`.execute(db);
  for (const [name, cols] of [
    ['veiculos_dealer_status', 'concessionaria_id, status, id'],
    ['veiculos_grupo_status', 'concessionaria_grupo_id, status, id'],
    ['veiculos_solicitante', 'dealer_solicitante_id, status'],
    ['veiculos_status', 'status, id'],
    ['veiculos_pedido', 'pedido'],
    ['veiculos_chassi', 'chassi'],
    ['veiculos_modelo', 'modelo_id, status'],
    ['veiculos_ano_mes', 'ano_disponibilidade, mes_disponibilidade'],
    ['veiculos_faturamento_pedido', 'faturamento_pedido_id'],
  ] as const) {
    await sql`create index ${sql.id(name)} on veiculos (${sql.raw(cols)})`.execute(db);
  }

  // the history log (Log do Veículo): one row per vehicle with its entries, evolved through the machine
  await sql`
    create table veiculo_logs (
      veiculo_id integer primary key,
      estado jsonb not null,
      entradas jsonb not null,
      ultima_posicao bigint not null
    )`.execute(db);

  // billing requests (Liberar faturamento)
  await sql`
    create table solicitacoes_faturamento (
      id integer primary key,
      veiculo_id integer not null,
      status smallint not null,
      tipo_venda_id integer not null,
      categoria text not null,
      tipo_pagamento_id integer,
      dealer_solicitante_id integer not null,
      dealer_solicitante_grupo_id integer not null,
      data_faturamento date,
      faturar_assim_que_possivel boolean not null,
      prioridade boolean not null,
      solicitado_em timestamptz not null,
      solicitado_por_id integer,
      solicitado_por_nome text,
      admin_id integer,
      decidido_em timestamptz,
      decidido_por_nome text,
      motivo text,
      ultima_posicao bigint not null
    )`.execute(db);
  await sql`create index solicitacoes_faturamento_status on solicitacoes_faturamento (status, dealer_solicitante_id)`.execute(db);
  await sql`create index solicitacoes_faturamento_veiculo on solicitacoes_faturamento (veiculo_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['solicitacoes_faturamento', 'veiculo_logs', 'veiculos', 'tipos_pagamento', 'tipos_venda', 'veiculo_descricoes']) {
    await sql`drop table if exists ${sql.table(t)} cascade`.execute(db);
  }
  await sql`drop sequence if exists faturamento_pedido_id_seq`.execute(db);
  await sql`drop sequence if exists veiculo_id_seq`.execute(db);
}
