import type { AbaImportacao } from './aba.ts';
import { abaVista } from './abas/vista.ts';
import { abaPoliticaDesconto } from './abas/politica-desconto.ts';
import { abaPreco } from './abas/preco.ts';
import { abaFaturamento } from './abas/faturamento.ts';
import { abaSpecs } from './abas/specs.ts';

/** The ten tabs of /imports in the spec's order (002 §2.6), by `arquivo`-like key. */
export const ORDEM_ABAS = [
  { chave: 'vista', nome: 'Vista' },
  { chave: 'preco', nome: 'Preço' },
  { chave: 'specs', nome: 'Specs' },
  { chave: 'faturamento', nome: 'Faturamento' },
  { chave: 'politicaDesconto', nome: 'Política de Desconto' },
  { chave: 'emplacamento', nome: 'Emplacamento' },
  { chave: 'varejo', nome: 'Varejo' },
  { chave: 'relatorios', nome: 'Relatórios' },
  { chave: 'floorPlan', nome: 'Floor Plan' },
  { chave: 'planoAnual', nome: 'Plano Anual' },
] as const;

export type ChaveAba = (typeof ORDEM_ABAS)[number]['chave'];

/**
 * The tabs whose import exists (metadata in `abas/<tab>.ts`); a tab of ORDEM_ABAS not here shows 'Em breve'.
 * Each tab added here needs its definition in services/core/src/imports/tipos/index.ts.
 */
export const ABAS: Partial<Record<ChaveAba, AbaImportacao>> = {
  vista: abaVista,
  preco: abaPreco,
  specs: abaSpecs,
  faturamento: abaFaturamento,
  politicaDesconto: abaPoliticaDesconto,
};
