/** What other contexts may use of the settings store: the values swaps and vehicle lists read. */
export { PADRAO_CONFIGURACAO, configuracoesTroca, valorConfiguracao, type ConfiguracoesTroca } from './settings.ts';
