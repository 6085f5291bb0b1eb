import type { Ordem } from './list-table-model.ts';
import { colunasDaUrl } from './colunas-da-lista.ts';

/**
 * A list's state as text: the filters that differ from the list's defaults as a JSON object (what a saved view keeps;
 * dates as yyyy-MM-dd), and that object in the address (`?lista=boletos&statusId=2&ordem=pedido:asc&porPagina=20`), so
 * a filtered list can be sent as a link and opens the same. Pure: the hook `use-filtros.ts` reads and writes it.
 */
export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
export type FiltrosSerializados = Record<string, Json>;

/** What the address keeps of a list besides its filters. */
export interface EstadoDaLista {
  filtros: FiltrosSerializados;
  ordem: Ordem | null;
  porPagina: number | null;
  pagina: number | null;
  /** the columns shown, by key (null: every column; `colunas-da-lista.ts`) */
  colunas: string[] | null;
}

/** The address's names that are not filters: the list's key, the order, the page and its size, the columns shown, and the screen's tab. */
export const PARAMETROS_RESERVADOS = ['lista', 'ordem', 'porPagina', 'pagina', 'colunas', 'aba'] as const;
const reservado = (k: string) => (PARAMETROS_RESERVADOS as readonly string[]).includes(k);

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;
const doisDigitos = (n: number) => String(n).padStart(2, '0');
/** A calendar date the way the filters' calendars give it (local midnight) as yyyy-MM-dd. */
export const diaDe = (d: Date) => `${d.getFullYear()}-${doisDigitos(d.getMonth() + 1)}-${doisDigitos(d.getDate())}`;

function paraJson(v: unknown): Json {
  if (v instanceof Date) return diaDe(v);
  if (Array.isArray(v)) return v.map(paraJson);
  if (v === undefined) return null;
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, paraJson(x)]));
  return v as Json;
}
const mesmo = (a: unknown, b: unknown) => JSON.stringify(paraJson(a)) === JSON.stringify(paraJson(b));

/** The filters that differ from the defaults, as JSON (dates as yyyy-MM-dd). */
export function serializarFiltros<F extends object>(f: F, iniciais: F): FiltrosSerializados {
  const out: FiltrosSerializados = {};
  for (const [k, v] of Object.entries(f)) if (!mesmo(v, (iniciais as Record<string, unknown>)[k])) out[k] = paraJson(v);
  return out;
}

/** One value back in the shape of its default: text stays text, yyyy-MM-dd where the default is not text becomes a date. */
function valorDe(v: Json, inicial: unknown): unknown {
  if (typeof inicial === 'string') return v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  if (typeof v === 'string') {
    const m = DIA.exec(v);
    if (m && (inicial === null || inicial instanceof Date)) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  if (typeof inicial === 'number' && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  if (Array.isArray(inicial) && !Array.isArray(v)) return v === null ? [] : [v];
  if (typeof inicial === 'boolean' && typeof v !== 'boolean') return v === 'true' || v === 1;
  return v;
}

/** The defaults with the serialised filters over them (fields the list does not have are left out). */
export function desserializarFiltros<F extends object>(s: FiltrosSerializados, iniciais: F): F {
  const out: Record<string, unknown> = { ...(iniciais as Record<string, unknown>) };
  for (const [k, inicial] of Object.entries(iniciais)) if (Object.hasOwn(s, k)) out[k] = valorDe(s[k]!, inicial);
  return out as F;
}

/** A value in the address: text as it is (quoted when it would read as something else), the rest as JSON. */
function codificar(v: Json): string {
  if (typeof v !== 'string') return JSON.stringify(v);
  try {
    return typeof JSON.parse(v) === 'string' ? v : JSON.stringify(v);
  } catch {
    return v;
  }
}
function decodificar(t: string): Json {
  try {
    return JSON.parse(t) as Json;
  } catch {
    return t;
  }
}

/**
 * The address with the list's state: the other lists' and the screen's own parameters (`aba`, a record's id) stay, this
 * list's filters are replaced; a list at its defaults leaves no trace.
 */
export function estadoParaUrl(atual: URLSearchParams, lista: string, chaves: readonly string[], e: EstadoDaLista): URLSearchParams {
  const p = new URLSearchParams();
  const outraLista = atual.get('lista') !== null && atual.get('lista') !== lista;
  for (const [k, v] of atual) if (!reservado(k) && !chaves.includes(k) && !outraLista) p.append(k, v);
  if (atual.get('aba') !== null) p.set('aba', atual.get('aba')!);
  const filtros = Object.entries(e.filtros).filter(([k]) => !reservado(k));
  if (!filtros.length && !e.ordem && e.porPagina === null && (e.pagina ?? 1) <= 1 && !e.colunas) return p;
  p.set('lista', lista);
  for (const [k, v] of filtros) p.set(k, codificar(v));
  if (e.ordem) p.set('ordem', `${e.ordem.sort}:${e.ordem.order}`);
  if (e.porPagina !== null) p.set('porPagina', String(e.porPagina));
  if (e.pagina && e.pagina > 1) p.set('pagina', String(e.pagina));
  if (e.colunas) p.set('colunas', e.colunas.join(','));
  return p;
}

const inteiro = (t: string | null) => {
  const n = Number(t);
  return t !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** The list's state the address carries (null: the address is not this list's). Only the list's own filter names are read. */
export function estadoDaUrl(params: URLSearchParams, lista: string, chaves: readonly string[]): EstadoDaLista | null {
  if (params.get('lista') !== lista) return null;
  const filtros: FiltrosSerializados = {};
  for (const k of chaves) {
    const t = params.get(k);
    if (t !== null && !reservado(k)) filtros[k] = decodificar(t);
  }
  const [sort, order] = (params.get('ordem') ?? '').split(':');
  const ordem: Ordem | null = sort && (order === 'asc' || order === 'desc') ? { sort, order } : null;
  return { filtros, ordem, porPagina: inteiro(params.get('porPagina')), pagina: inteiro(params.get('pagina')), colunas: colunasDaUrl(params.get('colunas')) };
}
