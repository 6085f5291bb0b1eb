/**
 * What the console and the server both know of a tab of `/imports`: its `arquivo` code, label, accepted extensions,
 * the selects it needs, its columns (the template) and its rule list. Pure data: the server's import definition
 * (services/core/src/imports/definicao.ts) spreads it and adds reading and writing; the console renders the tab from it.
 */
export type NomeParametro = 'ano' | 'cicloId' | 'tipoDesconto' | 'tipoModeloAgrupadoId' | 'importacaoRelatorioTipoId';

export interface ColunaImportacao {
  nome: string;
  obrigatoria: boolean;
  descricao: string;
  exemplo: string;
}

export interface AbaImportacao {
  /** The `arquivo` code of `GET importacoes?arquivo=` (history) — see ARQUIVO. */
  arquivo: number;
  /** The tab's label. */
  nome: string;
  /** The upload call (002 §7.4), relative to /api/v1, without its query. */
  envio: string;
  /** Accepted extensions, in the order shown. */
  extensoes: readonly ('xlsx' | 'csv')[];
  /** Selects required before an upload (the spec's 'Selecione …' messages). */
  parametros: readonly NomeParametro[];
  /** `tabela` = one sheet, header in the first row; `plano-anual` = 002 §5.3's own layout. */
  layout: 'tabela' | 'plano-anual';
  colunas: readonly ColunaImportacao[];
  /** The rule list shown on the tab (pt-BR sentences). */
  regras: readonly string[];
}

/**
 * The `arquivo` codes (002 §7.4 lists POST importacoes?arquivo=1|2|5, =4&tipoDesconto, =7&tipoModeloAgrupadoId, and
 * GET importacoes?arquivo=1|2|3|4|5|6|9|10|11|16; the tabs with their own POST path take the remaining codes).
 * Specs (7) has its own history call, GET importacoes/specs. 16 is the Varejo tab's second file (Retail 2, the
 * `retail2Ok` of GET importacoes/retail-status).
 */
export const ARQUIVO = {
  vista: 1,
  faturamento: 2,
  preco: 3,
  politicaDesconto: 4,
  emplacamento: 5,
  varejo: 6,
  specs: 7,
  relatorios: 9,
  floorPlan: 10,
  planoAnual: 11,
  varejo2: 16,
} as const;

/** 002 §4.6: import (and row) status codes. */
export const STATUS_IMPORTACAO = {
  lendoArquivo: 0,
  processandoExpurgo: 1,
  ok: 2,
  duplicado: 3,
  erro: 4,
  cancelado: 5,
  processandoDados: 6,
  aviso: 7,
} as const;
