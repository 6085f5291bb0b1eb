import type { ReactNode } from 'react';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { CorpoDaLista, Ordem } from './list-table-model.ts';

const SEM_ORDEM = { sortField: undefined, sortOrder: undefined } as const;
const ordemPrime = (o: Ordem | null | undefined) => (o ? { sortField: o.sort, sortOrder: o.order === 'asc' ? (1 as const) : (-1 as const) } : SEM_ORDEM);
const ordemDe = (e: DataTableSortEvent): Ordem | null => (e.sortField && e.sortOrder ? { sort: e.sortField, order: e.sortOrder === 1 ? 'asc' : 'desc' } : null);
/** the list's own columns' keys in the table, so a reorder names them apart from the selection and actions columns */
const COLUNA = 'coluna:';
const vazio = (v: ReactNode) => (v === null || v === undefined || v === '' ? '-' : v);

/**
 * The list's body on a desktop: PrimeReact's DataTable (sortable headers, the full paginator with the page sizes). Its own
 * chunk (DataTable is ~200 kB), loaded by ListTable only where the list is a table, never on a phone.
 */
export default function TabelaPrime<T extends object>(p: CorpoDaLista<T>) {
  const selecaoProps = p.selecao
    ? {
        dataKey: p.selecao.dataKey,
        selectionMode: 'checkbox' as const,
        selection: p.selecao.valor,
        onSelectionChange: (e: { value: unknown }) => p.selecao?.onChange(e.value as T[]),
        isDataSelectable: (e: { data: unknown }) => p.selecao?.selecionavel?.(e.data as T) ?? true,
      }
    : { cellMemo: false };
  return (
    <DataTable
      // DataTable keeps the order a drag gave its columns as state of its own: drawn afresh when the list's order changes
      // ('Colunas', 'Restaurar padrão', a view), so it shows the columns as the list holds them
      key={p.onReordenar ? p.colunas.map((c) => c.titulo).join('|') : undefined}
      value={p.linhas}
      size="small"
      stripedRows
      lazy
      paginator
      first={p.pagina.first}
      rows={p.pagina.rows}
      totalRecords={p.total}
      rowsPerPageOptions={p.opcoes}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
      currentPageReportTemplate="{first}–{last} de {totalRecords}"
      onPage={(e: DataTablePageEvent) => p.onPagina({ first: e.first, rows: e.rows })}
      {...ordemPrime(p.ordem)}
      onSort={(e) => p.onOrdem(ordemDe(e))}
      removableSort
      loading={p.carregando && p.linhas.length === 0}
      emptyMessage={p.vazia}
      aria-label={p.rotulo}
      rowClassName={p.classeDaLinha}
      {...selecaoProps}
      {...(p.onReordenar
        ? {
            reorderableColumns: true,
            // the new order of the list's own columns (the selection, first and actions columns do not move)
            onColReorder: (e: { columns: unknown }) =>
              p.onReordenar?.(
                (e.columns as { props: { columnKey?: string } }[])
                  .map((c) => c.props.columnKey ?? '')
                  .filter((k) => k.startsWith(COLUNA))
                  .map((k) => k.slice(COLUNA.length)),
              ),
          }
        : {})}
    >
      {p.selecao && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} reorderable={false} columnKey="selecao" />}
      {p.colunaInicial && (
        <Column header={p.colunaInicial.titulo} headerStyle={{ width: '3rem' }} body={p.colunaInicial.celula} reorderable={false} columnKey="inicial" />
      )}
      {p.colunas.map((c) => (
        <Column
          key={c.titulo}
          columnKey={`${COLUNA}${c.titulo}`}
          header={c.titulo}
          field={c.campo}
          sortable={p.ordenaveis && c.campo !== undefined}
          body={(r: T) => vazio(c.valor(r))}
        />
      ))}
      {p.acoes && <Column header="Ações" body={p.acoes} reorderable={false} columnKey="acoes" />}
    </DataTable>
  );
}
