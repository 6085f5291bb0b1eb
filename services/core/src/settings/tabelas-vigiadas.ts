/** The settings, watched by cached reads (kernel leitura-em-cache): lists and reports compare with them. */
export const TABELAS_VIGIADAS = ['configuracoes_gerais', 'configuracoes_portal'] as const;
