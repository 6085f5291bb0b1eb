/** The spreadsheet rules every table tab shows (002 §5.3). */
export const REGRAS_PLANILHA = [
  'Envie um arquivo .xlsx ou .csv (CSV em UTF-8).',
  'A planilha deve ter uma única aba.',
  'A primeira linha é o cabeçalho, com as colunas do modelo.',
  'Não use células mescladas.',
  'Formate as colunas como texto.',
] as const;
