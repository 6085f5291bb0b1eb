import type { Static } from '@sinclair/typebox';
import type { Quadro } from '../order-call/index.ts';
import type { BiKpiApproved } from './schemas.ts';

/**
 * The 'KPI Total' dashboard of /kpisapprovednsc (docs/decisions.md "KPI Approved"): the network's KPI figures by month and by
 * dealer, folded into one table per chart. The console draws them and the server exports the same tables (.xlsx).
 */
/** The answer of kpi/bi (schemas.ts BiKpiApproved) the charts fold. */
export type DadosBiKpi = Static<typeof BiKpiApproved>;
export const QUADROS_KPI_TOTAL = ['vendas-mes', 'penetracao-mes', 'estoque-dealer', 'tempos-mes'] as const;
export type QuadroKpiTotal = (typeof QUADROS_KPI_TOTAL)[number];

export function quadrosKpiTotal(d: DadosBiKpi): (Quadro & { id: QuadroKpiTotal })[] {
  const v = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
  return [
    {
      id: 'vendas-mes',
      titulo: 'Vendas de novos, usados e Approved por mês',
      dimensao: 'Mês',
      series: ['Novos', 'Usados JLR não Approved', 'Approved'],
      tipo: 'bar',
      linhas: d.meses.map((m) => ({
        rotulo: m.mes.nome,
        valores: [
          v(m.valores.totalVendaVeiculosNovos),
          (m.valores.totalSeminovosJaguar ?? 0) + (m.valores.totalSeminovosLandRover ?? 0),
          (m.valores.totalApprovedJaguar ?? 0) + (m.valores.totalApprovedLandRover ?? 0),
        ],
      })),
    },
    {
      id: 'penetracao-mes',
      titulo: 'Penetração Approved e usados vs novos (%) por mês',
      dimensao: 'Mês',
      series: ['Approved vs novos (%)', 'Usados vs novos (%)'],
      tipo: 'line',
      linhas: d.meses.map((m) => ({
        rotulo: m.mes.nome,
        valores: [v(m.valores.penetracaoApprovedVersusNovosJlr), v(m.valores.penetracaoUsadosVersusNovosJlr)],
      })),
    },
    {
      id: 'estoque-dealer',
      titulo: 'Estoque de seminovos por dealer no ano',
      dimensao: 'Dealer',
      series: ['0-30 dias', '31-60 dias', '61-90 dias', 'Acima de 90 dias'],
      tipo: d.concessionarias.length > 30 ? 'tabela' : 'bar',
      linhas: d.concessionarias.map((c) => ({
        rotulo: c.nome,
        valores: [c.valores.estoqueAte30Dias, c.valores.estoque31a60Dias, c.valores.estoque61a90Dias, c.valores.estoqueAcima90Dias],
      })),
    },
    {
      id: 'tempos-mes',
      titulo: 'Tempo de preparação e de publicação (dias) por mês',
      dimensao: 'Mês',
      series: ['Preparação', 'Publicação'],
      tipo: 'line',
      linhas: d.meses.map((m) => ({ rotulo: m.mes.nome, valores: [v(m.valores.tempoPreparacao), v(m.valores.tempoPublicacao)] })),
    },
  ];
}
