import { useQuery } from '@tanstack/react-query';
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
const lookup = <T>(key: readonly unknown[], path: string, query?: Record<string, number | undefined>, enabled = true) =>
  useQuery({ queryKey: key, queryFn: () => call<T>('GET', path, { query }), enabled, ...ESTAVEL });

export const dealersKey = ['lookups', 'concessionarias', 'todos'] as const;
/** GET concessionarias/todos */
export const useDealers = () => lookup<Opcao[]>(dealersKey, 'concessionarias/todos');
/** GET concessionarias/todos/ativos */
export const useDealersAtivos = () => lookup<Opcao[]>(['lookups', 'concessionarias', 'ativos'], 'concessionarias/todos/ativos');
/** GET grupos/concessionaria/todos */
export const useGrupos = () => lookup<Opcao[]>(['lookups', 'grupos'], 'grupos/concessionaria/todos');
/** GET veiculos/pedidos/modelos */
export const useModelos = () => lookup<(Descricao & { marca: string })[]>(['lookups', 'modelos'], 'veiculos/pedidos/modelos');
/** GET veiculos/pedidos/derivativos */
export const useDerivativos = (modeloId?: number | null) =>
  lookup<Descricao[]>(['lookups', 'derivativos', modeloId ?? null], 'veiculos/pedidos/derivativos', { tipoModeloAgrupadoId: modeloId ?? undefined });
/** GET veiculos/pedidos/anoModelos */
export const useAnosModelo = () => lookup<Descricao[]>(['lookups', 'anoModelos'], 'veiculos/pedidos/anoModelos');
/** GET veiculos/descricao */
export const useDescricoes = () => lookup<Descricao[]>(['lookups', 'descricoes'], 'veiculos/descricao');
/** GET ano */
export const useAnos = () => lookup<Descricao[]>(['lookups', 'anos'], 'ano');
/**
 * GET mes (spec direct-sales-imports-kpi §7.7): the months 1-12 with their Portuguese names, the one source of every month
 * select; they never change, so read once per session.
 */
export const useMeses = () => useQuery({ queryKey: ['lookups', 'mes'], queryFn: () => call<ItemLookup[]>('GET', 'mes'), staleTime: Infinity });
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
