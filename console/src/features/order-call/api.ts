import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api-client.ts';

export interface Page<T> {
  rows: T[];
  page: number;
  total: number;
}
export interface Mes {
  id: number;
  nome: string;
}
export interface LinhaPlano {
  id: number;
  ano: number;
  anoFiscal: number;
  mes: Mes;
  ultimoProcessamento: string | null;
}
export interface Ciclo {
  id: number;
  nome: string;
  anoFiscal: number;
}
export interface ModeloGrade {
  id: number;
  descricao: string;
  marca: string;
  ciclos: { id: number; nome: string; quantidade: number }[];
}
export interface Processamento {
  status: string;
  feitos: number;
  total: number;
  iniciadoEm: string;
  concluidoEm: string | null;
}
export interface Plano {
  id: number;
  anoFiscal: number;
  mes: Mes;
  ciclos: { id: number; nome: string }[];
  modelos: ModeloGrade[];
  ultimoProcessamento: string | null;
  processamento: Processamento | null;
}
export interface Modelo {
  id: number;
  descricao: string;
  marca: { id: number; nome: string };
}
export interface OrderCallItem {
  id: number;
  cicloAno: string;
  anoFiscal: number;
}
export interface CicloOc {
  cicloId: number;
  nomeCiclo: string;
  quantidadeCalculada: number;
  quantidadeFinal: number;
  alterada: boolean;
}
export interface DadosOrderCall {
  orderCallId: number;
  concessionaria: {
    concessionariaId: number;
    codigoDealer: string;
    nomeConcessionaria: string;
    tipoModelo: { tipoModeloId: number; nomeTipoModelo: string; marca: string; ciclo: CicloOc[] }[];
  }[];
}
export interface Filtro {
  orderCallId: number;
  cicloId?: number | null;
  concessionariaId?: number | null;
  marcaId?: number | null;
  tipoModeloAgrupadoId?: number | null;
}
export interface EntradaExplicada {
  chave: string;
  nome: string;
  valor: number;
  total: number;
  participacao: number;
  peso: number;
  fonte: string;
  detalhe?: string;
}
export interface ExplicacaoCelula {
  codigoDealer: string;
  nomeConcessionaria: string;
  nomeTipoModelo: string;
  nomeCiclo: string;
  quantidadeCalculada: number;
  quantidadeFinal: number;
  explicacao: {
    regra: string;
    planejado: number;
    entradas: EntradaExplicada[];
    peso: number;
    minimo: number;
    cota: number;
    teto: number | null;
    limitadoPeloTeto: boolean;
    arredondamento: { piso: number; fracao: number; recebeuSobra: boolean; sobras: number };
    observacoes: string[];
  };
  alteracoes: { antes: number; depois: number; porNome: string; em: string; origem: string }[];
}

/** The fiscal years offered in Ano (`GET ano-fiscal`: the fiscal years with cycles, newest first). */
export const useAnosFiscais = () => useQuery({ queryKey: ['ano-fiscal'], queryFn: () => call<number[]>('GET', 'ano-fiscal'), staleTime: 3_600_000 });
/** The 12 cycles of a fiscal year (`GET ano-ciclo?anoFiscal`): the plan's columns. */
export const useCiclos = (anoFiscal: number | null) =>
  useQuery({
    queryKey: ['order-call', 'ciclos', anoFiscal],
    queryFn: () => call<Ciclo[]>('GET', 'ano-ciclo', { query: { anoFiscal } }),
    enabled: anoFiscal !== null,
  });
export const useModelos = () =>
  useQuery({ queryKey: ['order-call', 'modelos'], queryFn: () => call<Modelo[]>('GET', 'order-call/fcst/modelo'), staleTime: Infinity });
export const usePlanos = (perPage: number) =>
  useQuery({
    queryKey: ['order-call', 'planos', perPage],
    queryFn: () => call<Page<LinhaPlano>>('GET', 'order-call/fcst', { query: { page: 1, per_page: perPage }, silent: true }),
    placeholderData: keepPreviousData,
  });
export const usePlano = (id: number | null, acompanhar: boolean) =>
  useQuery({
    queryKey: ['order-call', 'plano', id],
    queryFn: () => call<Plano>('GET', `order-call/fcst/${id}`),
    enabled: id !== null,
    refetchInterval: acompanhar ? 700 : false,
  });
export const useOrderCalls = () => useQuery({ queryKey: ['order-call', 'lista'], queryFn: () => call<OrderCallItem[]>('GET', 'order-call') });
export const useDealers = () =>
  useQuery({
    queryKey: ['order-call', 'dealers'],
    queryFn: () => call<{ id: number; codigoDealer?: string; nome: string }[]>('GET', 'concessionarias/todos'),
    staleTime: Infinity,
  });
