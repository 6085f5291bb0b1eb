/** What other contexts may use of the settings store: the values swaps, billing, orders, vehicle lists and the KPI read. */
export {
  PADRAO_CONFIGURACAO,
  configuracoesTroca,
  valorConfiguracao,
  regra14HorasLigada,
  prazoKpi,
  prazoKpiVencido,
  type ConfiguracoesTroca,
} from './settings.ts';
export { faixasDeUso } from './flags.ts';
