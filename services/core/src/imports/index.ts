/** The import engine (issue 8, /imports): what the API and the worker use. */
export type { DefinicaoImportacao, LinhaLida, ParametrosImportacao, ResultadoLinha, StatusLinha } from './definicao.ts';
export { verificarArquivo, extensaoDe, LINHAS_MAXIMAS, type ArquivoVerificado } from './verificacao.ts';
export {
  registrarImportacao,
  marcarIniciada,
  importacoesPendentes,
  processarImportacao,
  falharImportacao,
  cancelarImportacao,
  listarImportacoes,
  lerImportacao,
  linhasComStatus,
  TAMANHO_LOTE,
  type DepsMotor,
  type LinhaHistorico,
  type NovaImportacao,
} from './motor.ts';
export { DEFINICOES, DEFINICOES_POR_ARQUIVO } from './tipos/index.ts';
export { anoFiscalDe, anoMesEmSaoPaulo, anosFiscais, ciclosDoAno, type CicloFiscal } from './ciclos.ts';
