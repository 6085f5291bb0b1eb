import { DataList, type DataListProps } from '../../../shared/data-list.tsx';
export type { ColunaLista as Coluna } from '../../../shared/data-list.tsx';

/** A swap list (the shared list, one checkbox per row): Pendente highlighted, cards marked troca-card. */
export function TrocaDataList<T extends object>(props: Omit<DataListProps<T>, 'className' | 'testId' | 'dataKey'>) {
  return <DataList {...props} className="swap-list" testId="troca-card" />;
}
