/** The imported figures (registrations, retail, report values, floor plan, annual plan), watched by cached reads (kernel leitura-em-cache). */
export const TABELAS_VIGIADAS = ['emplacamentos', 'varejo_mensal', 'relatorio_valores', 'floor_plan', 'plano_anual'] as const;
