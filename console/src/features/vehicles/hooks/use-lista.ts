import { useMemo, useState } from 'react';
import { linhas } from '../../../shared/lines.ts';
import { corpoDaLista, useFiltros, type Campo, type Filtros } from '../components/veiculo-filters.tsx';
import { PASSO } from '../components/veiculo-list.tsx';
import { useVeiculosListar, type ListaVeiculos } from './use-veiculos-listar.ts';

/** A list screen's state: filters (Buscar applies), Carregar mais (10, then +10; as many as the lines typed), the query. */
export function useLista(
  path: ListaVeiculos,
  iniciais: Filtros,
  campos: readonly Campo[],
  extra: (f: Filtros) => Record<string, unknown> = () => ({}),
  habilitada = true,
) {
  const filtros = useFiltros(iniciais);
  const [perPage, setPerPage] = useState(PASSO);
  const f = filtros.aplicados;
  const corpoFiltros = useMemo(() => ({ ...corpoDaLista(f, campos), ...extra(f) }), [f, campos, extra]);
  const porLinhas = Math.max(linhas(f.pedido).length, linhas(f.chassi).length);
  const body = habilitada ? { ...corpoFiltros, page: 1, per_page: Math.min(Math.max(perPage, porLinhas), 100) } : null;
  const q = useVeiculosListar(path, body);
  return {
    filtros: {
      ...filtros,
      buscar: (v?: Filtros) => {
        setPerPage(PASSO);
        filtros.buscar(v);
      },
      limpar: () => {
        setPerPage(PASSO);
        filtros.limpar();
      },
    },
    corpoFiltros,
    q,
    rows: q.data?.rows ?? [],
    total: q.data?.total ?? 0,
    carregarMais: () => setPerPage((n) => n + PASSO),
  };
}
