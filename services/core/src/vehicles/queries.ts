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
import { PADRAO_CONFIGURACAO, configuracoesFaturamento, valorConfiguracao } from '../settings/index.ts';
import { CONF } from '@portal/contracts/settings/regras';
import { prorrogacaoEfetiva, PRORROGACAO_MAXIMA } from './prazos.ts';
import { ordemVeiculos } from './ordem.ts';
import {
  NotFound,
  Refused,
  ehDealer,
  leituraDoDealer,
  preparado,
  chaveDoAtor,
  MemoLimitado,
  linhas,
  emCache,
  paginaEmCache,
  dealerDaVersao,
  paginate,
  type OrdemPedida,
  MAX_PER_PAGE_VEICULOS,
  MAX_PER_PAGE_EXPORTACAO,
  type Db,
  type Paginacao as PaginaBase,
  type Pagina,
} from '../kernel/index.ts';
import { escopoDosRamos, escopoVeiculos, ramosDoEscopo } from './scope.ts';
import { idsPorRamos } from './pagina-por-ramos.ts';
import {
  condicoes,
  diasEmMonitoramento,
  flagRange,
  flagRangeDescricao,
  emMonitoramento,
  validarPeriodo,
  VERDE_ATE,
  AMARELO_ATE,
  type FiltroVeiculos,
} from './filters.ts';
import { dataEmSaoPaulo, dataHoraEmSaoPaulo } from '@portal/contracts/br/dates';
import type { EntradaLog } from './aggregate.ts';

/** The vehicle lists also take the console's older `pageSize`, and a column's order. */
export interface Paginacao extends PaginaBase, OrdemPedida {
  pageSize?: number | null;
}
/** A vehicle list's page: with a multi-line Pedido/Chassi and no `per_page` the page size is the number of lines. */
export const paginaVeiculos = (f: Paginacao, linhasFiltro: number, max = MAX_PER_PAGE_VEICULOS) =>
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

/** The stock time limit (days) after which swaps are automatic, from the settings store. */
const LIMITE_TROCA = sql<number>`coalesce((select nullif(valor, '')::int from configuracoes_gerais where tipo = ${CONFIG_TROCA.tempoLimiteEstoque} and valor ~ '^[0-9]+$' order by id desc limit 1), ${PADRAO_CONFIGURACAO[CONFIG_TROCA.tempoLimiteEstoque]!})`;

type Nome = string | null;
/**
 * What a vehicle row shows besides its own columns: the names of the dealers, model, brand, derivative, model year, sale
 * and payment types it points to, and the settings its derived columns compare with. Read once per read version of those
 * tables (kernel emCache) and applied to the page in the process: the list statement then reads the vehicles table alone,
 * which PostgreSQL plans in a fraction of the time a ten-table join with a dozen settings subqueries takes on every request.
 */
interface Referencias {
  concessionarias: Record<number, { codigo: Nome; nome: Nome }>;
  modelos: Record<number, Nome>;
  marcas: Record<number, Nome>;
  derivativos: Record<number, Nome>;
  anos: Record<number, number>;
  tiposVenda: Record<number, Nome>;
  tiposPagamento: Record<number, Nome>;
  limiteTroca: number;
  prorrogacaoMaxima: number;
  verdeAte: number;
  amareloAte: number;
}
const TABELAS_REFERENCIA = [
  'concessionarias',
  'modelos',
  'marcas',
  'derivativos',
  'anos_modelo',
  'tipos_venda',
  'tipos_pagamento',
  'configuracoes_gerais',
  'configuracoes_portal',
] as const;

/**
 * The reference names and settings in one statement, as the JSON text of `Referencias` (one round trip instead of eight:
 * with the read cache off every list page reads them); the settings by the same expressions the filters use inside their
 * statements, so the row and the filter agree.
 */
const REFERENCIAS = (db: Db) =>
  preparado(
    sql<{ r: string }>`select json_build_object(
      'concessionarias', (select coalesce(json_object_agg(id, json_build_object('codigo', codigo_dealer, 'nome', nome)), '{}') from concessionarias),
      'modelos', (select coalesce(json_object_agg(id, descricao), '{}') from modelos),
      'marcas', (select coalesce(json_object_agg(id, nome), '{}') from marcas),
      'derivativos', (select coalesce(json_object_agg(id, descricao), '{}') from derivativos),
      'anos', (select coalesce(json_object_agg(id, ano), '{}') from anos_modelo),
      'tiposVenda', (select coalesce(json_object_agg(id, nome), '{}') from tipos_venda),
      'tiposPagamento', (select coalesce(json_object_agg(id, nome), '{}') from tipos_pagamento),
      'limiteTroca', ${LIMITE_TROCA}, 'prorrogacaoMaxima', ${PRORROGACAO_MAXIMA}, 'verdeAte', ${VERDE_ATE}, 'amareloAte', ${AMARELO_ATE}
    )::text as r`.compile(db),
  );
/** The last names read, by their text: the same text gives the same object, so the statements compiled for it are reused. */
let ultimasReferencias: { texto: string; ref: Referencias } | null = null;

async function referencias(db: Db): Promise<Referencias> {
  return emCache(db, 'veiculos/referencias', TABELAS_REFERENCIA, null, async () => {
    const texto = (await db.executeQuery(REFERENCIAS(db))).rows[0]!.r;
    if (ultimasReferencias?.texto === texto) return ultimasReferencias.ref;
    const ref = JSON.parse(texto) as Referencias;
    ultimasReferencias = { texto, ref };
    return ref;
  });
}

/**
 * The spec's vehicle row (spec §3): the vehicle's own and derived columns in SQL, each under the name the row shows it
 * (the names of dealers, model and so on come from `nomear`). `campos`: only those of them that are columns here (the
 * export's fields and ids; a name `nomear` gives is not read), else all of them.
 */
function colunas(hoje: string, r: Referencias, campos?: readonly string[]) {
  const limiteTroca = sql<number>`${r.limiteTroca}::int`;
  const limites = { verdeAte: sql<number>`${r.verdeAte}::int`, amareloAte: sql<number>`${r.amareloAte}::int` };
  const estoque = sql`case when v.data_entrada_estoque is not null then coalesce(v.data_faturamento, ${hoje}::date) - v.data_entrada_estoque end`;
  const todas: Record<string, RawBuilder<unknown>> = {
    id: sql`v.id`,
    pedido: sql`v.pedido`,
    chassi: sql`v.chassi`,
    status: sql`v.status`,
    statusAnterior: sql`v.status_anterior`,
    concessionariaId: sql`v.concessionaria_id`,
    dealer_origem_id: sql`v.dealer_origem_id`,
    dealer_solicitante_id: sql`v.dealer_solicitante_id`,
    dealer_consignado_id: sql`v.dealer_consignado_id`,
    modeloId: sql`v.modelo_id`,
    marca_id: sql`v.marca_id`,
    derivativo_id: sql`v.derivativo_id`,
    ano_modelo_id: sql`v.ano_modelo_id`,
    tipo_pagamento_id: sql`v.tipo_pagamento_id`,
    descricaoVeiculo: sql`v.descricao`,
    corInterna: sql`v.cor_interna`,
    corExterna: sql`v.cor_externa`,
    specs: sql`v.specs::text`,
    dataDisponibilidadeFormatada: sql`to_char(v.data_disponibilidade, 'DD/MM/YYYY')`,
    dataDisponibilidade: sql`to_char(v.data_disponibilidade, 'YYYY-MM-DD')`,
    dataDisponibilidadeAte: sql`to_char(${prorrogacaoEfetiva('v', sql<number>`${r.prorrogacaoMaxima}::int`)}, 'YYYY-MM-DD')`,
    solicitacaoFaturamentoDealer: sql`to_char(v.data_solicitacao_faturamento at time zone 'America/Sao_Paulo', 'DD/MM/YYYY')`,
    dataDeFaturamento: sql`to_char(v.data_faturamento, 'DD/MM/YYYY')`,
    notaFiscal: sql`v.nota_fiscal`,
    tipoVendaId: sql`v.tipo_venda_id`,
    tipoPedidoComum: sql`v.tipo_pedido_comum`,
    tipoPedidoMarca: sql`v.tipo_pedido_marca`,
    diasEmConsignado: sql`case when v.status = 10 then (${hoje}::date - v.data_consignacao) end`,
    diasEmEstoque: estoque,
    dias: estoque,
    bloqueioParaTorca: sql`v.bloqueado_troca`,
    BloqueadoTroca: sql`case when v.bloqueado_troca then 'bloqueado' else 'livre para troca' end`,
    emTroca: sql`v.status = 11`,
    nsc: sql`v.nsc`,
    dealerPrincipal: sql`v.dealer_principal`,
    tipoTroca: sql`null::text`,
    GrupoDealerId: sql`v.concessionaria_grupo_id`,
    TempoLimiteEstoque: sql`case when v.status = 11 and ${limiteTroca} > 0 and (${hoje}::date - v.data_entrada_estoque) > ${limiteTroca} then ${smsg.trocaAutomatica} end`,
    permitidoFaturar: sql`case when v.status in (0, 11, 121) then 1 else 0 end`,
    prevFaturamento: sql`to_char(v.data_prevista_faturamento, 'DD/MM/YYYY')`,
    prioridade: sql`v.prioridade`,
    faturarAssimQuePossivel: sql`v.faturar_assim_que_possivel`,
    dataLimiteTroca: sql`case when v.status = 11 and ${limiteTroca} > 0 and v.data_entrada_estoque is not null then to_char(v.data_entrada_estoque + ${limiteTroca}, 'DD/MM/YYYY') end`,
    diasEmMonitoramento: diasEmMonitoramento(hoje),
    statusMonitoramentoDescricao: sql`case when ${emMonitoramento()} then 'Em monitoramento' else 'Sem monitoramento' end`,
    flagRangeTipo: flagRange(hoje, limites),
    flagRangeDescricao: flagRangeDescricao(hoje, limites),
    faturamentoPedidoId: sql`v.faturamento_pedido_id`,
  };
  const nomes = campos ? campos.filter((n) => n in todas) : Object.keys(todas);
  return sql.join(nomes.map((n) => sql`${todas[n]!} as ${sql.id(n)}`));
}

/**
 * What a vehicle export's spreadsheet shows (services/api vehicles/export-columns.ts reads only these): the export reads
 * these columns alone, half of the row, so each of its 100,000 rows costs half the parsing and memory.
 */
export const CAMPOS_EXPORTACAO = [
  'pedido',
  'chassi',
  'marcas',
  'modelo',
  'derivativo',
  'descricaoVeiculo',
  'my',
  'corExterna',
  'corInterna',
  'statusDescricao',
  'dealerAtual',
  'nomeDealerOrigem',
  'nomeDealerSolicitante',
  'tipoVendaFaturamento',
  'tipoPagamentoFaturamento',
  'dataDisponibilidadeFormatada',
  'solicitacaoFaturamentoDealer',
  'prevFaturamento',
  'dataDeFaturamento',
  'notaFiscal',
  'diasEmEstoque',
  'bloqueioParaTorca',
  'nsc',
  'statusMonitoramentoDescricao',
  'flagRangeDescricao',
] as const;
export type CampoExportado = (typeof CAMPOS_EXPORTACAO)[number];
/** The columns the export reads: the id its batches walk by, the ids `exportada` names the row from, and its fields. */
const COLUNAS_EXPORTACAO = [
  'id',
  'status',
  'concessionariaId',
  'dealer_origem_id',
  'dealer_solicitante_id',
  'modeloId',
  'marca_id',
  'derivativo_id',
  'ano_modelo_id',
  'tipo_pagamento_id',
  'tipoVendaId',
  ...CAMPOS_EXPORTACAO,
];

interface IdsReferencia {
  dealer_origem_id?: number | null;
  dealer_solicitante_id?: number | null;
  dealer_consignado_id?: number | null;
  marca_id?: number;
  derivativo_id?: number;
  ano_modelo_id?: number;
  tipo_pagamento_id?: number | null;
}
const ID_REFERENCIA = [
  'dealer_origem_id',
  'dealer_solicitante_id',
  'dealer_consignado_id',
  'marca_id',
  'derivativo_id',
  'ano_modelo_id',
  'tipo_pagamento_id',
] as const;
/** `codigo || ' - ' || nome` as SQL gives it: null when either is. */
const codigoNome = (c: { codigo: Nome; nome: Nome } | null) => (c && c.codigo !== null && c.nome !== null ? `${c.codigo} - ${c.nome}` : null);
/** What a reference table holds for `id`, as the left join gave it: null for no id or an unknown one. */
const de = <V>(tabela: Record<number, V>, id: number | null | undefined): V | null => (id != null ? (tabela[id] ?? null) : null);
const descricaoStatus = (status: number) => STATUS_NOME[status as StatusVeiculo] ?? String(status);

/**
 * Gives a row read by `colunas` the names the row shows and its status description, in place, and leaves the ids it read
 * for them undefined (no answer or export carries them). Not `delete`: a deleted key turns the row into a slow
 * dictionary object, and over a 100,000-row export that tripled its memory and doubled its time (bench/vehicles-export).
 */
function nomear(r: Row, ref: Referencias): Row {
  const x = r as Row & IdsReferencia & { concessionariaId: number | null; modeloId: number; tipoVendaId: number | null };
  const c = ref.concessionarias;
  const o = de(c, x.dealer_origem_id);
  const s = de(c, x.dealer_solicitante_id);
  const tipoVenda = de(ref.tiposVenda, x.tipoVendaId);
  x.dealerAtual = codigoNome(de(c, x.concessionariaId));
  x.dealerOrigem = o?.codigo ?? null;
  x.nomeDealerOrigem = o?.nome ?? null;
  x.dealerSolicitante = s?.codigo ?? null;
  x.nomeDealerSolicitante = s?.nome ?? null;
  x.dealerConsignado = codigoNome(de(c, x.dealer_consignado_id));
  x.modelo = de(ref.modelos, x.modeloId);
  x.derivativo = de(ref.derivativos, x.derivativo_id);
  x.my = de(ref.anos, x.ano_modelo_id);
  x.marcas = de(ref.marcas, x.marca_id);
  x.tipoVendaFaturamento = tipoVenda;
  x.tipoPagamentoFaturamento = de(ref.tiposPagamento, x.tipo_pagamento_id);
  x.tipoVenda = tipoVenda;
  x.statusDescricao = descricaoStatus(x.status);
  for (const k of ID_REFERENCIA) x[k] = undefined;
  return x;
}

/**
 * The export's row: the fields of CAMPOS_EXPORTACAO and the id, named as `nomear` names them, built as one object of a
 * fixed shape (not the read row grown by a dozen properties: each growth reallocates its property store, and over a
 * 100,000-row export that was most of the garbage collector's work).
 */
function exportada(r: Row, ref: Referencias): LinhaExportada {
  const x = r as Row & IdsReferencia & { id: number; concessionariaId: number | null; modeloId: number; tipoVendaId: number | null };
  const c = ref.concessionarias;
  return {
    id: x.id,
    pedido: x.pedido,
    chassi: x.chassi,
    marcas: de(ref.marcas, x.marca_id),
    modelo: de(ref.modelos, x.modeloId),
    derivativo: de(ref.derivativos, x.derivativo_id),
    descricaoVeiculo: x.descricaoVeiculo,
    my: de(ref.anos, x.ano_modelo_id),
    corExterna: x.corExterna,
    corInterna: x.corInterna,
    statusDescricao: descricaoStatus(x.status),
    dealerAtual: codigoNome(de(c, x.concessionariaId)),
    nomeDealerOrigem: de(c, x.dealer_origem_id)?.nome ?? null,
    nomeDealerSolicitante: de(c, x.dealer_solicitante_id)?.nome ?? null,
    tipoVendaFaturamento: de(ref.tiposVenda, x.tipoVendaId),
    tipoPagamentoFaturamento: de(ref.tiposPagamento, x.tipo_pagamento_id),
    dataDisponibilidadeFormatada: x.dataDisponibilidadeFormatada,
    solicitacaoFaturamentoDealer: x.solicitacaoFaturamentoDealer,
    prevFaturamento: x.prevFaturamento,
    dataDeFaturamento: x.dataDeFaturamento,
    notaFiscal: x.notaFiscal,
    diasEmEstoque: x.diasEmEstoque,
    bloqueioParaTorca: x.bloqueioParaTorca,
    nsc: x.nsc,
    statusMonitoramentoDescricao: x.statusMonitoramentoDescricao,
    flagRangeDescricao: x.flagRangeDescricao,
  };
}
export type LinhaExportada = Record<CampoExportado, unknown> & { id: number };

type Row = Record<string, unknown> & { status: number };
type LinhaVeiculo = Row & { statusDescricao: string };

export interface ListaOpts {
  /** names the list for the compiled-statement memo (compilarListagem); its options must follow from the caller and filter */
  lista?: string;
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
  conds.push(...(opts.extra ?? []));
  // the scope's branches (null: importer staff, no scope); the `where` holds their `or`, a keyset page walks each one
  const ramos = ramosDoEscopo(actor, { incluirBolsao: opts.incluirBolsao });
  const base = conds.length ? sql.join(conds, sql` and `) : sql`true`;
  return { where: ramos ? sql`${base} and ${escopoDosRamos(ramos)}` : base, base, ramos, hoje };
}

/**
 * Whether a list's total can be summed from `veiculos_contagens` (vehicles/contagens.ts): its status, brand, dealers and
 * groups (the scope included), model, month and year of availability, sale type and NSC filters name columns the counter
 * keeps, so the list's conditions read the same over it. Derivative, description, model year, Pedido/Chassi, monitoring
 * and usage range are not kept there: a list filtered by one of them counts its vehicles (over the index of the filter).
 */
const contaPelosContadores = (f: FiltroVeiculos) =>
  !f.derivativoId &&
  !f.descricaoId &&
  !f.anoModeloId &&
  linhas(f.chassi).length === 0 &&
  linhas(f.pedido).length === 0 &&
  (f.statusMonitoramento === null || f.statusMonitoramento === undefined) &&
  !f.flagRangeTipo;

/** The two statements of a list page (count and page), compiled: the list runs them, the benchmark's bare route too. */
export async function compilarListagem(db: Db, actor: Actor, now: Date, f: FiltroVeiculos & Paginacao, opts: ListaOpts): Promise<Listagem> {
  // the same list, caller, day and filter compile to the same statements while the reference names are the same: kept,
  // a repeated request skips building and compiling a statement of fifty columns
  const chave = opts.lista ? JSON.stringify([opts.lista, opts.semPaginacao === true, chaveDoAtor(actor), dataEmSaoPaulo(now), f]) : null;
  const ref = await referencias(db);
  const memo = chave ? compiladas.get(chave) : undefined;
  if (memo && memo.ref === ref) return memo;
  const { where, base, ramos, hoje } = await consulta(db, actor, now, f, opts);
  const linhasPedido = linhas(f.pedido).length || linhas(f.chassi).length;
  const { page, perPage, offset } = paginaVeiculos(f, linhasPedido, opts.semPaginacao ? MAX_PER_PAGE_EXPORTACAO : MAX_PER_PAGE_VEICULOS);
  const ordem = ordemVeiculos(f, hoje);
  const c: Listagem = {
    page,
    ref,
    // a list behind the dealer's own scope sees, of the vehicles, only rows the read-version triggers record for that
    // dealer or for every dealer (the Bolsão): kept under its dealer's version, another dealer's writes leave it kept
    dealer: ramos ? dealerDaVersao(actor) : null,
    // the total from the counters when every condition reads a column they keep (contaPelosContadores), else a count
    count: preparado(
      (contaPelosContadores(f)
        ? sql<{ total: string }>`select coalesce(sum(v.n), 0) as total from veiculos_contagens v where ${where}`
        : sql<{ total: string }>`select count(*) as total from veiculos v where ${where}`
      ).compile(db),
    ),
    rows: preparado(
      ordem
        ? // a column's order: the page by it (the vehicle's id breaks ties)
          sql<Row>`select ${colunas(hoje, ref)} from veiculos v where ${where} order by ${ordem} limit ${perPage} offset ${offset}`.compile(db)
        : ramos
          ? // a dealer's vehicles: each branch of the scope walked down its own index to the page's last row (keyset), merged
            sql<Row>`select ${colunas(hoje, ref)} from (${idsPorRamos(base, ramos, perPage, offset)}) p
            join veiculos v on v.id = p.id order by v.id desc`.compile(db)
          : sql<Row>`select ${colunas(hoje, ref)} from veiculos v where ${where} order by v.id desc limit ${perPage} offset ${offset}`.compile(db),
    ),
  };
  return chave ? compiladas.set(chave, c) : c;
}
interface Listagem {
  page: number;
  ref: Referencias;
  /** The dealer whose read version keys the page and its total (kernel dealerDaVersao), or null: the tables' totals. */
  dealer: number | null;
  count: CompiledQuery<{ total: string }>;
  rows: CompiledQuery<Row>;
}
const compiladas = new MemoLimitado<string, Listagem>(1000);

/**
 * One paged vehicle list; dealer-side users are scoped in the SQL itself. The page is kept under the read version of
 * the tables it reads (kernel emCache; the statement's text and parameters, scope and day included, are the key): the
 * same list asked again before any of them is written is answered without a statement, and its serialized body is
 * reused by the route (services/api platform/corpo-em-cache).
 */
export async function listarVeiculos(db: Db, actor: Actor, now: Date, f: FiltroVeiculos & Paginacao, opts: ListaOpts): Promise<Pagina<LinhaVeiculo>> {
  const c = await compilarListagem(db, actor, now, f, opts);
  const mapear = (r: Row) => nomear(r, c.ref) as LinhaVeiculo;
  // the unpaged list (up to 10,000 rows) is not kept: the cache counts entries, not their size
  return paginaEmCache(db, opts.semPaginacao ? null : 'veiculos/pagina', TABELAS_PAGINA_VEICULOS, c, TABELAS_TOTAL_VEICULOS, mapear, c.dealer);
}

/** What a vehicle list's count reads: the vehicles, and the settings its monitoring and range filters compare with. */
const TABELAS_TOTAL_VEICULOS = ['veiculos', 'configuracoes_portal', 'configuracoes_gerais'] as const;
/** What a vehicle list's page reads: the vehicles and every table its names and derived columns come from. */
const TABELAS_PAGINA_VEICULOS = ['veiculos', ...TABELAS_REFERENCIA] as const;

/** Every vehicle of a list, in batches by id (keyset), for streamed exports: the export's row (`exportada`) alone. */
export async function* iterarVeiculos(db: Db, actor: Actor, now: Date, f: FiltroVeiculos, opts: ListaOpts): AsyncGenerator<LinhaExportada> {
  const [{ where, base, ramos, hoje }, ref] = await Promise.all([consulta(db, actor, now, f, opts), referencias(db)]);
  // small batches: two of them (the one written out and the next, asked for meanwhile) are all an export holds
  const LOTE = 2000;
  const cols = colunas(hoje, ref, COLUNAS_EXPORTACAO);
  const lote = (antesDe: number) =>
    db.executeQuery(
      preparado(
        (ramos
          ? // a dealer's: each branch of its scope walked down from the last batch (pagina-por-ramos.ts), not its every vehicle per batch
            sql<Row & { id: number }>`select ${cols} from (${idsPorRamos(sql`${base} and v.id < ${antesDe}`, ramos, LOTE, 0)}) p
            join veiculos v on v.id = p.id order by v.id desc`
          : sql<Row & { id: number }>`select ${cols} from veiculos v where ${where} and v.id < ${antesDe} order by v.id desc limit ${LOTE}`
        ).compile(db),
      ),
    );
  // the next batch is asked for while this one is written out
  let proximo = lote(2_147_483_647);
  for (;;) {
    const { rows } = await proximo;
    if (rows.length === LOTE) {
      proximo = lote(rows[rows.length - 1]!.id);
      proximo.catch(() => undefined); // an export abandoned by the client must not leave an unhandled rejection
    }
    for (const r of rows) yield exportada(r, ref);
    if (rows.length < LOTE) return;
  }
}

export const OPCOES = {
  pedidos: () => ({ lista: 'pedidos', statusPadrao: todosMenos(STATUS_FORA_LIBERACAO), statusPermitidos: todosMenos(STATUS_FORA_LIBERACAO) }),
  faturamentos: () => ({ lista: 'faturamentos', statusPadrao: STATUS_FATURAMENTO_ABERTO }),
  visaoGeral: () => ({ lista: 'visaoGeral', statusPadrao: STATUS_PADRAO_VISAO_GERAL }),
  bolsao: (a: Actor, f: FiltroBolsao): ListaOpts => {
    const dealer = ehDealer(a);
    const extra: RawBuilder<unknown>[] = [];
    if (f.dealerPrincipal === true) extra.push(sql`v.status = 120`);
    const meus = escopoVeiculos(a);
    if (f.meus && meus) extra.push(sql`${meus}`);
    return {
      statusPadrao: dealer ? [121, 122] : [120, 121, 122, 10],
      statusPermitidos: dealer ? [121, 122, 10] : [120, 121, 122, 10],
      lista: 'bolsao',
      incluirBolsao: true,
      extra,
    };
  },
};

/** POST veiculos/pedidos/listar: the release/block/cancel tab (6 and 7 left out). */
export const listarPedidos = (db: Db, a: Actor, now: Date, f: FiltroVeiculos & Paginacao) => listarVeiculos(db, a, now, f, OPCOES.pedidos());
/** POST veiculos/faturamentos/listar: open (0,1,3,4,10,11,14) by default, closed with status [2]. */
export const listarFaturamentos = (db: Db, a: Actor, now: Date, f: FiltroVeiculos & Paginacao) => listarVeiculos(db, a, now, f, OPCOES.faturamentos());
/** POST relatorios/visao/geral/listar: the overview (0-7 and 9-14 by default). */
export const listarVisaoGeral = (db: Db, a: Actor, now: Date, f: FiltroVeiculos & Paginacao) => listarVeiculos(db, a, now, f, OPCOES.visaoGeral());

export interface FiltroBolsao extends FiltroVeiculos {
  dealerPrincipal?: boolean | null;
  meus?: boolean | null;
}
/**
 * POST veiculos/bolsao/listar: Pocket, Pipeline Futuro, Bolsão and Consignado for administrators; dealers see their own
 * pipeline and the Bolsão (never Pocket); `meus` keeps only their own.
 */
export const listarBolsao = (db: Db, a: Actor, now: Date, f: FiltroBolsao & Paginacao, semPaginacao = false) =>
  listarVeiculos(db, a, now, f, { ...OPCOES.bolsao(a, f), semPaginacao });

/**
 * The user's stalled stock: vehicles in its stock (0, 11) whose billing extension date (prorrogacaoEfetiva) passed more than
 * conf7 days ago (conf7 = 0: from the day after the date). Off while the importer has not set conf7: no pop-up, no block.
 * `limite` null: every one (the block's check); the pop-up lists the first 200.
 */
async function parados(db: Db, a: Actor, now: Date, limite: number | null) {
  if ((await valorConfiguracao(db, CONF.bloqueioPopupParados)) === null) return [];
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
    order by p.prorr, p.id ${limite === null ? sql`` : sql`limit ${limite}`}`.execute(db);
  return rows.rows.map((r) => ({ ...r, statusDescricao: STATUS_NOME[r.status as StatusVeiculo] }));
}

/** GET veiculos/faturamentos/pendencia: the stalled stock the pop-up lists (it blocks new requests: `bloqueioPorParados`). */
export const pendencias = (db: Db, a: Actor, now: Date) => parados(db, a, now, 200);

/**
 * The block behind the pop-up (spec: "some pages block with a popup for blocked vehicles (billing or swap)"; the alert is
 * for non-admins): while a dealer-side user's stock has stalled vehicles, its new requests are refused (422, nothing
 * written). `permitidos`: the vehicles the request is about that lift the block themselves (billing the stalled ones).
 */
export async function bloqueioPorParados(db: Db, a: Actor, now: Date, mensagem: (chassi: string) => string, permitidos: number[] = []) {
  if (!ehDealer(a)) return;
  const lista = await parados(db, a, now, null);
  if (lista.length === 0) return;
  const ok = new Set(lista.map((p) => p.id));
  if (permitidos.length > 0 && permitidos.every((id) => ok.has(id))) return;
  throw new Refused(mensagem(lista[0]!.chassi));
}

/** GET veiculos/log/detail/{id}: 'Dados do Veículo' and 'Informações'. */
export async function detalheVeiculo(db: Db, a: Actor, now: Date, id: number) {
  const hoje = dataEmSaoPaulo(now);
  const escopo = escopoVeiculos(a, { incluirBolsao: true });
  const ref = await referencias(db);
  // the row is read as the dealer when the caller is one: row-level security stands behind the scope
  const r = (
    await leituraDoDealer(db, a, (d) =>
      sql<Row>`select ${colunas(hoje, ref)} from veiculos v where v.id = ${id} ${escopo ? sql`and ${escopo}` : sql``}`.execute(d),
    )
  ).rows[0];
  if (!r) throw new NotFound(vmsg.veiculoInexistente);
  const row = nomear(r, ref);
  return { ...row, specs: JSON.parse(String(r.specs)) as { codigo: string; descricao: string }[] };
}

/** A vehicle the actor may see (as its log: a dealer's own, its group's, or the swap pool); otherwise 404. */
export async function veiculoVisivel(db: Db, a: Actor, id: number): Promise<void> {
  let q = db.selectFrom('veiculos as v').select('v.id').where('v.id', '=', id);
  const escopo = escopoVeiculos(a, { incluirBolsao: true });
  if (escopo) q = q.where(escopo);
  const row = await leituraDoDealer(db, a, (d) => d.executeQuery(q.compile()).then((r) => r.rows[0]));
  if (!row) throw new NotFound(vmsg.veiculoInexistente);
}

/** GET veiculos/log/{id}: 'Listagem de Histórico', newest first; the user shows '(acesso espelho: user)' when an administrator acted through mirror access. */
export async function logVeiculo(db: Db, a: Actor, id: number) {
  let q = db.selectFrom('veiculos as v').innerJoin('veiculo_logs as l', 'l.veiculo_id', 'v.id').select('l.entradas').where('v.id', '=', id);
  const escopo = escopoVeiculos(a, { incluirBolsao: true });
  if (escopo) q = q.where(escopo);
  const row = await leituraDoDealer(db, a, (d) => d.executeQuery(q.compile()).then((r) => r.rows[0]));
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
  const dataHora = (iso: string) => dataHoraEmSaoPaulo(iso, true);
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
