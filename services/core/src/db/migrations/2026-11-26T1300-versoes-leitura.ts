import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * versoes_leitura: the read version of the watched tables (docs/decisions.md "Read cache"). Every statement that writes a
 * watched table records its transaction there, once per transaction (`(tabela, xid)` unique, weight 1). The sum of the
 * weights a statement can see therefore only grows as transactions commit, and equal sums mean the same committed
 * writes: an aggregate computed after reading the sum can be kept under it and served while the sum stays the same
 * (services/core/src/kernel/leitura-em-cache.ts). Old rows are folded into the row of xid 0 without changing the sum.
 */
const TABELAS_VIGIADAS = [
  'veiculos',
  'veiculo_logs',
  'bi_veiculos',
  'solicitacoes_faturamento',
  'trocas',
  'pedidos',
  'concessionarias',
  'concessionaria_grupos',
  'regionais',
  'regional_responsaveis',
  'participantes',
  'marcas',
  'modelos',
  'derivativos',
  'anos_modelo',
  'tipos_venda',
  'tipos_pagamento',
  'emplacamentos',
  'varejo_mensal',
  'relatorio_valores',
  'floor_plan',
  'configuracoes_gerais',
  'configuracoes_portal',
  'ciclos',
  'plano_anual',
  'planos_producao',
  'order_call',
  'kpi_veiculos',
  'kpi_preparacoes',
  'kpi_standards',
  'kpi_standards_catalogo',
  'kpi_captacoes',
  'kpi_outros',
  'kpi_marcas',
  'kpi_tipos_aquisicao',
  'kpi_dealers_proprios',
  'kpi_politicas',
  'kpi_modelos_incentivo',
  'kpi_versoes_incentivo',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table versoes_leitura (
      tabela text not null,
      xid xid8 not null,
      peso bigint not null,
      primary key (tabela, xid)
    )`.execute(db);
  await sql`
    create function marcar_versao_leitura() returns trigger language plpgsql as $$
    begin
      insert into versoes_leitura (tabela, xid, peso) values (tg_table_name, pg_current_xact_id(), 1)
        on conflict (tabela, xid) do nothing;
      return null;
    end $$`.execute(db);
  for (const t of TABELAS_VIGIADAS)
    await sql`
      create trigger ${sql.id(`versao_leitura_${t}`)} after insert or update or delete or truncate on ${sql.table(t)}
      for each statement execute function marcar_versao_leitura()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABELAS_VIGIADAS) await sql`drop trigger if exists ${sql.id(`versao_leitura_${t}`)} on ${sql.table(t)}`.execute(db);
  await sql`drop function if exists marcar_versao_leitura()`.execute(db);
  await sql`drop table if exists versoes_leitura`.execute(db);
}
