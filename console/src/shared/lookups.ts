import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ItemLookup } from '@portal/contracts/order-call/lookups-schemas';
import { call } from './api-client.ts';

/** The lookups shared by the vehicle, billing and overview screens (spec stock-billing-swaps §7 Lookups), cached for the session. */
export interface Opcao {
  id: number;
  nome: string;
}
export interface Descricao {
  id: number;
  descricao: string;
}
export interface TipoVenda {
  id: number;
  nome: string;
  exigePagamento: boolean;
}
export interface FlagFaixa {
  id: number;
  tipo: number;
  de: number | null;
  ate: number | null;
  cor: string;
  descricao: string;
}

const ESTAVEL = { staleTime: 5 * 60_000 } as const;
/** a lookup's query, for its hook and for fetching it ahead */
const consultaLookup = <T>(key: readonly unknown[], path: string, query?: Record<string, number | undefined>) => ({
  queryKey: key,
  queryFn: () => call<T>('GET', path, { query }),
  ...ESTAVEL,
});
const lookup = <T>(key: readonly unknown[], path: string, query?: Record<string, number | undefined>, enabled = true) =>
  useQuery({ ...consultaLookup<T>(key, path, query), enabled });

export const dealersKey = ['lookups', 'concessionarias', 'todos'] as const;
/** GET concessionarias/todos */
const dealers = () => consultaLookup<Opcao[]>(dealersKey, 'concessionarias/todos');
export const useDealers = () => useQuery(dealers());
/** GET concessionarias/todos/ativos */
export const useDealersAtivos = () => lookup<Opcao[]>(['lookups', 'concessionarias', 'ativos'], 'concessionarias/todos/ativos');
/** GET grupos/concessionaria/todos */
const grupos = () => consultaLookup<Opcao[]>(['lookups', 'grupos'], 'grupos/concessionaria/todos');
export const useGrupos = () => useQuery(grupos());
/** GET veiculos/pedidos/modelos */
const modelos = () => consultaLookup<(Descricao & { marca: string })[]>(['lookups', 'modelos'], 'veiculos/pedidos/modelos');
export const useModelos = () => useQuery(modelos());
/** GET veiculos/pedidos/derivativos */
const derivativos = (modeloId?: number | null) =>
  consultaLookup<Descricao[]>(['lookups', 'derivativos', modeloId ?? null], 'veiculos/pedidos/derivativos', { tipoModeloAgrupadoId: modeloId ?? undefined });
export const useDerivativos = (modeloId?: number | null) => useQuery(derivativos(modeloId));
/** GET veiculos/pedidos/anoModelos */
const anosModelo = () => consultaLookup<Descricao[]>(['lookups', 'anoModelos'], 'veiculos/pedidos/anoModelos');
export const useAnosModelo = () => useQuery(anosModelo());
/** GET veiculos/descricao */
const descricoes = () => consultaLookup<Descricao[]>(['lookups', 'descricoes'], 'veiculos/descricao');
export const useDescricoes = () => useQuery(descricoes());
/** GET ano */
const anos = () => consultaLookup<Descricao[]>(['lookups', 'anos'], 'ano');
export const useAnos = () => useQuery(anos());
/**
 * GET mes (spec direct-sales-imports-kpi §7.7): the months 1-12 with their Portuguese names, the one source of every month
 * select; they never change, so read once per session.
 */
const meses = () => ({ queryKey: ['lookups', 'mes'], queryFn: () => call<ItemLookup[]>('GET', 'mes'), staleTime: Infinity });
export const useMeses = () => useQuery(meses());
/** GET marca (spec direct-sales-imports-kpi §7.7): the brands of the vehicle data, the one source of every brand select. */
export const useMarcas = () => lookup<ItemLookup[]>(['lookups', 'marca'], 'marca');
/** A month's name from GET mes ('' while the list loads). */
export const nomeDoMes = (meses: readonly ItemLookup[] | undefined, id: number) => meses?.find((m) => m.id === id)?.nome ?? '';

/** GET veiculos/faturamentos/tipoVendas */
export const useTiposVenda = () => lookup<TipoVenda[]>(['lookups', 'tipoVendas'], 'veiculos/faturamentos/tipoVendas');
/** GET veiculos/faturamentos/tipoPagamentos?tipoVenda */
export const useTiposPagamento = (tipoVenda: number | null) =>
  lookup<Opcao[]>(['lookups', 'tipoPagamentos', tipoVenda], 'veiculos/faturamentos/tipoPagamentos', { tipoVenda: tipoVenda ?? undefined }, tipoVenda !== null);
/** GET configuracoes/flag */
export const useFlags = () => lookup<FlagFaixa[]>(['lookups', 'flags'], 'configuracoes/flag');

/** The choices every vehicle filter bar offers: dealers, models, the chosen model's derivatives, model years. */
export function useOpcoesVeiculo(tipoModeloAgrupadoId: number | null) {
  return { dealers: useDealers(), modelos: useModelos(), derivativos: useDerivativos(tipoModeloAgrupadoId), anosModelo: useAnosModelo() };
}

/**
 * What `useOpcoesVeiculo` and `useDescricoes` read, asked for ahead (kept for the session like the hooks' own): a bar drawn
 * later (a phone's folded filters) then draws once, with its options, instead of once more per answer that comes in — each a
 * render of the whole bar that no transition can interrupt (TanStack Query's store updates are synchronous).
 */
export function carregarOpcoesVeiculo(qc: QueryClient, tipoModeloAgrupadoId: number | null) {
  void qc.prefetchQuery(dealers());
  void qc.prefetchQuery(modelos());
  void qc.prefetchQuery(derivativos(tipoModeloAgrupadoId));
  void qc.prefetchQuery(anosModelo());
  void qc.prefetchQuery(descricoes());
}

/** What the vehicle lists' filter bar (`VeiculoFilters`) reads, asked for ahead as `carregarOpcoesVeiculo` is for the swaps'. */
export function carregarOpcoesBarraVeiculo(qc: QueryClient, tipoModeloAgrupadoId: number | null) {
  void qc.prefetchQuery(dealers());
  void qc.prefetchQuery(grupos());
  void qc.prefetchQuery(modelos());
  void qc.prefetchQuery(derivativos(tipoModeloAgrupadoId));
  void qc.prefetchQuery(anosModelo());
  void qc.prefetchQuery(anos());
  void qc.prefetchQuery(meses());
}
