import { createContext, useContext, useId, useRef, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { OverlayPanel } from 'primereact/overlaypanel';
import { alternarColuna, chavesDasColunas, colunasMostradas, comMostradas, type ColunasEscolhidas } from './colunas-da-lista.ts';
import type { ColunaTabela } from './list-table-model.ts';

/** The list's choice of columns as its tables read it: what is chosen, how to choose, and the tables' prefix. */
interface ColunasDaListaValor {
  escolhidas: ColunasEscolhidas;
  escolher: (c: string[] | null) => void;
  prefixo?: string;
}
const Contexto = createContext<ColunasDaListaValor | null>(null);

/**
 * The list's choice of columns (`useFiltros`' `colunas`) for the tables inside: each shows the columns chosen and a
 * 'Colunas' button. Only lists with a key have it (the choice lives in the address and the saved views). `prefixo` names
 * the table when one list holds several (the commissions' tabs).
 */
export function ColunasDaLista({
  filtros,
  prefixo,
  children,
}: {
  filtros: { lista: string | null; colunas: ColunasEscolhidas; escolherColunas: (c: string[] | null) => void };
  prefixo?: string;
  children: ReactNode;
}) {
  const valor = filtros.lista ? { escolhidas: filtros.colunas, escolher: filtros.escolherColunas, prefixo } : null;
  return <Contexto.Provider value={valor}>{children}</Contexto.Provider>;
}

/** Inside a table (its row actions, their dialogs' own tables): the list's choice stops here. */
export const SemColunasDaLista = ({ children }: { children: ReactNode }) => <Contexto.Provider value={null}>{children}</Contexto.Provider>;

/** One column in the chooser. */
interface OpcaoDeColuna {
  chave: string;
  titulo: string;
  mostrada: boolean;
}
/** The chooser of a table: its columns and how to show or hide one, or all again. */
export interface EscolhaDeColunasEstado {
  opcoes: OpcaoDeColuna[];
  alternar: (chave: string, mostrar: boolean) => void;
  todas: () => void;
}

/**
 * The table's columns as the list's choice shows them, and the chooser's state (null outside a list with a key: every
 * column, no chooser).
 */
export function useColunasDaLista<T>(colunas: ColunaTabela<T>[]): { mostradas: ColunaTabela<T>[]; escolha: EscolhaDeColunasEstado | null } {
  const ctx = useContext(Contexto);
  if (!ctx) return { mostradas: colunas, escolha: null };
  const chaves = chavesDasColunas(colunas, ctx.prefixo);
  const mostradas = colunasMostradas(ctx.escolhidas, chaves);
  return {
    mostradas: colunas.filter((_, i) => mostradas.has(chaves[i]!)),
    escolha: {
      opcoes: colunas.map((c, i) => ({ chave: chaves[i]!, titulo: c.titulo, mostrada: mostradas.has(chaves[i]!) })),
      alternar: (chave, mostrar) => ctx.escolher(alternarColuna(ctx.escolhidas, chaves, chave, mostrar)),
      todas: () => ctx.escolher(comMostradas(ctx.escolhidas, chaves, new Set(chaves))),
    },
  };
}

/** 'Colunas': a panel of the table's columns, each a checkbox (the last one shown cannot be cleared), and 'Mostrar todas'. */
export function EscolhaDeColunas({ escolha, rotulo }: { escolha: EscolhaDeColunasEstado; rotulo: string }) {
  const painel = useRef<OverlayPanel>(null);
  const id = useId();
  const mostradas = escolha.opcoes.filter((o) => o.mostrada).length;
  const ocultas = escolha.opcoes.length - mostradas;
  return (
    <>
      <Button
        type="button"
        className="escolha-colunas"
        icon="pi pi-sliders-h"
        label="Colunas"
        aria-haspopup="dialog"
        size="small"
        outlined
        onClick={(e) => painel.current?.toggle(e)}
      />
      <OverlayPanel ref={painel} id={id} className="colunas-painel" role="dialog" aria-label={`Colunas de ${rotulo}`}>
        <fieldset className="colunas-opcoes">
          <legend>Colunas mostradas</legend>
          {escolha.opcoes.map((o) => (
            <label key={o.chave} className="check-line" htmlFor={`${id}-${o.chave}`}>
              <Checkbox
                inputId={`${id}-${o.chave}`}
                checked={o.mostrada}
                disabled={o.mostrada && mostradas === 1}
                onChange={(e) => escolha.alternar(o.chave, e.checked === true)}
              />
              {o.titulo}
            </label>
          ))}
        </fieldset>
        <Button type="button" label="Mostrar todas" icon="pi pi-eye" size="small" text disabled={ocultas === 0} onClick={escolha.todas} />
      </OverlayPanel>
    </>
  );
}
