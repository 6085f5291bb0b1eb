import { createHash } from 'node:crypto';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import {
  STATUS_NOME,
  STATUS_PADRAO_VISAO_GERAL,
  STATUS_FATURAMENTO_ABERTO,
  TODOS_STATUS,
  STATUS_FORA_LIBERACAO,
  type StatusVeiculo,
} from '@portal/contracts/vehicles/status';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { smsg } from '@portal/contracts/swaps/messages';
import { CONFIG_TROCA } from '@portal/contracts/swaps/status';
import { PADRAO_CONFIGURACAO, configuracoesFaturamento } from '../settings/index.ts';
import { prorrogacaoEfetiva } from './prazos.ts';
import {
  NotFound,
  ehDealer,
  emCache,
  type TabelaVigiada,
  paginate,
  MAX_PER_PAGE_VEICULOS,
  MAX_PER_PAGE_EXPORTACAO,
  type Db,
  type Pagina as PaginaBase,
  type Paged,
} from '../kernel/index.ts';
import { escopoVeiculos } from './scope.ts';
import { condicoes, diasEmMonitoramento, flagRange, flagRangeDescricao, emMonitoramento, linhas, validarPeriodo, type FiltroVeiculos } from './filters.ts';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import type { EntradaLog } from './aggregate.ts';

/** The vehicle lists also take the console's older `pageSize`. */
export interface Pagina extends PaginaBase {
  pageSize?: number | null;
}
/** A vehicle list's page: with a multi-line Pedido/Chassi and no `per_page` the page size is the number of lines. */
const paginaVeiculos = (f: Pagina, linhasFiltro: number, max = MAX_PER_PAGE_VEICULOS) =>
  paginate({ page: f.page, per_page: f.per_page ?? f.pageSize }, { perPage: linhasFiltro || 10, max });

export async function configFlags(db: Db) {
  const rows = await db
    .selectFrom('configuracoes_portal')
    .select(['chave', 'valor'])
    .where('chave', 'in', ['faixaUsoVerdeAte', 'faixaUsoAmareloAte'])
    .execute();
  const get = (k: string, d: number) => {
    const n = Number(rows.find((r) => r.chave === k)?.valor);
    return Number.isFinite(n) && n > 0 ? n : d;
  };
  return { verdeAte: get('faixaUsoVerdeAte', 30), amareloAte: get('faixaUsoAmareloAte', 60) };
}

let marcasCache: { jaguar: number | null; landrover: number | null } | null = null;
async function marcas(db: Db) {
  if (marcasCache) return marcasCache;
  const rows = await db.selectFrom('marcas').select(['id', 'nome']).execute();
  const m = { jaguar: rows.find((r) => r.nome === 'Jaguar')?.id ?? null, landrover: rows.find((r) => r.nome === 'Land Rover')?.id ?? null };
  if (m.jaguar !== null && m.landrover !== null) marcasCache = m;
  return m;
}

const todosMenos = (fora: readonly number[]) => TODOS_STATUS.filter((s) => !fora.includes(s));

/** The stock time limit (days) after which swaps are automatic, from the settings store; computed once per query. */
const LIMITE_TROCA = sql<number>`coalesce((select nullif(valor, '')::int from configuracoes_gerais where tipo = ${CONFIG_TROCA.tempoLimiteEstoque} and valor ~ '^[0-9]+$' order by id desc limit 1), ${PADRAO_CONFIGURACAO[CONFIG_TROCA.tempoLimiteEstoque]!})`;

/** The spec's vehicle row (spec §3), built in SQL. */
function colunas(hoje: string) {
  return sql`
    v.id, v.pedido, v.chassi, v.status, v.status_anterior as "statusAnterior",
    v.concessionaria_id as "concessionariaId", c.codigo_dealer || ' - ' || c.nome as "dealerAtual",
    o.codigo_dealer as "dealerOrigem", o.nome as "nomeDealerOrigem",
    s.codigo_dealer as "dealerSolicitante", s.nome as "nomeDealerSolicitante",
    cs.codigo_dealer || ' - ' || cs.nome as "dealerConsignado",
    mo.descricao as modelo, v.modelo_id as "modeloId", d.descricao as derivativo, v.descricao as "descricaoVeiculo", am.ano as my, ma.nome as marcas,
    v.cor_interna as "corInterna", v.cor_externa as "corExterna", v.specs::text as specs,
    to_char(v.data_disponibilidade, 'DD/MM/YYYY') as "dataDisponibilidadeFormatada",
    to_char(v.data_disponibilidade, 'YYYY-MM-DD') as "dataDisponibilidade",
    to_char(${prorrogacaoEfetiva('v')}, 'YYYY-MM-DD') as "dataDisponibilidadeAte",
    to_char(v.data_solicitacao_faturamento at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as "solicitacaoFaturamentoDealer",
    to_char(v.data_faturamento, 'DD/MM/YYYY') as "dataDeFaturamento",
    v.nota_fiscal as "notaFiscal",
    tv.nome as "tipoVendaFaturamento", tp.nome as "tipoPagamentoFaturamento", tv.nome as "tipoVenda", v.tipo_venda_id as "tipoVendaId",
    v.tipo_pedido_comum as "tipoPedidoComum", v.tipo_pedido_marca as "tipoPedidoMarca",
    case when v.status = 10 then (${hoje}::date - v.data_consignacao) end as "diasEmConsignado",
    case when v.data_entrada_estoque is not null then coalesce(v.data_faturamento, ${hoje}::date) - v.data_entrada_estoque end as "diasEmEstoque",
    case when v.data_entrada_estoque is not null then coalesce(v.data_faturamento, ${hoje}::date) - v.data_entrada_estoque end as dias,
    v.bloqueado_troca as "bloqueioParaTorca",
    case when v.bloqueado_troca then 'bloqueado' else 'livre para troca' end as "BloqueadoTroca",
    v.status = 11 as "emTroca", v.nsc, v.dealer_principal as "dealerPrincipal", null::text as "tipoTroca",
    v.concessionaria_grupo_id as "GrupoDealerId",
    case when v.status = 11 and ${LIMITE_TROCA} > 0 and (${hoje}::date - v.data_entrada_estoque) > ${LIMITE_TROCA} then ${smsg.trocaAutomatica} end as "TempoLimiteEstoque",
    case when v.status in (0, 11, 121) then 1 else 0 end as "permitidoFaturar",
    to_char(v.data_prevista_faturamento, 'DD/MM/YYYY') as "prevFaturamento",
    v.prioridade, v.faturar_assim_que_possivel as "faturarAssimQuePossivel",
    case when v.status = 11 and ${LIMITE_TROCA} > 0 and v.data_entrada_estoque is not null then to_char(v.data_entrada_estoque + ${LIMITE_TROCA}, 'DD/MM/YYYY') end as "dataLimiteTroca",
    ${diasEmMonitoramento(hoje)} as "diasEmMonitoramento",
    case when ${emMonitoramento()} then 'Em monitoramento' else 'Sem monitoramento' end as "statusMonitoramentoDescricao",
    ${flagRange(hoje)} as "flagRangeTipo",
    ${flagRangeDescricao(hoje)} as "flagRangeDescricao",
    v.faturamento_pedido_id as "faturamentoPedidoId"`;
}
const JOIN_REST = sql`
  left join concessionarias c on c.id = v.concessionaria_id
  left join concessionarias o on o.id = v.dealer_origem_id
  left join concessionarias s on s.id = v.dealer_solicitante_id
  left join concessionarias cs on cs.id = v.dealer_consignado_id
  join modelos mo on mo.id = v.modelo_id
  join marcas ma on ma.id = v.marca_id
  join derivativos d on d.id = v.derivativo_id
  join anos_modelo am on am.id = v.ano_modelo_id
  left join tipos_venda tv on tv.id = v.tipo_venda_id
  left join tipos_pagamento tp on tp.id = v.tipo_pagamento_id`;
const JOINS = sql`from veiculos v ${JOIN_REST}`;

type Row = Record<string, unknown> & { status: number };
const decorar = (r: Row) => ({ ...r, statusDescricao: STATUS_NOME[r.status as StatusVeiculo] ?? String(r.status) });

export interface ListaOpts {
  statusPadrao: readonly number[];
  statusPermitidos?: readonly number[];
  incluirBolsao?: boolean;
  extra?: RawBuilder<unknown>[];
  semPaginacao?: boolean;
}

async function consulta(db: Db, actor: Actor, now: Date, f: FiltroVeiculos, opts: ListaOpts) {
  validarPeriodo(f);
  const hoje = dataEmSaoPaulo(now);
  const conds = condicoes(f, { statusPadrao: opts.statusPadrao, marcas: await marcas(db), hoje });
  if (opts.statusPermitidos) conds.push(sql`v.status = any(${opts.statusPermitidos as number[]}::smallint[])`);
  const escopo = escopoVeiculos(actor, { incluirBolsao: opts.incluirBolsao });
  if (escopo) conds.push(sql`${escopo}`);
  conds.push(...(opts.extra ?? []));
  return { where: sql.join(conds, sql` and `), hoje, escopado: escopo !== null };
}

/** The two statements of a list page (count and page), compiled: the list runs them, the benchmark's bare route too. */
export async function compilarListagem(db: Db, actor: Actor, now: Date, f: FiltroVeiculos & Pagina, opts: ListaOpts) {
  const { where, hoje, escopado } = await consulta(db, actor, now, f, opts);
  const linhasPedido = linhas(f.pedido).length || linhas(f.chassi).length;
  const { page, perPage, offset } = paginaVeiculos(f, linhasPedido, opts.semPaginacao ? MAX_PER_PAGE_EXPORTACAO : MAX_PER_PAGE_VEICULOS);
  return {
    page,
    count: preparado(sql<{ total: string }>`select count(*) as total from veiculos v where ${where}`.compile(db)),
    rows: preparado(
      escopado
        ? // a dealer's vehicles are few and spread over the id range: collect them through the dealer indexes, then sort
          sql<Row>`with f as materialized (select v.id from veiculos v where ${where})
            select ${colunas(hoje)} from (select id from f order by id desc limit ${perPage} offset ${offset}) p
            join veiculos v on v.id = p.id ${JOIN_REST} order by v.id desc`.compile(db)
        : sql<Row>`select ${colunas(hoje)} ${JOINS} where ${where} order by v.id desc limit ${perPage} offset ${offset}`.compile(db),
    ),
  };
}

/**
 * Runs a list statement as a named prepared statement (db/connect.ts `/*stmt:<name>*\/`): parsed and planned once per
 * connection. The name is a hash of the text, and the text depends only on which filters are present, so names stay few.
 */
function preparado<T>(q: CompiledQuery<T>): CompiledQuery<T> {
  const nome = `vl-${createHash('sha1').update(q.sql).digest('hex').slice(0, 16)}`;
  return { ...q, sql: `/*stmt:${nome}*/ ${q.sql}` };
}

/** One paged vehicle list; dealer-side users are scoped in the SQL itself. */
export async function listarVeiculos(db: Db, actor: Actor, now: Date, f: FiltroVeiculos & Pagina, opts: ListaOpts): Promise<Paged<ReturnType<typeof decorar>>> {
  const c = await compilarListagem(db, actor, now, f, opts);
  const [total, rows] = await Promise.all([totalEmCache(db, c.count, TABELAS_TOTAL_VEICULOS), db.executeQuery(c.rows)]);
  return { rows: rows.rows.map(decorar), page: c.page, total };
}

/** What a vehicle list's count reads: the vehicles, and the settings its monitoring and range filters compare with. */
const TABELAS_TOTAL_VEICULOS = ['veiculos', 'configuracoes_portal', 'configuracoes_gerais'] as const;

/**
 * A list's exact total, kept under the read version of the tables its count reads (kernel emCache): the statement's text
 * and parameters are the key, so the same filters and scope count once until one of those tables is written.
 */
export async function totalEmCache(db: Db, count: CompiledQuery<{ total: string }>, tabelas: readonly TabelaVigiada[]): Promise<number> {
  return emCache(db, 'listas/total', tabelas, [count.sql, count.parameters], async () => Number((await db.executeQuery(count)).rows[0]?.total ?? 0));
}

/** Every vehicle of a list, in batches by id (keyset), for streamed exports. */
export async function* iterarVeiculos(db: Db, actor: Actor, now: Date, f: FiltroVeiculos, opts: ListaOpts): AsyncGenerator<ReturnType<typeof decorar>> {
  const { where, hoje } = await consulta(db, actor, now, f, opts);
  // small batches: two of them (the one written out and the next, asked for meanwhile) are all an export holds
  const LOTE = 2000;
  const lote = (antesDe: number) =>
    db.executeQuery(
      preparado(sql<Row & { id: number }>`select ${colunas(hoje)} ${JOINS} where ${where} and v.id < ${antesDe} order by v.id desc limit ${LOTE}`.compile(db)),
    );
  // the next batch is asked for while this one is written out
  let proximo = lote(2_147_483_647);
  for (;;) {
    const { rows } = await proximo;
    if (rows.length === LOTE) {
      proximo = lote(rows[rows.length - 1]!.id);
      proximo.catch(() => undefined); // an export abandoned by the client must not leave an unhandled rejection
    }
    for (const r of rows) {
      // in place: a 100,000-row export makes no second object per row
      (r as Record<string, unknown>).statusDescricao = STATUS_NOME[r.status as StatusVeiculo] ?? String(r.status);
      yield r as unknown as ReturnType<typeof decorar>;
    }
    if (rows.length < LOTE) return;
  }
}

export const OPCOES = {
  pedidos: () => ({ statusPadrao: todosMenos(STATUS_FORA_LIBERACAO), statusPermitidos: todosMenos(STATUS_FORA_LIBERACAO) }),
  faturamentos: () => ({ statusPadrao: STATUS_FATURAMENTO_ABERTO }),
  visaoGeral: () => ({ statusPadrao: STATUS_PADRAO_VISAO_GERAL }),
  bolsao: (a: Actor, f: FiltroBolsao): ListaOpts => {
    const dealer = ehDealer(a);
    const extra: RawBuilder<unknown>[] = [];
    if (f.dealerPrincipal === true) extra.push(sql`v.status = 120`);
    const meus = escopoVeiculos(a);
    if (f.meus && meus) extra.push(sql`${meus}`);
    return {
      statusPadrao: dealer ? [121, 122] : [120, 121, 122, 10],
      statusPermitidos: dealer ? [121, 122, 10] : [120, 121, 122, 10],
      incluirBolsao: true,
      extra,
    };
  },
};

/** POST veiculos/pedidos/listar: the release/block/cancel tab (6 and 7 left out). */
export const listarPedidos = (db: Db, a: Actor, now: Date, f: FiltroVeiculos & Pagina) => listarVeiculos(db, a, now, f, OPCOES.pedidos());
/** POST veiculos/faturamentos/listar: open (0,1,3,4,10,11,14) by default, closed with status [2]. */
export const listarFaturamentos = (db: Db, a: Actor, now: Date, f: FiltroVeiculos & Pagina) => listarVeiculos(db, a, now, f, OPCOES.faturamentos());
/** POST relatorios/visao/geral/listar: the overview (0-7 and 9-14 by default). */
export const listarVisaoGeral = (db: Db, a: Actor, now: Date, f: FiltroVeiculos & Pagina) => listarVeiculos(db, a, now, f, OPCOES.visaoGeral());

export interface FiltroBolsao extends FiltroVeiculos {
  dealerPrincipal?: boolean | null;
  meus?: boolean | null;
}
/**
 * POST veiculos/bolsao/listar: Pocket, Pipeline Futuro, Bolsão and Consignado for administrators; dealers see their own
 * pipeline and the Bolsão (never Pocket); `meus` keeps only their own.
 */
export const listarBolsao = (db: Db, a: Actor, now: Date, f: FiltroBolsao & Pagina, semPaginacao = false) =>
  listarVeiculos(db, a, now, f, { ...OPCOES.bolsao(a, f), semPaginacao });

/**
 * GET veiculos/faturamentos/pendencia: the user's stock whose billing extension date (prorrogacaoEfetiva) passed more
 * than conf7 days ago (blocks new requests in the console; conf7 = 0 blocks from the day after the date).
 */
export async function pendencias(db: Db, a: Actor, now: Date) {
  const hoje = dataEmSaoPaulo(now);
  const escopo = escopoVeiculos(a);
  const { bloqueioPopupParadosDias } = await configuracoesFaturamento(db);
  const rows = await sql<{ id: number; pedido: string; chassi: string; modelo: string; status: number; dataProrrogacaoFaturamento: string }>`
    select p.id, p.pedido, p.chassi, p.modelo, p.status, to_char(p.prorr, 'DD/MM/YYYY') as "dataProrrogacaoFaturamento"
    from (
      select v.id, v.pedido, v.chassi, mo.descricao as modelo, v.status, ${prorrogacaoEfetiva('v')} as prorr
      from veiculos v join modelos mo on mo.id = v.modelo_id
      where v.status in (0, 11) ${escopo ? sql`and ${escopo}` : sql``}
    ) p
    where p.prorr < ${hoje}::date - ${bloqueioPopupParadosDias}::int
    order by p.prorr, p.id limit 200`.execute(db);
  return rows.rows.map((r) => ({ ...r, statusDescricao: STATUS_NOME[r.status as StatusVeiculo] }));
}

/** GET veiculos/log/detail/{id}: 'Dados do Veículo' and 'Informações'. */
export async function detalheVeiculo(db: Db, a: Actor, now: Date, id: number) {
  const hoje = dataEmSaoPaulo(now);
  const escopo = escopoVeiculos(a, { incluirBolsao: true });
  const r = (await sql<Row>`select ${colunas(hoje)} ${JOINS} where v.id = ${id} ${escopo ? sql`and ${escopo}` : sql``}`.execute(db)).rows[0];
  if (!r) throw new NotFound(vmsg.veiculoInexistente);
  const row = decorar(r);
  return { ...row, specs: JSON.parse(String(r.specs)) as { codigo: string; descricao: string }[] };
}

/** GET veiculos/log/{id}: 'Listagem de Histórico', newest first; the user shows '(acesso espelho: user)' when an administrator acted through mirror access. */
export async function logVeiculo(db: Db, a: Actor, id: number) {
  let q = db.selectFrom('veiculos as v').innerJoin('veiculo_logs as l', 'l.veiculo_id', 'v.id').select('l.entradas').where('v.id', '=', id);
  const escopo = escopoVeiculos(a, { incluirBolsao: true });
  if (escopo) q = q.where(escopo);
  const row = await q.executeTakeFirst();
  if (!row) throw new NotFound(vmsg.veiculoInexistente);
  const entradas = (typeof row.entradas === 'string' ? JSON.parse(row.entradas) : row.entradas) as EntradaLog[];
  const dealerIds = [...new Set(entradas.flatMap((e) => [e.dealerOrigemId, e.dealerAtualId]).filter((x): x is number => x !== null))];
  const adminIds = [...new Set(entradas.map((e) => e.espelhoAdminId).filter((x): x is number => x !== null))];
  const [dealers, admins, tipos] = await Promise.all([
    dealerIds.length ? db.selectFrom('concessionarias').select(['id', 'codigo_dealer', 'nome']).where('id', 'in', dealerIds).execute() : [],
    adminIds.length ? db.selectFrom('participantes').select(['id', 'nome']).where('id', 'in', adminIds).execute() : [],
    db.selectFrom('tipos_venda').select(['id', 'nome']).execute(),
  ]);
  const dealer = (id: number | null) => {
    const d = dealers.find((x) => x.id === id);
    return d ? `${d.codigo_dealer} - ${d.nome}` : null;
  };
  const dataHora = (iso: string) =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .format(new Date(iso))
      .replace(',', '');
  return entradas
    .slice()
    .reverse()
    .map((e) => {
      const nomeAdmin = e.espelhoAdminId !== null ? (admins.find((x) => x.id === e.espelhoAdminId)?.nome ?? null) : null;
      return {
        evento: e.evento,
        dataOperacao: dataHora(e.dataOperacao),
        nome: e.nome,
        nomeAdmin,
        usuario: nomeAdmin ? `${nomeAdmin} (acesso espelho: ${e.nome ?? ''})` : e.nome,
        status: e.status !== null ? STATUS_NOME[e.status] : null,
        statusId: e.status,
        dataDisponibilidadeFormatada: e.dataDisponibilidade
          ? `${e.dataDisponibilidade.slice(8, 10)}/${e.dataDisponibilidade.slice(5, 7)}/${e.dataDisponibilidade.slice(0, 4)}`
          : null,
        tipoDeVenda: tipos.find((t) => t.id === e.tipoVendaId)?.nome ?? null,
        dealerOrigem: dealer(e.dealerOrigemId),
        dealerAtual: dealer(e.dealerAtualId),
        motivo: e.motivo,
      };
    });
}

export interface FiltroLiberacao extends Pagina {
  concessionariaId?: number | null;
  tipoModeloAgrupadoId?: number | null;
  pedido?: string | string[] | null;
  chassi?: string | string[] | null;
  tipoVenda?: number | null;
}
/** The two statements of the billing-release list (count and page), compiled: the list runs them, the benchmark's bare route too. */
export function compilarLiberacao(db: Db, a: Actor, f: FiltroLiberacao) {
  const conds: RawBuilder<unknown>[] = [sql`sf.status = 1`];
  // conditions on the vehicle: only these need the join with veiculos (the request and its vehicle row are written by the
  // same vehicle event, so every request has one)
  const condsVeiculo: RawBuilder<unknown>[] = [];
  if (f.concessionariaId) conds.push(sql`sf.dealer_solicitante_id = ${f.concessionariaId}`);
  if (f.tipoModeloAgrupadoId) condsVeiculo.push(sql`v.modelo_id = ${f.tipoModeloAgrupadoId}`);
  if (f.tipoVenda) conds.push(sql`sf.tipo_venda_id = ${f.tipoVenda}`);
  const pedidos = linhas(f.pedido);
  if (pedidos.length) condsVeiculo.push(sql`v.pedido = any(${pedidos}::text[])`);
  const chassis = linhas(f.chassi);
  if (chassis.length) condsVeiculo.push(sql`v.chassi = any(${chassis}::text[])`);
  const escopo = escopoVeiculos(a);
  if (escopo) condsVeiculo.push(sql`${escopo}`);
  const where = sql.join([...conds, ...condsVeiculo], sql` and `);
  const { page, perPage, offset } = paginaVeiculos(f, pedidos.length || chassis.length);
  const from = condsVeiculo.length ? sql`from solicitacoes_faturamento sf join veiculos v on v.id = sf.veiculo_id` : sql`from solicitacoes_faturamento sf`;
  return {
    page,
    count: preparado(sql<{ total: string }>`select count(*) as total ${from} where ${where}`.compile(db)),
    // the page's ids first, in the list's order (the awaiting-release index), then the columns for those rows only
    rows: preparado(
      sql<Record<string, unknown>>`
      select sf.id as "faturamentoPedidoId", v.id as "veiculoId", v.pedido, v.chassi, mo.descricao as modelo, d.descricao as derivativo,
        v.descricao as "descricaoVeiculo", am.ano as my, v.cor_externa as "corExterna",
        s.codigo_dealer as "dealerSolicitante", s.nome as "nomeDealerSolicitante", tv.nome as "tipoVenda", tp.nome as "tipoPagamento",
        to_char(sf.data_faturamento, 'DD/MM/YYYY') as "dataFaturamento", sf.prioridade, sf.faturar_assim_que_possivel as "faturarAssimQuePossivel",
        sf.solicitado_por_nome as "solicitadoPor", to_char(sf.solicitado_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') as "dataSolicitacao",
        sf.status
      from (select sf.id ${from} where ${where} order by sf.prioridade desc, sf.id limit ${perPage} offset ${offset}) p
      join solicitacoes_faturamento sf on sf.id = p.id
      join veiculos v on v.id = sf.veiculo_id
      join modelos mo on mo.id = v.modelo_id join derivativos d on d.id = v.derivativo_id join anos_modelo am on am.id = v.ano_modelo_id
      join concessionarias s on s.id = sf.dealer_solicitante_id join tipos_venda tv on tv.id = sf.tipo_venda_id
      left join tipos_pagamento tp on tp.id = sf.tipo_pagamento_id
      order by sf.prioridade desc, sf.id`.compile(db),
    ),
  };
}

/** POST veiculos/faturamentos/liberar/listar: billing requests awaiting release. */
export async function listarLiberacao(db: Db, a: Actor, f: FiltroLiberacao): Promise<Paged<Record<string, unknown>>> {
  const c = compilarLiberacao(db, a, f);
  const [total, rows] = await Promise.all([totalEmCache(db, c.count, ['solicitacoes_faturamento', 'veiculos']), db.executeQuery(c.rows)]);
  return { rows: rows.rows, page: c.page, total };
}
