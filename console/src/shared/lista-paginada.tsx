import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Pagina } from './api-types.ts';
import { BarraContagem } from './list-controls.tsx';
import { ListTable, type PaginacaoServidor } from './list-table.tsx';
import { POR_PAGINA_PADRAO, type ColunaTabela } from './list-table-model.ts';

/** The page a list asks the server for (1-based) and its size; `servidor` is the shared table's paginator over the answer. */
export function usePaginacao(porPagina = POR_PAGINA_PADRAO) {
  const [pagina, setPagina] = useState({ page: 1, perPage: porPagina });
  return {
    ...pagina,
    servidor: (total: number | undefined): PaginacaoServidor => ({ total: total ?? 0, ...pagina, onPagina: (page, perPage) => setPagina({ page, perPage }) }),
    /** back to the first page (a new search), keeping the size */
    primeira: () => setPagina((p) => ({ ...p, page: 1 })),
  };
}

interface Props<R> {
  consulta: (page: number, perPage: number) => UseQueryResult<Pagina<R>>;
  colunas: ColunaTabela<R>[];
  rotulo: string;
  /** the screen's buttons, right of the count */
  botoes?: ReactNode;
  /** what a failed call says (the server's message unless told) */
  erro?: string;
  acoes?: (r: R) => ReactNode;
}

/** A reference list paged on the server: 'n de total' with the screen's buttons, the load error, and the shared list table. */
export function ListaPaginada<R extends object>({ consulta, colunas, rotulo, botoes, erro, acoes }: Props<R>) {
  const pagina = usePaginacao();
  const lista = consulta(pagina.page, pagina.perPage);
  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;
  return (
    <>
      <BarraContagem respondeu={lista.data !== undefined} mostrados={rows.length} total={total}>
        {botoes}
      </BarraContagem>
      {lista.isError && <p className="form-error">{erro ?? lista.error.message}</p>}
      <ListTable rows={rows} colunas={colunas} rotulo={rotulo} carregando={lista.isFetching} servidor={pagina.servidor(lista.data?.total)} acoes={acoes} />
    </>
  );
}
