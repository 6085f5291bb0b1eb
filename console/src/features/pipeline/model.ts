import type { Pipeline } from '@portal/contracts/reports/schemas';

/** Pipeline analysis (/pipeline): the filters, the table's body and what a clicked cell asks for. */
export interface FiltrosPipeline {
  concessionariaGrupoId: number | null;
  concessionariaId: number | null;
  tipoVendaFaturamentoId: number | null;
  ano: number;
  mes: number;
}
/** A row of the pipeline's tables: its model and a figure per column. */
export type Linha = Pipeline['data']['pipeline'][number];

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

/** What a clicked cell opens: a day (or the previous balance of the month) or a model's row. */
export type Celula =
  | { tipo: 'dia'; status: number; date: string; totalAtual: boolean; modelo: number | null; tipoVenda: number | null; titulo: string }
  | { tipo: 'modelo'; status: number; modelo: number | null; tipoVenda: number | null; titulo: string; categoria?: string };

export function consultaCelula(c: Celula, f: FiltrosPipeline, todos: boolean) {
  const comum = {
    status: c.status,
    concessionariaId: f.concessionariaId ?? undefined,
    concessionariaGrupoId: f.concessionariaGrupoId ?? undefined,
    tipoVendaFaturamentoId: c.tipoVenda ?? f.tipoVendaFaturamentoId ?? undefined,
    modelo: c.modelo ?? undefined,
    todos,
  };
  return c.tipo === 'dia' ? { ...comum, date: c.date, totalAtual: c.totalAtual || undefined } : { ...comum, ano: f.ano, mes: f.mes, categoria: c.categoria };
}
