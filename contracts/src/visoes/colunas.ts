/**
 * A saved view's columns, as the console and the server both check them (no schema library here: the console's address
 * code imports it without TypeBox).
 */

/** How many columns a view may name. */
export const COLUNAS_VISAO_MAX = 60;
/** A column's key (`pedido`, `data-de-emissao`, `notas.numero`): what the address's `colunas=` and a view's `colunas` name. */
export const CHAVE_COLUNA = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,79}$/;
