import type { ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { CarregarMais, type Visualizacao } from '../../../shared/list-controls.tsx';
export { PASSO, VisaoToggle, type Visualizacao } from '../../../shared/list-controls.tsx';
import type { VeiculoRow } from '../model.ts';
import { FlagRange, FlagTooltip } from './flag-range.tsx';

export interface Coluna {
  campo: keyof VeiculoRow | 'flag';
  titulo: string;
}
export const COLUNAS_PADRAO: Coluna[] = [
  { campo: 'pedido', titulo: 'Pedido' },
  { campo: 'chassi', titulo: 'Chassi' },
  { campo: 'modelo', titulo: 'Modelo' },
  { campo: 'derivativo', titulo: 'Derivativo' },
  { campo: 'my', titulo: 'MY' },
  { campo: 'corExterna', titulo: 'Cor externa' },
  { campo: 'dealerAtual', titulo: 'Dealer atual' },
  { campo: 'statusDescricao', titulo: 'Status' },
  { campo: 'dataDisponibilidadeFormatada', titulo: 'Disponibilidade' },
];

interface Props {
  rows: VeiculoRow[];
  total: number;
  carregando: boolean;
  /** the list call failed */
  erro?: boolean;
  colunas?: Coluna[];
  visualizacao: Visualizacao;
  selecao?: VeiculoRow[];
  onSelecao?: (rows: VeiculoRow[]) => void;
  /** rows that cannot be selected (e.g. permitidoFaturar 0) */
  selecionavel?: (r: VeiculoRow) => boolean;
  acoes?: (r: VeiculoRow) => ReactNode;
  onCarregarMais: () => void;
  rotulo: string;
}

function valor(r: VeiculoRow, c: Coluna): ReactNode {
  if (c.campo === 'flag') return <FlagRange tipo={r.flagRangeTipo} descricao={r.flagRangeDescricao} />;
  const v = r[c.campo];
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  return String(v);
}

/** A vehicle list as table or cards, with selection, row actions, Carregar mais and 'Nenhum registro encontrado'. */
export function VeiculoList({
  rows,
  total,
  carregando,
  erro,
  colunas = COLUNAS_PADRAO,
  visualizacao,
  selecao,
  onSelecao,
  selecionavel,
  acoes,
  onCarregarMais,
  rotulo,
}: Props) {
  const podeSelecionar = (r: VeiculoRow) => (selecionavel ? selecionavel(r) : true);
  const marcado = (r: VeiculoRow) => selecao?.some((s) => s.id === r.id) ?? false;
  const alternar = (r: VeiculoRow) => onSelecao?.(marcado(r) ? (selecao ?? []).filter((s) => s.id !== r.id) : [...(selecao ?? []), r]);
  return (
    <div className="vehicle-list">
      {colunas.some((c) => c.campo === 'flag') && <FlagTooltip />}
      {erro && (
        <p className="form-error" role="alert">
          {msg.loginInvalido}
        </p>
      )}
      <div className="vl-count muted">{rows.length > 0 ? `${rows.length} de ${total}` : ''}</div>
      {visualizacao === 'tabela' ? (
        <DataTable
          value={rows}
          dataKey="id"
          size="small"
          stripedRows
          loading={carregando && rows.length === 0}
          emptyMessage={msg.nenhumRegistro}
          aria-label={rotulo}
          selectionMode="checkbox"
          selection={selecao ?? []}
          onSelectionChange={(e) => onSelecao?.(e.value)}
          isDataSelectable={(e) => podeSelecionar(e.data as VeiculoRow)}
        >
          {onSelecao && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
          {colunas.map((c) => (
            <Column key={c.campo} header={c.titulo} body={(r: VeiculoRow) => valor(r, c)} />
          ))}
          {acoes && <Column header="Ações" body={(r: VeiculoRow) => <div className="vl-actions">{acoes(r)}</div>} />}
        </DataTable>
      ) : (
        <>
          {!carregando && rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
          <ul className="card-list" aria-label={rotulo}>
            {rows.map((r) => (
              <li key={r.id} className="list-card vehicle-card" data-testid="veiculo-card">
                {onSelecao && (
                  <Checkbox checked={marcado(r)} disabled={!podeSelecionar(r)} onChange={() => alternar(r)} aria-label={`Selecionar ${r.pedido}`} />
                )}
                <div className="list-card-fields">
                  {colunas.map((c) => (
                    <div key={c.campo} className="list-card-field">
                      <span className="list-card-label">{c.titulo}</span>
                      <span className="list-card-value">{valor(r, c)}</span>
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
