/**
 * Where a row of the imports' tables (`varejo_mensal`, `plano_anual`) came from: the demo's fixed formula (`demo`) or a
 * spreadsheet imported at /imports (`importacao`). The figures users read as facts — the home reports' Retail and the
 * KPIs' new-vehicle sales — count only imported rows (docs/decisions.md "Imported data, one rule"): a demo row is never
 * shown as a dealer's sales. The order call still weighs demo rows, which stand in for a plan nobody imported yet.
 */
export const FONTE_IMPORTADA = 'importacao';
