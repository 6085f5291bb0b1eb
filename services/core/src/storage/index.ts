/**
 * File storage and uploaded files' metadata: a platform module like `email/` (it imports no context; contexts that
 * attach files use it). docs/architecture.md "Files"; docs/decisions.md "Files and uploads".
 */
export { type Armazenamento, type Gravado, TamanhoExcedido, ObjetoInexistente } from './armazenamento.ts';
export { ArmazenamentoEmDisco } from './em-disco.ts';
export { ArmazenamentoS3, type ConfigS3 } from './s3.ts';
export { type ConfigArmazenamento, configDoAmbiente, abrirArmazenamento } from './config.ts';
export { DetectorDeTipo, detectarTipo } from './tipo-arquivo.ts';
export { type ConteudoGravado, TAMANHO_MAXIMO_PADRAO, emMb, gravarConteudo } from './envio.ts';
export { nomeSeguro, nomeParaDownload, tipoDoConteudo } from './nome-arquivo.ts';
export {
  type Arquivo,
  type NovoArquivo,
  type AcessoArquivo,
  registrarArquivo,
  lerArquivo,
  leituraPermitida,
  podeLerArquivo,
  arquivoDisponivel,
} from './arquivos.ts';
export { type ContextoAnexo, anexarArquivo } from './anexos.ts';
export {
  CARENCIA_ARQUIVO_SOLTO_MS,
  type VarreduraDeps,
  type OpcoesVarredura,
  type ResultadoVarredura,
  descartarArquivo,
  varrerArquivosSoltos,
} from './varredura.ts';
export { type EntradaZip, entradasZip, conteudoEntrada, cabecalhoLocal, cabecalhoCentral, fimDoZip } from './zip.ts';
export {
  type LimitesDescompactacao,
  type PlanilhaVerificada,
  LIMITES_PLANILHA,
  LIMITES_PLANILHA_EM_MEMORIA,
  CompactadoAcimaDoLimite,
  ZipIlegivel,
  planilhaVerificada,
} from './planilha-verificada.ts';
