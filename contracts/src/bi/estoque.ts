import type { Static } from '@sinclair/typebox';
import type { OpcoesBi, Quadro } from '../order-call/index.ts';
import { FAIXAS, type FaixaId } from './paineis.ts';
import type { DadosEstoque, LinhaEstoque as LinhaEstoqueSchema } from './schemas.ts';

/**
 * The aged-stock dashboards (/agedstock, tabs 'Estoque JLR' and 'Estoque Dealer'), docs/decisions.md "BI dashboards":
 * where a vehicle stands (importer stock, a dealer's stock, neither), since when, and the age bands it is counted in.
 * Pure: the vehicles' BI read model (bi_veiculos) is written with `localDoVeiculo`, the console and the exports fold
 * the server's rows with `quadrosEstoque`.
 */
export type LocalEstoque = 'jlr' | 'dealer';
/** 'testDrive': the Veículo Demo dashboard, demo (Test Drive) vehicles by age since billed, on the same blocks. */
export type PainelIdade = LocalEstoque | 'testDrive';
export const TITULOS_ESTOQUE: Record<PainelIdade, string> = { jlr: 'Estoque JLR', dealer: 'Estoque Dealer', testDrive: 'Veículos Demo' };
/** Demo vehicles billed longer ago than this are taken as retired from the demo fleet. */
export const DIAS_FROTA_DEMO = 365;

export { FAIXAS, QUADROS_ESTOQUE, type FaixaId } from './paineis.ts';

/** Days between two 'YYYY-MM-DD' dates (hoje − desde); never negative. */
export function diasEntre(desde: string, hoje: string): number {
  const d = Date.parse(`${hoje.slice(0, 10)}T00:00:00Z`) - Date.parse(`${desde.slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round(d / 86_400_000));
}

/** The band of an age in days: ≤30, 31–60, 61–90, >90. */
export function faixaDaIdade(dias: number): FaixaId {
  for (const f of FAIXAS) if (f.ate !== null && dias <= f.ate) return f.id;
  return 'acima90';
}

/** Statuses of the importer's pools (Pocket, Bolsão, Pipeline Futuro, Indisponível): the importer's stock once physically available. */
export const STATUS_POOLS = [120, 121, 122, 4] as const;
/** Statuses that are in no stock: cancelled, processing. */
const FORA_DO_ESTOQUE_DEALER = new Set<number>([4, 8, 9, 120, 121, 122]);

export interface FatosEstoque {
  status: number | null;
  concessionariaId: number | null;
  dataDisponibilidade: string | null;
  dataEntradaEstoque: string | null;
  dataFaturamento: string | null;
}

/**
 * Where a vehicle's stock is, and since when (the same definitions as the home reports' Company Stock and Dealer Stock):
 * - 'jlr': in one of the importer's pools with an availability date (counted from that date once it is reached);
 * - 'dealer': in a dealer's quota (entered it by allocation or swap), not billed, not cancelled nor back in a pool;
 *   counted from the day it entered the dealer's stock;
 * - null: in neither (billed, cancelled, processing, or in a pool without an availability date: still arriving).
 */
export function localDoVeiculo(v: FatosEstoque): { local: LocalEstoque | null; desde: string | null } {
  if (v.status !== null && (STATUS_POOLS as readonly number[]).includes(v.status))
    return v.dataDisponibilidade ? { local: 'jlr', desde: v.dataDisponibilidade.slice(0, 10) } : { local: null, desde: null };
  if (v.status !== null && v.concessionariaId !== null && v.dataEntradaEstoque && !v.dataFaturamento && !FORA_DO_ESTOQUE_DEALER.has(v.status))
    return { local: 'dealer', desde: v.dataEntradaEstoque.slice(0, 10) };
  return { local: null, desde: null };
}

/** A filter's option (brand, model, dealer), as the BI answers list them. */
export type Opcao = Static<typeof OpcoesBi>[number];
/** One row of the server's answer: the vehicles of a dealer × model in each band. */
export type LinhaEstoque = Static<typeof LinhaEstoqueSchema>;
/** The answer of bi/AnaliseEstoqueJlr, bi/AnaliseEstoqueDealer, bi/TestDrive (schemas.ts). */
export type DadosBiEstoque = Static<typeof DadosEstoque>;

const SERIES = FAIXAS.map((f) => f.rotulo);
function somarPor(linhas: LinhaEstoque[], chave: (l: LinhaEstoque) => string) {
  const m = new Map<string, number[]>();
  for (const l of linhas) {
    const a = m.get(chave(l)) ?? FAIXAS.map(() => 0);
    FAIXAS.forEach((f, i) => (a[i]! += l.faixas[f.id]));
    m.set(chave(l), a);
  }
  return [...m].sort((a, b) => a[0].localeCompare(b[0], 'pt-BR')).map(([rotulo, valores]) => ({ rotulo, valores: valores as (number | null)[] }));
}

/** The dashboard's blocks: vehicles by age band, by brand, by model and by dealer, and the detail table. */
export function quadrosEstoque(d: DadosBiEstoque): Quadro[] {
  const t = TITULOS_ESTOQUE[d.local];
  const series = SERIES;
  const por = (id: string, titulo: string, dimensao: string, chave: (l: LinhaEstoque) => string, tipo: Quadro['tipo'] = 'bar'): Quadro => ({
    id,
    titulo: `${t}: ${titulo}`,
    dimensao,
    series,
    linhas: somarPor(d.linhas, chave),
    tipo,
    razao: false,
    empilhado: true,
  });
  const total = FAIXAS.map((f) => d.linhas.reduce((s, l) => s + l.faixas[f.id], 0));
  return [
    {
      id: 'faixa',
      titulo: `${t}: veículos por faixa de idade`,
      dimensao: 'Faixa de idade',
      series: ['Veículos'],
      linhas: FAIXAS.map((f, i) => ({ rotulo: f.rotulo, valores: [total[i]!] })),
      tipo: 'bar',
    },
    por('marca', 'idade por marca', 'Marca', (l) => l.marca),
    por('modelo', 'idade por modelo', 'Modelo', (l) => l.modelo),
    por('dealer', 'idade por dealer', 'Dealer', (l) => l.dealer),
    por('detalhe', 'dealer × modelo', 'Dealer / Modelo', (l) => `${l.dealer} / ${l.modelo}`, 'tabela'),
  ];
}
