/** What other parts (the API, the composition root) may use of the saved views. */
export { VISAO_STREAM_TYPE, visaoAggregate, visaoStream } from './aggregate.ts';
export { salvarVisao, alterarVisao, definirVisaoPadrao, excluirVisao, type VisaoDeps } from './commands.ts';
export { listarVisoes, obterVisao } from './queries.ts';
