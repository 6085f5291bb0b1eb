import { sql, type RawBuilder } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { COLUNAS_CONFIRMACAO, CODIGOS_TABELA, pmsg, type TabelaPipeline } from '@portal/contracts/reports/pipeline';
import { ISO_DATA } from '@portal/contracts/br/dates';
import { InvalidInput, porVersaoDoDealer, type Db, emCacheDoDealer, paginate, MAX_PER_PAGE_VEICULOS, type Paginacao } from '../kernel/index.ts';
import { escopoVeiculos, DIA_SOLICITACAO } from '../vehicles/index.ts';
import { periodo, type Periodo } from './periodo.ts';
import { iterarVeiculosOnde, paginaDeVeiculosOnde } from './linhas.ts';

/** Pipeline analysis (POST veiculos/pipeline and its details): definitions in docs/decisions.md "Pipeline analysis". */
export interface FiltroPipeline {
  jaguar?: boolean | null;
  landrover?: boolean | null;
  status?: number | null;
  concessionariaGrupoId?: number | null;
  concessionariaId?: number | null;
  tipoVendaFaturamentoId?: number | null;
  mes?: number | null;
  ano?: number | null;
  todos?: boolean | null;
}

/** The request's São Paulo day: over the vehicles, of its time; over the counter, its own column. */
const SOL_NO_CONTADOR = sql`v.dia_solicitacao_faturamento`;
const CONFIRMADOS = sql`v.status in (1, 2, 6, 7)`;

/** A day table: the day each vehicle counts on, which vehicles it takes, and the previous balance (column 0). */
interface Tabela {
  dia: RawBuilder<unknown>;
  base: RawBuilder<unknown>;
  saldo: (p: Periodo) => RawBuilder<unknown>;
}
const tabelas = (sol: RawBuilder<unknown>, pedido: RawBuilder<unknown>): Record<Exclude<TabelaPipeline, 7>, Tabela> => ({
  // requests placed that day; balance: placed before the month and not billed when it began
  0: {
    dia: sol,
    base: sql`${pedido} is not null`,
    saldo: (p) => sql`${sol} < ${p.ini}::date and (v.data_faturamento is null or v.data_faturamento >= ${p.ini}::date)`,
  },
  // billed that day; balance: billed earlier in the same year
  1: {
    dia: sql`v.data_faturamento`,
    base: sql`v.data_faturamento is not null`,
    saldo: (p) => sql`v.data_faturamento between ${`${p.ano}-01-01`}::date and ${p.antes}::date`,
  },
  // a dealer's vehicles available that day; balance: available before the month and not billed when it began
  2: {
    dia: sql`v.data_disponibilidade`,
    base: sql`v.concessionaria_id is not null and v.status <> 9 and v.data_disponibilidade is not null`,
    saldo: (p) => sql`v.data_disponibilidade < ${p.ini}::date and (v.data_faturamento is null or v.data_faturamento >= ${p.ini}::date)`,
  },
  // dealer quota now (status 0) by the day it entered the dealer's stock; balance: entered before the month
  3: {
    dia: sql`v.data_entrada_estoque`,
    base: sql`v.status = 0 and v.data_entrada_estoque is not null`,
    saldo: (p) => sql`v.data_entrada_estoque < ${p.ini}::date`,
  },
  // requests released for billing (now requested, processing, failed or billed) by the request's day
  4: {
    dia: sol,
    base: sql`${pedido} is not null and ${CONFIRMADOS}`,
    saldo: (p) => sql`${sol} < ${p.ini}::date and (v.data_faturamento is null or v.data_faturamento >= ${p.ini}::date)`,
  },
});
/**
 * The tables over the vehicles (the details list them) and over the pipeline's counter (`veiculos_contagens_pipeline`,
 * vehicles/contagens.ts: every column they and the filters read, under the same names; availability only with a dealer
 * and stock entry only in Cota, the only rows tables 2 and 3 take), whose rows count `n` vehicles each.
 */
const TABELAS = tabelas(DIA_SOLICITACAO, sql`v.data_solicitacao_faturamento`);
const TABELAS_NO_CONTADOR = tabelas(SOL_NO_CONTADOR, SOL_NO_CONTADOR);

/** Confirmação Geral: each column as a condition (current status, billed in the month). */
const CONFIRMACAO = (p: Periodo): Record<string, RawBuilder<unknown>> => ({
  faturado: sql`v.data_faturamento between ${p.ini}::date and ${p.fim}::date`,
  faturamentoSolicitado: sql`v.status = 1`,
  aguardandoAutorizacao: sql`v.status = 3`,
  reservado: sql`v.status = 14`,
  consignado: sql`v.status = 10`,
  cota: sql`v.status = 0`,
  bolsaoDealer: sql`v.status = 122`,
  bolsaoJlr: sql`v.status = 120`,
  bloqueado: sql`v.status = 5`,
  troca: sql`v.status = 11`,
});
const CONFIRMACAO_COLUNAS = COLUNAS_CONFIRMACAO.map(([k]) => k).filter((k) => k !== 'total');
const algumaConfirmacao = (p: Periodo) => sql`(${sql.join(Object.values(CONFIRMACAO(p)), sql` or `)})`;

function validarTabela(status: number | null | undefined): TabelaPipeline {
  const t = (status ?? 0) as TabelaPipeline;
  if (!CODIGOS_TABELA.includes(t)) throw new InvalidInput(pmsg.tabelaInvalida);
  return t;
}

/** The filters and the user's scope (a dealer sees only its own pipeline) over `veiculos v`. */
async function filtros(db: Db, actor: Actor, f: Omit<FiltroPipeline, 'status' | 'mes' | 'ano'> & { modelo?: number | null }) {
  const c: RawBuilder<unknown>[] = [sql`v.status <> 9`];
  const escopo = escopoVeiculos(actor);
  if (escopo) c.push(sql`${escopo}`);
  if (f.jaguar !== f.landrover && (f.jaguar || f.landrover)) {
    const nome = f.jaguar ? 'Jaguar' : 'Land Rover';
    c.push(sql`v.marca_id in (select id from marcas where nome = ${nome})`);
  }
  if (f.concessionariaGrupoId) c.push(sql`v.concessionaria_grupo_id = ${f.concessionariaGrupoId}`);
  if (f.concessionariaId) c.push(sql`v.concessionaria_id = ${f.concessionariaId}`);
  if (f.tipoVendaFaturamentoId) c.push(sql`v.tipo_venda_id = ${f.tipoVendaFaturamentoId}`);
  if (f.modelo) c.push(sql`v.modelo_id = ${f.modelo}`);
  void db;
  return sql.join(c, sql` and `);
}

function validarMes(f: { mes?: number | null; ano?: number | null }) {
  if (((f.mes ?? null) === null) !== ((f.ano ?? null) === null)) throw new InvalidInput(pmsg.mesAnoJuntos);
}

type LinhaDia = Record<string, string | number | null>;
const linhaVazia = (descricao: string, id: number | null): LinhaDia => {
  const l: LinhaDia = { descricao, id };
  for (let d = 0; d <= 31; d++) l[String(d)] = 0;
  l.Total = 0;
  return l;
};

/** POST veiculos/pipeline: one table (rows by model, then 'Total'), its distribution by sale type, and the failed billings. */
// every read of the pipeline is behind escopoVeiculos (filtros): a dealer's is kept under its dealer's read version
export const pipeline = porVersaoDoDealer('veiculos/pipeline', lerPipeline);
async function lerPipeline(db: Db, actor: Actor, now: Date, f: FiltroPipeline) {
  validarMes(f);
  const tabela = validarTabela(f.status);
  const p = periodo(now, f.ano, f.mes);
  const onde = await filtros(db, actor, f);
  const modelos = await sql<{
    id: number;
    descricao: string;
  }>`select mo.id, mo.descricao from modelos mo join marcas ma on ma.id = mo.marca_id order by ma.nome, mo.descricao`.execute(db);
  const tipos = await sql<{ id: number; nome: string }>`select id, nome from tipos_venda order by id`.execute(db);
  const falhas = await sql<{ vin: string; vistaOrderNo: string; texto: string | null }>`
    select v.chassi as vin, v.pedido as "vistaOrderNo", v.motivo as texto from veiculos v where v.status = 7 and ${onde} order by v.id desc limit 200`.execute(
    db,
  );
  const falhasFaturamento = falhas.rows.map((r) => ({ vin: r.vin, vistaOrderNo: r.vistaOrderNo, veiculoSapItens: r.texto ? [{ texto: r.texto }] : [] }));
  /** The answer, whichever the table: its rows by model (then 'Total') and their distribution by sale type. */
  const resposta = (agrupa: (chave: 'mid' | 'tid', nomes: { id: number; descricao: string }[]) => LinhaDia[]) => {
    const linhas = agrupa('mid', modelos.rows);
    const distribuicao = agrupa('tid', [...tipos.rows.map((t) => ({ id: t.id, descricao: t.nome })), { id: 0, descricao: 'Sem tipo de venda' }]);
    return {
      titulo: pmsg.tituloMes(p.mes, p.ano),
      ano: p.ano,
      mes: p.mes,
      status: tabela,
      pipeline: linhas,
      distribuicao,
      falhas: falhasFaturamento,
      page: 1,
      total: linhas.length - 1,
    };
  };

  if (tabela === 7) {
    const conds = CONFIRMACAO(p);
    const { rows } = await sql<Record<string, number>>`
      select v.modelo_id as mid, coalesce(v.tipo_venda_id, 0) as tid,
        ${sql.join(CONFIRMACAO_COLUNAS.map((k) => sql`(coalesce(sum(v.n) filter (where ${conds[k]!}), 0))::int as ${sql.id(k)}`))}
      from veiculos_contagens_pipeline v where ${onde} and ${algumaConfirmacao(p)} group by 1, 2`.execute(db);
    const agrupa = (chave: 'mid' | 'tid', nomes: { id: number; descricao: string }[]) => {
      const out = nomes.map((n) => {
        const l: LinhaDia = { descricao: n.descricao, id: n.id, modelo: n.descricao };
        for (const k of CONFIRMACAO_COLUNAS) l[k] = rows.filter((r) => r[chave] === n.id).reduce((s, r) => s + r[k]!, 0);
        l.total = CONFIRMACAO_COLUNAS.reduce((s, k) => s + (l[k] as number), 0);
        return l;
      });
      const total: LinhaDia = { descricao: 'Total', id: null, modelo: 'Total' };
      for (const k of [...CONFIRMACAO_COLUNAS, 'total']) total[k] = out.reduce((s, l) => s + (l[k] as number), 0);
      return [...out.filter((l) => (l.total as number) > 0), total];
    };
    return resposta(agrupa);
  }

  const t = TABELAS_NO_CONTADOR[tabela];
  const { rows } = await sql<{ mid: number; tid: number; dia: number; n: number }>`
    select v.modelo_id as mid, coalesce(v.tipo_venda_id, 0) as tid,
      case when ${t.saldo(p)} then 0 else extract(day from ${t.dia})::int end as dia, sum(v.n)::int as n
    from veiculos_contagens_pipeline v
    where ${onde} and ${t.base} and ((${t.dia} between ${p.ini}::date and ${p.fim}::date) or (${t.saldo(p)}))
    group by 1, 2, 3`.execute(db);
  const agrupa = (chave: 'mid' | 'tid', nomes: { id: number; descricao: string }[]) => {
    const porId = new Map(nomes.map((n) => [n.id, linhaVazia(n.descricao, n.id)]));
    const total = linhaVazia('Total', null);
    for (const r of rows) {
      const l = porId.get(r[chave]);
      if (!l) continue;
      for (const x of [l, total]) {
        x[String(r.dia)] = (x[String(r.dia)] as number) + r.n;
        x.Total = (x.Total as number) + r.n;
      }
    }
    return [...[...porId.values()].filter((l) => (l.Total as number) > 0), total];
  };
  return resposta(agrupa);
}

/** GET veiculos/pipeline/detalhe/dia: the vehicles of a day cell (`date`), or of the previous-balance cell of its month (`totalAtual`). */
export interface FiltroDia extends Omit<FiltroPipeline, 'mes' | 'ano'>, Paginacao {
  date?: string | null;
  totalAtual?: boolean | null;
  modelo?: number | null;
}
async function ondeDia(db: Db, actor: Actor, f: FiltroDia) {
  if (!f.date) throw new InvalidInput(pmsg.informeData);
  if (!ISO_DATA.test(f.date) || Number.isNaN(Date.parse(`${f.date}T12:00:00Z`)) || new Date(`${f.date}T12:00:00Z`).toISOString().slice(0, 10) !== f.date)
    throw new InvalidInput(pmsg.dataInvalida);
  const tabela = validarTabela(f.status);
  if (tabela === 7) throw new InvalidInput(pmsg.tabelaInvalida);
  const p = periodo(new Date(`${f.date}T12:00:00Z`), Number(f.date.slice(0, 4)), Number(f.date.slice(5, 7)));
  const t = TABELAS[tabela];
  const cel = f.totalAtual ? t.saldo(p) : sql`${t.dia} = ${f.date}::date and not (${t.saldo(p)})`;
  return sql`${await filtros(db, actor, f)} and ${t.base} and ${cel}`;
}

/** GET veiculos/pipeline/detalhe/modelo: the vehicles of a model's row in the month (column 0 and the days), or of every model. */
export interface FiltroModelo extends FiltroPipeline, Paginacao {
  modelo?: number | null;
  /** Confirmação Geral: one count column's vehicles (Reservado, Consignado…); without it, the row's Total */
  categoria?: string | null;
}
async function ondeModelo(db: Db, actor: Actor, now: Date, f: FiltroModelo) {
  validarMes(f);
  const tabela = validarTabela(f.status);
  const p = periodo(now, f.ano, f.mes);
  const base = await filtros(db, actor, f);
  if (tabela === 7) {
    if (!f.categoria) return sql`${base} and ${algumaConfirmacao(p)}`;
    const coluna = Object.hasOwn(CONFIRMACAO(p), f.categoria) ? CONFIRMACAO(p)[f.categoria] : undefined;
    if (!coluna) throw new InvalidInput(pmsg.categoriaInvalida);
    return sql`${base} and ${coluna}`;
  }
  if (f.categoria) throw new InvalidInput(pmsg.categoriaInvalida);
  const t = TABELAS[tabela];
  return sql`${base} and ${t.base} and ((${t.dia} between ${p.ini}::date and ${p.fim}::date) or (${t.saldo(p)}))`;
}

const V = sql`v.concessionaria_id`;
export const detalheDia = (db: Db, actor: Actor, f: FiltroDia) =>
  emCacheDoDealer(db, 'veiculos/pipeline/detalhe/dia', actor, null, f, () => lerDetalheDia(db, actor, f));
async function lerDetalheDia(db: Db, actor: Actor, f: FiltroDia) {
  return pagina(db, await ondeDia(db, actor, f), f);
}
export const detalheModelo = porVersaoDoDealer('veiculos/pipeline/detalhe/modelo', lerDetalheModelo);
async function lerDetalheModelo(db: Db, actor: Actor, now: Date, f: FiltroModelo) {
  return pagina(db, await ondeModelo(db, actor, now, f), f);
}
/** Vehicles of a detail's page when the request names no `per_page`. */
const POR_PAGINA_DETALHE = 50;
/** A detail's page (`page`, `per_page`: 50 by default, at most 100) and the cell's whole count in `total`. */
async function pagina(db: Db, onde: RawBuilder<unknown>, f: Paginacao) {
  const p = paginate(f, { perPage: POR_PAGINA_DETALHE, max: MAX_PER_PAGE_VEICULOS });
  return { ...(await paginaDeVeiculosOnde(db, onde, V, p)), page: p.page, per_page: p.perPage };
}
export const exportarDia = async (db: Db, actor: Actor, f: FiltroDia) => iterarVeiculosOnde(db, await ondeDia(db, actor, f), V);
export const exportarModelo = async (db: Db, actor: Actor, now: Date, f: FiltroModelo) => iterarVeiculosOnde(db, await ondeModelo(db, actor, now, f), V);
