/** A page of a list: `{ rows, page, total }`. */
export interface Pagina<T> {
  rows: T[];
  page: number;
  total: number;
}

export type { Resultado } from '@portal/contracts/http/results';
