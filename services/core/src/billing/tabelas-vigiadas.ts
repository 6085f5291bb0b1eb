/** The billing requests, watched by cached reads (kernel leitura-em-cache). */
export const TABELAS_VIGIADAS = ['solicitacoes_faturamento'] as const;
