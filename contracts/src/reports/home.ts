/**
 * Home reports (/relatorios, spec access-reports-administration §3, §7): the figures of each tab. The figures of
 * METRICAS_SEM_DADOS are not counted over vehicles: they come from the imports (Varejo, Floor Plan, Relatórios) and
 * answer null, shown as a dash, while the month has no import of them (docs/decisions.md "Imports: Emplacamento, …").
 */
export const METRICAS_DEALER = [
  'faturamentoConfirmado',
  'faturamentoFaturado',
  'faturamentoDealer',
  'faturamentoVd',
  'faturamentoUsado',
  'retailTotal',
  'retailDealer',
  'retailVd',
  'estoqueInicialTotal',
  'estoqueInicialDealer',
  'estoqueInicialVd',
  'estoqueFinalTotal',
  'estoqueFinalDealer',
  'estoqueFinalVd',
  'financeiroFloorPlanDisponivel',
  'financeiroQtdAbertaFaturamento',
  'financeiroQtdLiberadaFaturamento',
  'financeiroQtdBwDisponivelFaturamento',
] as const;

export const METRICAS_EMPRESA = [
  'companyStockFisico',
  'companyStockArrival',
  'companyStockBwInvoiced',
  'ukTargetWs',
  'ukTargetBw1',
  'ukTargetRtl',
  'ukTargetBw2',
] as const;

/** The Model tab: the first 15 dealer figures and the importer's stock and targets. */
export const METRICAS_MODELO = [...METRICAS_DEALER.slice(0, 15), ...METRICAS_EMPRESA] as const;

export const METRICAS_FATURAMENTO = [
  'faturamentoActual',
  'faturamentoFloorPlan',
  'faturamentoTd',
  'faturamentoVd',
  'faturamentoUsado',
  'confirmacaoTotal',
  'confirmacaoFloorPlan',
  'confirmacaoFinanceHold',
  'confirmacaoTd',
  'confirmacaoVd',
  'confirmacaoUsado',
] as const;

/** Figures from the imports (null, a dash, until imported); no vehicle list behind them, so their export is refused with `hmsg.semDados`. */
export const METRICAS_SEM_DADOS = new Set<string>([
  'faturamentoUsado',
  'retailTotal',
  'retailDealer',
  'retailVd',
  'financeiroFloorPlanDisponivel',
  'companyStockBwInvoiced',
  'ukTargetWs',
  'ukTargetBw1',
  'ukTargetRtl',
  'ukTargetBw2',
  'confirmacaoUsado',
]);

/** Every column a cell's Exportar may name (relatorios-home/exportar/{column}). */
export const COLUNAS_EXPORTAVEIS = [
  ...new Set<string>([...METRICAS_DEALER, ...METRICAS_EMPRESA, ...METRICAS_FATURAMENTO, 'estoqueDealer', 'estoqueNsc', 'estoqueConsignado']),
].filter((c) => !METRICAS_SEM_DADOS.has(c));

/** Column headers shown by the screen (pt-BR). */
export const ROTULO_METRICA: Record<string, string> = {
  faturamentoConfirmado: 'Faturamento Confirmado',
  faturamentoFaturado: 'Faturado',
  faturamentoDealer: 'Faturado Dealer',
  faturamentoVd: 'Faturado VD',
  faturamentoUsado: 'Faturado Usado',
  retailTotal: 'Retail Total',
  retailDealer: 'Retail Dealer',
  retailVd: 'Retail VD',
  estoqueInicialTotal: 'Estoque Inicial Total',
  estoqueInicialDealer: 'Estoque Inicial Dealer',
  estoqueInicialVd: 'Estoque Inicial VD',
  estoqueFinalTotal: 'Estoque Final Total',
  estoqueFinalDealer: 'Estoque Final Dealer',
  estoqueFinalVd: 'Estoque Final VD',
  financeiroFloorPlanDisponivel: 'Floor Plan Disponível',
  financeiroQtdAbertaFaturamento: 'Aguardando Liberação',
  financeiroQtdLiberadaFaturamento: 'Liberados p/ Faturar',
  financeiroQtdBwDisponivelFaturamento: 'Disponíveis p/ Faturar',
  companyStockFisico: 'Estoque Físico Importador',
  companyStockArrival: 'Estoque em Chegada',
  companyStockBwInvoiced: 'BW Faturado',
  ukTargetWs: 'Meta WS',
  ukTargetBw1: 'Meta BW1',
  ukTargetRtl: 'Meta Retail',
  ukTargetBw2: 'Meta BW2',
  faturamentoActual: 'Faturado',
  faturamentoFloorPlan: 'Faturado Floor Plan',
  faturamentoTd: 'Faturado Test Drive',
  confirmacaoTotal: 'Confirmação Total',
  confirmacaoFloorPlan: 'Confirmação Floor Plan',
  confirmacaoFinanceHold: 'Confirmação Aguardando Liberação',
  confirmacaoTd: 'Confirmação Test Drive',
  confirmacaoVd: 'Confirmação VD',
  confirmacaoUsado: 'Confirmação Usado',
  estoqueDealer: 'Estoque Dealer',
  estoqueNsc: 'Estoque NSC',
  estoqueConsignado: 'Estoque Consignado',
};

export const hmsg = {
  somenteAdministradorRegionais: 'Relatórios disponíveis somente aos perfis Administrador e Regionais.',
  colunaInvalida: 'Coluna de exportação inválida.',
  semDados: 'Esta coluna vem das importações (Varejo, Floor Plan e Relatórios) e não tem lista de veículos para exportar.',
  anoInvalido: 'Ano inválido.',
  mesInvalido: 'Mês inválido.',
} as const;
