import type { ReactNode } from 'react';
import { DataList, type ListaBase } from '../../../shared/data-list.tsx';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
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

interface Props extends ListaBase<VeiculoRow> {
  colunas?: Coluna[];
  selecao?: VeiculoRow[];
  onSelecao?: (rows: VeiculoRow[]) => void;
  /** rows that cannot be selected (e.g. permitidoFaturar 0) */
  selecionavel?: (r: VeiculoRow) => boolean;
  acoes?: (r: VeiculoRow) => ReactNode;
  /** the row's magnifier opens its details (instead of `acoes`) */
  onDetalhe?: (r: VeiculoRow) => void;
  rotulo: string;
}

function valor(r: VeiculoRow, c: Coluna): ReactNode {
  if (c.campo === 'flag') return <FlagRange tipo={r.flagRangeTipo} descricao={r.flagRangeDescricao} />;
  const v = r[c.campo];
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  return String(v);
}

/** A vehicle list (the shared list with PrimeReact's checkbox selection), with the flag tooltip when the Faixa column is shown. */
export function VeiculoList({ colunas = COLUNAS_PADRAO, onDetalhe, ...props }: Props) {
  return (
    <DataList
      {...props}
      acoes={onDetalhe ? (r) => <AcaoLinha icone="pi pi-search" rotulo={`Detalhes do pedido ${r.pedido}`} onClick={() => onDetalhe(r)} /> : props.acoes}
      chave={(r) => r.id}
      dataKey="id"
      colunas={colunas.map((c) => ({ titulo: c.titulo, valor: (r: VeiculoRow) => valor(r, c) }))}
      nomeDe={(r) => r.pedido}
      testId="veiculo-card"
      antes={colunas.some((c) => c.campo === 'flag') && <FlagTooltip />}
    />
  );
}
