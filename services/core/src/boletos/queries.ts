import { sql, type RawBuilder } from 'kysely';
import { NOME_STATUS_BOLETO, STATUS_BOLETO, type StatusBoleto } from '@portal/contracts/boletos/status';
import { bmsg } from '@portal/contracts/boletos/messages';
import { codigoAcessoValido } from '@portal/contracts/boletos/codigo-acesso';
import { comoSeLe, linhas, ordemDaLista, paginate, NotFound, type Actor, type Db, type OrdemPedida, type Pagina, escopoDoDealer } from '../kernel/index.ts';
import { contextoDoBoleto } from './aggregate.ts';
import { colunaPrazo, comPrazo, condicaoPrazo, feriadosDaTabela, joinPrazo } from '../prazos/index.ts';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';

/** A boleto the actor may see (dealer users: their dealer's orders, or their group's with processosGrupo); otherwise 404. */
export async function boletoVisivel(db: Db, actor: Actor, boletoId: number) {
  let q = db.selectFrom('boletos').selectAll().where('id', '=', boletoId);
  const escopo = escopoDoDealer(actor);
  if (escopo) q = q.where(escopo);
  const row = await q.executeTakeFirst();
  if (!row) throw new NotFound(bmsg.boletoInexistente);
  return row;
}

export interface FiltroBoletos extends OrdemPedida {
  page?: number | null;
  per_page?: number | null;
  pedido?: string | string[] | null;
  statusId?: number | null;
  /** 'Prazo': the boletos awaiting payment, by where their due date stands */
  prazo?: SituacaoPrazo | SituacaoPrazo[] | null;
}

function condicoes(actor: Actor, f: FiltroBoletos, now: Date): RawBuilder<unknown>[] {
  const c: RawBuilder<unknown>[] = [];
  const escopo = escopoDoDealer(actor, 'b');
  if (escopo) c.push(escopo);
  const pedidos = linhas(f.pedido);
  if (pedidos.length) c.push(sql`(p.codigo = any(${pedidos}::text[]) or p.numero_pedido = any(${pedidos}::text[]))`);
  if (f.statusId) c.push(sql`b.status = ${f.statusId}`);
  const prazo = condicaoPrazo(f.prazo, now);
  if (prazo) c.push(prazo);
  return c;
}
const onde = (c: RawBuilder<unknown>[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);

const LINHA = sql`
  b.id, p.codigo as pedido, b.pedido_id as "pedidoId", b.status as "statusId",
  to_char(b.data_emissao, 'DD/MM/YYYY') as "dataEmissao", b.valor_total::float8 as "valorTotal", b.tipo_pagamento as "tipoPagamento",
  b.valor_parcial::float8 as "valorParcial", b.valor_boleto::float8 as "valorBoleto", to_char(b.data_vencimento, 'DD/MM/YYYY') as "dataVencimento",
  to_char(b.data_vencimento, 'YYYY-MM-DD') as "vencimentoIso", b.numero_parcela as "numeroParcela", b.quantidade_vezes as "quantidadeVezes",
  to_char(b.data_pagamento, 'DD/MM/YYYY') as "dataPagamento", b.linha_digitavel as "linhaDigitavel", b.banco as "bankNumber",
  p.valor_comissao::float8 as "valorComissao",
  (select n.numero_nota_fiscal from notas_fiscais n where n.pedidos_id @> array[p.id] order by n.id desc limit 1) as "nfeComissao",
  ${colunaPrazo}`;
const JUNCOES = sql`from boletos b join pedidos p on p.id = b.pedido_id ${joinPrazo('boleto', sql`b.id`)}`;

/** The columns the boleto lists sort by (the row's names; the status as it reads), on the boleto `b` and its order `p`. */
const ORDENAVEIS = {
  pedido: sql`p.codigo`,
  status: comoSeLe(sql`b.status`, NOME_STATUS_BOLETO),
  dataEmissao: sql`b.data_emissao`,
  valorTotal: sql`b.valor_total`,
  tipoPagamento: sql`b.tipo_pagamento`,
  valorParcial: sql`b.valor_parcial`,
  dataVencimento: sql`b.data_vencimento`,
  numeroParcela: sql`b.numero_parcela`,
  dataPagamento: sql`b.data_pagamento`,
  valorComissao: sql`p.valor_comissao`,
  prazo: sql`pz.vence_em`,
};
/** The list's ORDER BY: the column asked (docs/decisions.md "Lists"), else newest first. */
const ordem = (f: FiltroBoletos) => ordemDaLista(f, ORDENAVEIS, sql`b.id`) ?? sql`b.id desc`;

type Bruta = Record<string, unknown> & { statusId: number };
/** the row as the answers send it (the 'Prazo' column only on the list: `listarBoletos`) */
const comNome = ({ prazoVenceEm: _p, ...r }: Bruta) => ({ ...r, status: NOME_STATUS_BOLETO[r.statusId as StatusBoleto] ?? String(r.statusId) }) as LinhaBoleto;
export interface LinhaBoleto extends Record<string, unknown> {
  id: number;
  pedido: string;
  status: string;
  statusId: number;
  dataEmissao: string;
  valorTotal: number;
  tipoPagamento: string;
  valorParcial: number | null;
  valorBoleto: number;
  dataVencimento: string;
  vencimentoIso: string;
  numeroParcela: number;
  dataPagamento: string | null;
  linhaDigitavel: string | null;
}

/** POST pedidos/boletos: the boletos screen and the installments tab of the order list; newest first unless a column is asked. */
export async function listarBoletos(db: Db, actor: Actor, f: FiltroBoletos, now: Date): Promise<Pagina<LinhaBoleto>> {
  const { page, perPage, offset } = paginate(f, { perPage: 10, max: 100 });
  const c = condicoes(actor, f, now);
  const feriados = await feriadosDaTabela(db);
  const rows = await sql<Bruta & { total: number }>`
    select ${LINHA}, count(*) over ()::int as total ${JUNCOES} ${onde(c)}
    order by ${ordem(f)} limit ${perPage} offset ${offset}`.execute(db);
  const total = rows.rows[0]?.total ?? (offset > 0 ? (await sql<{ n: number }>`select count(*)::int as n ${JUNCOES} ${onde(c)}`.execute(db)).rows[0]!.n : 0);
  return { rows: rows.rows.map(({ total: _t, ...r }) => ({ ...comNome(r as Bruta), prazo: comPrazo(r, now, feriados).prazo })), page, total };
}

/** The boleto report's rows (POST relatorios/boletos). */
export function linhasRelatorio(db: Db, actor: Actor, f: FiltroBoletos, now: Date): AsyncGenerator<LinhaBoleto> {
  const c = condicoes(actor, f, now);
  // an unknown column is refused here, before the spreadsheet starts
  const ordenadas = ordem(f);
  return (async function* () {
    for (let offset = 0; offset < 10_000; offset += 500) {
      const rows = await sql<Bruta>`select ${LINHA} ${JUNCOES} ${onde(c)} order by ${ordenadas} limit 500 offset ${offset}`.execute(db);
      for (const r of rows.rows) yield comNome(r);
      if (rows.rows.length < 500) return;
    }
  })();
}

/** The order's boletos (pedidoBoletos of GET pedidos/{id}), oldest first, cancelled ones included (status 4). */
export async function boletosDoPedido(db: Db, pedidoId: number): Promise<LinhaBoleto[]> {
  const rows = await sql<Bruta>`select ${LINHA} ${JUNCOES} where b.pedido_id = ${pedidoId} order by b.id`.execute(db);
  return rows.rows.map(comNome);
}

/** Boletos of an order neither paid nor cancelled (7 → 8 is refused while any is open, unless confirmed). */
export async function boletosEmAberto(db: Db, pedidoId: number): Promise<number> {
  const r = await db
    .selectFrom('boletos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pedido_id', '=', pedidoId)
    .where('status', 'not in', [STATUS_BOLETO.pago, STATUS_BOLETO.cancelado])
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** GET boleto/log/{id}: each status change with who and when (spec: user{nome}, step, dataHistorico). */
export async function logBoleto(db: Db, actor: Actor, boletoId: number) {
  const c = contextoDoBoleto(await boletoVisivel(db, actor, boletoId));
  return c.historico.map((h) => ({
    user: { nome: h.nomeUsuario },
    step: NOME_STATUS_BOLETO[h.status as StatusBoleto] ?? String(h.status),
    dataHistorico: h.dataHistorico,
  }));
}

/** Boleto rows by id (no scope: the caller already checked the boleto is visible or just created it). */
export async function listarBoletosPorId(db: Db, ids: number[]): Promise<LinhaBoleto[]> {
  if (!ids.length) return [];
  const rows = await sql<Bruta>`select ${LINHA} ${JUNCOES} where b.id = any(${ids}::int[]) order by b.id`.execute(db);
  return rows.rows.map(comNome);
}

/**
 * The second copy of /gera-boleto: the open boletos (Emitido or Vencido) of the order with this code whose requester's
 * CPF or CNPJ is `documento` (clean). Anything else — another document, no such order — answers nothing.
 */
/**
 * /gera-boleto: the open (Emitido, Vencido) boletos of the order, only when the document is the buyer's and the access code
 * is the one printed on one of the order's boletos (any of them: a buyer holding an expired slip finds the one that
 * replaced it). Anything else answers nothing, the same way.
 */
export async function boletosDoComprador(db: Db, pedidoCodigo: string, documento: string, codigoAcesso: string) {
  if (!/^[0-9A-Z]{11,14}$/.test(documento) || !codigoAcessoValido(codigoAcesso)) return [];
  const rows = await sql<{ id: number; numeroParcela: number; valorBoleto: number; dataVencimento: string; linhaDigitavel: string | null }>`
    select b.id, b.numero_parcela as "numeroParcela", b.valor_boleto::float8 as "valorBoleto",
      to_char(b.data_vencimento, 'DD/MM/YYYY') as "dataVencimento", b.linha_digitavel as "linhaDigitavel"
    from boletos b join pedidos p on p.id = b.pedido_id
    where upper(p.codigo) = upper(${pedidoCodigo.trim()}) and p.cliente_documento = ${documento}
      and b.status = any(${[STATUS_BOLETO.emitido, STATUS_BOLETO.vencido]}::smallint[])
      and exists (
        select 1 from boletos_codigo_acesso a join boletos d on d.id = a.boleto_id
        where d.pedido_id = p.id and a.codigo = ${codigoAcesso})
    order by b.numero_parcela, b.id`.execute(db);
  return rows.rows;
}
