/** The order call's cycles, production plans and calls, and the model types' names, watched by cached reads (kernel leitura-em-cache). */
export const TABELAS_VIGIADAS = ['ciclos', 'planos_producao', 'order_call', 'tipos_modelo_agrupado'] as const;
