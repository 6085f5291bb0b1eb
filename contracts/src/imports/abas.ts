import type { AbaImportacao } from './aba.ts';
import { abaVista } from './abas/vista.ts';
import { abaPoliticaDesconto } from './abas/politica-desconto.ts';
import { abaPreco } from './abas/preco.ts';
import { abaFaturamento } from './abas/faturamento.ts';
import { abaSpecs } from './abas/specs.ts';
import { ABA_EMPLACAMENTO } from './abas/emplacamento.ts';
import { ABA_FLOOR_PLAN } from './abas/floor-plan.ts';
import { ABA_PLANO_ANUAL } from './abas/plano-anual.ts';
import { ABA_RELATORIOS } from './abas/relatorios.ts';
import { ABA_VAREJO, ABA_VAREJO2 } from './abas/varejo.ts';

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
 * The imports of each tab (metadata in `abas/<tab>.ts`): one file, or two for Varejo (Varejo and Retail 2, each with its
 * own upload and history); a tab of ORDEM_ABAS not here shows 'Em breve'. Each import listed here needs its definition
 * in services/core/src/imports/tipos/index.ts.
 */
export const ABAS: Partial<Record<ChaveAba, readonly AbaImportacao[]>> = {
  vista: [abaVista],
  preco: [abaPreco],
  specs: [abaSpecs],
  faturamento: [abaFaturamento],
  politicaDesconto: [abaPoliticaDesconto],
  emplacamento: [ABA_EMPLACAMENTO],
  varejo: [ABA_VAREJO, ABA_VAREJO2],
  relatorios: [ABA_RELATORIOS],
  floorPlan: [ABA_FLOOR_PLAN],
  planoAnual: [ABA_PLANO_ANUAL],
};
