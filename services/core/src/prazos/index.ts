/** What other contexts may use of the deadlines: the read model's projection, the holiday set, the lists' column and filter. */
export { prazosProjection } from './projection.ts';
export { feriadosDaTabela, prazoEmDiasUteis } from './feriados.ts';
export { joinPrazo, colunaPrazo, condicaoPrazo, comPrazo } from './listas.ts';
export { prazoDe } from './marcos.ts';
export { definirPrazoDoMesKpi, abrirPrazosKpi, fimDoPrazoKpi } from './kpi.ts';
