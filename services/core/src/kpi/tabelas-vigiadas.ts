/** The KPI tables, watched by cached reads (kernel leitura-em-cache). */
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
