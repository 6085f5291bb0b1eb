import type { DefinicaoImportacao } from '../definicao.ts';
import { definicaoVista } from './vista.ts';
import { definicaoPoliticaDesconto } from './politica-desconto.ts';
import { definicaoPreco } from './preco.ts';
import { definicaoFaturamento } from './faturamento.ts';
import { definicaoSpecs } from './specs.ts';
import { emplacamento } from './emplacamento.ts';
import { varejo, varejo2 } from './varejo.ts';
import { relatorios } from './relatorios.ts';
import { floorPlan } from './floor-plan.ts';
import { planoAnual } from './plano-anual.ts';

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
  emplacamento,
  varejo,
  varejo2,
  relatorios,
  floorPlan,
  planoAnual,
];

export const DEFINICOES_POR_ARQUIVO: ReadonlyMap<number, DefinicaoImportacao> = new Map(DEFINICOES.map((d) => [d.arquivo, d as DefinicaoImportacao]));
