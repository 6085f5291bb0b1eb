/** The swap requests, watched by cached reads (kernel leitura-em-cache). */
export const TABELAS_VIGIADAS = ['trocas'] as const;
