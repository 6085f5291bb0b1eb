/** What other contexts (the Specs import) may use of the model types and the specs compliance. */
export { tipoDoCodigo, todosTiposModelo } from './tipos-modelo.ts';
export { registrarVigencia, guiaEmVigor, listarVigencias } from './vigencias.ts';
export { registrarProcessamentoSpec, type ProcessamentoSpec } from './conformidade.ts';
