import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api-client.ts';

export interface Opcional {
  codigo: string;
  descricao: string;
}
export interface Historico {
  dataProcessamento: string;
  situacao: number;
  opcionaisFaltantes: Opcional[];
  opcionaisExtras: Opcional[];
}
export interface SpecLinha {
  numeroPedido: string;
  chassi: string | null;
  concessionaria: string | null;
  codigoModelo: string | null;
  modelo: string | null;
  situacao: number;
  situacaoDescricao: string;
  status: number;
  statusDescricao: string;
  dataProcessamento: string;
  historico: Historico[];
}
export interface Filtros {
  numeroPedido: string;
  chassi: string;
  concessionariaId: number | null;
  situacao: number | null;
  status: number | null;
}
export const FILTROS_VAZIOS: Filtros = { numeroPedido: '', chassi: '', concessionariaId: null, situacao: null, status: null };
export const consulta = (f: Filtros) => ({
  numeroPedido: f.numeroPedido.trim() || null,
  chassi: f.chassi.trim() || null,
  concessionariaId: f.concessionariaId,
  situacao: f.situacao,
  status: f.status,
});

/** GET veiculos/specs/listar: 10 a page, Carregar mais adds 10. */
export const useSpecs = (f: Filtros, perPage: number) =>
  useQuery({
    queryKey: ['specs', 'listar', f, perPage],
    queryFn: () =>
      call<{ rows: SpecLinha[]; page: number; total: number }>('GET', 'veiculos/specs/listar', { query: { page: 1, per_page: perPage, ...consulta(f) } }),
    placeholderData: keepPreviousData,
  });
export const useSpec = (numeroPedido: string | null) =>
  useQuery({
    queryKey: ['specs', 'um', numeroPedido],
    queryFn: () => call<SpecLinha & { padrao: Opcional[]; opcionais: Opcional[] }>('GET', `veiculos/specs/${encodeURIComponent(numeroPedido!)}`),
    enabled: numeroPedido !== null,
  });
