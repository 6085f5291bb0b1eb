import type { ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { CarregarMais, type Visualizacao } from '../../../shared/list-controls.tsx';
export { PASSO, VisaoToggle, type Visualizacao } from '../../../shared/list-controls.tsx';

export interface Coluna<T> {
  titulo: string;
  valor: (r: T) => ReactNode;
}

interface Props<T extends object> {
  rows: T[];
  total: number;
  chave: (r: T) => number;
  carregando: boolean;
  erro?: boolean;
  colunas: Coluna<T>[];
  visualizacao: Visualizacao;
  selecao?: T[];
  onSelecao?: (rows: T[]) => void;
  acoes?: (r: T) => ReactNode;
  /** rows highlighted (Pendente) */
  destacada?: (r: T) => boolean;
  onCarregarMais: () => void;
  rotulo: string;
  /** a short name of the row for the screen reader labels */
  nomeDe: (r: T) => string;
}

const vazio = (v: ReactNode) => (v === null || v === undefined || v === '' ? '-' : v);

/** A swap list as table or cards: selection, row actions, Pendente highlight, Carregar mais, 'Nenhum registro encontrado'. */
export function TrocaList<T extends object>({
  rows,
  total,
  chave,
  carregando,
  erro,
  colunas,
  visualizacao,
  selecao,
  onSelecao,
  acoes,
  destacada,
  onCarregarMais,
  rotulo,
  nomeDe,
}: Props<T>) {
  const marcado = (r: T) => selecao?.some((s) => chave(s) === chave(r)) ?? false;
  const alternar = (r: T) => onSelecao?.(marcado(r) ? (selecao ?? []).filter((s) => chave(s) !== chave(r)) : [...(selecao ?? []), r]);
  return (
    <div className="vehicle-list swap-list">
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
          // the selection and action cells read the current selection and row state
          cellMemo={false}
          rowClassName={(r: T) => (destacada?.(r) ? 'swap-row-pendente' : '')}
        >
          {onSelecao && (
            <Column
              header="Selecionar"
              headerStyle={{ width: '3rem' }}
              body={(r: T) => <Checkbox checked={marcado(r)} onChange={() => alternar(r)} aria-label={`Selecionar ${nomeDe(r)}`} />}
            />
          )}
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
              <li key={chave(r)} className={`list-card vehicle-card${destacada?.(r) ? ' swap-card-pendente' : ''}`} data-testid="troca-card">
                {onSelecao && <Checkbox checked={marcado(r)} onChange={() => alternar(r)} aria-label={`Selecionar ${nomeDe(r)}`} />}
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
