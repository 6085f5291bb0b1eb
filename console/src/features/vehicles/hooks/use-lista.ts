import { useMemo } from 'react';
import { linhas } from '../../../shared/lines.ts';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { POR_PAGINA_PADRAO } from '../../../shared/list-table-model.ts';
import { consultaDe } from '../../../shared/filtered-list.tsx';
import { corpoDaLista, type Campo, type Filtros } from '../components/veiculo-filters.tsx';
import { useVeiculosListar, type ListaVeiculos } from './use-veiculos-listar.ts';

/** A list screen's state (`lista`: its key for the saved views and the address): filters (Buscar applies), the page (the table's paginator from `porPagina` rows, or Carregar mais: +10; as many as the lines typed), the order, the query. */
export function useLista(
  path: ListaVeiculos,
  iniciais: Filtros,
  campos: readonly Campo[],
  extra: (f: Filtros) => Record<string, unknown> = () => ({}),
  { habilitada = true, porPagina = POR_PAGINA_PADRAO, lista }: { habilitada?: boolean; porPagina?: number; lista?: string } = {},
) {
  const filtros = useFiltros(iniciais, porPagina, { lista });
  const f = filtros.aplicados;
  const corpoFiltros = useMemo(() => ({ ...corpoDaLista(f, campos), ...extra(f) }), [f, campos, extra]);
  const porLinhas = Math.max(linhas(f.pedido).length, linhas(f.chassi).length);
  const body = habilitada ? { ...corpoFiltros, page: filtros.page, per_page: Math.min(Math.max(filtros.perPage, porLinhas), 100), ...filtros.ordem } : null;
  const q = useVeiculosListar(path, body);
  return { filtros, corpoFiltros, q, consulta: consultaDe(q) };
}
