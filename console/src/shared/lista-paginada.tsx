import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { Pagina } from './api-types.ts';
import { BarraContagem } from './list-controls.tsx';
import { useScreenPermission } from './permission.ts';
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

/** A button that opens a screen: its name and where it goes. */
interface Abre {
  rotulo: string;
  rota: string;
}

export interface ListaPaginadaProps<R> {
  consulta: (page: number, perPage: number) => UseQueryResult<Pagina<R>>;
  colunas: ColunaTabela<R>[];
  rotulo: string;
  /** the screen's buttons, right of the count */
  botoes?: ReactNode;
  /** what a failed call says (the server's message unless told) */
  erro?: string;
  acoes?: (r: R) => ReactNode;
  /** the add button (left disabled without write access) */
  novo?: Abre;
  /** each row's edit button */
  editar?: (r: R) => Abre;
  /** the frame's class */
  className?: string;
}

/**
 * A reference list paged on the server: 'n de total' with the screen's buttons (an add button that opens a screen), the
 * load error, and the shared list table (each row's edit button, or the screen's actions).
 */
export function ListaPaginada<R extends object>({ consulta, colunas, rotulo, botoes, erro, acoes, novo, editar, className }: ListaPaginadaProps<R>) {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const pagina = usePaginacao();
  const lista = consulta(pagina.page, pagina.perPage);
  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;
  const editarLinha = editar && ((r: R) => <Button icon="pi pi-pencil" text rounded aria-label={editar(r).rotulo} onClick={() => navigate(editar(r).rota)} />);
  return (
    <section className={className}>
      <BarraContagem respondeu={lista.data !== undefined} mostrados={rows.length} total={total}>
        {novo && <Button label={novo.rotulo} icon="pi pi-plus" size="small" disabled={!editavel} onClick={() => navigate(novo.rota)} />}
        {botoes}
      </BarraContagem>
      {lista.isError && <p className="form-error">{erro ?? lista.error.message}</p>}
      <ListTable
        rows={rows}
        colunas={colunas}
        rotulo={rotulo}
        carregando={lista.isFetching}
        servidor={pagina.servidor(lista.data?.total)}
        acoes={acoes ?? editarLinha}
      />
    </section>
  );
}
