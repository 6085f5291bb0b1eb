import type { ReactNode } from 'react';

/** The page sizes every list offers (spec §9 "Page-size options 5, 10, 20, 50, 100"). */
export const OPCOES_POR_PAGINA = [5, 10, 20, 50, 100];
/** The lists' page size when the spec names none ("Default page size 10 in lists"). */
export const POR_PAGINA_PADRAO = 10;
/** The swap, Pipeline Futuro and Minhas Trocas lists start at 5 (spec §9 "Initial query page size 5"). */
export const POR_PAGINA_CURTA = 5;

/** One column of a list table: its header, its cell, and what it sorts by. */
export interface ColunaTabela<T> {
  titulo: string;
  valor: (r: T) => ReactNode;
  /**
   * The column's sort key: the name sent as `sort` when the list sorts on the server, and (unless `ordenarPor` says
   * otherwise) the row's field compared when it sorts the rows it holds. Without it the column does not sort.
   */
  campo?: string;
  /** what the held rows are compared by (a computed cell) */
  ordenarPor?: (r: T) => unknown;
  /** the column's key in the list's choice of columns (the address, a saved view) when not its `campo` nor its title's */
  chave?: string;
}

/** Columns that show a row's field as it is (and sort by it), from their titles and fields. */
export const colunasDosCampos = <T>(pares: readonly (readonly [titulo: string, campo: keyof T & string])[]): ColunaTabela<T>[] =>
  pares.map(([titulo, campo]) => ({ titulo, campo, valor: (r: T) => r[campo] as ReactNode }));

/** A list's order: the column's key and the direction. */
export interface Ordem {
  sort: string;
  order: 'asc' | 'desc';
}

const vazio = (v: unknown) => v === null || v === undefined || v === '';
const texto = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** A Brazilian date (dd/MM/yyyy, with or without the time) as a key that sorts by the day: yyyy-MM-dd and the rest. */
const DATA_BR = /^(\d{2})\/(\d{2})\/(\d{4})(.*)$/;
const chaveDeData = (v: string) => v.replace(DATA_BR, '$3-$2-$1$4');

/**
 * Two cells compared the way a person reads them: numbers as numbers, dd/MM/yyyy dates by the day, text in pt-BR order
 * (accents and case aside); empty cells last.
 */
export function compararValores(a: unknown, b: unknown): number {
  if (vazio(a) || vazio(b)) return vazio(a) === vazio(b) ? 0 : vazio(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const [x, y] = [String(a), String(b)];
  if (DATA_BR.test(x) && DATA_BR.test(y)) return texto.compare(chaveDeData(x), chaveDeData(y));
  return texto.compare(x, y);
}

/** The held rows in the column's order (a stable sort: equal cells keep their order); empty cells last either way. */
export function ordenarLinhas<T>(rows: readonly T[], coluna: ColunaTabela<T> | undefined, order: Ordem['order']): T[] {
  if (!coluna?.campo) return [...rows];
  const chave = coluna.ordenarPor ?? ((r: T) => (r as Record<string, unknown>)[coluna.campo!]);
  const sinal = order === 'asc' ? 1 : -1;
  return rows
    .map((r, i) => ({ r, i, k: chave(r) }))
    .sort((x, y) => {
      if (vazio(x.k) !== vazio(y.k)) return vazio(x.k) ? 1 : -1;
      return sinal * compararValores(x.k, y.k) || x.i - y.i;
    })
    .map((x) => x.r);
}

/** The row-details modal's lines: every column's header and the row's cell ('-' when empty). */
export function detalhesDaLinha<T>(colunas: readonly ColunaTabela<T>[], r: T): { titulo: string; valor: ReactNode }[] {
  return colunas.map((c) => {
    const v = c.valor(r);
    return { titulo: c.titulo, valor: vazio(v) ? '-' : v };
  });
}

/** The rows a 'select all' checkbox (the table's header, the cards' 'Selecionar todos') covers: the selectable ones shown. */
const selecionaveis = <T>(rows: readonly T[], selecionavel?: (r: T) => boolean) => (selecionavel ? rows.filter(selecionavel) : [...rows]);

/** Every selectable row shown is selected (none selectable: not), compared by `dataKey` as PrimeReact's header checkbox does. */
export function todasSelecionadas<T>(rows: readonly T[], selecao: readonly T[], dataKey: string, selecionavel?: (r: T) => boolean): boolean {
  const chave = (r: T) => (r as Record<string, unknown>)[dataKey];
  const marcadas = new Set(selecao.map(chave));
  const alvo = selecionaveis(rows, selecionavel);
  return alvo.length > 0 && alvo.every((r) => marcadas.has(chave(r)));
}

/** What the header checkbox selects: ticked, the selectable rows shown; cleared, none. */
export const selecionarTodas = <T>(rows: readonly T[], marcar: boolean, selecionavel?: (r: T) => boolean): T[] =>
  marcar ? selecionaveis(rows, selecionavel) : [];

/** PrimeReact's checkbox selection (with select-all), keyed by `dataKey`. */
export interface SelecaoTabela<T> {
  dataKey: string;
  valor: T[];
  onChange: (rows: T[]) => void;
  selecionavel?: (r: T) => boolean;
}

/** A column before the data, of the screen's own (its own selection): its header and its cell. */
export interface ColunaInicial<T> {
  titulo: string;
  celula: (r: T) => ReactNode;
}

/** The page of a list: the index of its first row and its size. */
export interface Pagina {
  first: number;
  rows: number;
}

/**
 * What a list's body draws, as a table (the desktop's DataTable) or as cards (a phone's): the page's rows, the columns
 * shown, the paginator's state and what it asks, the row's actions (the screen's and Detalhes).
 */
export interface CorpoDaLista<T> {
  /** the page's rows only */
  linhas: T[];
  colunas: ColunaTabela<T>[];
  rotulo: string;
  pagina: Pagina;
  total: number;
  opcoes: number[];
  onPagina: (p: Pagina) => void;
  ordem: Ordem | null | undefined;
  onOrdem: (o: Ordem | null) => void;
  ordenaveis: boolean;
  carregando: boolean;
  vazia: string;
  classeDaLinha?: (r: T) => string;
  selecao?: SelecaoTabela<T>;
  colunaInicial?: ColunaInicial<T>;
  /** the row's actions column ('Ações'); absent: none */
  acoes?: (r: T) => ReactNode;
  /** the columns' headers dragged into a new order, by title (inside a list with a column choice; absent: fixed) */
  onReordenar?: (titulos: string[]) => void;
}

/** A page's rows of the rows held (a list the server pages hands the page itself). */
export const linhasDaPagina = <T>(rows: readonly T[], p: Pagina): T[] => rows.slice(p.first, p.first + p.rows);

/** The phone paginator's report, as the table's ('{first}–{last} de {totalRecords}'): '1–5 de 12', '0–0 de 0'. */
export const relatorioDaPagina = (p: Pagina, total: number) => `${total === 0 ? 0 : p.first + 1}–${Math.min(p.first + p.rows, total)} de ${total}`;
