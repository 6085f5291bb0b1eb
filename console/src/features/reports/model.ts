import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api-client.ts';

/** Home reports (/relatorios for Administrador and Regionais): filters, answers and their loading. */
export interface FiltrosHome {
  ano: number;
  mesId: number;
  regionalId: number | null;
  concessionariaGrupoId: number | null;
  concessionariaId: number | null;
}
export type Valores = Record<string, number | null>;
export interface Dealer {
  concessionariaId: number;
  codigoDealer: string;
  nome: string;
  cidade: string | null;
  estado: string | null;
  valores: Valores;
}
export interface PorDealer {
  regionais: {
    regionalId: number;
    descricao: string;
    responsavel: string | null;
    valores: Valores;
    grupos: { concessionariaGrupoId: number; nome: string; valores: Valores; concessionarias: Dealer[] }[];
  }[];
  totais: Valores;
}
export interface PorModelo {
  marcas: { marcaId: number; nome: string; valores: Valores; modelos: { tipoModeloAgrupadoId: number; descricao: string; valores: Valores }[] }[];
  totais: Valores;
}
export type PorAno = Record<string, number>[];
export interface EstoquePorAno {
  valores: PorAno;
  marcas: { marcaId: number; nome: string; valores: PorAno; modelos: { tipoModeloAgrupadoId: number; descricao: string; valores: PorAno }[] }[];
}
export interface Consignado {
  concessionarias: { concessionariaId: number; codigoDealer: string; nome: string; valores: { modelo: string; estoqueConsignado: number }[] }[];
  totais: { modelo: string; estoqueConsignado: number }[];
}

export const PERFIS_RELATORIOS = ['Administrador', 'Regionais'];

/** '0' / none are sent as absent (the server reads them as null). */
export const consulta = (f: FiltrosHome) => ({
  ano: f.ano,
  mesId: f.mesId,
  regionalId: f.regionalId ?? undefined,
  concessionariaGrupoId: f.concessionariaGrupoId ?? undefined,
  concessionariaId: f.concessionariaId ?? undefined,
});

export function useRelatorio<T>(aba: string, f: FiltrosHome) {
  return useQuery({
    queryKey: ['relatorios-home', aba, f],
    queryFn: () => call<T>('GET', `relatorios-home/${aba}`, { query: consulta(f) }),
  });
}

/** Null shows a dash (spec); the floor-plan figure is currency. */
export function formatar(col: string, v: number | null | undefined): string {
  if (v === null || v === undefined) return '-';
  if (col === 'financeiroFloorPlanDisponivel') return v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  return v.toLocaleString('pt-BR');
}
