import { sql } from 'kysely';
import { BASE_VAZIA, calcularValores, resumir, type BaseKpi, type ValoresKpi } from '@portal/contracts/kpi/resumo';
import { nomeMes } from '@portal/contracts/kpi/messages';
import { FONTE_IMPORTADA } from '@portal/contracts/imports/fonte';
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
 * The base figures (contracts/kpi/resumo.ts `BaseKpi`) of every dealer-month in `r`, read with one grouped query per source:
 * KPI vehicles, preparations, standards, captações, Outros, and the imports' monthly retail (`varejo_mensal`, imported rows
 * only: the home reports' rule, `FONTE_IMPORTADA`).
 */
export async function basesKpi(db: Db, r: Recorte): Promise<Map<string, BaseKpi>> {
  const out = new Map<string, BaseKpi>();
  const base = (d: number, a: number, m: number) => {
    const k = chave(d, a, m);
    let b = out.get(k);
    if (!b) out.set(k, (b = { ...BASE_VAZIA }));
    return b;
  };
  const filtro = (alias: string) =>
    sql.join(
      [
        sql`${sql.ref(`${alias}.ano`)} = ${r.ano}`,
        ...(r.mes ? [sql`${sql.ref(`${alias}.mes`)} = ${r.mes}`] : []),
        ...(r.concessionariaId ? [sql`${sql.ref(`${alias}.concessionaria_id`)} = ${r.concessionariaId}`] : []),
      ],
      sql` and `,
    );
  type G = { d: number; a: number; m: number };

  const vei = await sql<G & { jaguar: boolean; approved: boolean; n: number; soma_dep: string | null; n_dep: number }>`
    select v.concessionaria_id as d, v.ano as a, v.mes as m, lower(v.marca_nome) like 'jaguar%' as jaguar, v.approved,
           count(*)::int as n, sum(v.depreciacao) as soma_dep, count(v.depreciacao)::int as n_dep
    from kpi_veiculos v where ${filtro('v')} group by 1, 2, 3, 4, 5`.execute(db);
  for (const x of vei.rows) {
    const b = base(x.d, x.a, x.m);
    if (x.approved && x.jaguar) b.approvedJaguar += x.n;
    else if (x.approved) b.approvedLandRover += x.n;
    else if (x.jaguar) b.usadosJaguar += x.n;
    else b.usadosLandRover += x.n;
    b.somaDepreciacao += Number(x.soma_dep ?? 0);
    b.nDepreciacao += x.n_dep;
  }

  const prep = await sql<G & { stp: string | null; ntp: number; spu: string | null; npu: number; sc: string | null; nc: number }>`
    select v.concessionaria_id as d, v.ano as a, v.mes as m,
           sum(p.tempo_preparacao) as stp, count(p.tempo_preparacao)::int as ntp,
           sum(p.tempo_publicacao) as spu, count(p.tempo_publicacao)::int as npu,
           sum(p.custo_preparacao) as sc, count(p.custo_preparacao)::int as nc
    from kpi_preparacoes p join kpi_veiculos v on v.id = p.veiculo_id where ${filtro('v')} group by 1, 2, 3`.execute(db);
  for (const x of prep.rows) {
    const b = base(x.d, x.a, x.m);
    Object.assign(b, {
      somaTempoPreparacao: Number(x.stp ?? 0),
      nTempoPreparacao: x.ntp,
      somaTempoPublicacao: Number(x.spu ?? 0),
      nTempoPublicacao: x.npu,
      somaCustoPreparacao: Number(x.sc ?? 0),
      nCustoPreparacao: x.nc,
    });
  }

  const std = await sql<G & { peso: string }>`
    select s.concessionaria_id as d, s.ano as a, s.mes as m, coalesce(sum(c.peso) filter (where s.cumpriu), 0) as peso
    from kpi_standards s join kpi_standards_catalogo c on c.id = s.standard_id where ${filtro('s')} group by 1, 2, 3`.execute(db);
  for (const x of std.rows) base(x.d, x.a, x.m).pesoStandardsCumpridos = Number(x.peso);

  const cap = await sql<G & { troca: number; jlr: number }>`
    select k.concessionaria_id as d, k.ano as a, k.mes as m,
           count(*) filter (where t.nome = 'Troca')::int as troca, count(*) filter (where ma.jlr)::int as jlr
    from kpi_captacoes k join kpi_tipos_aquisicao t on t.id = k.tipo_aquisicao_id join kpi_marcas ma on ma.id = k.marca_id
    where ${filtro('k')} group by 1, 2, 3`.execute(db);
  for (const x of cap.rows) Object.assign(base(x.d, x.a, x.m), { captacoesTroca: x.troca, captacoesJlr: x.jlr });

  const outros = await sql<G & { novos: number | null; e30: number; e60: number; e90: number; e91: number; naojlr: number }>`
    select o.concessionaria_id as d, o.ano as a, o.mes as m, o.total_venda_veiculos_novos as novos, o.estoque_ate_30 as e30,
           o.estoque_31_60 as e60, o.estoque_61_90 as e90, o.estoque_acima_90 as e91, o.total_seminovos_vendidos_nao_jlr as naojlr
    from kpi_outros o where ${filtro('o')}`.execute(db);
  for (const x of outros.rows)
    Object.assign(base(x.d, x.a, x.m), {
      vendaNovosInformada: x.novos,
      estoqueAte30: x.e30,
      estoque31a60: x.e60,
      estoque61a90: x.e90,
      estoqueAcima90: x.e91,
      usadosNaoJlr: x.naojlr,
    });

  const varejo = await sql<G & { q: number }>`
    select r.concessionaria_id as d, r.ano as a, r.mes as m, sum(r.quantidade)::int as q
    from varejo_mensal r where r.fonte = ${FONTE_IMPORTADA} and ${filtro('r')} group by 1, 2, 3`.execute(db);
  for (const x of varejo.rows) base(x.d, x.a, x.m).varejoNovos = x.q;
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
  const doMes = (m: number) => [...bases.entries()].filter(([k]) => k.endsWith(`:${ano}:${m}`) && ids.has(Number(k.split(':')[0]))).map(([, b]) => b);
  const doDealer = (d: number) => [...bases.entries()].filter(([k]) => k.startsWith(`${d}:`)).map(([, b]) => b);
  const meses: { mes: { id: number; nome: string }; valores: ValoresKpi }[] = [];
  for (let m = 1; m <= ultimo; m++) meses.push({ mes: { id: m, nome: nomeMes(m) }, valores: resumir(doMes(m)).totais });
  return {
    ano,
    meses,
    concessionarias: dealers.map((d) => ({ id: d.id, nome: d.nome, valores: resumir(doDealer(d.id)).totais })),
  };
}
