/** What a list endpoint receives: `page` 1-based, `per_page`. */
export interface Paginacao {
  page?: number | null;
  per_page?: number | null;
}
/** What a list endpoint answers (docs/architecture.md "How a read travels"). */
export interface Pagina<T> {
  rows: T[];
  page: number;
  total: number;
}

/** Largest page of the administration, pop-up, settings and swap lists. */
export const MAX_PER_PAGE = 1000;
/** Largest page of the vehicle and billing lists (they join many tables per row). */
export const MAX_PER_PAGE_VEICULOS = 100;
/** Largest "page" of a vehicle export, which reads the whole filtered list. */
export const MAX_PER_PAGE_EXPORTACAO = 10_000;

export const DEFAULT_PAGING = { perPage: 10, max: MAX_PER_PAGE };

/**
 * The one page computation: `page` at least 1, `per_page` between 1 and `max`, `perPage` when absent.
 * Each list passes its own default and cap; the administration's lists start at 10 ('Carregar mais' adds 10).
 */
export function paginate(p: Paginacao, opts: { perPage: number; max: number } = DEFAULT_PAGING): { page: number; perPage: number; offset: number } {
  const page = Math.max(1, Math.trunc(p.page ?? 1));
  const perPage = Math.min(opts.max, Math.max(1, Math.trunc(p.per_page ?? opts.perPage)));
  return { page, perPage, offset: (page - 1) * perPage };
}
