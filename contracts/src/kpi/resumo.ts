/**
 * The KPI summary (spec 002 §3 "KPI summary", §2.9 rows): every metric is a pure function of a dealer-month's base figures
 * (counts and sums read from the programme's vehicles, preparations, standards, captações and Outros, and the monthly
 * retail of the imports). The formulas are written in docs/decisions.md "KPI Approved"; each is unit-tested.
 */
export interface BaseKpi {
  /** Outros: total new vehicle sales as entered; null when not entered */
  vendaNovosInformada: number | null;
  /** monthly retail of new vehicles from the imports (varejo_mensal) */
  varejoNovos: number;
  /** KPI vehicles by brand and Approved flag */
  usadosJaguar: number;
  usadosLandRover: number;
  approvedJaguar: number;
  approvedLandRover: number;
  /** Outros: used non-brand vehicles sold */
  usadosNaoJlr: number;
  /** sum of the weights (%) of the standards met */
  pesoStandardsCumpridos: number;
  /** captações of type Troca (trade-in) */
  captacoesTroca: number;
  /** captações of JLR brands (pre-owned brand vehicles acquired for resale) */
  captacoesJlr: number;
  /** Σ and n of the depreciation (residual %/year) of the month's vehicles */
  somaDepreciacao: number;
  nDepreciacao: number;
  /** Σ and n of preparation days, publication days, preparation cost over the prepared vehicles */
  somaTempoPreparacao: number;
  nTempoPreparacao: number;
  somaTempoPublicacao: number;
  nTempoPublicacao: number;
  somaCustoPreparacao: number;
  nCustoPreparacao: number;
  /** Outros: stock by age band */
  estoqueAte30: number;
  estoque31a60: number;
  estoque61a90: number;
  estoqueAcima90: number;
}

export const BASE_VAZIA: BaseKpi = {
  vendaNovosInformada: null,
  varejoNovos: 0,
  usadosJaguar: 0,
  usadosLandRover: 0,
  approvedJaguar: 0,
  approvedLandRover: 0,
  usadosNaoJlr: 0,
  pesoStandardsCumpridos: 0,
  captacoesTroca: 0,
  captacoesJlr: 0,
  somaDepreciacao: 0,
  nDepreciacao: 0,
  somaTempoPreparacao: 0,
  nTempoPreparacao: 0,
  somaTempoPublicacao: 0,
  nTempoPublicacao: 0,
  somaCustoPreparacao: 0,
  nCustoPreparacao: 0,
  estoqueAte30: 0,
  estoque31a60: 0,
  estoque61a90: 0,
  estoqueAcima90: 0,
};

/** The metrics of the summary, in the order of the KPI NSC rows. */
export const METRICAS_KPI = [
  ['totalVendaVeiculosNovos', 'Total de vendas de veículos novos'],
  ['totalSeminovosJaguar', 'Vendas de usados Jaguar não Approved'],
  ['totalSeminovosLandRover', 'Vendas de usados Land Rover não Approved'],
  ['totalApprovedJaguar', 'Vendas de certificados Approved Jaguar'],
  ['totalApprovedLandRover', 'Vendas de certificados Approved Land Rover'],
  ['standardsPrograma', 'Standards do programa (%)'],
  ['penetracaoApprovedVersusNovosJlr', 'Penetração Approved vs novos (%)'],
  ['penetracaoUsadosVersusNovosJlr', 'Penetração total usados vs novos (%)'],
  ['participacaoJlrNovoTradeIn', 'Participação de trade-in nos novos (%)'],
  ['giroEstoque', 'Giro de estoque'],
  ['residualJlrApos365Dias', 'Valor residual após 1 ano (%)'],
  ['tempoPreparacao', 'Tempo de preparação (dias)'],
  ['tempoPublicacao', 'Tempo para publicação no site (dias)'],
  ['estoqueAte30Dias', 'Estoque 0-30 dias'],
  ['estoque31a60Dias', 'Estoque 31-60 dias'],
  ['estoque61a90Dias', 'Estoque 61-90 dias'],
  ['estoqueAcima90Dias', 'Estoque acima de 90 dias'],
  ['totalSeminovosJlrAdquiridosParaRevenda', 'Compra de veículos para revenda'],
  ['custoMedioPreparacaoVeiculo', 'Custo médio de preparação (R$)'],
  ['totalEstoque', 'Estoque total'],
] as const;
export type MetricaKpi = (typeof METRICAS_KPI)[number][0];
export type ValoresKpi = Record<MetricaKpi, number | null>;

const r2 = (n: number) => Math.round(n * 100) / 100;
/** a / b × 100, 2 decimals; null when b is 0 */
export const percentual = (a: number, b: number): number | null => (b > 0 ? r2((a / b) * 100) : null);
const media = (soma: number, n: number): number | null => (n > 0 ? r2(soma / n) : null);

/** New vehicle sales: the Outros figure when entered, else the imports' monthly retail. */
export const vendaNovos = (b: BaseKpi) => b.vendaNovosInformada ?? b.varejoNovos;
/** Used JLR vehicles sold (Approved or not) in the month. */
export const usadosJlrVendidos = (b: BaseKpi) => b.usadosJaguar + b.usadosLandRover + b.approvedJaguar + b.approvedLandRover;
export const estoqueTotal = (b: BaseKpi) => b.estoqueAte30 + b.estoque31a60 + b.estoque61a90 + b.estoqueAcima90;

/** Every metric of one base (a dealer-month, or the pooled bases of a Total column). */
export function calcularValores(b: BaseKpi): ValoresKpi {
  const novos = vendaNovos(b);
  const estoque = estoqueTotal(b);
  return {
    totalVendaVeiculosNovos: novos,
    totalSeminovosJaguar: b.usadosJaguar,
    totalSeminovosLandRover: b.usadosLandRover,
    totalApprovedJaguar: b.approvedJaguar,
    totalApprovedLandRover: b.approvedLandRover,
    standardsPrograma: r2(b.pesoStandardsCumpridos),
    penetracaoApprovedVersusNovosJlr: percentual(b.approvedJaguar + b.approvedLandRover, novos),
    penetracaoUsadosVersusNovosJlr: percentual(usadosJlrVendidos(b) + b.usadosNaoJlr, novos),
    participacaoJlrNovoTradeIn: percentual(b.captacoesTroca, novos),
    giroEstoque: estoque > 0 ? r2((usadosJlrVendidos(b) + b.usadosNaoJlr) / estoque) : null,
    residualJlrApos365Dias: media(b.somaDepreciacao, b.nDepreciacao),
    tempoPreparacao: media(b.somaTempoPreparacao, b.nTempoPreparacao),
    tempoPublicacao: media(b.somaTempoPublicacao, b.nTempoPublicacao),
    estoqueAte30Dias: b.estoqueAte30,
    estoque31a60Dias: b.estoque31a60,
    estoque61a90Dias: b.estoque61a90,
    estoqueAcima90Dias: b.estoqueAcima90,
    totalSeminovosJlrAdquiridosParaRevenda: b.captacoesJlr,
    custoMedioPreparacaoVeiculo: media(b.somaCustoPreparacao, b.nCustoPreparacao),
    totalEstoque: estoque,
  };
}

/** The pooled base of several columns (sums of counts and of the averages' numerators and denominators). */
export function somarBases(bases: readonly BaseKpi[]): BaseKpi {
  const out: BaseKpi = { ...BASE_VAZIA };
  for (const b of bases) {
    for (const k of Object.keys(BASE_VAZIA) as (keyof BaseKpi)[]) {
      if (k === 'vendaNovosInformada') continue;
      out[k] = (out[k] as number) + (b[k] as number);
    }
  }
  // the pooled new sales: each column's own figure (entered or retail), summed
  const novos = bases.reduce((s, b) => s + vendaNovos(b), 0);
  out.vendaNovosInformada = bases.length ? novos : null;
  return out;
}

/** The Média column: the mean of each metric over the columns where it has a value (null where none has). */
export function mediaDosValores(valores: readonly ValoresKpi[]): ValoresKpi {
  const out = {} as ValoresKpi;
  for (const [k] of METRICAS_KPI) {
    const vs = valores.map((v) => v[k]).filter((v): v is number => v !== null);
    out[k] = vs.length ? r2(vs.reduce((s, v) => s + v, 0) / vs.length) : null;
  }
  return out;
}

/** A summary of columns: each column's values, the Total (pooled) and the Média. */
export function resumir(bases: readonly BaseKpi[]): { valores: ValoresKpi[]; totais: ValoresKpi; medias: ValoresKpi } {
  const valores = bases.map(calcularValores);
  return { valores, totais: calcularValores(somarBases(bases)), medias: mediaDosValores(valores) };
}

/** KPI tables: at most 1 decimal, no thousands grouping (spec §2.9, §9); '-' when there is no value. */
export const formatarNumeroKpi = (v: number | null | undefined) =>
  v === null || v === undefined ? '-' : (Math.round(v * 10) / 10).toLocaleString('pt-BR', { maximumFractionDigits: 1, useGrouping: false });
