import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { eCelular, useCelular } from './use-celular.ts';
import { EscolhaDeColunas, SemColunasDaLista, useColunasDaLista } from './escolha-de-colunas.tsx';
import { TabelaCartoes } from './list-table-cartoes.tsx';
import {
  OPCOES_POR_PAGINA,
  POR_PAGINA_PADRAO,
  detalhesDaLinha,
  linhasDaPagina,
  ordenarLinhas,
  selecionarTodas,
  todasSelecionadas,
  type ColunaInicial,
  type ColunaTabela,
  type CorpoDaLista,
  type Ordem,
  type SelecaoTabela,
} from './list-table-model.ts';

// the desktop's table (PrimeReact's DataTable, ~200 kB) is a chunk of its own that a phone never loads; on a desktop it is
// asked for as soon as this module runs, beside the screen's chunks, not after the screen's first render
const carregarTabela = () => import('./list-table-prime.tsx');
if (!eCelular()) void carregarTabela();
const TabelaPrime = lazy(carregarTabela);

/** A list paged (and sorted) by the server: the page shown, its size and order, and how to ask for another. */
export interface PaginacaoServidor {
  total: number;
  /** 1-based */
  page: number;
  perPage: number;
  onPagina: (page: number, perPage: number) => void;
  /** the order asked of the server; absent: the columns do not sort */
  ordem?: Ordem | null;
  onOrdem?: (o: Ordem | null) => void;
}

export interface ListTableProps<T> {
  rows: T[];
  colunas: ColunaTabela<T>[];
  rotulo: string;
  /** the first page size (10 unless told) */
  porPagina?: number;
  carregando?: boolean;
  /** the server pages (and sorts, when it can); absent: the table pages and sorts the rows it holds */
  servidor?: PaginacaoServidor;
  selecao?: SelecaoTabela<T>;
  /** a column before the data (a selection of the screen's own) */
  colunaInicial?: ColunaInicial<T>;
  acoes?: (r: T) => ReactNode;
  /** the row's 'Detalhes do Pedido' button and modal (every column's header and value); on unless told */
  detalhes?: boolean;
  /** a class per row (a highlight) */
  classeDaLinha?: (r: T) => string;
  /** what an empty list says ('Nenhum registro encontrado' unless told) */
  vazia?: string;
}

/**
 * The one list table of the console (spec: "sortable columns", "Page-size options 5, 10, 20, 50, 100", "Row-detail
 * modal titled Detalhes lists each column header and value; opened by a Detalhes do Pedido button"): PrimeReact's DataTable
 * on a desktop (`list-table-prime.tsx`, a chunk of its own), cards of plain elements on a phone (`TabelaCartoes`). Rows held
 * by the screen are sorted and paged here; a list paged on the server hands `servidor` and the table asks it for the page,
 * its size and order. Inside a list with a key (`ColunasDaLista`) it shows the columns
 * the list chose and a 'Colunas' button; on a phone, where the rows are cards, a selection gets 'Selecionar todos'.
 */
export function ListTable<T extends object>({
  rows,
  colunas,
  rotulo,
  porPagina = POR_PAGINA_PADRAO,
  carregando = false,
  servidor,
  selecao,
  colunaInicial,
  acoes,
  detalhes = true,
  classeDaLinha,
  vazia = msg.nenhumRegistro,
}: ListTableProps<T>) {
  const [local, setLocal] = useState({ first: 0, rows: porPagina });
  const [ordemLocal, setOrdemLocal] = useState<Ordem | null>(null);
  const [aberta, setAberta] = useState<T | null>(null);
  const celular = useCelular();
  const { mostradas: visiveis, escolha } = useColunasDaLista(colunas);
  const ordem = servidor ? servidor.ordem : ordemLocal;
  const ordenaveis = !servidor || servidor.onOrdem !== undefined;
  const mostradas = useMemo(
    () =>
      servidor || !ordemLocal
        ? rows
        : ordenarLinhas(
            rows,
            colunas.find((c) => c.campo === ordemLocal.sort),
            ordemLocal.order,
          ),
    [rows, colunas, servidor, ordemLocal],
  );
  const pagina = servidor ? { first: (servidor.page - 1) * servidor.perPage, rows: servidor.perPage } : local;
  // a list that starts at a size of its own (the settings tables' 8) offers it too
  const opcoes = OPCOES_POR_PAGINA.includes(porPagina) ? OPCOES_POR_PAGINA : [...OPCOES_POR_PAGINA, porPagina].sort((a, b) => a - b);

  const corpo: CorpoDaLista<T> = {
    linhas: servidor ? mostradas : linhasDaPagina(mostradas, pagina),
    colunas: visiveis,
    rotulo,
    pagina,
    total: servidor ? servidor.total : rows.length,
    opcoes,
    onPagina: (p) => (servidor ? servidor.onPagina(p.first / p.rows + 1, p.rows) : setLocal(p)),
    onOrdem: (o) => {
      if (servidor) servidor.onOrdem?.(o);
      else {
        setOrdemLocal(o);
        setLocal((p) => ({ ...p, first: 0 }));
      }
    },
    ordem,
    ordenaveis,
    carregando,
    vazia,
    classeDaLinha,
    selecao,
    colunaInicial,
    // a header dragged elsewhere: the list's choice of columns in that order (what 'Colunas' moves do), by the titles' keys
    onReordenar: escolha
      ? (titulos) => escolha.reordenar(titulos.map((t) => escolha.opcoes.find((o) => o.titulo === t)?.chave).filter((k): k is string => k !== undefined))
      : undefined,
    acoes:
      acoes || detalhes
        ? (r: T) => (
            <div className="vl-actions">
              {acoes?.(r)}
              {detalhes && (
                <Button icon="pi pi-list" rounded text size="small" aria-label="Detalhes do Pedido" tooltip="Detalhes do Pedido" onClick={() => setAberta(r)} />
              )}
            </div>
          )
        : undefined,
  };

  // the cards have no header row, so no header checkbox: the same selection as a control of its own
  const todasNoCelular = celular && selecao !== undefined;

  return (
    <>
      {(escolha || todasNoCelular) && (
        <div className="lista-ferramentas">
          {todasNoCelular && <SelecionarTodos rows={mostradas} selecao={selecao} />}
          {escolha && <EscolhaDeColunas escolha={escolha} rotulo={rotulo} />}
        </div>
      )}
      <SemColunasDaLista>
        {celular ? (
          <TabelaCartoes {...corpo} />
        ) : (
          <Suspense fallback={<p className="muted">{msg.carregando}</p>}>
            <TabelaPrime {...(corpo as unknown as CorpoDaLista<object>)} />
          </Suspense>
        )}
      </SemColunasDaLista>
      {detalhes && <DetalhesDialog colunas={colunas} linha={aberta} onClose={() => setAberta(null)} />}
    </>
  );
}

/** 'Selecionar todos' of the cards: what the table's header checkbox does (the selectable rows shown, or none). */
function SelecionarTodos<T>({ rows, selecao }: { rows: T[]; selecao: SelecaoTabela<T> }) {
  const id = useId();
  const algum = selecao.selecionavel ? rows.some(selecao.selecionavel) : rows.length > 0;
  return (
    <label className="check-line selecionar-todos" htmlFor={id}>
      <Checkbox
        inputId={id}
        checked={todasSelecionadas(rows, selecao.valor, selecao.dataKey, selecao.selecionavel)}
        disabled={!algum}
        onChange={(e) => selecao.onChange(selecionarTodas(rows, e.checked === true, selecao.selecionavel))}
      />
      Selecionar todos
    </label>
  );
}

/** The spec's row-detail modal: titled Detalhes, every column's header and the row's value. */
function DetalhesDialog<T>({ colunas, linha, onClose }: { colunas: ColunaTabela<T>[]; linha: T | null; onClose: () => void }) {
  return (
    <Dialog header="Detalhes" visible={linha !== null} onHide={onClose} style={{ width: 'min(560px, 95vw)' }} modal>
      {linha !== null && (
        <dl className="detalhes-linha">
          {detalhesDaLinha(colunas, linha).map((d) => (
            <div key={d.titulo} className="detalhes-linha-item">
              <dt>{d.titulo}</dt>
              <dd>{d.valor}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
