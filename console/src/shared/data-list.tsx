import type { ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { CarregarMais, type Visualizacao } from './list-controls.tsx';

/** One column of a list: its title and the cell of a row ('-' when empty). */
export interface ColunaLista<T> {
  titulo: string;
  valor: (r: T) => ReactNode;
}

/** What a list screen hands its list: the rows of the applied filters and Carregar mais. */
export interface ListaBase<T> {
  rows: T[];
  total: number;
  carregando: boolean;
  /** the list call failed */
  erro?: boolean;
  visualizacao: Visualizacao;
  onCarregarMais: () => void;
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

/** A list as table or cards: selection, row actions, highlight, Carregar mais, 'n de total' and 'Nenhum registro encontrado'. */
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
}: DataListProps<T>) {
  const podeSelecionar = (r: T) => (selecionavel ? selecionavel(r) : true);
  const marcado = (r: T) => selecao?.some((s) => chave(s) === chave(r)) ?? false;
  const alternar = (r: T) => onSelecao?.(marcado(r) ? (selecao ?? []).filter((s) => chave(s) !== chave(r)) : [...(selecao ?? []), r]);
  const caixa = (r: T) => <Checkbox checked={marcado(r)} disabled={!podeSelecionar(r)} onChange={() => alternar(r)} aria-label={`Selecionar ${nomeDe(r)}`} />;
  const nativa = dataKey !== undefined;
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
        <DataTable
          value={rows}
          size="small"
          stripedRows
          loading={carregando && rows.length === 0}
          emptyMessage={msg.nenhumRegistro}
          aria-label={rotulo}
          {...(nativa
            ? {
                dataKey,
                selectionMode: 'checkbox' as const,
                selection: selecao ?? [],
                onSelectionChange: (e: { value: unknown }) => onSelecao?.(e.value as T[]),
                isDataSelectable: (e: { data: unknown }) => podeSelecionar(e.data as T),
              }
            : {
                // the selection and action cells read the current selection and row state
                cellMemo: false,
                rowClassName: (r: T) => (destacada?.(r) ? 'swap-row-pendente' : ''),
              })}
        >
          {onSelecao &&
            (nativa ? (
              <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
            ) : (
              <Column header="Selecionar" headerStyle={{ width: '3rem' }} body={caixa} />
            ))}
          {colunas.map((c) => (
            <Column key={c.titulo} header={c.titulo} body={(r: T) => vazio(c.valor(r))} />
          ))}
          {acoes && <Column header="Ações" body={(r: T) => <div className="vl-actions">{acoes(r)}</div>} />}
        </DataTable>
      ) : (
        <>
          {!carregando && rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
          <ul className="card-list" aria-label={rotulo}>
            {rows.map((r) => (
              <li key={chave(r)} className={`list-card vehicle-card${destacada?.(r) ? ' swap-card-pendente' : ''}`} data-testid={testId}>
                {onSelecao && caixa(r)}
                <div className="list-card-fields">
                  {colunas.map((c) => (
                    <div key={c.titulo} className="list-card-field">
                      <span className="list-card-label">{c.titulo}</span>
                      <span className="list-card-value">{vazio(c.valor(r))}</span>
                    </div>
                  ))}
                </div>
                {acoes && <div className="list-card-actions">{acoes(r)}</div>}
              </li>
            ))}
          </ul>
        </>
      )}
      <CarregarMais mostrados={rows.length} total={total} carregando={carregando} onClick={onCarregarMais} />
    </div>
  );
}
