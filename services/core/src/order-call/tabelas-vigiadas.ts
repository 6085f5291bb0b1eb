/** The order call's cycles, production plans and calls, watched by cached reads (kernel leitura-em-cache). */
export const TABELAS_VIGIADAS = ['ciclos', 'planos_producao', 'order_call'] as const;
