/** pt-BR messages of file uploads and downloads (`POST genericos/enviar/geral`, `GET genericos/arquivos/{id}`). */
export const arquivoMsg = {
  selecioneArquivo: 'Selecione um arquivo para enviar.',
  arquivoVazio: 'O arquivo está vazio.',
  tamanhoExcedido: (mb: number) => `O arquivo excede o tamanho máximo de ${mb.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB.`,
  /** `tipos` as rotulosDosTipos writes them: 'PDF, JPG ou PNG' */
  tipoNaoPermitido: (tipos: string) => `Tipo de arquivo não permitido. Envie ${tipos}.`,
  umArquivoPorVez: 'Envie um arquivo por vez.',
  finalidadeDepoisDoArquivo: 'O campo "finalidade" deve ser enviado antes do arquivo.',
  envioInterrompido: 'O envio do arquivo foi interrompido. Tente novamente.',
  arquivoIndisponivel: 'Arquivo não encontrado.',
} as const;
