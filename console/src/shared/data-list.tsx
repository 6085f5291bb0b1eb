import type { ReactNode } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { CarregarMais, type Visualizacao } from './list-controls.tsx';
import { ListTable, type PaginacaoServidor } from './list-table.tsx';
import type { ColunaTabela } from './list-table-model.ts';
import { EscolhaDeColunas, SemColunasDaLista, useColunasDaLista } from './escolha-de-colunas.tsx';

/** One column of a list: its title, the cell of a row ('-' when empty) and what it sorts by. */
export type ColunaLista<T> = ColunaTabela<T>;

/** What a list screen hands its list: the rows of the applied filters and Carregar mais. */
export interface ListaBase<T> {
  rows: T[];
  total: number;
  carregando: boolean;
  /** the list call failed */
  erro?: boolean;
  visualizacao: Visualizacao;
  onCarregarMais: () => void;
  /** the table's paginator over the server's pages (the cards keep Carregar mais); absent: the table pages the rows held */
  paginacao?: PaginacaoServidor;
  /** the table's first page size when it pages the rows held */
  porPagina?: number;
}

export interface DataListProps<T> extends ListaBase<T> {
  chave: (r: T) => number;
  colunas: ColunaLista<T>[];
  selecao?: T[];
  onSelecao?: (rows: T[]) => void;
  /** rows that cannot be selected */
  selecionavel?: (r: T) => boolean;
  /** the table selects with PrimeReact's checkbox column (with select-all) keyed by this field, instead of one checkbox per row */
  dataKey?: string;
  acoes?: (r: T) => ReactNode;
  /** rows highlighted (Pendente) */
  destacada?: (r: T) => boolean;
  rotulo: string;
  /** a short name of the row for the screen reader labels */
  nomeDe: (r: T) => string;
  /** class of the frame, besides vehicle-list */
  className?: string;
  /** data-testid of a card */
  testId: string;
  /** above the list (a tooltip host) */
  antes?: ReactNode;
}

const vazio = (v: ReactNode) => (v === null || v === undefined || v === '' ? '-' : v);

/** A row as a card's fields: each column shown, its title and its value (`valor` formats it, e.g. '-' for an empty one). */
export function CamposDoCartao<T>({ colunas, linha, valor = (v) => v }: { colunas: ColunaTabela<T>[]; linha: T; valor?: (v: ReactNode) => ReactNode }) {
  return (
    <div className="list-card-fields">
      {colunas.map((c) => (
        <div key={c.titulo} className="list-card-field">
          <span className="list-card-label">{c.titulo}</span>
          <span className="list-card-value">{valor(c.valor(linha))}</span>
        </div>
      ))}
    </div>
  );
}

/** A list as table (the shared ListTable: sort, paginator, Detalhes) or cards (Carregar mais): selection, row actions, highlight, 'n de total' and 'Nenhum registro encontrado'. */
export function DataList<T extends object>({
  rows,
  total,
  chave,
  carregando,
  erro,
  colunas,
  visualizacao,
  selecao,
  onSelecao,
  selecionavel,
  dataKey,
  acoes,
  destacada,
  onCarregarMais,
  rotulo,
  nomeDe,
  className,
  testId,
  antes,
  paginacao,
  porPagina,
}: DataListProps<T>) {
  const podeSelecionar = (r: T) => (selecionavel ? selecionavel(r) : true);
  const marcado = (r: T) => selecao?.some((s) => chave(s) === chave(r)) ?? false;
  const alternar = (r: T) => onSelecao?.(marcado(r) ? (selecao ?? []).filter((s) => chave(s) !== chave(r)) : [...(selecao ?? []), r]);
  const caixa = (r: T) => <Checkbox checked={marcado(r)} disabled={!podeSelecionar(r)} onChange={() => alternar(r)} aria-label={`Selecionar ${nomeDe(r)}`} />;
  const nativa = dataKey !== undefined;
  // the cards show the columns the list chose, as its table does (which asks for itself)
  const { mostradas, escolha } = useColunasDaLista(colunas);
  return (
    <div className={className ? `vehicle-list ${className}` : 'vehicle-list'}>
      {antes}
      {erro && (
        <p className="form-error" role="alert">
          {msg.loginInvalido}
        </p>
      )}
      <div className="vl-count muted">{rows.length > 0 ? `${rows.length} de ${total}` : ''}</div>
      {visualizacao === 'tabela' ? (
        <ListTable
          rows={rows}
          colunas={colunas}
          rotulo={rotulo}
          carregando={carregando}
          servidor={paginacao}
          porPagina={porPagina}
          selecao={onSelecao && nativa ? { dataKey, valor: selecao ?? [], onChange: onSelecao, selecionavel: podeSelecionar } : undefined}
          colunaInicial={onSelecao && !nativa ? { titulo: 'Selecionar', celula: caixa } : undefined}
          acoes={acoes}
          classeDaLinha={nativa ? undefined : (r: T) => (destacada?.(r) ? 'swap-row-pendente' : '')}
        />
      ) : (
        <SemColunasDaLista>
          {escolha && (
            <div className="lista-ferramentas">
              <EscolhaDeColunas escolha={escolha} rotulo={rotulo} />
            </div>
          )}
          {!carregando && rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
          <ul className="card-list" aria-label={rotulo}>
            {rows.map((r) => (
              <li key={chave(r)} className={`list-card vehicle-card${destacada?.(r) ? ' swap-card-pendente' : ''}`} data-testid={testId}>
                {onSelecao && caixa(r)}
                <CamposDoCartao colunas={mostradas} linha={r} valor={vazio} />
                {acoes && <div className="list-card-actions">{acoes(r)}</div>}
              </li>
            ))}
          </ul>
        </SemColunasDaLista>
      )}
      {(visualizacao === 'cartoes' || !paginacao) && <CarregarMais mostrados={rows.length} total={total} carregando={carregando} onClick={onCarregarMais} />}
    </div>
  );
}
