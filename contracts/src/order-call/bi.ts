import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import type { DadosOrderCall, DadosPlanoAnual, OpcoesBi } from './bi-schemas.ts';
export { QUADROS_ORDER_CALL, QUADROS_PLANO_ANUAL } from './bi-schemas.ts';

/**
 * The BI Order Call and BI Plano Anual pages' charts (docs/decisions.md "BI Order Call and BI Plano Anual"): the server's
 * figures folded into one table per chart. The console draws them and the server exports the same tables, so the chart,
 * its table and its .xlsx always show the same numbers.
 */
export const BI_TITULOS = { orderCall: 'BI Order Call', planoAnual: 'BI Plano Anual' } as const;
export const biMsg = {
  atualizacaoSolicitada: 'Atualização solicitada. Aguarde alguns minutos e recarregue a página.',
  semOrderCall: 'Nenhum Order Call computado ainda.',
  cicloForaDoOrderCall: (c: number) => `O ciclo ${c} não pertence ao ano fiscal deste Order Call.`,
} as const;

/** One row of a chart's table: its label and a value per series. */
export const LinhaQuadro = Type.Object({ rotulo: Type.String(), valores: Type.Array(N(Type.Number())) });
export type LinhaQuadro = Static<typeof LinhaQuadro>;
/** One chart and its table, as every BI page draws it (the console's shared QuadroBi) and exports it (.xlsx). */
export const Quadro = Type.Object({
  id: Type.String(),
  titulo: Type.String(),
  /** the first column's header */
  dimensao: Type.String({ description: 'o cabeçalho da primeira coluna' }),
  series: Type.Array(Type.String()),
  linhas: Type.Array(LinhaQuadro),
  /** how the console draws it: bars, a line, or a table only (too many rows for a chart) */
  tipo: Type.Union([Type.Literal('bar'), Type.Literal('line'), Type.Literal('tabela')]),
  /** false: no 'second series / first series' column in the table (the series are parts of a whole, e.g. age bands) */
  razao: Type.Optional(Type.Boolean()),
  /** bars stacked (the series add up to the row's total) */
  empilhado: Type.Optional(Type.Boolean()),
});
export type Quadro = Static<typeof Quadro>;

/** A filter's option, as the BI answers list them. */
export type Opcao = Static<typeof OpcoesBi>[number];
/** The answer of bi/ordercall (bi-schemas.ts); its charts need no options. */
export type DadosBiOrderCall = Static<typeof DadosOrderCall>;
/** The answer of bi/planoanual (bi-schemas.ts); its charts need no options. */
export type DadosBiPlanoAnual = Static<typeof DadosPlanoAnual>;

/** Sums `campos` of `rows` grouped by `chave`, in first-seen order. */
function somar<T>(rows: T[], chave: (r: T) => string, campos: ((r: T) => number | null)[]): LinhaQuadro[] {
  const m = new Map<string, (number | null)[]>();
  for (const r of rows) {
    const k = chave(r);
    const atual = m.get(k) ?? campos.map(() => null);
    m.set(
      k,
      campos.map((c, i) => {
        const v = c(r);
        return v === null ? atual[i]! : (atual[i] ?? 0) + v;
      }),
    );
  }
  return [...m].map(([rotulo, valores]) => ({ rotulo, valores }));
}

/** Planned (the production plan, importer staff only) vs the rule's quantity vs distributed (final), three ways. */
export function quadrosOrderCall(d: Omit<DadosBiOrderCall, 'opcoes'>): Quadro[] {
  const comPlano = d.porModeloCiclo.some((c) => c.planejado !== null);
  const series = comPlano ? ['Planejado', 'Calculado', 'Distribuído'] : ['Calculado', 'Distribuído'];
  const campos = [
    ...(comPlano ? [(c: DadosBiOrderCall['porModeloCiclo'][number]) => c.planejado] : []),
    (c: DadosBiOrderCall['porModeloCiclo'][number]) => c.calculado,
    (c: DadosBiOrderCall['porModeloCiclo'][number]) => c.distribuido,
  ];
  const porCiclo = [...d.porModeloCiclo].sort((a, b) => a.cicloId - b.cicloId);
  return [
    {
      id: 'modelo',
      titulo: `${comPlano ? 'Planejado' : 'Calculado'} × distribuído por tipo de modelo`,
      dimensao: 'Tipo de modelo',
      series,
      linhas: somar(d.porModeloCiclo, (c) => c.modelo, campos),
      tipo: 'bar',
    },
    {
      id: 'ciclo',
      titulo: `${comPlano ? 'Planejado' : 'Calculado'} × distribuído por ciclo`,
      dimensao: 'Ciclo',
      series,
      linhas: somar(porCiclo, (c) => c.ciclo, campos),
      tipo: 'bar',
    },
    {
      id: 'dealer',
      titulo: 'Calculado × distribuído por dealer',
      dimensao: 'Dealer',
      series: ['Calculado', 'Distribuído'],
      linhas: d.porDealer.map((x) => ({ rotulo: `${x.codigoDealer} - ${x.nomeConcessionaria}`, valores: [x.calculado, x.distribuido] })),
      tipo: 'bar',
    },
  ];
}

const MES_CURTO = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/** The annual plan with the retail of the same fiscal year beside it: per model type, per dealer, month by month, in detail. */
export function quadrosPlanoAnual(d: Omit<DadosBiPlanoAnual, 'opcoes'>): Quadro[] {
  type L = DadosBiPlanoAnual['linhas'][number];
  const campos = [(l: L) => l.planoAnual, (l: L) => l.varejo];
  const totalPlano = d.linhas.reduce((s, l) => s + l.planoAnual, 0);
  const porModelo = [...d.linhas].sort((a, b) => a.modelo.localeCompare(b.modelo, 'pt-BR'));
  return [
    {
      id: 'modelo',
      titulo: 'Plano anual × varejo por tipo de modelo',
      dimensao: 'Tipo de modelo',
      series: ['Plano anual', 'Varejo'],
      linhas: somar(porModelo, (l) => l.modelo, campos),
      tipo: 'bar',
    },
    {
      id: 'dealer',
      titulo: 'Plano anual × varejo por dealer',
      dimensao: 'Dealer',
      series: ['Plano anual', 'Varejo'],
      linhas: somar(d.linhas, (l) => `${l.codigoDealer} - ${l.nomeConcessionaria}`, campos),
      tipo: 'bar',
    },
    {
      id: 'mes',
      titulo: 'Varejo mês a mês × plano anual ÷ 12',
      dimensao: 'Mês',
      series: ['Varejo', 'Plano anual ÷ 12'],
      linhas: d.varejoMensal.map((m) => ({ rotulo: `${MES_CURTO[m.mes - 1]}/${m.ano}`, valores: [m.varejo, Math.round(totalPlano / 12)] })),
      tipo: 'line',
    },
    {
      id: 'detalhe',
      titulo: 'Plano anual por dealer × tipo de modelo',
      dimensao: 'Dealer / Tipo de modelo',
      series: ['Plano anual', 'Varejo'],
      linhas: d.linhas.map((l) => ({ rotulo: `${l.codigoDealer} - ${l.nomeConcessionaria} / ${l.modelo}`, valores: [l.planoAnual, l.varejo] })),
      tipo: 'tabela',
    },
  ];
}
