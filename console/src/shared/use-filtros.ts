import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PASSO } from './list-controls.tsx';
import type { Ordem } from './list-table-model.ts';
import { desserializarFiltros, estadoDaUrl, estadoParaUrl, serializarFiltros, type EstadoDaLista, type FiltrosSerializados } from './filtros-na-url.ts';
import { useVisoes } from './use-visoes.ts';

/** What a saved view brings to a list (GET visoes). */
export interface VisaoAplicavel {
  id: number;
  filtros: Record<string, unknown>;
  ordem: Ordem | null;
  porPagina: number | null;
  /** the columns shown, by key in the order shown (null: all) */
  colunas: string[] | null;
}

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
  /** Limpar filtros: the filters, the order, the columns (which and in what order) back to the defaults, the first page, no view */
  limpar: () => void;
  /** Carregar mais: 10 more rows */
  carregarMais: () => void;
  /** the table's paginator: a page and its size */
  paginar: (page: number, perPage: number) => void;
  /** a column's header: the order, from the first page */
  ordenar: (o: Ordem | null) => void;
  /** the columns the tables show, by key in the order shown (null: all in the tables' order; `colunas-da-lista.ts`) */
  colunas: string[] | null;
  /** the 'Colunas' chooser */
  escolherColunas: (c: string[] | null) => void;
  /** the list's key for its saved views and its address (null: neither, e.g. a list inside a dialog) */
  lista: string | null;
  /** the saved view last applied (null: none, or Limpar filtros since) */
  visaoId: number | null;
  /** a saved view: its filters, columns, order and page size, from the first page */
  aplicarVisao: (v: VisaoAplicavel) => void;
  /** what a saved view keeps of the list now: the applied filters that differ from the defaults, the columns, the order, the page size */
  atual: () => { filtros: FiltrosSerializados; colunas: string[] | null; ordem: Ordem | null; porPagina: number };
}

export interface OpcoesFiltros {
  /**
   * The list's key (`boletos`, `trade.disponiveis`): its filters, order and page live in the address (a link opens the
   * same list) and it has saved views, the default one applied when the screen opens without filters in the address.
   */
  lista?: string;
}

/**
 * Filters with the applied copy (Buscar applies, Limpar back to the defaults), the page (the table's paginator, from
 * `porPagina` rows; Carregar mais: +10), the order asked of the server and the columns shown. With `lista`, all of it is kept in the address
 * and the user's default saved view is applied when the screen opens without it.
 */
export function useFiltros<F extends object>(iniciais: F, porPagina = PASSO, opcoes: OpcoesFiltros = {}): EstadoFiltros<F> {
  const lista = opcoes.lista ?? null;
  const chaves = Object.keys(iniciais);
  const [params, setParams] = useSearchParams();
  const [inicio] = useState(() => (lista ? estadoDaUrl(params, lista, chaves) : null));
  const filtrosDe = (e: EstadoDaLista | null) => (e ? desserializarFiltros(e.filtros, iniciais) : iniciais);
  const [rascunho, setRascunho] = useState(() => filtrosDe(inicio));
  const [aplicados, setAplicados] = useState(() => filtrosDe(inicio));
  const [pagina, setPagina] = useState({ page: inicio?.pagina ?? 1, perPage: inicio?.porPagina ?? porPagina });
  const [ordem, setOrdem] = useState<Ordem | null>(inicio?.ordem ?? null);
  const [colunas, setColunas] = useState<string[] | null>(inicio?.colunas ?? null);
  const [visaoId, setVisaoId] = useState<number | null>(null);
  /** the user (or the address) has chosen the list's state: the default view no longer applies */
  const escolhido = useRef(inicio !== null);

  const adotar = (e: EstadoDaLista | null) => {
    const f = filtrosDe(e);
    setRascunho(f);
    setAplicados(f);
    setOrdem(e?.ordem ?? null);
    setColunas(e?.colunas ?? null);
    setPagina({ page: e?.pagina ?? 1, perPage: e?.porPagina ?? porPagina });
  };

  // the default view, once the views have answered, when neither the address nor the user has chosen
  const visoes = useVisoes(lista);
  useEffect(() => {
    if (escolhido.current || !visoes.data) return;
    escolhido.current = true;
    const padrao = visoes.data.find((v) => v.propria && v.padrao);
    if (padrao) aplicarVisao(padrao);
    // once, when the views answer
  }, [visoes.data]);

  // the list's state into the address, in place (no history entry per filter); an address the list did not write (a link
  // followed within the screen, back/forward) is read instead
  const estado: EstadoDaLista = {
    filtros: serializarFiltros(aplicados, iniciais),
    ordem,
    porPagina: pagina.perPage === porPagina ? null : pagina.perPage,
    pagina: pagina.page,
    colunas,
  };
  const chaveEstado = JSON.stringify(estado);
  const endereco = params.toString();
  const ultimo = useRef({ estado: chaveEstado, endereco });
  useEffect(() => {
    if (!lista) return;
    const estadoMudou = chaveEstado !== ultimo.current.estado;
    if (endereco !== ultimo.current.endereco && !estadoMudou) {
      ultimo.current.endereco = endereco;
      escolhido.current = true;
      adotar(estadoDaUrl(params, lista, chaves));
      setVisaoId(null);
      return;
    }
    if (!estadoMudou) return;
    const desejado = estadoParaUrl(params, lista, chaves, estado).toString();
    ultimo.current = { estado: chaveEstado, endereco: desejado };
    if (desejado !== endereco) setParams(new URLSearchParams(desejado), { replace: true });
    // the state and the address, as text
  }, [chaveEstado, endereco]);

  function aplicarVisao(v: VisaoAplicavel) {
    escolhido.current = true;
    const f = desserializarFiltros(v.filtros as FiltrosSerializados, iniciais);
    setRascunho(f);
    setAplicados(f);
    setOrdem(v.ordem);
    setColunas(v.colunas);
    setPagina({ page: 1, perPage: v.porPagina ?? porPagina });
    setVisaoId(v.id);
  }

  return {
    rascunho,
    setRascunho,
    aplicados,
    page: pagina.page,
    perPage: pagina.perPage,
    ordem,
    buscar: (f = rascunho) => {
      escolhido.current = true;
      setPagina({ page: 1, perPage: porPagina });
      setAplicados({ ...f });
    },
    limpar: () => {
      escolhido.current = true;
      setPagina({ page: 1, perPage: porPagina });
      setRascunho(iniciais);
      setAplicados({ ...iniciais });
      setOrdem(null);
      setColunas(null);
      setVisaoId(null);
    },
    carregarMais: () => setPagina((p) => ({ page: 1, perPage: p.page * p.perPage + PASSO })),
    paginar: (page, perPage) => {
      escolhido.current = true;
      setPagina({ page, perPage });
    },
    ordenar: (o) => {
      escolhido.current = true;
      setOrdem(o);
      setPagina((p) => ({ ...p, page: 1 }));
    },
    colunas,
    escolherColunas: (c) => {
      escolhido.current = true;
      setColunas(c);
    },
    lista,
    visaoId,
    aplicarVisao,
    atual: () => ({ filtros: serializarFiltros(aplicados, iniciais), colunas, ordem, porPagina: pagina.perPage }),
  };
}
