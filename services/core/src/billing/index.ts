/** What other contexts may use of billing: the billing request (a swap accepted with its billing request runs it in its transaction). */
export { gerarSolicitacao, type GerarInput, type OpcoesSolicitacao } from './commands.ts';
