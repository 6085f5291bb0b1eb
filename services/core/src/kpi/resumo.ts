import { BASE_VAZIA, calcularValores, resumir, somarBases, type BaseKpi, type ValoresKpi } from '@portal/contracts/kpi/resumo';
import { nomeMes } from '@portal/contracts/kpi/messages';
import { escopoDealers, type Actor, type Db, emCacheDoAtor, emCacheDoDealer } from '../kernel/index.ts';
import { dealerDoAtor, validarAnoMes } from './comum.ts';

/** Which dealer-months to read: one year, optionally one month and one dealer. */
interface Recorte {
  ano: number;
  mes?: number;
  concessionariaId?: number;
}
const chave = (d: number, a: number, m: number) => `${d}:${a}:${m}`;

/**
 * The base figures (contracts/kpi/resumo.ts `BaseKpi`) of every dealer-month in `r`, read from the read model
 * `kpi_bases_mensais` (one row per dealer-month some KPI source has a row for: KPI vehicles, preparations, standards,
 * captações, Outros, and the imports' monthly retail), kept by trigger in the transaction of every write to those tables
 * (migration 2026-11-28T0500-kpi-bases-mensais; recomputed by the rebuild: ./bases-mensais.ts).
 */
export async function basesKpi(db: Db, r: Recorte): Promise<Map<string, BaseKpi>> {
  let q = db.selectFrom('kpi_bases_mensais as b').selectAll().where('b.ano', '=', r.ano).orderBy('b.ano').orderBy('b.mes').orderBy('b.concessionaria_id');
  if (r.mes) q = q.where('b.mes', '=', r.mes);
  if (r.concessionariaId) q = q.where('b.concessionaria_id', '=', r.concessionariaId);
  const out = new Map<string, BaseKpi>();
  for (const x of await q.execute())
    out.set(chave(x.concessionaria_id, x.ano, x.mes), {
      vendaNovosInformada: x.venda_novos_informada,
      varejoNovos: x.varejo_novos,
      usadosJaguar: x.usados_jaguar,
      usadosLandRover: x.usados_land_rover,
      approvedJaguar: x.approved_jaguar,
      approvedLandRover: x.approved_land_rover,
      usadosNaoJlr: x.usados_nao_jlr,
      pesoStandardsCumpridos: Number(x.peso_standards_cumpridos),
      captacoesTroca: x.captacoes_troca,
      captacoesJlr: x.captacoes_jlr,
      somaDepreciacao: Number(x.soma_depreciacao),
      nDepreciacao: x.n_depreciacao,
      somaTempoPreparacao: Number(x.soma_tempo_preparacao),
      nTempoPreparacao: x.n_tempo_preparacao,
      somaTempoPublicacao: Number(x.soma_tempo_publicacao),
      nTempoPublicacao: x.n_tempo_publicacao,
      somaCustoPreparacao: Number(x.soma_custo_preparacao),
      nCustoPreparacao: x.n_custo_preparacao,
      estoqueAte30: x.estoque_ate_30,
      estoque31a60: x.estoque_31_60,
      estoque61a90: x.estoque_61_90,
      estoqueAcima90: x.estoque_acima_90,
    });
  return out;
}

/**
 * GET kpi/resumo/dealer: the KPIs tab — one dealer-month's values (totais and medias are the same figures for one column).
 * Kept under the dealer's read version (kernel emCacheDoDealer): it reads no table that carries a dealer (vehicles,
 * orders, swaps…), only the KPI tables, the retail and the dealers, whose versions stay whole-table; so another dealer's
 * vehicle or order leaves a dealer's KPIs kept.
 */
export const resumoDealer = (db: Db, ator: Actor, f: { ano: number; mesId: number; concessionariaId?: number }) =>
  emCacheDoDealer(db, 'kpi/resumo/dealer', ator, null, f, () => lerResumoDealer(db, ator, f));
async function lerResumoDealer(db: Db, ator: Actor, f: { ano: number; mesId: number; concessionariaId?: number }) {
  const { ano, mes } = validarAnoMes(f.ano, f.mesId);
  const dealer = await dealerDoAtor(db, ator, f.concessionariaId);
  const bases = await basesKpi(db, { ano, mes, concessionariaId: dealer.id });
  const valores = calcularValores(bases.get(chave(dealer.id, ano, mes)) ?? BASE_VAZIA);
  return { ano, mes: { id: mes, nome: nomeMes(mes) }, concessionaria: { id: dealer.id, nome: dealer.nome }, valores, totais: valores, medias: valores };
}

async function dealersVisiveis(db: Db, ator: Actor) {
  let q = db.selectFrom('concessionarias as c').select(['c.id', 'c.nome']).where('c.status', '=', 1);
  const escopo = escopoDealers(ator, 'c');
  if (escopo) q = q.where(escopo);
  return q.orderBy('c.nome').execute();
}

/** GET kpi/resumo/nsc-por-mes: 'Visão mensal' — every dealer of a month, the pooled Total and the Média of the dealers. */
export const nscPorMes = (db: Db, ator: Actor, f: { ano: number; mesId: number }) =>
  emCacheDoAtor(db, 'kpi/resumo/nsc-por-mes', ator, null, f, () => lerNscPorMes(db, ator, f));
async function lerNscPorMes(db: Db, ator: Actor, f: { ano: number; mesId: number }) {
  const { ano, mes } = validarAnoMes(f.ano, f.mesId);
  const dealers = await dealersVisiveis(db, ator);
  const bases = await basesKpi(db, { ano, mes });
  const r = resumir(dealers.map((d) => bases.get(chave(d.id, ano, mes)) ?? BASE_VAZIA));
  return {
    ano,
    mes: { id: mes, nome: nomeMes(mes) },
    concessionarias: dealers.map((d, i) => ({ id: d.id, nome: d.nome, valores: r.valores[i]! })),
    totais: r.totais,
    medias: r.medias,
  };
}

/** GET kpi/resumo/nsc-por-dealer: 'Visão por Dealer' — the months of a year (to the current month) of one dealer. */
export const nscPorDealer = (db: Db, ator: Actor, f: { concessionariaId: number; ano?: number }, now: Date) =>
  emCacheDoAtor(db, 'kpi/resumo/nsc-por-dealer', ator, now, f, () => lerNscPorDealer(db, ator, f, now));
async function lerNscPorDealer(db: Db, ator: Actor, f: { concessionariaId: number; ano?: number }, now: Date) {
  const dealer = await dealerDoAtor(db, ator, f.concessionariaId);
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  const anoAtual = Number(hoje.slice(0, 4));
  const ano = f.ano ?? anoAtual;
  const ultimo = ano < anoAtual ? 12 : ano === anoAtual ? Number(hoje.slice(5, 7)) : 0;
  const meses = Array.from({ length: ultimo }, (_, i) => i + 1);
  const bases = await basesKpi(db, { ano, concessionariaId: dealer.id });
  const r = resumir(meses.map((m) => bases.get(chave(dealer.id, ano, m)) ?? BASE_VAZIA));
  return {
    ano,
    concessionaria: { id: dealer.id, nome: dealer.nome },
    meses: meses.map((m, i) => ({ mes: { id: m, nome: nomeMes(m) }, valores: r.valores[i]! })),
    totais: r.totais,
    medias: r.medias,
  };
}

/** GET bi/KpiApproved: the 'KPI Total' dashboard — the network's pooled values per month of a year, and per dealer for the year. */
export const biKpiApproved = (db: Db, ator: Actor, f: { ano?: number }, now: Date) =>
  emCacheDoAtor(db, 'bi/KpiApproved', ator, now, f, () => lerBiKpiApproved(db, ator, f, now));
async function lerBiKpiApproved(db: Db, ator: Actor, f: { ano?: number }, now: Date) {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  const anoAtual = Number(hoje.slice(0, 4));
  const ano = f.ano ?? anoAtual;
  const ultimo = ano < anoAtual ? 12 : ano === anoAtual ? Number(hoje.slice(5, 7)) : 0;
  const dealers = await dealersVisiveis(db, ator);
  const ids = new Set(dealers.map((d) => d.id));
  const bases = await basesKpi(db, { ano });
  // the year's bases grouped once by month (the visible dealers') and by dealer, each in the read model's order
  const porMes = new Map<number, BaseKpi[]>();
  const porDealer = new Map<number, BaseKpi[]>();
  const em = (g: Map<number, BaseKpi[]>, k: number, b: BaseKpi) => (g.get(k) ?? g.set(k, []).get(k)!).push(b);
  for (const [k, b] of bases) {
    const [d, , m] = k.split(':').map(Number) as [number, number, number];
    if (ids.has(d)) em(porMes, m, b);
    em(porDealer, d, b);
  }
  const total = (g: Map<number, BaseKpi[]>, k: number) => calcularValores(somarBases(g.get(k) ?? []));
  const meses: { mes: { id: number; nome: string }; valores: ValoresKpi }[] = [];
  for (let m = 1; m <= ultimo; m++) meses.push({ mes: { id: m, nome: nomeMes(m) }, valores: total(porMes, m) });
  return {
    ano,
    meses,
    concessionarias: dealers.map((d) => ({ id: d.id, nome: d.nome, valores: total(porDealer, d.id) })),
  };
}
