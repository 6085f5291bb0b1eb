import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { METRICAS_SEM_DADOS } from '@portal/contracts/reports/home';
import type { Periodo } from './periodo.ts';

/** A report line's values, by metric name (null: no data for that metric). */
export type Valores = Record<string, number | null>;

/**
 * Every home-report figure as a condition over one vehicle row (`veiculos v`): a figure is the count of the vehicles
 * that meet it, and its export lists exactly those vehicles. Definitions in docs/decisions.md "Home reports".
 */
type Pred = RawBuilder<SqlBool>;

const vd = sql`(coalesce(v.categoria_venda, '') = 'vendaDireta' or v.status = 13)`;
/** In a dealer's stock on day D: entered it (allocation, swap) on or before D, not billed by D, and not since cancelled or taken back to the importer's pools. */
const emEstoque = (d: string) =>
  sql`(v.concessionaria_id is not null and v.data_entrada_estoque <= ${d}::date and (v.data_faturamento is null or v.data_faturamento > ${d}::date) and v.status not in (4, 8, 9, 120, 121, 122))`;
const faturado = (p: Periodo) => sql`(v.data_faturamento between ${p.ini}::date and ${p.fim}::date)`;
/** Billing requests placed in the month (the request's São Paulo date) that still stand (cancelled or refused requests are cleared). */
const confirmado = (p: Periodo) =>
  sql`(v.data_solicitacao_faturamento is not null and (v.data_solicitacao_faturamento at time zone 'America/Sao_Paulo')::date between ${p.ini}::date and ${p.fim}::date)`;
const floorPlan = sql`(v.tipo_pagamento_id in (select tp.id from tipos_pagamento tp where tp.nome = 'Floor Plan'))`;
const testDrive = sql`(v.tipo_venda_id in (select tv.id from tipos_venda tv where tv.nome = 'Test Drive'))`;
const pools = sql`(v.status in (120, 121, 122, 4))`;

export function predicados(p: Periodo): Record<string, Pred> {
  const e = (x: RawBuilder<unknown>) => x as Pred;
  return {
    faturamentoConfirmado: e(confirmado(p)),
    faturamentoFaturado: e(faturado(p)),
    faturamentoDealer: e(sql`(${faturado(p)} and not ${vd})`),
    faturamentoVd: e(sql`(${faturado(p)} and ${vd})`),
    estoqueInicialTotal: e(emEstoque(p.antes)),
    estoqueInicialDealer: e(sql`(${emEstoque(p.antes)} and not ${vd})`),
    estoqueInicialVd: e(sql`(${emEstoque(p.antes)} and ${vd})`),
    estoqueFinalTotal: e(emEstoque(p.corte)),
    estoqueFinalDealer: e(sql`(${emEstoque(p.corte)} and not ${vd})`),
    estoqueFinalVd: e(sql`(${emEstoque(p.corte)} and ${vd})`),
    financeiroQtdAbertaFaturamento: e(sql`(v.status = 3)`),
    financeiroQtdLiberadaFaturamento: e(sql`(v.status in (1, 6))`),
    financeiroQtdBwDisponivelFaturamento: e(
      sql`(v.status in (0, 11) and v.concessionaria_id is not null and (v.data_disponibilidade is null or v.data_disponibilidade <= ${p.hoje}::date))`,
    ),
    companyStockFisico: e(sql`(${pools} and v.data_disponibilidade <= ${p.corte}::date)`),
    companyStockArrival: e(sql`(${pools} and (v.data_disponibilidade is null or v.data_disponibilidade > ${p.corte}::date))`),
    faturamentoActual: e(faturado(p)),
    faturamentoFloorPlan: e(sql`(${faturado(p)} and ${floorPlan})`),
    faturamentoTd: e(sql`(${faturado(p)} and ${testDrive})`),
    confirmacaoTotal: e(confirmado(p)),
    confirmacaoFloorPlan: e(sql`(${confirmado(p)} and ${floorPlan})`),
    confirmacaoFinanceHold: e(sql`(${confirmado(p)} and v.status = 3)`),
    confirmacaoTd: e(sql`(${confirmado(p)} and ${testDrive})`),
    confirmacaoVd: e(sql`(${confirmado(p)} and ${vd})`),
    estoqueDealer: e(emEstoque(p.corte)),
    estoqueNsc: e(sql`(v.nsc and v.status = 121)`),
    estoqueConsignado: e(sql`(v.status = 10)`),
  };
}

/** Figures of the importer (its pools and NSC stock): the dealer filters do not apply to them. */
export const DO_IMPORTADOR = new Set(['companyStockFisico', 'companyStockArrival', 'estoqueNsc']);

/** `count(*) filter (where …) as "name"` for each figure; figures without data answer null. */
export function contagens(nomes: readonly string[], p: Periodo, dealer: RawBuilder<unknown>): RawBuilder<unknown> {
  const preds = predicados(p);
  return sql.join(
    nomes.map((n) => {
      if (METRICAS_SEM_DADOS.has(n)) return sql`null::int as ${sql.id(n)}`;
      const onde = DO_IMPORTADOR.has(n) ? preds[n]! : sql`(${dealer} and ${preds[n]!})`;
      return sql`(count(*) filter (where ${onde}))::int as ${sql.id(n)}`;
    }),
  );
}
