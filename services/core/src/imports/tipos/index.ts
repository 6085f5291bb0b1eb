import type { DefinicaoImportacao } from '../definicao.ts';
import { definicaoVista } from './vista.ts';
import { definicaoPoliticaDesconto } from './politica-desconto.ts';
import { definicaoPreco } from './preco.ts';
import { definicaoFaturamento } from './faturamento.ts';
import { definicaoSpecs } from './specs.ts';

/**
 * Every tab whose import exists, by its `arquivo` code (the engine, the routes and the worker read this registry).
 * Add a tab here together with its metadata in contracts/src/imports/abas.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const DEFINICOES: readonly DefinicaoImportacao<any, any>[] = [
  definicaoVista,
  definicaoPreco,
  definicaoSpecs,
  definicaoFaturamento,
  definicaoPoliticaDesconto,
];

export const DEFINICOES_POR_ARQUIVO: ReadonlyMap<number, DefinicaoImportacao> = new Map(DEFINICOES.map((d) => [d.arquivo, d as DefinicaoImportacao]));
