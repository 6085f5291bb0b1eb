/** The dashboards' read model that cached reads watch (kernel leitura-em-cache). */
export const TABELAS_VIGIADAS = ['bi_veiculos'] as const;
