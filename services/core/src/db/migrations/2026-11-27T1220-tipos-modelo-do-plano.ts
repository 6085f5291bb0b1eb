import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The production plan and the order call distribute over the managed model types (`tipos_modelo_agrupado`, /modelo)
 * instead of the vehicles' `modelos` (docs/decisions.md "Model types of the plan and the order call"). A vehicle model
 * belongs to the model type of its name (case aside): that is how the imports' Modelo column, the annual plan, the
 * retail and the stock reach a model type.
 * - `tipos_modelo_veiculos`: each vehicle model with its model type (vehicle models without one are left out);
 * - `tipos_modelo_plano`: each model type with its brand (its vehicle models' brand; null while it has none).
 * The model types' names are watched by the read cache (the order call's BI shows them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view tipos_modelo_veiculos as
    select m.id as modelo_id, t.id as tipo_modelo_agrupado_id, m.marca_id
    from modelos m join tipos_modelo_agrupado t on lower(t.descricao) = lower(m.descricao)`.execute(db);
  await sql`
    create view tipos_modelo_plano as
    select t.id, t.descricao,
      (select min(m.marca_id) from modelos m where lower(m.descricao) = lower(t.descricao)) as marca_id
    from tipos_modelo_agrupado t`.execute(db);
  await sql`
    create trigger versao_leitura_tipos_modelo_agrupado after insert or update or delete or truncate on tipos_modelo_agrupado
    for each statement execute function marcar_versao_leitura()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists versao_leitura_tipos_modelo_agrupado on tipos_modelo_agrupado`.execute(db);
  await sql`drop view if exists tipos_modelo_plano`.execute(db);
  await sql`drop view if exists tipos_modelo_veiculos`.execute(db);
}
