/**
 * The KPI tables, watched by cached reads (kernel leitura-em-cache). This is the list's home; it repeats the KPI part of
 * the trigger list of migration 2026-11-26T1300-versoes-leitura, and cannot be derived from it nor it from this: a
 * migration is history and imports no application code. The kernel's test (leitura-em-cache.int.test.ts) holds the
 * triggers and the composed list (../tabelas-vigiadas.ts) equal, so neither can drift unseen.
 */
export const TABELAS_VIGIADAS = [
  'kpi_veiculos',
  'kpi_preparacoes',
  'kpi_standards',
  'kpi_standards_catalogo',
  'kpi_captacoes',
  'kpi_outros',
  'kpi_marcas',
  'kpi_tipos_aquisicao',
  'kpi_dealers_proprios',
  'kpi_politicas',
  'kpi_modelos_incentivo',
  'kpi_versoes_incentivo',
] as const;
