import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { POR_PAGINA_CURTA } from '../../../shared/list-table-model.ts';
import { FilteredList, consultaDe } from '../../../shared/filtered-list.tsx';
import type { DataListProps } from '../../../shared/data-list.tsx';
import type { Pagina } from '../model.ts';
import { FILTROS_TROCA_VAZIOS, TrocaFilters, corpoTroca, type CampoTroca } from './troca-filters.tsx';
import { TrocaDataList } from './troca-data-list.tsx';
import { carregarOpcoesVeiculo } from '../../../shared/lookups.ts';

type Config<T> = Omit<DataListProps<T>, 'className' | 'testId' | 'dataKey' | 'rows' | 'total' | 'carregando' | 'erro' | 'visualizacao' | 'onCarregarMais'>;

interface Props<T> extends Config<T> {
  /** the list's key (saved views, the address) */
  lista: string;
  campos: readonly CampoTroca[];
  /** the filter bar's name */
  rotuloFiltros: string;
  /** the list call (a query hook) and what its body adds to the filters */
  consultar: (body: Record<string, unknown>) => UseQueryResult<Pagina<T>>;
  corpoExtra?: Record<string, unknown>;
  /** Exportar with the applied filters */
  exportar?: { onExportar: (corpo: Record<string, unknown>) => void; exportando: boolean };
  /** the muted text of the action bar */
  texto?: (rows: T[]) => string;
  /** the tab's dialogs */
  children?: ReactNode;
}

/** A swap tab: its filter bar, Visualizações and the swap list, sorted and paged on the server (the shared list block, configured). */
export function TrocaFilteredList<T extends object>({
  lista: chave,
  campos,
  rotuloFiltros,
  consultar,
  corpoExtra,
  exportar,
  texto,
  children,
  ...lista
}: Props<T>) {
  const filtros = useFiltros(FILTROS_TROCA_VAZIOS, POR_PAGINA_CURTA, { lista: chave });
  const corpo = corpoTroca(filtros.aplicados, campos);
  const q = consultar({ ...corpo, ...corpoExtra, page: filtros.page, per_page: filtros.perPage, ...filtros.ordem });
  return (
    <FilteredList
      filtros={filtros}
      consulta={consultaDe(q)}
      barraFiltros={(p) => <TrocaFilters {...p} campos={campos} rotulo={rotuloFiltros} />}
      onExportar={exportar && (() => exportar.onExportar(corpo))}
      exportando={exportar?.exportando}
      acoes={{ texto: texto?.(q.data?.rows ?? []) ?? '' }}
      visoes
      ordenavel
      opcoesDaBarra={(qc) => carregarOpcoesVeiculo(qc, filtros.rascunho.tipoModeloAgrupadoId)}
      lista={(p) => <TrocaDataList {...p} {...lista} />}
    >
      {children}
    </FilteredList>
  );
}
