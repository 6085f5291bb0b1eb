import { sql, type RawBuilder } from 'kysely';
import { METRICA_DO_INDICADOR } from '@portal/contracts/imports/abas/relatorios';
import { FONTE_IMPORTADA } from '@portal/contracts/imports/fonte';
import type { Db } from '../kernel/index.ts';
import type { Periodo } from './periodo.ts';
import type { Valores } from './metricas.ts';

/**
 * The home-report figures that come from the imports (docs/decisions.md "Imports: Emplacamento, Varejo, Relatórios,
 * Floor Plan, Plano Anual"): Retail from Varejo (channel 1 Dealer, 2 VD), Floor Plan Disponível (limit − used) from
 * Floor Plan, used cars, UK targets and BW invoiced from Relatórios, all of the report's month (its cycle). A figure
 * with no imported row for the month stays null (a dash); once the month has one, a row without it is 0. Figures are
 * whole numbers (Floor Plan in whole reais, rounded).
 * `por`: 'dealer' → by concessionaria_id (rows without a dealer left out); 'modelo' → by modelo_id (rows without a
 * model left out). Figures tied to dealers are cut by the report's dealer filters; the importer's (no dealer) are not.
 */
export interface Importados {
  /** the figures that have data for the month */
  comDados: ReadonlySet<string>;
  por: ReadonlyMap<number, Valores>;
}

export async function importados(db: Db, p: Periodo, dealers: RawBuilder<unknown>, por: 'dealer' | 'modelo', nomes: readonly string[]): Promise<Importados> {
  const ciclo = p.ano * 100 + p.mes;
  const indicadores = sql.join(
    Object.entries(METRICA_DO_INDICADOR).map(([k, m]) => sql`when ${k} then ${m}`),
    sql` `,
  );
  const chave = sql.ref(por === 'dealer' ? 'concessionaria_id' : 'modelo_id');
  const { rows } = await sql<{ metrica: string; k: number; valor: string | null }>`
    with f(metrica, concessionaria_id, modelo_id, valor) as (
      select case canal when 1 then 'retailDealer' else 'retailVd' end, concessionaria_id, modelo_id, quantidade::numeric
      from varejo_mensal where fonte = ${FONTE_IMPORTADA} and ano = ${p.ano} and mes = ${p.mes}
      union all
      select 'retailTotal', concessionaria_id, modelo_id, quantidade::numeric
      from varejo_mensal where fonte = ${FONTE_IMPORTADA} and ano = ${p.ano} and mes = ${p.mes}
      union all
      select 'financeiroFloorPlanDisponivel', concessionaria_id, 0, limite - utilizado from floor_plan where ciclo_id = ${ciclo}
      union all
      select case tipo_id || ':' || indicador ${indicadores} end, concessionaria_id, modelo_id, valor from relatorio_valores where ciclo_id = ${ciclo}
    ),
    g as (select * from f where metrica = any(${nomes as string[]}) and ${chave} <> 0)
    select g.metrica, ${sql.ref(por === 'dealer' ? 'g.concessionaria_id' : 'g.modelo_id')} as k,
      round(sum(g.valor) filter (where g.concessionaria_id = 0 or g.concessionaria_id in (select c.id from concessionarias c where ${dealers})))::bigint as valor
    from g group by 1, 2`.execute(db);
  const comDados = new Set(rows.map((r) => r.metrica));
  const mapa = new Map<number, Valores>();
  for (const r of rows) {
    const v = mapa.get(r.k) ?? {};
    v[r.metrica] = r.valor === null ? 0 : Number(r.valor);
    mapa.set(r.k, v);
  }
  return { comDados, por: mapa };
}
