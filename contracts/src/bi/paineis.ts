/**
 * The BI dashboards' codes that their answers and exports name (schemas.ts): the age bands, the Summary's key figures and
 * each dashboard's charts (the export's `quadro`). The folds into charts (estoque.ts, summary.ts) use the same.
 */

/** The age bands: upper bounds in days (inclusive); the last band is open. */
export const FAIXAS = [
  { id: 'ate30', rotulo: '≤ 30 dias', ate: 30 },
  { id: 'de31a60', rotulo: '31–60 dias', ate: 60 },
  { id: 'de61a90', rotulo: '61–90 dias', ate: 90 },
  { id: 'acima90', rotulo: '> 90 dias', ate: null },
] as const;
export type FaixaId = (typeof FAIXAS)[number]['id'];

/** The month's key figures, in the order the page shows them. */
export const NUMEROS_SUMMARY = {
  faturados: 'Faturados no mês',
  faturadosVendaDireta: 'Faturados Venda Direta',
  faturadosTestDrive: 'Faturados Test Drive',
  pedidosVendaDireta: 'Pedidos de Venda Direta criados',
  trocasSolicitadas: 'Trocas solicitadas',
  trocasEfetivadas: 'Trocas efetivadas',
  estoqueJlr: 'Estoque JLR (hoje)',
  estoqueDealer: 'Estoque Dealer (hoje)',
  estoqueDealerAcima90: 'Estoque Dealer > 90 dias (hoje)',
} as const;
export type NumeroSummary = keyof typeof NUMEROS_SUMMARY;

export const QUADROS_ESTOQUE = ['faixa', 'marca', 'modelo', 'dealer', 'detalhe'] as const;
export const QUADROS_SUMMARY = ['numeros', 'dia', 'modelo'] as const;
export const QUADROS_EMPLACAMENTO = ['mensal', 'modelo', 'dealer'] as const;
