/** What other API contexts may use of the deadlines: starting `prazo-<chave>` after a commit and ending it on an answer. */
export { iniciarPrazo, encerrarPrazos, acompanharPrazo } from './temporal.ts';
