/** What other contexts (the Specs import, the settings routes) may use of the model types and the specs compliance. */
export { tipoDoCodigo, todosTiposModelo } from './tipos-modelo.ts';
export { registrarVigencia, guiaEmVigor, listarVigencias } from './vigencias.ts';
export { obterVigencia, salvarVigencia, type VigenciaForm } from './vigencia-cadastro.ts';
export { reprocessarConformidade } from './reprocessar.ts';
export { registrarProcessamentoSpec, type ProcessamentoSpec } from './conformidade.ts';
