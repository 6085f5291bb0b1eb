import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { STATUS_TROCA, STATUS_TROCA_LINHA, TIPO_TROCA, type StatusTroca } from '@portal/contracts/swaps/status';
import { smsg } from '@portal/contracts/swaps/messages';
import { dataEmSaoPaulo, dataHoraEmSaoPaulo } from '@portal/contracts/br/dates';
import {
  comoSeLe,
  InvalidInput,
  NotFound,
  ehDealer,
  chaveDoAtor,
  MemoLimitado,
  linhas,
  paginaEmCache,
  paginate,
  preparado,
  MAX_PER_PAGE,
  ordemDaLista,
  type Db,
  type OrdemPedida,
  type Paginacao,
  type Pagina,
} from '../kernel/index.ts';
import { readStream } from '../eventstore/store.ts';
import { configuracoesTroca } from '../settings/index.ts';
import { colunaPrazo, comPrazo, condicaoPrazo, feriadosDaTabela, joinPrazo } from '../prazos/index.ts';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';
import { evolveSwap, swapStream } from './aggregate.ts';
import { escopoTrocas, enviadaPor, recebidaPor } from './scope.ts';
import { trocaVisivel } from './commands.ts';
import type { SwapContext } from '@portal/contracts/swaps/swap-machine';

/** The swap screen's lists start at 5 rows. */
const paginar = (p: Paginacao) => paginate(p, { perPage: 5, max: MAX_PER_PAGE });
const ISO = /^\d{4}-\d{2}-\d{2}$/;

async function marcas(db: Db) {
  const rows = await db.selectFrom('marcas').select(['id', 'nome']).execute();
  return { jaguar: rows.find((r) => r.nome === 'Jaguar')?.id ?? -1, landrover: rows.find((r) => r.nome === 'Land Rover')?.id ?? -1 };
}

export interface FiltroVeiculoTroca extends Paginacao {
  jaguar?: boolean | null;
  landrover?: boolean | null;
  concessionariaId?: number | null;
  tipoModeloAgrupadoId?: number | null;
  derivativoId?: number | null;
  descricaoId?: number | null;
  anoModeloId?: number | null;
  chassi?: string | string[] | null;
  pedido?: string | string[] | null;
}
async function filtrosVeiculo(db: Db, f: FiltroVeiculoTroca): Promise<RawBuilder<unknown>[]> {
  const c: RawBuilder<unknown>[] = [];
  if (f.jaguar !== f.landrover && (f.jaguar || f.landrover)) {
    const m = await marcas(db);
    c.push(sql`v.marca_id = ${f.jaguar ? m.jaguar : m.landrover}`);
  }
  if (f.tipoModeloAgrupadoId) c.push(sql`v.modelo_id = ${f.tipoModeloAgrupadoId}`);
  if (f.derivativoId) c.push(sql`v.derivativo_id = ${f.derivativoId}`);
  if (f.descricaoId) c.push(sql`v.descricao_id = ${f.descricaoId}`);
  if (f.anoModeloId) c.push(sql`v.ano_modelo_id = ${f.anoModeloId}`);
  const chassis = linhas(f.chassi);
  if (chassis.length) c.push(sql`v.chassi = any(${chassis}::text[])`);
  const pedidos = linhas(f.pedido);
  if (pedidos.length) c.push(sql`v.pedido = any(${pedidos}::text[])`);
  return c;
}
const onde = (c: RawBuilder<unknown>[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);

const VEICULO_COLS = sql`
  v.id, v.pedido, v.chassi, v.status, mo.descricao as modelo, v.modelo_id as "modeloId", d.descricao as derivativo, v.descricao as "descricaoVeiculo",
  am.ano as my, ma.nome as marcas, v.cor_interna as "corInterna", v.cor_externa as "corExterna", v.specs::text as specs,
  to_char(v.data_disponibilidade, 'DD/MM/YYYY') as "dataDisponibilidade", to_char(v.data_faturamento, 'DD/MM/YYYY') as "dataDeFaturamento",
  v.concessionaria_id as "concessionariaId", c.codigo_dealer as "codigoDealer", c.nome as "nomeDealer"`;
const LOOKUPS = sql`
  join modelos mo on mo.id = v.modelo_id
  join marcas ma on ma.id = v.marca_id
  join derivativos d on d.id = v.derivativo_id
  join anos_modelo am on am.id = v.ano_modelo_id
  left join concessionarias c on c.id = v.concessionaria_id`;
const VEICULO_JOINS = sql`from veiculos v ${LOOKUPS}`;
/** the joins of a page whose ids (and order) come from a subquery `p` */
const VEICULO_JOINS_SEM_FROM = sql`join veiculos v on v.id = p.id ${LOOKUPS}`;

export interface FiltroListarTroca extends FiltroVeiculoTroca, OrdemPedida {
  dataDeDisponibilidade?: string | null;
  dataAteDisponibilidade?: string | null;
  mesDe?: number | number[] | null;
  status?: number | number[] | null;
  /** 'Prazo' (tab 0): the requests waiting for an answer, by where their deadline stands */
  prazo?: SituacaoPrazo | SituacaoPrazo[] | null;
  /** tab 1: vehicles of other dealers available for swap */
  solicitar?: boolean | null;
  /** 'Selecione quais veículos deseja ofertar:': the actor's own vehicles that can be offered */
  selecao?: boolean | null;
}

/**
 * POST veiculos/troca/listar. Three lists behind one call (spec 2.6): `solicitar` — vehicles available for swap
 * (status 11 at other dealers, not blocked; dataLimiteTroca is when the stock time limit makes swaps automatic);
 * `selecao` — the actor's own vehicles it can offer (Cota or Troca, not blocked); neither — the swap requests (tab 0).
 */
export async function listarTroca(db: Db, actor: Actor, now: Date, f: FiltroListarTroca): Promise<Pagina<Record<string, unknown>>> {
  if (!f.solicitar && !f.selecao) return listarSolicitacoes(db, actor, now, f);
  const c = await compilarTroca(db, actor, now, f);
  // the page kept under the read version of what it reads (its scope, day and swap time limit are in the statement)
  return paginaEmCache(db, 'troca/veiculos/pagina', TABELAS_TROCA_VEICULOS, c, ['veiculos'], (r) => ({ ...r, specs: JSON.parse(String(r.specs)) }));
}
const TABELAS_TROCA_VEICULOS = [
  'veiculos',
  'modelos',
  'marcas',
  'derivativos',
  'anos_modelo',
  'concessionarias',
  'configuracoes_gerais',
  'configuracoes_portal',
] as const;

/**
 * The two statements (count and page) of the `solicitar` and `selecao` lists, compiled: the list runs them, the
 * benchmark's bare route too. The page orders and cuts the matching ids first (an index on the filters and the order)
 * and joins the lookups and formats the dates for its own rows only.
 */
export async function compilarTroca(db: Db, actor: Actor, now: Date, f: FiltroListarTroca): Promise<ListagemTroca> {
  for (const d of [f.dataDeDisponibilidade, f.dataAteDisponibilidade]) if (d && !ISO.test(d)) throw new InvalidInput(smsg.dataInvalida);
  // the same caller, day and filter compile to the same statements while the swap settings are the same (kept; a brand
  // filter reads the brands' ids, so it is compiled afresh)
  const cfg = await configuracoesTroca(db);
  const chave = f.jaguar || f.landrover ? null : JSON.stringify([chaveDoAtor(actor), dataEmSaoPaulo(now), f]);
  const memo = chave ? compiladas.get(chave) : undefined;
  if (memo && memo.cfg === cfg) return memo;
  const { page, perPage, offset } = paginar(f);
  const c = await filtrosVeiculo(db, f);
  if (f.dataDeDisponibilidade) c.push(sql`v.data_disponibilidade >= ${f.dataDeDisponibilidade}::date`);
  if (f.dataAteDisponibilidade) c.push(sql`v.data_disponibilidade <= ${f.dataAteDisponibilidade}::date`);
  const meses = f.mesDe === null || f.mesDe === undefined ? [] : [f.mesDe].flat();
  if (meses.length) c.push(sql`v.mes_disponibilidade = any(${meses}::smallint[])`);
  const dealer = actor.concessionariaId ?? -1;
  if (f.selecao) {
    c.push(sql`v.status in (0, 11) and v.concessionaria_id = ${dealer}`);
  } else {
    c.push(sql`v.status = 11 and v.concessionaria_id is not null`);
    if (ehDealer(actor)) {
      c.push(
        actor.processosGrupo && actor.concessionariaGrupoId !== null
          ? sql`v.concessionaria_grupo_id is distinct from ${actor.concessionariaGrupoId}`
          : sql`v.concessionaria_id <> ${dealer}`,
      );
    }
    if (f.concessionariaId) c.push(sql`v.concessionaria_id = ${f.concessionariaId}`);
  }
  // the counter keeps only the vehicles not blocked for swap (its source), so over it the conditions go without that one
  const veiculos = [...c, sql`v.bloqueado_troca = false`];
  const { tempoLimiteEstoqueDias: limite } = cfg;
  const hoje = dataEmSaoPaulo(now);
  const colunas = sql`${VEICULO_COLS},
        (${hoje}::date - v.data_entrada_estoque) as "diasEmEstoque",
        case when ${limite} > 0 and v.data_entrada_estoque is not null then to_char(v.data_entrada_estoque + ${limite}::int, 'DD/MM/YYYY') end as "dataLimiteTroca",
        case when ${limite} > 0 and (${hoje}::date - v.data_entrada_estoque) > ${limite} then ${smsg.trocaAutomatica} end as "TempoLimiteEstoque"`;
  const ordem = ordemDaLista(f, VEICULO_ORDENAVEIS, sql`v.id`);
  const listagem: ListagemTroca = {
    cfg,
    page,
    // the total from the swap lists' counter when every condition reads a column it keeps (contaPeloContador), else a count
    count: preparado(
      (contaPeloContador(f)
        ? sql<{ total: string }>`select coalesce(sum(v.n), 0) as total from veiculos_contagens_troca v ${onde(c)}`
        : sql<{ total: string }>`select count(*) as total from veiculos v ${onde(veiculos)}`
      ).compile(db),
    ),
    rows: preparado(
      ordem
        ? // a column's order: the rows by it, joined first (the vehicle's id breaks ties)
          sql<Record<string, unknown>>`select ${colunas} ${VEICULO_JOINS} ${onde(veiculos)} order by ${ordem} limit ${perPage} offset ${offset}`.compile(db)
        : sql<Record<string, unknown>>`
      select ${colunas}
      from (
        select v.id, v.data_disponibilidade from veiculos v ${onde(veiculos)}
        order by v.data_disponibilidade nulls last, v.id limit ${perPage} offset ${offset}
      ) p
      ${VEICULO_JOINS_SEM_FROM}
      order by p.data_disponibilidade nulls last, p.id`.compile(db),
    ),
  };
  return chave ? compiladas.set(chave, listagem) : listagem;
}
/**
 * Whether a swap list's total can be summed from `veiculos_contagens_troca` (vehicles/contagens.ts): brand, model,
 * derivative, description, model year, month, the dealer filter and the actor's scope name columns the counter keeps.
 * Chassi, Pedido and a range of availability days do not: such a list counts its vehicles (over the filter's index).
 */
const contaPeloContador = (f: FiltroListarTroca) =>
  linhas(f.chassi).length === 0 && linhas(f.pedido).length === 0 && !f.dataDeDisponibilidade && !f.dataAteDisponibilidade;

/** The vehicle's columns every swap list sorts by (the row's names), on the vehicle `v` and its lookups. */
const DO_VEICULO_ORDENAVEIS = {
  pedido: sql`v.pedido`,
  chassi: sql`v.chassi`,
  modelo: sql`mo.descricao`,
  derivativo: sql`d.descricao`,
  descricaoVeiculo: sql`v.descricao`,
  my: sql`am.ano`,
  corExterna: sql`v.cor_externa`,
  dataDisponibilidade: sql`v.data_disponibilidade`,
};
/** The columns the vehicle lists of the swap screen sort by: the vehicle's, its dealer and its swap deadline. */
const VEICULO_ORDENAVEIS = { ...DO_VEICULO_ORDENAVEIS, codigoDealer: sql`c.codigo_dealer`, dataLimiteTroca: sql`v.data_entrada_estoque` };
interface ListagemTroca {
  cfg: unknown;
  page: number;
  count: CompiledQuery<{ total: string }>;
  rows: CompiledQuery<Record<string, unknown>>;
}
const compiladas = new MemoLimitado<string, ListagemTroca>(1000);

export interface FiltroMinhasTrocas extends FiltroVeiculoTroca, OrdemPedida {
  enviada?: boolean | null;
  recebida?: boolean | null;
  /** swap type: 1 Trocadas (with offered vehicles), 2 Recebidas, 3 Solicitação sem troca */
  troca?: number | null;
  status?: number | number[] | null;
  prazo?: SituacaoPrazo | SituacaoPrazo[] | null;
}

function linhaTroca(actor: Actor, hoje: string, limite: number) {
  return sql`
    t.id as "veiculoTrocaPedidoId", t.status, t.veiculo_interesse_id as "veiculoId", t.concessionaria_dona_id as "concessionariaDonaId",
    t.concessionaria_solicitante_id as "concessionariaSolicitanteId",
    cs.codigo_dealer as "codigoConcessionariaOrigem", cs.nome as "nomeConcessionariaOrigem",
    cd.codigo_dealer as "codigoConcessionariaDestino", cd.nome as "nomeConcessionariaDestino", cd.nome as "nomeDealerSolicitado",
    t.solicitado_por_nome as "nomeUsuarioSolicitou", to_char(t.solicitado_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') as "dataSolicitou",
    t.respondido_por_nome as "nomeUsuarioAceitouRejeitou", to_char(t.respondido_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') as "dataAceitouRejeitou",
    t.contato_email as "contatoEmail", t.contato_nome as "contatoNome", t.contato_telefone as "contatoTelefone", t.comentario,
    to_char(t.vence_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') as "dataLimiteTroca", ${colunaPrazo},
    t.veiculos_propostos as "veiculosPropostos", t.veiculo_proposto_aceito_id as "veiculoPropostoAceitoId", t.automatica, t.motivo,
    case when ${enviadaPor(actor)} then 'Enviada' when ${recebidaPor(actor)} then 'Recebida' end as "tipoSolicitacao",
    (t.status = ${STATUS_TROCA.pendente} and ${ehDealer(actor)} and ${recebidaPor(actor)} and ${limite} > 0 and (
      select count(*) from trocas c2 where c2.concessionaria_dona_id = t.concessionaria_dona_id and c2.status = ${STATUS_TROCA.cedido}
        and to_char(c2.respondido_em at time zone 'America/Sao_Paulo', 'YYYY-MM') = ${hoje.slice(0, 7)}) < ${limite}) as "podeCeder",
    v.pedido, v.chassi, mo.descricao as modelo, d.descricao as derivativo, v.descricao as "descricaoVeiculo", am.ano as my, ma.nome as marcas,
    v.cor_interna as "corInterna", v.cor_externa as "corExterna", v.specs::text as specs, to_char(v.data_disponibilidade, 'DD/MM/YYYY') as "dataDisponibilidade"`;
}
/** A swap's vehicle, its lookups, both dealers and its deadline, joined to a `trocas t` row. */
const TROCA_LOOKUPS = sql`
  join veiculos v on v.id = t.veiculo_interesse_id
  join modelos mo on mo.id = v.modelo_id
  join marcas ma on ma.id = v.marca_id
  join derivativos d on d.id = v.derivativo_id
  join anos_modelo am on am.id = v.ano_modelo_id
  join concessionarias cd on cd.id = t.concessionaria_dona_id
  join concessionarias cs on cs.id = t.concessionaria_solicitante_id
  ${joinPrazo('troca', sql`t.id`)}`;
const TROCA_JOINS = sql`from trocas t ${TROCA_LOOKUPS}`;

const STATUS_VALIDOS = new Set<number>(Object.values(STATUS_TROCA));
function statusLista(s: number | number[] | null | undefined): number[] {
  const lista = s === null || s === undefined ? [] : [s].flat();
  if (lista.some((x) => !STATUS_VALIDOS.has(x))) throw new InvalidInput(smsg.statusInvalido);
  return lista;
}

/** The columns the swap request lists sort by (the row's names; the status and the direction as they read). */
const trocaOrdenaveis = (actor: Actor) => ({
  veiculoTrocaPedidoId: sql`t.id`,
  tipoSolicitacao: sql`case when ${enviadaPor(actor)} then 'Enviada' when ${recebidaPor(actor)} then 'Recebida' end`,
  ...DO_VEICULO_ORDENAVEIS,
  codigoConcessionariaOrigem: sql`cs.codigo_dealer`,
  codigoConcessionariaDestino: sql`cd.codigo_dealer`,
  veiculosPropostos: sql`cardinality(t.veiculos_propostos)`,
  nomeUsuarioSolicitou: sql`t.solicitado_por_nome`,
  dataSolicitou: sql`t.solicitado_em`,
  dataLimiteTroca: sql`t.vence_em`,
  prazo: sql`pz.vence_em`,
  statusDescricao: comoSeLe(sql`t.status`, STATUS_TROCA_LINHA),
});

async function consultaTrocas(db: Db, actor: Actor, now: Date, c: RawBuilder<unknown>[], pag: { perPage: number; offset: number } | null, o: OrdemPedida = {}) {
  const ordem = ordemDaLista(o, trocaOrdenaveis(actor), sql`t.id`) ?? sql`(t.status = ${STATUS_TROCA.pendente}) desc, t.solicitado_em desc, t.id desc`;
  const escopo = escopoTrocas(actor);
  if (escopo) c.push(sql`${escopo}`);
  const { limiteCessoesMes } = await configuracoesTroca(db);
  const feriados = await feriadosDaTabela(db);
  const hoje = dataEmSaoPaulo(now);
  // the page's ids first, with the sort key only (a swap's row — its dates formatted, whether it can still be ceded —
  // is computed for the page's rows, not for every swap that matches); the order ends on the id, so it is total
  const rows = await sql<Record<string, unknown> & { total: number; status: number; specs: string }>`
    with pagina as (
      select t.id, count(*) over ()::int as total
      ${TROCA_JOINS}
      ${onde(c)}
      order by ${ordem}
      ${pag ? sql`limit ${pag.perPage} offset ${pag.offset}` : sql``}
    )
    select ${linhaTroca(actor, hoje, limiteCessoesMes)}, p.total
    from pagina p join trocas t on t.id = p.id ${TROCA_LOOKUPS}
    order by ${ordem}`.execute(db);
  return {
    rows: rows.rows.map(({ total: _t, ...r }) => ({
      ...comPrazo(r, now, feriados),
      specs: JSON.parse(r.specs),
      statusDescricao: STATUS_TROCA_LINHA[r.status as StatusTroca] ?? String(r.status),
      destacada: r.status === STATUS_TROCA.pendente,
    })),
    total: rows.rows[0]?.total ?? 0,
  };
}

/** Tab 0 of the swap screen: requests sent by the actor's dealer (importer staff: all). */
async function listarSolicitacoes(db: Db, actor: Actor, now: Date, f: FiltroListarTroca) {
  const { page, perPage, offset } = paginar(f);
  const c = await filtrosVeiculo(db, f);
  const status = statusLista(f.status);
  if (status.length) c.push(sql`t.status = any(${status}::smallint[])`);
  if (ehDealer(actor)) c.push(sql`${enviadaPor(actor)}`);
  if (f.concessionariaId) c.push(sql`t.concessionaria_dona_id = ${f.concessionariaId}`);
  const prazo = condicaoPrazo(f.prazo, now);
  if (prazo) c.push(prazo);
  const r = await consultaTrocas(db, actor, now, c, { perPage, offset }, f);
  return { rows: r.rows, page, total: r.total };
}

async function condicoesMinhas(db: Db, actor: Actor, now: Date, f: FiltroMinhasTrocas) {
  const c = await filtrosVeiculo(db, f);
  const prazo = condicaoPrazo(f.prazo, now);
  if (prazo) c.push(prazo);
  const status = statusLista(f.status);
  if (status.length) c.push(sql`t.status = any(${status}::smallint[])`);
  if (f.enviada && !f.recebida) c.push(sql`${enviadaPor(actor)}`);
  if (f.recebida && !f.enviada) c.push(sql`${recebidaPor(actor)}`);
  if (f.troca === TIPO_TROCA.trocadas) c.push(sql`cardinality(t.veiculos_propostos) > 0`);
  else if (f.troca === TIPO_TROCA.recebidas) c.push(sql`${recebidaPor(actor)}`);
  else if (f.troca === TIPO_TROCA.semTroca) c.push(sql`cardinality(t.veiculos_propostos) = 0`);
  else if (f.troca !== null && f.troca !== undefined) throw new InvalidInput(smsg.tipoTrocaInvalido);
  if (f.concessionariaId) c.push(sql`(t.concessionaria_dona_id = ${f.concessionariaId} or t.concessionaria_solicitante_id = ${f.concessionariaId})`);
  return c;
}

/** POST veiculos/troca/minhas/listar: Minhas Trocas, sent and received, Pendente first (highlighted). */
export async function minhasTrocas(db: Db, actor: Actor, now: Date, f: FiltroMinhasTrocas): Promise<Pagina<Record<string, unknown>>> {
  const { page, perPage, offset } = paginar(f);
  const r = await consultaTrocas(db, actor, now, await condicoesMinhas(db, actor, now, f), { perPage, offset }, f);
  return { rows: r.rows, page, total: r.total };
}

/** The rows of the swap report (POST relatorios/troca), same filters, no paging (capped). */
export async function relatorioTrocas(db: Db, actor: Actor, now: Date, f: FiltroMinhasTrocas) {
  return (await consultaTrocas(db, actor, now, await condicoesMinhas(db, actor, now, f), { perPage: 100_000, offset: 0 }, f)).rows;
}

/** GET veiculos/troca/minhas/detalhe: the request and the offered vehicles (the owner picks exactly one). */
export async function detalheTroca(db: Db, actor: Actor, now: Date, trocaId: number) {
  await trocaVisivel(db, actor, trocaId);
  const r = await consultaTrocas(db, actor, now, [sql`t.id = ${trocaId}`], null);
  const row = r.rows[0];
  if (!row) throw new NotFound(smsg.trocaInexistente);
  const ids = ((row as Record<string, unknown>).veiculosPropostos as number[] | null) ?? [];
  const propostos = ids.length
    ? (
        await sql<
          Record<string, unknown> & { specs: string }
        >`select ${VEICULO_COLS} ${VEICULO_JOINS} where v.id = any(${ids}::int[]) order by array_position(${ids}::int[], v.id)`.execute(db)
      ).rows.map((v) => ({ ...v, specs: JSON.parse(v.specs) }))
    : [];
  return { ...row, propostos };
}

const DESCRICAO_EVENTO: Record<string, string> = {
  TrocaSolicitada: 'Troca solicitada',
  TrocaAceita: 'Troca aceita',
  TrocaRejeitada: 'Troca rejeitada',
  TrocaCedida: 'Veículo cedido',
  TrocaCancelada: 'Troca cancelada',
  TrocaExpirada: 'Troca expirada (prazo encerrado)',
  TrocaEncerrada: 'Troca encerrada',
  TrocaAutomatica: 'Troca automática (tempo limite em estoque)',
};

/** GET veiculos/troca/minhas/log: every step of the request, who and when (the admin behind an acesso espelho too). */
export async function logTroca(db: Db, actor: Actor, trocaId: number) {
  await trocaVisivel(db, actor, trocaId);
  const events = await readStream(db, swapStream(trocaId));
  let c: SwapContext | null = null;
  return events.map((e) => {
    c = evolveSwap(c, e);
    const d = e.data as { at: string; motivo?: string | null; veiculosEscolhidos?: number[]; veiculoPropostoId?: number };
    const m = e.metadata as { nome: string | null; espelhoAdminNome?: string | null };
    return {
      dataOperacao: dataHoraEmSaoPaulo(d.at),
      evento: e.type,
      descricao: DESCRICAO_EVENTO[e.type] ?? e.type,
      nome: m.nome,
      nomeAdmin: m.espelhoAdminNome ?? null,
      status: c.status,
      statusDescricao: c.status === null ? null : STATUS_TROCA_LINHA[c.status],
      veiculoPropostoId: d.veiculosEscolhidos?.[0] ?? d.veiculoPropostoId ?? null,
      motivo: d.motivo ?? null,
    };
  });
}

/** GET veiculos/troca/minhas/contagem-pendencias: Pendente requests received by the dealer-side user's dealer (importer staff receive none: 0). */
export async function contagemPendencias(db: Db, actor: Actor): Promise<number> {
  if (!ehDealer(actor)) return 0;
  const r = await sql<{ n: number }>`select count(*)::int as n from trocas t where t.status = ${STATUS_TROCA.pendente} and ${recebidaPor(actor)}`.execute(db);
  return r.rows[0]?.n ?? 0;
}
