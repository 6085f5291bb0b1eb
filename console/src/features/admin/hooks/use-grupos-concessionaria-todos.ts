import { useGet } from './lookups.ts';

/** GET grupos/concessionaria/todos: dealer groups to pick from. */
export const useGruposConcessionariaTodos = () =>
  useGet<{ id: number; nome: string; status: number }[]>(['grupos-concessionaria', 'todos'], 'grupos/concessionaria/todos');
