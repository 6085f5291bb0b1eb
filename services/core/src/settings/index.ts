/** What other contexts may use of the settings store: the values swaps, billing, orders, vehicle lists and the KPI read. */
export {
  PADRAO_CONFIGURACAO,
  configuracoesTroca,
  configuracoesFaturamento,
  prazosDisponibilidade,
  valorConfiguracao,
  regra14HorasLigada,
  prazoKpi,
  prazoKpiVencido,
  slaLiberacaoFaturamento,
  slaEtapaPedido,
  slaEtapaNotaFiscal,
  type ConfiguracoesTroca,
  type ConfiguracoesFaturamento,
} from './settings.ts';
export { faixasDeUso } from './flags.ts';
