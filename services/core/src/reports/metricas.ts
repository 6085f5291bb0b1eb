import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { METRICAS_SEM_DADOS } from '@portal/contracts/reports/home';
import type { Periodo } from './periodo.ts';
import { DIA_SOLICITACAO } from '../vehicles/index.ts';

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
const confirmado = (p: Periodo, dia: RawBuilder<unknown>) => sql`(${dia} is not null and ${dia} between ${p.ini}::date and ${p.fim}::date)`;
/** The request's São Paulo day: over the vehicles, of its time; over a counter, its own column. */
const DIA_NO_CONTADOR = sql`v.dia_solicitacao_faturamento`;
const floorPlan = sql`(v.tipo_pagamento_id in (select tp.id from tipos_pagamento tp where tp.nome = 'Floor Plan'))`;
const testDrive = sql`(v.tipo_venda_id in (select tv.id from tipos_venda tv where tv.nome = 'Test Drive'))`;
const pools = sql`(v.status in (120, 121, 122, 4))`;

export function predicados(p: Periodo, sobreContador = false): Record<string, Pred> {
  const dia = sobreContador ? DIA_NO_CONTADOR : DIA_SOLICITACAO;
  const e = (x: RawBuilder<unknown>) => x as Pred;
  return {
    faturamentoConfirmado: e(confirmado(p, dia)),
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
    confirmacaoTotal: e(confirmado(p, dia)),
    confirmacaoFloorPlan: e(sql`(${confirmado(p, dia)} and ${floorPlan})`),
    confirmacaoFinanceHold: e(sql`(${confirmado(p, dia)} and v.status = 3)`),
    confirmacaoTd: e(sql`(${confirmado(p, dia)} and ${testDrive})`),
    confirmacaoVd: e(sql`(${confirmado(p, dia)} and ${vd})`),
    estoqueDealer: e(emEstoque(p.corte)),
    estoqueNsc: e(sql`(v.nsc and v.status = 121)`),
    estoqueConsignado: e(sql`(v.status = 10)`),
  };
}

/** Figures of the importer (its pools and NSC stock): the dealer filters do not apply to them. */
export const DO_IMPORTADOR = new Set(['companyStockFisico', 'companyStockArrival', 'estoqueNsc']);

/**
 * Each figure counted over the home reports' counter (`veiculos_contagens_relatorio v`, vehicles/contagens.ts: it keeps
 * every column the conditions read, under the same names, so a condition reads the same over a counter row as over a
 * vehicle): `sum(v.n) filter (where …) as "name"`, 0 when no row meets it, as the count over the vehicles gave; figures
 * without data answer null.
 */
export function contagens(nomes: readonly string[], p: Periodo, dealer: RawBuilder<unknown>): RawBuilder<unknown> {
  const preds = predicados(p, true);
  return sql.join(
    nomes.map((n) => {
      if (METRICAS_SEM_DADOS.has(n)) return sql`null::int as ${sql.id(n)}`;
      const onde = DO_IMPORTADOR.has(n) ? preds[n]! : sql`(${dealer} and ${preds[n]!})`;
      return sql`(coalesce(sum(v.n) filter (where ${onde}), 0))::int as ${sql.id(n)}`;
    }),
  );
}
