import { sql, type RawBuilder } from 'kysely';
import { NOME_STEP, PROGRESSO_STEP, type StepId } from '@portal/contracts/direct-sales/steps';
import type { OrderContext } from '@portal/contracts/direct-sales/order-machine';
import {
  ETAPAS_PEDIDO,
  STATUS_PEDIDO_LISTA,
  statusDoPedido,
  etapasDoStatus,
  type StatusPedidoId,
  type EtapaPedidoId,
} from '@portal/contracts/direct-sales/referencias';

const TIPO_VENDA_PEDIDO = { 1: 'Venda Direta', 2: 'PCD', 3: 'CSDealer' } as const;
const NOME_STATUS = Object.fromEntries(STATUS_PEDIDO_LISTA.map((s) => [s.id, s.nome])) as Record<StatusPedidoId, string>;
import { ISO_DATA } from '@portal/contracts/br/dates';
import {
  comoSeLe,
  ehDealer,
  ordemDaLista,
  paginate,
  InvalidInput,
  NotFound,
  type Actor,
  type Db,
  type OrdemPedida,
  type Pagina,
  escopoDoDealer,
} from '../kernel/index.ts';
import { streamVersion } from '../eventstore/store.ts';
import { contextoDaLinha, orderStream } from './aggregate.ts';
import { pedidoVisivel } from './commands.ts';
import { condicoesDoPedido } from './condicoes-pedido.ts';
import { veiculosComModelo } from './lookups/queries.ts';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';
import type { PrazoDaLinha } from '@portal/contracts/prazos/schemas';
import { colunaPrazo, comPrazo, condicaoPrazo, feriadosDaTabela, joinPrazo } from '../prazos/index.ts';

export interface FiltroPedidos extends OrdemPedida {
  page?: number | null;
  per_page?: number | null;
  dataDe?: string | null;
  dataAte?: string | null;
  pedido?: string | string[] | null;
  chassi?: string | string[] | null;
  jaguar?: boolean | null;
  landrover?: boolean | null;
  etapaId?: number | null;
  statusId?: number | null;
  concessionariaGrupoId?: number | null;
  concessionariaId?: number | null;
  tipoModeloAgrupadoId?: number | null;
  /** 'Prazo' of the approval step (conf16): No prazo / Vence hoje / Atrasado */
  prazo?: SituacaoPrazo | SituacaoPrazo[] | null;
}

/** Largest page of the order list; exports read up to MAX_EXPORTACAO rows. */
export const MAX_PER_PAGE_PEDIDOS = 100;
export const MAX_EXPORTACAO_PEDIDOS = 10_000;

const dataOuNada = (d: string | null | undefined) => (d && ISO_DATA.test(d.slice(0, 10)) && !Number.isNaN(Date.parse(d.slice(0, 10))) ? d.slice(0, 10) : null);

/** The WHERE of the order list and its exports: dealer users see their dealer (or group with processosGrupo), in the SQL. */
function condicoes(actor: Actor, f: FiltroPedidos, now = new Date()): RawBuilder<unknown>[] {
  const c = condicoesDoPedido(actor, f);
  const prazo = condicaoPrazo(f.prazo, now);
  if (prazo) c.push(prazo);
  if (f.concessionariaGrupoId) c.push(sql`p.concessionaria_grupo_id = ${f.concessionariaGrupoId}`);
  if (f.concessionariaId) c.push(sql`p.concessionaria_id = ${f.concessionariaId}`);
  if (f.tipoModeloAgrupadoId) c.push(sql`p.modelo_id = ${f.tipoModeloAgrupadoId}`);
  if (f.etapaId !== null && f.etapaId !== undefined) c.push(sql`p.step = ${f.etapaId}`);
  if (f.statusId && f.statusId in NOME_STATUS) c.push(sql`p.step = any(${etapasDoStatus(f.statusId as StatusPedidoId)}::smallint[])`);
  // date filters ignore invalid dates (spec §5.2); the day is São Paulo's
  const de = dataOuNada(f.dataDe);
  const ate = dataOuNada(f.dataAte);
  if (de) c.push(sql`(p.criado_em at time zone 'America/Sao_Paulo')::date >= ${de}::date`);
  if (ate) c.push(sql`(p.criado_em at time zone 'America/Sao_Paulo')::date <= ${ate}::date`);
  const marcas = [f.jaguar ? 'Jaguar' : null, f.landrover ? 'Land Rover' : null].filter((m): m is string => m !== null);
  if (marcas.length === 1) c.push(sql`p.marca = ${marcas[0]}`);
  return c;
}
const onde = (c: RawBuilder<unknown>[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);

const LINHA = sql`
  p.id, p.codigo as "numeroPedidoVD", p.numero_pedido as "numeroDoPedido", p.chassi, p.step, p.modelo_id as "tipoModeloAgrupadoId",
  m.descricao as modelo, to_char(p.criado_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as "dataCadastro",
  p.cliente_nome as nome, p.concessionaria_id as "concessionariaId", c.codigo_dealer as "codigoDealer", c.nome as "dealerDeVenda",
  p.tipo_venda as "tipoVendaId", p.pre_pagamento as "prePagamento", p.motivo, p.marca,
  p.valor_comissao::float8 as "valorComissao", p.percentual_comissao::float8 as "percentualComissao",
  (select n.numero_nota_fiscal from notas_fiscais n where n.pedidos_id @> array[p.id] order by n.id desc limit 1) as "nfeComissao",
  ${colunaPrazo}`;
const JUNCOES = sql`from pedidos p join concessionarias c on c.id = p.concessionaria_id left join modelos m on m.id = p.modelo_id
  ${joinPrazo('pedido', sql`p.id`)}`;

/** An id kept in the order's context as text, or null when it is not one. */
const idNoContexto = (texto: RawBuilder<unknown>) => sql`case when ${texto} ~ '^[0-9]{1,9}$' then (${texto})::int end`;
/** The names the exports add to the row (Exportar Cadastro, the order history row of spec §3): derivative, version, profession. */
const NOMES_DO_CADASTRO = sql`d.descricao as derivativo, ve.descricao as versao, pr.descricao as profissao`;
const JUNCOES_DO_CADASTRO = sql`
  left join derivativos d on d.id = ${idNoContexto(sql`p.contexto->'dados'->'pedidoDescricaoProduto'->>'derivativoId'`)}
  left join versoes ve on ve.id = ${idNoContexto(sql`p.contexto->'dados'->'pedidoDescricaoProduto'->>'versaoId'`)}
  left join profissoes pr on pr.id = ${idNoContexto(sql`p.contexto->'dados'->'pedidoSolicitante'->>'profissaoId'`)}`;

/** The columns the order list sorts by (the row's names; step, status and sale type as they read), on the order `p`, its dealer `c` and model `m`. */
const ORDENAVEIS = {
  numeroPedidoVD: sql`p.codigo`,
  numeroDoPedido: sql`p.numero_pedido`,
  chassi: sql`p.chassi`,
  etapa: comoSeLe(sql`p.step`, NOME_STEP),
  status: comoSeLe(sql`p.step`, Object.fromEntries(ETAPAS_PEDIDO.map((e) => [e.id, NOME_STATUS[statusDoPedido(e.id)]]))),
  nome: sql`p.cliente_nome`,
  codigoDealer: sql`c.codigo_dealer`,
  modelo: sql`m.descricao`,
  tipoVenda: comoSeLe(sql`p.tipo_venda`, TIPO_VENDA_PEDIDO),
  dataCadastro: sql`p.criado_em`,
  valorComissao: sql`p.valor_comissao`,
  prazo: sql`pz.vence_em`,
};
/** The list's ORDER BY: the column asked (docs/decisions.md "Lists"), else newest first. */
const ordem = (f: FiltroPedidos) => ordemDaLista(f, ORDENAVEIS, sql`p.id`) ?? sql`p.criado_em desc, p.id desc`;

type LinhaBruta = Record<string, unknown> & { step: number; tipoVendaId: number };
function comNomes(r: LinhaBruta) {
  const step = r.step as StepId;
  const status = statusDoPedido(step as EtapaPedidoId);
  return {
    ...r,
    steps: { id: step, nomeAmigavel: NOME_STEP[step] },
    statusId: status,
    status: NOME_STATUS[status],
    tipoVenda: TIPO_VENDA_PEDIDO[r.tipoVendaId as 1 | 2 | 3] ?? null,
    nfeComissao: (r.nfeComissao as string | null | undefined) ?? null,
  };
}
export type LinhaPedido = ReturnType<typeof comNomes>;

/** POST pedidos/listar: newest first unless a column is asked, paged (`page` 1-based, `per_page` default 10). */
export async function listarPedidos(db: Db, actor: Actor, f: FiltroPedidos, now = new Date()): Promise<Pagina<LinhaPedido & { prazo: PrazoDaLinha }>> {
  const { page, perPage, offset } = paginate(f, { perPage: 10, max: MAX_PER_PAGE_PEDIDOS });
  const c = condicoes(actor, f, now);
  const rows = await sql<LinhaBruta & { total: number }>`
    select ${LINHA}, count(*) over ()::int as total ${JUNCOES} ${onde(c)}
    order by ${ordem(f)} limit ${perPage} offset ${offset}`.execute(db);
  const total = rows.rows[0]?.total ?? (offset > 0 ? (await sql<{ n: number }>`select count(*)::int as n ${JUNCOES} ${onde(c)}`.execute(db)).rows[0]!.n : 0);
  const feriados = await feriadosDaTabela(db);
  return { rows: rows.rows.map(({ total: _t, ...r }) => comPrazo(comNomes(r as LinhaBruta), now, feriados)), page, total };
}

/** The export rows (the order history row of spec §3): every order of the filter, newest first, in pages. */
export function linhasExportacao(db: Db, actor: Actor, f: FiltroPedidos): AsyncGenerator<Record<string, unknown> & { contexto: OrderContext }> {
  const c = condicoes(actor, f);
  // an unknown column is refused here, before the spreadsheet starts
  const ordenadas = ordem(f);
  const PAGINA = 500;
  return (async function* () {
    for (let offset = 0; offset < MAX_EXPORTACAO_PEDIDOS; offset += PAGINA) {
      const rows = await sql<LinhaBruta & { contexto: unknown; tipoModelo: string | null }>`
        select ${LINHA}, p.contexto, p.criado_em, ${NOMES_DO_CADASTRO} ${JUNCOES} ${JUNCOES_DO_CADASTRO} ${onde(c)}
        order by ${ordenadas} limit ${PAGINA} offset ${offset}`.execute(db);
      for (const r of rows.rows) {
        const ctx = contextoDaLinha(r);
        yield { ...comNomes(r), contexto: ctx };
      }
      if (rows.rows.length < PAGINA) return;
    }
  })();
}

/** GET pedidos/{id}: the order the screen edits, with its context (the console asks the same machine which buttons show). */
export async function obterPedido(db: Db, actor: Actor, pedidoId: number) {
  const row = await pedidoVisivel(db, actor, pedidoId);
  const c = contextoDaLinha(row);
  const dealer = await db.selectFrom('concessionarias').select(['nome', 'codigo_dealer']).where('id', '=', row.concessionaria_id).executeTakeFirst();
  const step = c.step as StepId;
  return {
    id: row.id,
    codigo: row.codigo,
    versao: await streamVersion(db, orderStream(row.id)),
    concessionariaId: row.concessionaria_id,
    concessionariaGrupoId: row.concessionaria_grupo_id,
    concessionariaNome: dealer ? `${dealer.codigo_dealer} - ${dealer.nome}` : null,
    tipoVenda: row.tipo_venda,
    prePagamento: row.pre_pagamento,
    veiculoId: row.veiculo_id,
    steps: { id: step, nomeAmigavel: NOME_STEP[step] },
    progresso: PROGRESSO_STEP[step],
    motivo: c.motivo,
    criadoPorId: c.criadoPorId,
    criadoPorNome: c.criadoPorNome,
    dataCadastro: c.criadoEm,
    insercaoBoletoConfirmada: c.insercaoBoletoConfirmada,
    ...c.dados!,
    pedidoComentarios: c.comentarios,
    pedidoSteps: c.historico.map((h) => ({ id: h.step, descricao: h.descricao, motivo: h.motivo, nomeUsuario: h.nomeUsuario, dataStep: h.dataStep })),
    contexto: c,
  };
}

/** GET pedidos/{id}/log: the order's history (step, who, when, reason), oldest first. */
export async function logPedido(db: Db, actor: Actor, pedidoId: number) {
  const c = contextoDaLinha(await pedidoVisivel(db, actor, pedidoId));
  return c.historico.map((h) => ({ id: h.step, descricao: h.descricao, motivo: h.motivo, nomeUsuario: h.nomeUsuario, dataStep: h.dataStep }));
}

/**
 * GET pedidos/listar/veiculo?concessionariaId&veiculoId: the vehicles an order of that dealer can be for — reserved for direct sale
 * (status 14) by the dealer's request and in no open order — plus `veiculoId` itself (the order being edited).
 */
export async function veiculosParaPedido(db: Db, actor: Actor, q: { concessionariaId?: number | null; veiculoId?: number | null }) {
  const dealer = q.concessionariaId ?? actor.concessionariaId;
  if (!dealer) return [];
  if (ehDealer(actor)) {
    const alcance = await db.selectFrom('concessionarias').select(['id', 'concessionaria_grupo_id']).where('id', '=', dealer).executeTakeFirst();
    const ok = alcance && (alcance.id === actor.concessionariaId || (actor.processosGrupo && alcance.concessionaria_grupo_id === actor.concessionariaGrupoId));
    if (!ok) return [];
  }
  const rows = await sql<Record<string, unknown>>`
    select v.id, v.pedido as "numeroPedido", v.chassi, ma.nome as marca, m.descricao as modelo, v.descricao, v.cor_externa as "corExterna",
      v.cor_interna as "corInterna", am.ano, v.modelo_id as "tipoModeloAgrupadoId", v.derivativo_id as "derivativoId", (select vs.id from versoes vs where vs.derivativo_id = v.derivativo_id and vs.ano_modelo_id = v.ano_modelo_id) as "versaoId"
    from veiculos v join modelos m on m.id = v.modelo_id join marcas ma on ma.id = m.marca_id join anos_modelo am on am.id = v.ano_modelo_id
    where v.dealer_solicitante_id = ${dealer}
      and ((v.status = 14 and not exists (select 1 from pedidos p where p.veiculo_id = v.id and p.step <> 9)) or v.id = ${q.veiculoId ?? -1})
    order by v.pedido limit 500`.execute(db);
  return rows.rows;
}

/** GET pedidos/dados/veiculo?chassi|numeroPedido|veiculoId: the product description of a vehicle the actor may order. */
export async function dadosVeiculo(db: Db, actor: Actor, q: { chassi?: string | null; numeroPedido?: string | null; veiculoId?: number | null }) {
  if (!q.chassi && !q.numeroPedido && !q.veiculoId) throw new InvalidInput('Informe o chassi, o número do pedido ou o veículo.');
  let query = veiculosComModelo(db).select([
    'v.id as veiculoId',
    'v.pedido as numeroPedido',
    'v.chassi',
    'ma.nome as marca',
    'v.cor_externa as corExterna',
    'v.cor_interna as corInterna',
    'm.descricao as modelo',
    'am.ano',
    'v.derivativo_id as derivativoId',
    sql<number | null>`(select vs.id from versoes vs where vs.derivativo_id = v.derivativo_id and vs.ano_modelo_id = v.ano_modelo_id)`.as('versaoId'),
    'v.modelo_id as tipoModeloAgrupadoId',
    'v.descricao',
  ]);
  if (q.veiculoId) query = query.where('v.id', '=', q.veiculoId);
  if (q.chassi) query = query.where('v.chassi', '=', q.chassi.trim().toUpperCase());
  if (q.numeroPedido) query = query.where('v.pedido', '=', q.numeroPedido.trim());
  if (ehDealer(actor)) {
    const dealer = actor.concessionariaId ?? -1;
    query =
      actor.processosGrupo && actor.concessionariaGrupoId !== null
        ? query.where((eb) =>
            eb.or([eb('v.concessionaria_grupo_id', '=', actor.concessionariaGrupoId), eb('v.dealer_solicitante_grupo_id', '=', actor.concessionariaGrupoId)]),
          )
        : query.where((eb) => eb.or([eb('v.concessionaria_id', '=', dealer), eb('v.dealer_solicitante_id', '=', dealer)]));
  }
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFound('Veículo não encontrado.');
  return { ...row, edicaoLimitada: false };
}

/**
 * File access of orders (registered in `acessosArquivo`): a user who sees an order may download the files attached to it,
 * whoever uploaded them (e.g. the dealer reads the invoice the importer attached).
 */
export async function arquivoDeUmPedidoVisivel(db: Db, actor: Actor, arquivo: { id: string }): Promise<boolean> {
  let q = db
    .selectFrom('pedidos')
    .select('id')
    .where(sql<boolean>`contexto -> 'dados' -> 'pedidoArquivos' @> ${JSON.stringify([{ id: arquivo.id }])}::jsonb`);
  const escopo = escopoDoDealer(actor);
  if (escopo) q = q.where(escopo);
  return (await q.executeTakeFirst()) !== undefined;
}
