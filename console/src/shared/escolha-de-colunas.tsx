import { createContext, useContext, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { OverlayPanel } from 'primereact/overlaypanel';
import { alternarColuna, chavesDasColunas, colunasMostradas, comOrdem, moverColuna, ordemDoPainel, type ColunasEscolhidas } from './colunas-da-lista.ts';
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

/** One column in the chooser, in the chooser's order (`ordemDoPainel`). */
interface OpcaoDeColuna {
  chave: string;
  titulo: string;
  mostrada: boolean;
  /** it can move up / down among the columns shown */
  sobe: boolean;
  desce: boolean;
}
/** The chooser of a table: its columns and how to show, hide or move one, or go back to the table's own. */
export interface EscolhaDeColunasEstado {
  opcoes: OpcaoDeColuna[];
  alternar: (chave: string, mostrar: boolean) => void;
  mover: (chave: string, passo: -1 | 1) => void;
  /** the columns shown put in this order (a header dragged to another place), by their keys */
  reordenar: (ordem: string[]) => void;
  /** 'Restaurar padrão': every column in the table's order */
  padrao: () => void;
  /** every column is shown in the table's order */
  ehPadrao: boolean;
}

/**
 * The table's columns as the list's choice shows them (which, in what order), and the chooser's state (null outside a
 * list with a key: every column, no chooser). `prefixo`: the table's own, when it is one of several under one
 * `ColunasDaLista` (the KPI screen's tabs).
 */
export function useColunasDaLista<T>(colunas: ColunaTabela<T>[], prefixo?: string): { mostradas: ColunaTabela<T>[]; escolha: EscolhaDeColunasEstado | null } {
  const ctx = useContext(Contexto);
  if (!ctx) return { mostradas: colunas, escolha: null };
  const chaves = chavesDasColunas(colunas, prefixo ?? ctx.prefixo);
  const daChave = (k: string) => colunas[chaves.indexOf(k)]!;
  const mostradas = colunasMostradas(ctx.escolhidas, chaves);
  return {
    mostradas: mostradas.map(daChave),
    escolha: {
      opcoes: ordemDoPainel(ctx.escolhidas, chaves).map((o) => ({
        chave: o.chave,
        titulo: daChave(o.chave).titulo,
        mostrada: o.mostrada,
        sobe: o.mostrada && o.posicao > 0,
        desce: o.mostrada && o.posicao < mostradas.length - 1,
      })),
      alternar: (chave, mostrar) => ctx.escolher(alternarColuna(ctx.escolhidas, chaves, chave, mostrar)),
      mover: (chave, passo) => ctx.escolher(moverColuna(ctx.escolhidas, chaves, chave, passo)),
      reordenar: (ordem) => ctx.escolher(comOrdem(ctx.escolhidas, chaves, ordem)),
      padrao: () => ctx.escolher(comOrdem(ctx.escolhidas, chaves, chaves)),
      ehPadrao: mostradas.join(' ') === chaves.join(' '),
    },
  };
}

/**
 * 'Colunas': a panel of the table's columns in the order shown, each a checkbox (the last one shown cannot be cleared)
 * with 'Mover para cima' / 'Mover para baixo' among those shown, and 'Restaurar padrão' (every column, the table's order).
 */
export function EscolhaDeColunas({ escolha, rotulo }: { escolha: EscolhaDeColunasEstado; rotulo: string }) {
  const painel = useRef<OverlayPanel>(null);
  const id = useId();
  const mostradas = escolha.opcoes.filter((o) => o.mostrada).length;
  // the line stays (its key), but the button pressed may now be disabled (an end): the focus goes to the other one
  const mover = (e: MouseEvent<HTMLButtonElement>, o: OpcaoDeColuna, passo: -1 | 1) => {
    const linha = e.currentTarget.closest('li');
    escolha.mover(o.chave, passo);
    requestAnimationFrame(() => {
      const botoes = [...(linha?.querySelectorAll<HTMLButtonElement>('button.mover-coluna') ?? [])];
      const alvo = passo === -1 ? [botoes[0], botoes[1]] : [botoes[1], botoes[0]];
      alvo.find((b) => b && !b.disabled)?.focus();
    });
  };
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
          <legend>Colunas mostradas e sua ordem</legend>
          <ol className="colunas-lista">
            {escolha.opcoes.map((o) => (
              <li key={o.chave} className="colunas-item">
                <label className="check-line" htmlFor={`${id}-${o.chave}`}>
                  <Checkbox
                    inputId={`${id}-${o.chave}`}
                    checked={o.mostrada}
                    disabled={o.mostrada && mostradas === 1}
                    onChange={(e) => escolha.alternar(o.chave, e.checked === true)}
                  />
                  {o.titulo}
                </label>
                <BotaoMover titulo={o.titulo} passo={-1} pode={o.sobe} onClick={(e) => mover(e, o, -1)} />
                <BotaoMover titulo={o.titulo} passo={1} pode={o.desce} onClick={(e) => mover(e, o, 1)} />
              </li>
            ))}
          </ol>
        </fieldset>
        <Button type="button" label="Restaurar padrão" icon="pi pi-refresh" size="small" text disabled={escolha.ehPadrao} onClick={escolha.padrao} />
      </OverlayPanel>
    </>
  );
}

/** 'Mover para cima' (-1) or 'Mover para baixo' (+1) of one column in the panel (a 44 px target on a phone: celular.css). */
function BotaoMover(p: { titulo: string; passo: -1 | 1; pode: boolean; onClick: (e: MouseEvent<HTMLButtonElement>) => void }) {
  const [sentido, seta] = p.passo === -1 ? ['para cima', 'up'] : ['para baixo', 'down'];
  return (
    <Button
      type="button"
      className="mover-coluna"
      icon={`pi pi-arrow-${seta}`}
      text
      size="small"
      aria-label={`Mover ${p.titulo} ${sentido}`}
      title={`Mover ${sentido}`}
      disabled={!p.pode}
      onClick={p.onClick}
    />
  );
}
