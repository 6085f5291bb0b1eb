import { useState } from 'react';
import { PASSO } from './list-controls.tsx';
import type { Ordem } from './list-table-model.ts';

/** The filter state of a list screen, as the list block uses it. */
export interface EstadoFiltros<F> {
  /** what the bar shows */
  rascunho: F;
  setRascunho: (f: F) => void;
  /** what the list asks for */
  aplicados: F;
  /** the page the list asks for (1-based; the table's paginator moves it, Carregar mais keeps 1) */
  page: number;
  /** how many rows the list asks for */
  perPage: number;
  /** the order the list asks the server for (none: the list's own) */
  ordem: Ordem | null;
  /** Buscar: applies the bar (or `f`) and starts again at the first page of the list's size */
  buscar: (f?: F) => void;
  /** Limpar filtros: back to the defaults and the first page */
  limpar: () => void;
  /** Carregar mais: 10 more rows */
  carregarMais: () => void;
  /** the table's paginator: a page and its size */
  paginar: (page: number, perPage: number) => void;
  /** a column's header: the order, from the first page */
  ordenar: (o: Ordem | null) => void;
}

/**
 * Filters with the applied copy (Buscar applies, Limpar back to the defaults), the page (the table's paginator, from
 * `porPagina` rows; Carregar mais: +10) and the order asked of the server.
 */
export function useFiltros<F extends object>(iniciais: F, porPagina = PASSO): EstadoFiltros<F> {
  const [rascunho, setRascunho] = useState(iniciais);
  const [aplicados, setAplicados] = useState(iniciais);
  const [pagina, setPagina] = useState({ page: 1, perPage: porPagina });
  const [ordem, setOrdem] = useState<Ordem | null>(null);
  return {
    rascunho,
    setRascunho,
    aplicados,
    page: pagina.page,
    perPage: pagina.perPage,
    ordem,
    buscar: (f = rascunho) => {
      setPagina({ page: 1, perPage: porPagina });
      setAplicados({ ...f });
    },
    limpar: () => {
      setPagina({ page: 1, perPage: porPagina });
      setRascunho(iniciais);
      setAplicados({ ...iniciais });
    },
    carregarMais: () => setPagina((p) => ({ page: 1, perPage: p.page * p.perPage + PASSO })),
    paginar: (page, perPage) => setPagina({ page, perPage }),
    ordenar: (o) => {
      setOrdem(o);
      setPagina((p) => ({ ...p, page: 1 }));
    },
  };
}
