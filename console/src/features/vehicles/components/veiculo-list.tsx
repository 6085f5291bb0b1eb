import { useState, type ReactNode } from 'react';
import { DataList, type ListaBase } from '../../../shared/data-list.tsx';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import type { VeiculoRow } from '../model.ts';
import { FlagRange, FlagTooltip } from './flag-range.tsx';
import { DetalheVeiculoDialog } from './detalhe-veiculo-dialog.tsx';

export interface Coluna {
  campo: keyof VeiculoRow | 'flag';
  titulo: string;
}
/** Each column's title, written once for every vehicle list. */
const TITULOS = {
  pedido: 'Pedido',
  chassi: 'Chassi',
  modelo: 'Modelo',
  derivativo: 'Derivativo',
  descricaoVeiculo: 'Descrição',
  my: 'MY',
  corExterna: 'Cor externa',
  dealerAtual: 'Dealer atual',
  statusDescricao: 'Status',
  tipoVendaFaturamento: 'Tipo de venda',
  dataDisponibilidadeFormatada: 'Disponibilidade',
  diasEmEstoque: 'Dias em estoque',
  statusMonitoramentoDescricao: 'Monitoramento',
  nsc: 'NSC',
  notaFiscal: 'Nota fiscal',
  dataDeFaturamento: 'Data faturamento',
  BloqueadoTroca: 'Troca',
  flag: 'Faixa',
} satisfies Partial<Record<Coluna['campo'], string>>;
/** A list's columns, in order: a field (with its title) or a column titled otherwise. */
export const colunas = (...c: (keyof typeof TITULOS | Coluna)[]): Coluna[] => c.map((x) => (typeof x === 'string' ? { campo: x, titulo: TITULOS[x] } : x));
/** The vehicle's own columns, first in the lists. */
export const DO_VEICULO = ['pedido', 'chassi', 'modelo', 'derivativo', 'my', 'corExterna'] as const;
export const COLUNAS_PADRAO = colunas(...DO_VEICULO, 'dealerAtual', 'statusDescricao', 'dataDisponibilidadeFormatada');

/** The list's checkboxes when the user may act on the rows (`ativa`), none otherwise. */
export const selecaoSe = (ativa: boolean, selecao: VeiculoRow[], onSelecao: (rows: VeiculoRow[]) => void) => (ativa ? { selecao, onSelecao } : {});

interface Props extends ListaBase<VeiculoRow> {
  colunas?: Coluna[];
  selecao?: VeiculoRow[];
  onSelecao?: (rows: VeiculoRow[]) => void;
  /** rows that cannot be selected (e.g. permitidoFaturar 0) */
  selecionavel?: (r: VeiculoRow) => boolean;
  acoes?: (r: VeiculoRow) => ReactNode;
  /** the row's magnifier opens its details (DetalheVeiculoDialog) instead of `acoes` */
  detalhes?: boolean;
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
export function VeiculoList({ colunas = COLUNAS_PADRAO, detalhes = false, ...props }: Props) {
  const [detalhe, setDetalhe] = useState<VeiculoRow | null>(null);
  return (
    <>
      <DataList
        {...props}
        acoes={detalhes ? (r) => <AcaoLinha icone="pi pi-search" rotulo={`Detalhes do pedido ${r.pedido}`} onClick={() => setDetalhe(r)} /> : props.acoes}
        chave={(r) => r.id}
        dataKey="id"
        colunas={colunas.map((c) => ({ titulo: c.titulo, valor: (r: VeiculoRow) => valor(r, c), campo: c.campo === 'flag' ? undefined : c.campo }))}
        nomeDe={(r) => r.pedido}
        testId="veiculo-card"
        antes={colunas.some((c) => c.campo === 'flag') && <FlagTooltip />}
      />
      {detalhes && <DetalheVeiculoDialog veiculo={detalhe} onClose={() => setDetalhe(null)} />}
    </>
  );
}
