import { CHAVE_COLUNA, COLUNAS_VISAO_MAX } from '@portal/contracts/visoes/colunas';
import type { ColunaTabela } from './list-table-model.ts';

/**
 * Which columns a list shows, as keys: null is every column (the default, nothing in the address); otherwise the keys of
 * the columns shown, in the table's order. A list may hold more than one table (the commissions' tabs share one list):
 * each table reads only its own keys (`<prefixo>.<chave>`), and a table none of whose keys is named shows every column.
 * Pure: the list's state (`use-filtros.ts`), the address (`filtros-na-url.ts`) and the chooser (`escolha-de-colunas.tsx`)
 * use it.
 */
export type ColunasEscolhidas = readonly string[] | null;

/** A title as a key: lower case, without accents, other characters as '-' ('Data de emissão' → 'data-de-emissao'). */
export const chaveDoTitulo = (titulo: string) =>
  titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'coluna';

/**
 * Each column's key: its own `chave`, else its sort field, else its title's; a key an earlier column took becomes the
 * title's (then numbered), so every column of a table has its own. With `prefixo`: `<prefixo>.<chave>`.
 */
export function chavesDasColunas<T>(colunas: readonly ColunaTabela<T>[], prefixo?: string): string[] {
  const usadas = new Set<string>();
  return colunas.map((c) => {
    const propria = [c.chave, c.campo].find((k): k is string => k !== undefined && CHAVE_COLUNA.test(k));
    let k = propria && !usadas.has(propria) ? propria : chaveDoTitulo(c.titulo);
    for (let n = 2; usadas.has(k); n++) k = `${chaveDoTitulo(c.titulo)}-${n}`;
    usadas.add(k);
    return prefixo ? `${prefixo}.${k}` : k;
  });
}

/** The keys of the table's columns shown: those named, or every one when none of the table's is named. */
export function colunasMostradas(escolhidas: ColunasEscolhidas, chaves: readonly string[]): Set<string> {
  const nomeadas = escolhidas ? chaves.filter((k) => escolhidas.includes(k)) : [];
  return new Set(nomeadas.length ? nomeadas : chaves);
}

/**
 * The list's choice once the table shows `mostradas`: the other tables' keys stay; the table's are left out when it shows
 * every column (null when nothing remains). A table never shows none: an empty `mostradas` changes nothing.
 */
export function comMostradas(escolhidas: ColunasEscolhidas, chaves: readonly string[], mostradas: ReadonlySet<string>): string[] | null {
  const deOutras = (escolhidas ?? []).filter((k) => !chaves.includes(k));
  const daTabela = chaves.filter((k) => mostradas.has(k));
  if (daTabela.length === 0) return escolhidas ? [...escolhidas] : null;
  const todas = daTabela.length === chaves.length;
  const novas = todas ? deOutras : [...deOutras, ...daTabela];
  return novas.length ? novas : null;
}

/** One column shown or hidden (the last one shown stays). */
export function alternarColuna(escolhidas: ColunasEscolhidas, chaves: readonly string[], chave: string, mostrar: boolean): string[] | null {
  const mostradas = colunasMostradas(escolhidas, chaves);
  if (mostrar) mostradas.add(chave);
  else mostradas.delete(chave);
  return comMostradas(escolhidas, chaves, mostradas);
}

/** The address's `colunas=a,b` read back: keys only, none twice, at most COLUNAS_VISAO_MAX (null: none, every column). */
export function colunasDaUrl(texto: string | null): string[] | null {
  const chaves = [...new Set((texto ?? '').split(',').filter((k) => CHAVE_COLUNA.test(k)))].slice(0, COLUNAS_VISAO_MAX);
  return chaves.length ? chaves : null;
}
