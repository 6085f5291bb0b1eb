import { sql, type RawBuilder } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import {
  linhas,
  ordemDaLista,
  paginaEmCache,
  preparado,
  MAX_PER_PAGE_EXPORTACAO,
  MAX_PER_PAGE_VEICULOS,
  type Db,
  type OrdemPedida,
  type Pagina,
} from '../kernel/index.ts';
import { escopoVeiculos, paginaVeiculos, type PaginaVeiculos } from '../vehicles/index.ts';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';
import type { LiberacaoLinha } from '@portal/contracts/vehicles/schemas';
import { colunaPrazo, comPrazo, condicaoPrazo, feriadosDaTabela, joinPrazo } from '../prazos/index.ts';

/** Liberar faturamento's filters: the requesting dealer, model, Pedido/Chassi lines, sale type; a vehicle list's page. */
export interface FiltroLiberacao extends PaginaVeiculos, OrdemPedida {
  concessionariaId?: number | null;
  tipoModeloAgrupadoId?: number | null;
  pedido?: string | string[] | null;
  chassi?: string | string[] | null;
  tipoVenda?: number | null;
  prazo?: SituacaoPrazo | SituacaoPrazo[] | null;
}
/** The two statements of the billing-release list (count and page), compiled: the list runs them, the benchmark's bare route too. */
export function compilarLiberacao(db: Db, a: Actor, f: FiltroLiberacao, max = MAX_PER_PAGE_VEICULOS, now = new Date()) {
  const conds: RawBuilder<unknown>[] = [sql`sf.status = 1`];
  // conditions on the vehicle: only these need the join with veiculos (the request and its vehicle row are written by the
  // same vehicle event, so every request has one)
  const condsVeiculo: RawBuilder<unknown>[] = [];
  if (f.concessionariaId) conds.push(sql`sf.dealer_solicitante_id = ${f.concessionariaId}`);
  if (f.tipoModeloAgrupadoId) condsVeiculo.push(sql`v.modelo_id = ${f.tipoModeloAgrupadoId}`);
  if (f.tipoVenda) conds.push(sql`sf.tipo_venda_id = ${f.tipoVenda}`);
  const prazo = condicaoPrazo(f.prazo, now);
  const pedidos = linhas(f.pedido);
  if (pedidos.length) condsVeiculo.push(sql`v.pedido = any(${pedidos}::text[])`);
  const chassis = linhas(f.chassi);
  if (chassis.length) condsVeiculo.push(sql`v.chassi = any(${chassis}::text[])`);
  const escopo = escopoVeiculos(a);
  if (escopo) condsVeiculo.push(sql`${escopo}`);
  const { page, perPage, offset } = paginaVeiculos(f, pedidos.length || chassis.length, max);
  const ordem = ordemDaLista(f, ORDENAVEIS, sql`sf.id`);
  const base = condsVeiculo.length ? sql`from solicitacoes_faturamento sf join veiculos v on v.id = sf.veiculo_id` : sql`from solicitacoes_faturamento sf`;
  // the 'Prazo' filter: the request's deadline row (one per vehicle while it awaits release)
  const from = prazo ? sql`${base} ${joinPrazo('faturamento', sql`sf.veiculo_id`)}` : base;
  const where = sql.join([...conds, ...condsVeiculo, ...(prazo ? [prazo] : [])], sql` and `);
  return {
    page,
    count: preparado(sql<{ total: string }>`select count(*) as total ${from} where ${where}`.compile(db)),
    rows: preparado(
      ordem
        ? // a column's order: the rows by it, joined first (the request's id breaks ties)
          sql<Record<string, unknown>>`select ${COLUNAS} ${JUNCOES} where ${where} order by ${ordem} limit ${perPage} offset ${offset}`.compile(db)
        : // the page's ids first, in the list's order (the awaiting-release index), then the columns for those rows only
          sql<Record<string, unknown>>`select ${COLUNAS}
            from (select sf.id ${from} where ${where} order by sf.prioridade desc, sf.id limit ${perPage} offset ${offset}) p
            join solicitacoes_faturamento sf on sf.id = p.id ${JUNCOES_DA_SOLICITACAO}
            order by sf.prioridade desc, sf.id`.compile(db),
    ),
  };
}

/** The row's columns (LiberacaoLinha). */
const COLUNAS = sql`sf.id as "faturamentoPedidoId", v.id as "veiculoId", v.pedido, v.chassi, mo.descricao as modelo, d.descricao as derivativo,
  v.descricao as "descricaoVeiculo", am.ano as my, v.cor_externa as "corExterna",
  s.codigo_dealer as "dealerSolicitante", s.nome as "nomeDealerSolicitante", tv.nome as "tipoVenda", tp.nome as "tipoPagamento",
  to_char(sf.data_faturamento, 'DD/MM/YYYY') as "dataFaturamento", sf.prioridade, sf.faturar_assim_que_possivel as "faturarAssimQuePossivel",
  sf.solicitado_por_nome as "solicitadoPor", to_char(sf.solicitado_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') as "dataSolicitacao",
  sf.status, ${colunaPrazo}`;
/** What the row's columns read besides the request `sf`. */
const JUNCOES_DA_SOLICITACAO = sql`join veiculos v on v.id = sf.veiculo_id
  join modelos mo on mo.id = v.modelo_id join derivativos d on d.id = v.derivativo_id join anos_modelo am on am.id = v.ano_modelo_id
  join concessionarias s on s.id = sf.dealer_solicitante_id join tipos_venda tv on tv.id = sf.tipo_venda_id
  left join tipos_pagamento tp on tp.id = sf.tipo_pagamento_id ${joinPrazo('faturamento', sql`sf.veiculo_id`)}`;
const JUNCOES = sql`from solicitacoes_faturamento sf ${JUNCOES_DA_SOLICITACAO}`;

/** Liberar faturamento's sortable columns (the console's column keys), docs/decisions.md "Lists sort". */
const ORDENAVEIS = {
  pedido: sql`v.pedido`,
  chassi: sql`v.chassi`,
  modelo: sql`mo.descricao || ' ' || d.descricao`,
  my: sql`am.ano`,
  dealerSolicitante: sql`s.codigo_dealer`,
  tipoVenda: sql`tv.nome`,
  tipoPagamento: sql`tp.nome`,
  dataFaturamento: sql`sf.data_faturamento`,
  prioridade: sql`sf.prioridade`,
  solicitadoPor: sql`sf.solicitado_por_nome`,
  dataSolicitacao: sql`sf.solicitado_em`,
  prazo: sql`pz.vence_em`,
};

/** POST veiculos/faturamentos/liberar/listar: billing requests awaiting release. */
export async function listarLiberacao(db: Db, a: Actor, f: FiltroLiberacao, now = new Date()): Promise<Pagina<LiberacaoLinha>> {
  const c = compilarLiberacao(db, a, f, MAX_PER_PAGE_VEICULOS, now);
  // the page keeps each row's deadline instant (written with the request, so under the same read version); what it means
  // now ('Vence hoje', '5 h') is worked out per request. A 'Prazo' filter depends on the instant: that page is not kept.
  const filtraPrazo = condicaoPrazo(f.prazo, now) !== null;
  const [pagina, feriados] = await Promise.all([
    paginaEmCache(db, filtraPrazo ? null : 'veiculos/liberacao/pagina', TABELAS_LIBERACAO, c, ['solicitacoes_faturamento', 'veiculos'], (r) => r),
    feriadosDaTabela(db),
  ]);
  return { ...pagina, rows: pagina.rows.map((r) => comPrazo(r, now, feriados) as LiberacaoLinha) };
}
/**
 * The spreadsheet of Liberar faturamento (POST relatorios/liberar-faturamento): every request of the filters, in the
 * list's order (or the column's asked), up to the exports' 10,000 rows.
 */
export async function relatorioLiberacao(db: Db, a: Actor, f: FiltroLiberacao): Promise<Record<string, unknown>[]> {
  const c = compilarLiberacao(db, a, { ...f, page: 1, per_page: MAX_PER_PAGE_EXPORTACAO, pageSize: null }, MAX_PER_PAGE_EXPORTACAO);
  return (await db.executeQuery(c.rows)).rows;
}
const TABELAS_LIBERACAO = [
  'solicitacoes_faturamento',
  'veiculos',
  'modelos',
  'derivativos',
  'anos_modelo',
  'concessionarias',
  'tipos_venda',
  'tipos_pagamento',
] as const;
