/** A page of a list: `{ rows, page, total }`. */
export interface Pagina<T> {
  rows: T[];
  page: number;
  total: number;
}

/** One vehicle's (or request's) result in a bulk action: 1 done, 0 refused, 2 go elsewhere. */
export interface Resultado {
  id: number;
  status: number;
  descricao: string;
}
