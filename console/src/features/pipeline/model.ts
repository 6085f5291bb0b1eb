import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api-client.ts';

/** Pipeline analysis (/pipeline): filters, the table answer and the vehicle detail. */
export interface FiltrosPipeline {
  concessionariaGrupoId: number | null;
  concessionariaId: number | null;
  tipoVendaFaturamentoId: number | null;
  ano: number;
  mes: number;
}
export type Linha = Record<string, string | number | null>;
export interface RespostaPipeline {
  titulo: string;
  status: number;
  pipeline: Linha[];
  distribuicao: Linha[];
  falhas: { vin: string; vistaOrderNo: string; veiculoSapItens: { texto: string }[] }[];
}
export interface VeiculoDetalhe {
  id: number;
  pedido: string;
  chassi: string;
  modelo: string;
  derivativo: string;
  my: number;
  corExterna: string;
  statusDescricao: string;
  dealer: string | null;
  tipoVenda: string | null;
  dataDisponibilidade: string | null;
  dataSolicitacaoFaturamento: string | null;
  dataFaturamento: string | null;
}

export const corpo = (f: FiltrosPipeline, status: number, todos: boolean) => ({
  jaguar: true,
  landrover: true,
  status,
  concessionariaGrupoId: f.concessionariaGrupoId,
  concessionariaId: f.concessionariaId,
  tipoVendaFaturamentoId: f.tipoVendaFaturamentoId,
  mes: f.mes,
  ano: f.ano,
  todos,
});

export const usePipeline = (f: FiltrosPipeline, status: number, todos: boolean) =>
  useQuery({ queryKey: ['pipeline', f, status, todos], queryFn: () => call<RespostaPipeline>('POST', 'veiculos/pipeline', { body: corpo(f, status, todos) }) });

/** What a clicked cell opens: a day (or the previous balance of the month) or a model's row. */
export type Celula =
  | { tipo: 'dia'; status: number; date: string; totalAtual: boolean; modelo: number | null; tipoVenda: number | null; titulo: string }
  | { tipo: 'modelo'; status: number; modelo: number | null; tipoVenda: number | null; titulo: string };

export function consultaCelula(c: Celula, f: FiltrosPipeline, todos: boolean) {
  const comum = {
    status: c.status,
    concessionariaId: f.concessionariaId ?? undefined,
    concessionariaGrupoId: f.concessionariaGrupoId ?? undefined,
    tipoVendaFaturamentoId: c.tipoVenda ?? f.tipoVendaFaturamentoId ?? undefined,
    modelo: c.modelo ?? undefined,
    todos,
  };
  return c.tipo === 'dia' ? { ...comum, date: c.date, totalAtual: c.totalAtual || undefined } : { ...comum, ano: f.ano, mes: f.mes };
}
