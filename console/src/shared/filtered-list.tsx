import { startTransition, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from 'primereact/button';
import { useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Pagina } from './api-types.ts';
import type { ListaBase } from './data-list.tsx';
import { VisaoToggle, type Visualizacao } from './list-controls.tsx';
import type { EstadoFiltros } from './use-filtros.ts';
import { VisoesSalvas } from './visoes-salvas.tsx';
import { useCelular } from './use-celular.ts';
import { depoisDaPintura, useNoOcio } from './ocioso.ts';
import { ColunasDaLista } from './escolha-de-colunas.tsx';
import { msg } from '@portal/contracts/messages';

/** The rows of a list call as the list block shows them. */
export interface ConsultaLista<T> {
  rows: T[];
  total: number;
  carregando: boolean;
  erro: boolean;
}
export const consultaDe = <T,>(q: UseQueryResult<Pagina<T>>): ConsultaLista<T> => ({
  rows: q.data?.rows ?? [],
  total: q.data?.total ?? 0,
  carregando: q.isFetching,
  erro: q.isError,
});

/** What the block hands the screen's filter bar. */
export interface BarraDeFiltros<F> {
  valor: F;
  onChange: (f: F) => void;
  onBuscar: () => void;
  onLimpar: () => void;
  onExportar?: () => void;
  exportando?: boolean;
}

/** The action bar between the filters and the list. */
export interface BarraDeAcoes {
  /** the muted text on the left (left out when undefined) */
  texto?: ReactNode;
  botoes?: ReactNode;
  /** a toolbar named 'Ações' */
  toolbar?: boolean;
}

interface Props<T, F> {
  filtros: EstadoFiltros<F>;
  consulta: ConsultaLista<T>;
  /** the screen's filter bar */
  barraFiltros: (p: BarraDeFiltros<F>) => ReactNode;
  /** the screen's list */
  lista: (p: ListaBase<T>) => ReactNode;
  /** Buscar, when the screen checks or clears something first; else the filters apply */
  onBuscar?: () => void;
  onLimpar?: () => void;
  /** run before Buscar or Limpar filtros applies, when the screen keeps them (e.g. the selection is cleared) */
  aoFiltrar?: () => void;
  onExportar?: () => void;
  exportando?: boolean;
  /** the action bar, if any */
  acoes?: BarraDeAcoes | false;
  /** Visualizações (table or cards) in the action bar */
  visoes?: boolean;
  /** the view shown first (table unless told) */
  visaoInicial?: Visualizacao;
  /** the frame: a div.list-tab unless told */
  elemento?: 'div' | 'section';
  className?: string;
  /** after the list (the screen's dialogs) */
  children?: ReactNode;
  /** the list's endpoint sorts (`sort`/`order`): the table's headers ask it; else the columns do not sort */
  ordenavel?: boolean;
  /**
   * fetches the filter bar's option lists ahead (`lookups.ts`' `carregar…`), once the list has answered and the page is
   * idle: a phone's folded bar, drawn on the first 'Filtros', then draws once with its options, not again as each list
   * comes in around the next tap (a whole-bar render no transition interrupts); not beside the list's own call, which
   * they would slow
   */
  opcoesDaBarra?: (qc: QueryClient) => void;
}

/** A list screen's block: the saved views (a list with a key, `useFiltros`' `lista`), filter bar (Buscar, Limpar filtros, Exportar), action bar with Visualizações, the list paged on the server (table: paginator and, when `ordenavel`, sort; cards: Carregar mais), and with a key the list's choice of columns ('Colunas'). */
export function FilteredList<T, F>({
  filtros,
  consulta,
  barraFiltros,
  lista,
  onBuscar,
  onLimpar,
  aoFiltrar,
  onExportar,
  exportando,
  acoes,
  visoes,
  visaoInicial = 'tabela',
  elemento: Elemento = 'div',
  className = 'list-tab',
  children,
  ordenavel = false,
  opcoesDaBarra,
}: Props<T, F>) {
  const [visao, setVisao] = useState<Visualizacao>(visaoInicial);
  const qc = useQueryClient();
  useNoOcio(() => opcoesDaBarra?.(qc), !consulta.carregando && !consulta.erro);
  // on a phone the filter bar folds under a 'Filtros' toggle (the list first), and Buscar folds it again to show the rows
  const celular = useCelular();
  // each Buscar on a phone folds the filters at once (only the fold redrawn: DobraFiltros' own state) and applies them in a
  // transition started once the fold is painted: the list's and the bar's new render come after the tap's frame, not in
  // slices that could run before it. React's own startTransition, not useTransition's, whose pending flag would redraw this
  // whole block (bar and list) inside the tap
  const dobrar = useRef<(() => void) | null>(null);
  const buscar =
    onBuscar ??
    (() => {
      aoFiltrar?.();
      filtros.buscar();
    });
  const barra = barraFiltros({
    valor: filtros.rascunho,
    onChange: filtros.setRascunho,
    onBuscar: celular
      ? () => {
          dobrar.current?.();
          depoisDaPintura(() => startTransition(buscar));
        }
      : buscar,
    onLimpar:
      onLimpar ??
      (() => {
        aoFiltrar?.();
        filtros.limpar();
      }),
    onExportar,
    exportando,
  });
  return (
    <Elemento className={className}>
      {filtros.lista && <VisoesSalvas filtros={filtros} />}
      {celular ? <DobraFiltros dobrar={dobrar}>{barra}</DobraFiltros> : barra}
      {acoes && (
        <div className="action-bar" {...(acoes.toolbar ? { role: 'toolbar', 'aria-label': 'Ações' } : {})}>
          {acoes.texto !== undefined && <span className="muted">{acoes.texto}</span>}
          {acoes.botoes}
          {/* on a phone the table's rows are cards already: no Tabela/Cartões to choose */}
          {visoes && !celular && <VisaoToggle valor={visao} onChange={setVisao} />}
        </div>
      )}
      <ColunasDaLista filtros={filtros}>
        {lista({
          rows: consulta.rows,
          total: consulta.total,
          carregando: consulta.carregando,
          erro: consulta.erro,
          // a phone keeps the screen's own first view (the orders' cards; a table's rows are cards there anyway)
          visualizacao: visoes ? (celular ? visaoInicial : visao) : 'tabela',
          onCarregarMais: filtros.carregarMais,
          paginacao: {
            total: consulta.total,
            page: filtros.page,
            perPage: filtros.perPage,
            onPagina: filtros.paginar,
            ordem: filtros.ordem,
            onOrdem: ordenavel ? filtros.ordenar : undefined,
          },
        })}
      </ColunasDaLista>
      {children}
    </Elemento>
  );
}

/**
 * A phone's 'Filtros' toggle over the filter bar (44 px, aria-expanded): its own state, so opening or closing it redraws only
 * itself (the bar it wraps is the same element and React skips it), never the list; Buscar folds it (`dobrar`). The bar is
 * drawn on the first open, not with the page (its fields and their look-ups were most of the first render a phone waited
 * for), and in a transition started after the tap's frame: the tap shows the toggle open at once, the fields follow.
 */
function DobraFiltros({ dobrar, children }: { dobrar: RefObject<(() => void) | null>; children: ReactNode }) {
  const [aberta, setAberta] = useState(false);
  const [desenhada, setDesenhada] = useState(false);
  const id = useId();
  useEffect(() => {
    dobrar.current = () => setAberta(false);
    return () => {
      dobrar.current = null;
    };
  }, [dobrar]);
  return (
    <>
      <Button
        type="button"
        className="filtros-celular"
        outlined
        icon={`pi ${aberta ? 'pi-chevron-up' : 'pi-filter'}`}
        label="Filtros"
        aria-expanded={aberta}
        aria-controls={id}
        onClick={() => {
          setAberta((a) => !a);
          if (!desenhada) depoisDaPintura(() => startTransition(() => setDesenhada(true)));
        }}
      />
      <div id={id} className="dobra-filtros" hidden={!aberta}>
        {desenhada ? children : <p className="muted">{msg.carregando}</p>}
      </div>
    </>
  );
}
