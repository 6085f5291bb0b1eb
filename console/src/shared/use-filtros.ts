import { useState } from 'react';
import { PASSO } from './list-controls.tsx';

/** The filter state of a list screen, as the list block uses it. */
export interface EstadoFiltros<F> {
  /** what the bar shows */
  rascunho: F;
  setRascunho: (f: F) => void;
  /** what the list asks for */
  aplicados: F;
  /** how many rows the list asks for */
  perPage: number;
  /** Buscar: applies the bar (or `f`) and starts again at 10 rows */
  buscar: (f?: F) => void;
  /** Limpar filtros: back to the defaults, 10 rows */
  limpar: () => void;
  /** Carregar mais: 10 more rows */
  carregarMais: () => void;
}

/** Filters with the applied copy (Buscar applies, Limpar back to the defaults) and Carregar mais (10, then +10). */
export function useFiltros<F extends object>(iniciais: F): EstadoFiltros<F> {
  const [rascunho, setRascunho] = useState(iniciais);
  const [aplicados, setAplicados] = useState(iniciais);
  const [perPage, setPerPage] = useState(PASSO);
  return {
    rascunho,
    setRascunho,
    aplicados,
    perPage,
    buscar: (f = rascunho) => {
      setPerPage(PASSO);
      setAplicados({ ...f });
    },
    limpar: () => {
      setPerPage(PASSO);
      setRascunho(iniciais);
      setAplicados({ ...iniciais });
    },
    carregarMais: () => setPerPage((n) => n + PASSO),
  };
}
