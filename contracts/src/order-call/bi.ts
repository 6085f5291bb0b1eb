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

export interface LinhaQuadro {
  rotulo: string;
  valores: (number | null)[];
}
export interface Quadro {
  id: string;
  titulo: string;
  /** the first column's header */
  dimensao: string;
  series: string[];
  linhas: LinhaQuadro[];
  /** how the console draws it: bars, a line, or a table only (too many rows for a chart) */
  tipo: 'bar' | 'line' | 'tabela';
  /** false: no 'second series / first series' column in the table (the series are parts of a whole, e.g. age bands) */
  razao?: boolean;
  /** bars stacked (the series add up to the row's total) */
  empilhado?: boolean;
}

export interface Opcao {
  id: number;
  nome: string;
}
export interface DadosBiOrderCall {
  orderCallId: number | null;
  opcoes?: { producoes: Opcao[]; ciclos: Opcao[]; marcas: Opcao[]; dealers: Opcao[] };
  porModeloCiclo: {
    tipoModeloId: number;
    modelo: string;
    marca: string;
    cicloId: number;
    ciclo: string;
    planejado: number | null;
    calculado: number;
    distribuido: number;
  }[];
  porDealer: { concessionariaId: number; codigoDealer: string; nomeConcessionaria: string; calculado: number; distribuido: number }[];
}

export interface DadosBiPlanoAnual {
  anoFiscal: number;
  anos: number[];
  opcoes?: { marcas: Opcao[]; dealers: Opcao[] };
  linhas: {
    concessionariaId: number;
    codigoDealer: string;
    nomeConcessionaria: string;
    tipoModeloId: number;
    modelo: string;
    marca: string;
    planoAnual: number;
    varejo: number;
  }[];
  varejoMensal: { ano: number; mes: number; varejo: number }[];
}

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
export function quadrosOrderCall(d: DadosBiOrderCall): Quadro[] {
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
export function quadrosPlanoAnual(d: DadosBiPlanoAnual): Quadro[] {
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

export const QUADROS_ORDER_CALL = ['modelo', 'ciclo', 'dealer'] as const;
export const QUADROS_PLANO_ANUAL = ['modelo', 'dealer', 'mes', 'detalhe'] as const;
