/** What the API may use of a record's history (Histórico). */
export { historicoDoRegistro } from './historico.ts';
