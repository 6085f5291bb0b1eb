/** The direct-sales orders, watched by cached reads (kernel leitura-em-cache). */
export const TABELAS_VIGIADAS = ['pedidos'] as const;
