/**
 * The saved views' limits, apart from their schemas (`schemas.ts`): the console's name field needs only the number, and
 * importing it from the schemas brought TypeBox and the view's machine (XState) into every list screen's first load.
 */

/** The name's longest length. */
export const NOME_VISAO_MAX = 60;
/** The filters' largest size, as JSON. */
export const FILTROS_VISAO_MAX = 8000;
/** How many views a user may keep per list. */
export const VISOES_POR_LISTA_MAX = 50;
