import { CHAVE_COLUNA, COLUNAS_VISAO_MAX } from '@portal/contracts/visoes/colunas';
import type { ColunaTabela } from './list-table-model.ts';

/**
 * Which columns a list shows and in what order, as keys: null is every column in the table's order (the default, nothing in
 * the address); otherwise the keys of the columns shown, in the order shown (a hidden column is absent). A list may hold
 * more than one table (the commissions' tabs share one list): each table reads only its own keys (`<prefixo>.<chave>`),
 * and a table none of whose keys is named shows every column.
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

/**
 * The keys of the table's columns shown, in the order shown: those named, in the order named (hidden ones are absent), or
 * every column in the table's order when none of the table's is named.
 */
export function colunasMostradas(escolhidas: ColunasEscolhidas, chaves: readonly string[]): string[] {
  const nomeadas = escolhidas ? [...new Set(escolhidas)].filter((k) => chaves.includes(k)) : [];
  return nomeadas.length ? nomeadas : [...chaves];
}

/**
 * The list's choice once the table shows `ordem` (its keys shown, in that order): the other tables' keys stay; the table's
 * are left out when it shows every column in its own order (null when nothing remains). A table never shows none: an
 * empty `ordem` changes nothing.
 */
export function comOrdem(escolhidas: ColunasEscolhidas, chaves: readonly string[], ordem: readonly string[]): string[] | null {
  const deOutras = (escolhidas ?? []).filter((k) => !chaves.includes(k));
  const daTabela = [...new Set(ordem)].filter((k) => chaves.includes(k));
  if (daTabela.length === 0) return escolhidas ? [...escolhidas] : null;
  const padrao = daTabela.length === chaves.length && daTabela.every((k, i) => k === chaves[i]);
  const novas = padrao ? deOutras : [...deOutras, ...daTabela];
  return novas.length ? novas : null;
}

/**
 * `chave` put back among `ordem`: just after the nearest column before it in the table's order that `ordem` has (first
 * when none), so a column hidden and shown again in a table never reordered returns to its place.
 */
function inserir(ordem: readonly string[], chaves: readonly string[], chave: string): string[] {
  const antes = chaves
    .slice(0, chaves.indexOf(chave))
    .reverse()
    .find((k) => ordem.includes(k));
  const i = antes === undefined ? 0 : ordem.indexOf(antes) + 1;
  return [...ordem.slice(0, i), chave, ...ordem.slice(i)];
}

/** One column shown (where `inserir` puts it) or hidden (the last one shown stays). */
export function alternarColuna(escolhidas: ColunasEscolhidas, chaves: readonly string[], chave: string, mostrar: boolean): string[] | null {
  const ordem = colunasMostradas(escolhidas, chaves);
  if (mostrar === ordem.includes(chave)) return escolhidas ? [...escolhidas] : null;
  return comOrdem(escolhidas, chaves, mostrar ? inserir(ordem, chaves, chave) : ordem.filter((k) => k !== chave));
}

/** One column shown moved one place up (-1) or down (+1) among those shown; at an end, or hidden, nothing changes. */
export function moverColuna(escolhidas: ColunasEscolhidas, chaves: readonly string[], chave: string, passo: -1 | 1): string[] | null {
  const ordem = colunasMostradas(escolhidas, chaves);
  const i = ordem.indexOf(chave);
  const j = i + passo;
  if (i < 0 || j < 0 || j >= ordem.length) return escolhidas ? [...escolhidas] : null;
  [ordem[i], ordem[j]] = [ordem[j]!, ordem[i]!];
  return comOrdem(escolhidas, chaves, ordem);
}

/** Every column of the table in the chooser's order: those shown as shown, each hidden one where showing it would put it. */
export function ordemDoPainel(escolhidas: ColunasEscolhidas, chaves: readonly string[]): { chave: string; mostrada: boolean; posicao: number }[] {
  const mostradas = colunasMostradas(escolhidas, chaves);
  const todas = chaves.filter((k) => !mostradas.includes(k)).reduce((ordem, k) => inserir(ordem, chaves, k), mostradas);
  return todas.map((chave) => ({ chave, mostrada: mostradas.includes(chave), posicao: mostradas.indexOf(chave) }));
}

/** The address's `colunas=a,b` read back: keys only, none twice, at most COLUNAS_VISAO_MAX (null: none, every column). */
export function colunasDaUrl(texto: string | null): string[] | null {
  const chaves = [...new Set((texto ?? '').split(',').filter((k) => CHAVE_COLUNA.test(k)))].slice(0, COLUNAS_VISAO_MAX);
  return chaves.length ? chaves : null;
}
