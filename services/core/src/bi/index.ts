/** The BI dashboards (docs/decisions.md "BI dashboards"): figures read from the vehicles' BI read model, bi_veiculos. */
export { biEstoque, type FiltroBiEstoque } from './estoque.ts';
export { biSummary, biEmplacamento, type FiltroBiSummary } from './summary.ts';
