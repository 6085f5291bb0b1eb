/**
 * The order call's distribution rule (docs/decisions.md "Order call: the distribution rule"): a pure function from
 * its inputs as data to each dealer's quantity for every model type × cycle, and the explanation of every cell.
 *
 * For one model type m and cycle c with planned quantity Q:
 * 1. Each dealer's share of each input among the dealers: annual plan of m, recent retail of m, and stock need of m
 *    (the units missing to cover `mesesCoberturaAlvo` months of its average monthly retail: max(0, alvo − estoque)).
 *    An input with a zero total for m carries no information: its weight goes to the others (weights renormalised).
 *    With no input at all for m, every dealer weighs the same.
 * 2. Minimum: dealers with an annual plan of m get `minimoPorDealer` units first, when Q covers every such minimum.
 * 3. The rest, R, is shared by weight (the quota R × peso), capped at `tetoPercentual` of Q per dealer (minimum
 *    included); what a cap cuts goes to the uncapped dealers by weight. A cap that cannot hold (too few dealers) is
 *    dropped and said so.
 * 4. Largest remainder: each quota is floored, and the units left go one each to the largest fractions, ties to the
 *    larger weight, then to the lower dealer code. The dealers' quantities add up exactly to Q, none negative.
 */
import type { EntradaExplicada, Explicacao } from './schemas.ts';

export interface DealerEntrada {
  concessionariaId: number;
  codigo: string;
  nome: string;
}
export interface CelulaPlano {
  tipoModeloId: number;
  cicloId: number;
  quantidade: number;
}
/** A value of a dealer × model type input (annual plan, retail summed over the recent months, stock). */
export interface ValorDealerModelo {
  concessionariaId: number;
  tipoModeloId: number;
  quantidade: number;
}
export interface ParametrosDistribuicao {
  pesoPlanoAnual: number;
  pesoVarejo: number;
  pesoEstoque: number;
  /** months of retail the `varejo` input sums */
  mesesVarejo: number;
  /** months of retail a dealer's stock should cover */
  mesesCoberturaAlvo: number;
  minimoPorDealer: number;
  /** largest share of a cell's plan one dealer may get, in percent (100: no cap) */
  tetoPercentual: number;
}
export interface Fontes {
  planoAnual: string;
  varejo: string;
  estoque: string;
}
export interface EntradaDistribuicao {
  plano: CelulaPlano[];
  dealers: DealerEntrada[];
  planoAnual: ValorDealerModelo[];
  varejo: ValorDealerModelo[];
  estoque: ValorDealerModelo[];
  parametros: ParametrosDistribuicao;
  fontes: Fontes;
}

export const PARAMETROS_PADRAO: ParametrosDistribuicao = {
  pesoPlanoAnual: 0.5,
  pesoVarejo: 0.3,
  pesoEstoque: 0.2,
  mesesVarejo: 3,
  mesesCoberturaAlvo: 2,
  minimoPorDealer: 1,
  tetoPercentual: 40,
};

export const REGRA_DISTRIBUICAO =
  'Participação ponderada do dealer no plano anual, no varejo recente e na necessidade de estoque do modelo; mínimo por dealer com plano anual; teto por dealer; arredondamento pelo maior resto (a soma dos dealers é exatamente o planejado).';

export type { EntradaExplicada, Explicacao };
export interface CelulaDistribuida {
  concessionariaId: number;
  tipoModeloId: number;
  cicloId: number;
  quantidade: number;
  explicacao: Explicacao;
}

const chaveDM = (d: number, m: number) => `${d}:${m}`;
function indexar(vs: ValorDealerModelo[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of vs) {
    const q = Number.isFinite(v.quantidade) ? Math.max(0, v.quantidade) : 0;
    out.set(chaveDM(v.concessionariaId, v.tipoModeloId), (out.get(chaveDM(v.concessionariaId, v.tipoModeloId)) ?? 0) + q);
  }
  return out;
}
const arred = (x: number, casas = 6) => Math.round(x * 10 ** casas) / 10 ** casas;

interface PesoDealer {
  d: DealerEntrada;
  peso: number;
  entradas: EntradaExplicada[];
  temPlanoAnual: boolean;
}

/** Each dealer's weight for one model type (the same for every cycle), with its inputs explained. */
function pesosDoModelo(
  m: number,
  dealers: DealerEntrada[],
  ix: { planoAnual: Map<string, number>; varejo: Map<string, number>; estoque: Map<string, number> },
  p: ParametrosDistribuicao,
  f: Fontes,
): { pesos: PesoDealer[]; observacao: string | null } {
  const val = (mp: Map<string, number>, d: DealerEntrada) => mp.get(chaveDM(d.concessionariaId, m)) ?? 0;
  const necessidade = (d: DealerEntrada) => {
    const mensal = val(ix.varejo, d) / Math.max(1, p.mesesVarejo);
    return Math.max(0, mensal * p.mesesCoberturaAlvo - val(ix.estoque, d));
  };
  const componentes = [
    { chave: 'planoAnual' as const, nome: 'Plano anual', peso: p.pesoPlanoAnual, fonte: f.planoAnual, valor: (d: DealerEntrada) => val(ix.planoAnual, d) },
    {
      chave: 'varejo' as const,
      nome: `Varejo dos últimos ${p.mesesVarejo} meses`,
      peso: p.pesoVarejo,
      fonte: f.varejo,
      valor: (d: DealerEntrada) => val(ix.varejo, d),
    },
    {
      chave: 'necessidadeEstoque' as const,
      nome: `Necessidade de estoque (${p.mesesCoberturaAlvo} meses de varejo − estoque)`,
      peso: p.pesoEstoque,
      fonte: `${f.estoque}; ${f.varejo}`,
      valor: necessidade,
    },
  ];
  const totais = componentes.map((c) => dealers.reduce((s, d) => s + c.valor(d), 0));
  const pesoAtivo = componentes.reduce((s, c, i) => s + (totais[i]! > 0 ? Math.max(0, c.peso) : 0), 0);
  const semEntradas = pesoAtivo <= 0;
  const pesos = dealers.map((d) => {
    const entradas = componentes.map((c, i): EntradaExplicada => {
      const valor = c.valor(d);
      const total = totais[i]!;
      const e: EntradaExplicada = {
        chave: c.chave,
        nome: c.nome,
        valor: arred(valor, 3),
        total: arred(total, 3),
        participacao: total > 0 ? arred(valor / total) : 0,
        peso: !semEntradas && total > 0 ? arred(Math.max(0, c.peso) / pesoAtivo) : 0,
        fonte: c.fonte,
      };
      if (c.chave === 'necessidadeEstoque')
        e.detalhe = `estoque ${val(ix.estoque, d)}; varejo médio mensal ${String(arred(val(ix.varejo, d) / Math.max(1, p.mesesVarejo), 2)).replace('.', ',')}`;
      return e;
    });
    const peso = semEntradas
      ? 1 / Math.max(1, dealers.length)
      : componentes.reduce((s, c, i) => s + (totais[i]! > 0 ? (Math.max(0, c.peso) / pesoAtivo) * (c.valor(d) / totais[i]!) : 0), 0);
    return { d, peso, entradas, temPlanoAnual: val(ix.planoAnual, d) > 0 };
  });
  return { pesos, observacao: semEntradas ? 'Sem plano anual, varejo nem estoque para o modelo: partes iguais entre os dealers.' : null };
}

/** Shares `total` by `pesos` with each share at most `limites[i]` (water-filling); null when the caps cannot hold. */
function repartirComTeto(total: number, pesos: number[], limites: number[]): { cotas: number[]; limitados: boolean[] } | null {
  const n = pesos.length;
  const cotas = new Array<number>(n).fill(0);
  const limitados = new Array<boolean>(n).fill(false);
  let resto = total;
  for (let volta = 0; volta <= n && resto > 1e-9; volta++) {
    const livres = pesos.map((_, i) => i).filter((i) => !limitados[i]);
    if (livres.length === 0) return null;
    const somaPesos = livres.reduce((s, i) => s + pesos[i]!, 0);
    // free dealers that all weigh nothing share what is left equally
    const pesoDe = (i: number) => (somaPesos > 0 ? pesos[i]! : 1);
    const soma = somaPesos > 0 ? somaPesos : livres.length;
    let excesso = 0;
    for (const i of livres) {
      const alvo = cotas[i]! + (resto * pesoDe(i)) / soma;
      if (alvo > limites[i]! + 1e-9) {
        excesso += alvo - limites[i]!;
        cotas[i] = limites[i]!;
        limitados[i] = true;
      } else cotas[i] = alvo;
    }
    resto = excesso;
  }
  return resto > 1e-9 ? null : { cotas, limitados };
}

/** One cell of the plan (model type × cycle) distributed among the dealers. */
function distribuirCelula(celula: CelulaPlano, pesos: PesoDealer[], p: ParametrosDistribuicao, observacaoModelo: string | null): CelulaDistribuida[] {
  const Q = Math.max(0, Math.trunc(Number.isFinite(celula.quantidade) ? celula.quantidade : 0));
  const observacoes: string[] = observacaoModelo ? [observacaoModelo] : [];
  const minimoPedido = Math.max(0, Math.trunc(p.minimoPorDealer));
  const comMinimo = pesos.filter((x) => x.temPlanoAnual).length;
  const aplicaMinimo = minimoPedido > 0 && comMinimo > 0 && Q >= minimoPedido * comMinimo;
  if (minimoPedido > 0 && comMinimo > 0 && !aplicaMinimo)
    observacoes.push(`Mínimo de ${minimoPedido} por dealer não aplicado: o planejado (${Q}) não cobre os ${comMinimo} dealers com plano anual.`);
  const minimos = pesos.map((x) => (aplicaMinimo && x.temPlanoAnual ? minimoPedido : 0));
  const R = Q - minimos.reduce((s, v) => s + v, 0);
  const tetoPedido = p.tetoPercentual < 100 ? Math.ceil((Q * Math.max(0, p.tetoPercentual)) / 100) : null;
  let teto = tetoPedido;
  let rep = repartirComTeto(
    R,
    pesos.map((x) => x.peso),
    pesos.map((_, i) => (teto === null ? Infinity : Math.max(0, teto - minimos[i]!))),
  );
  if (!rep) {
    observacoes.push(`Teto de ${p.tetoPercentual}% por dealer não aplicado: os dealers não comportam o planejado dentro dele.`);
    teto = null;
    rep = repartirComTeto(
      R,
      pesos.map((x) => x.peso),
      pesos.map(() => Infinity),
    )!;
  }
  const cotas = rep.cotas;
  const pisos = cotas.map((c) => Math.floor(c + 1e-9));
  const fracoes = cotas.map((c, i) => Math.max(0, c - pisos[i]!));
  const sobras = R - pisos.reduce((s, v) => s + v, 0);
  const ordem = pesos
    .map((_, i) => i)
    .sort((a, b) => fracoes[b]! - fracoes[a]! || pesos[b]!.peso - pesos[a]!.peso || pesos[a]!.d.codigo.localeCompare(pesos[b]!.d.codigo) || a - b);
  const recebe = new Set(ordem.slice(0, Math.max(0, sobras)));
  return pesos.map((x, i) => {
    const quantidade = minimos[i]! + pisos[i]! + (recebe.has(i) ? 1 : 0);
    return {
      concessionariaId: x.d.concessionariaId,
      tipoModeloId: celula.tipoModeloId,
      cicloId: celula.cicloId,
      quantidade,
      explicacao: {
        regra: REGRA_DISTRIBUICAO,
        planejado: Q,
        entradas: x.entradas,
        peso: arred(x.peso),
        minimo: minimos[i]!,
        cota: arred(minimos[i]! + cotas[i]!, 4),
        teto,
        limitadoPeloTeto: rep.limitados[i]!,
        arredondamento: { piso: minimos[i]! + pisos[i]!, fracao: arred(fracoes[i]!, 4), recebeuSobra: recebe.has(i), sobras },
        quantidade,
        observacoes,
      },
    };
  });
}

/**
 * The order call: for every cell of the plan, every dealer's quantity and its explanation. Deterministic: the same
 * inputs in any order give the same answer (dealers are taken by code).
 */
export function distribuirOrderCall(e: EntradaDistribuicao): CelulaDistribuida[] {
  const dealers = [...e.dealers].sort((a, b) => a.codigo.localeCompare(b.codigo) || a.concessionariaId - b.concessionariaId);
  if (dealers.length === 0) return [];
  const ix = { planoAnual: indexar(e.planoAnual), varejo: indexar(e.varejo), estoque: indexar(e.estoque) };
  const porModelo = new Map<number, ReturnType<typeof pesosDoModelo>>();
  const celulas = [...e.plano].sort((a, b) => a.tipoModeloId - b.tipoModeloId || a.cicloId - b.cicloId);
  const out: CelulaDistribuida[] = [];
  for (const c of celulas) {
    let pm = porModelo.get(c.tipoModeloId);
    if (!pm) porModelo.set(c.tipoModeloId, (pm = pesosDoModelo(c.tipoModeloId, dealers, ix, e.parametros, e.fontes)));
    out.push(...distribuirCelula(c, pm.pesos, e.parametros, pm.observacao));
  }
  return out;
}
