import type { LinhaComissao, LinhaNota, LinhaProvisao } from '@portal/contracts/comissoes/schemas';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';
import { colunaPrazo, comPrazo, condicaoPrazo, feriadosDaTabela, joinPrazo } from '../prazos/index.ts';
import { sql, type RawBuilder } from 'kysely';
import { NOME_STEP_NF, STEP_NF, ehStepNf, type StepNf } from '@portal/contracts/comissoes/steps';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import type { HistoricoNotaFiscal } from '@portal/contracts/comissoes/nota-machine';
import { ISO_DATA } from '@portal/contracts/br/dates';
import { linhas, paginate, escopoDoDealer, NotFound, type Actor, type Db, type Pagina } from '../kernel/index.ts';
import { condicoesDoPedido } from '../direct-sales/index.ts';
import { contextoDaNota } from './aggregate.ts';

/**
 * A direct-sales order has a commission to invoice once its sale is approved (any step but 0 Cadastro, 1 Reprovado, 2 Aprovação
 * de venda and 9 Cancelado) and its commission value is above zero (docs/decisions.md "Commissions and invoices").
 */
export const ETAPAS_SEM_COMISSAO = [0, 1, 2, 9] as const;
export const condicaoComissao = (step: number, valor: string | number | null) =>
  !(ETAPAS_SEM_COMISSAO as readonly number[]).includes(step) && valor !== null && Number(valor) > 0;

/** The filters of the three tabs (spec §7: {page, per_page, dataDe, dataAte, steps, chassi, pedido, numeroNotaFiscal}). */
export interface FiltroNotas {
  page?: number | null;
  per_page?: number | null;
  dataDe?: string | null;
  dataAte?: string | null;
  steps?: number | number[] | null;
  chassi?: string | string[] | null;
  pedido?: string | string[] | null;
  numeroNotaFiscal?: string | number | null;
  prazo?: SituacaoPrazo | SituacaoPrazo[] | null;
}
export const MAX_PER_PAGE_NOTAS = 100;
export const MAX_EXPORTACAO_NOTAS = 10_000;

const dataOuNada = (d: string | null | undefined) => {
  const s = d?.slice(0, 10);
  return s && ISO_DATA.test(s) && new Date(`${s}T12:00:00Z`).toISOString().slice(0, 10) === s ? s : null;
};
const stepsDe = (s: FiltroNotas['steps']): StepNf[] => (s === null || s === undefined ? [] : (Array.isArray(s) ? s : [s]).filter(ehStepNf));
const onde = (c: RawBuilder<unknown>[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);

/** The current invoice of each order: the newest that lists it. */
const NF_ATUAL = sql`left join lateral (select n.* from notas_fiscais n where n.pedidos_id @> array[p.id] order by n.id desc limit 1) nf on true`;

/** Conditions on the orders (pedido, chassi) and the invoice number, common to the three tabs. */
function condicoesPedido(actor: Actor, f: FiltroNotas): RawBuilder<unknown>[] {
  const c = condicoesDoPedido(actor, f);
  const numero = f.numeroNotaFiscal === null || f.numeroNotaFiscal === undefined ? '' : String(f.numeroNotaFiscal).trim();
  if (numero) c.push(sql`nf.numero_nota_fiscal = ${numero.replace(/^0+(?=\d)/, '')}`);
  return c;
}

// ---- Comissões
const LINHA_COMISSAO = sql`
  p.id, p.numero_pedido as "codigoPedido", p.codigo as "numeroPedidoVD", p.chassi, m.descricao as modelo, d.descricao as derivativo,
  v.descricao as descricao, c.codigo_dealer || ' - ' || c.nome as "dealerComissao", (p.contexto->'dados'->>'tipoComissao')::text as "tipoComissao",
  (p.contexto->'dados'->'pedidoPrecoPagamento'->>'precoEspecial')::text as "precoEspecialTexto", p.valor_comissao::float8 as "valorComissao",
  p.contexto->'dados'->>'dataFaturamento' as "dataFaturamentoIso", coalesce(nf.step, ${STEP_NF.semNf})::int as "stepId",
  nf.numero_nota_fiscal as "nfeComissao", nf.id as "notaFiscalId", p.tipo_venda as "tipoVendaId", p.cliente_nome as "nomeCliente",
  p.concessionaria_id as "concessionariaId", p.concessionaria_grupo_id as "concessionariaGrupoId",
  to_char(p.criado_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as "dataCadastro"`;
const JUNCOES_COMISSAO = sql`
  from pedidos p join concessionarias c on c.id = p.concessionaria_id
  left join modelos m on m.id = p.modelo_id
  left join derivativos d on d.id = case when p.contexto->'dados'->'pedidoDescricaoProduto'->>'derivativoId' ~ '^[0-9]{1,9}$'
    then (p.contexto->'dados'->'pedidoDescricaoProduto'->>'derivativoId')::int end
  left join versoes v on v.id = case when p.contexto->'dados'->'pedidoDescricaoProduto'->>'versaoId' ~ '^[0-9]{1,9}$'
    then (p.contexto->'dados'->'pedidoDescricaoProduto'->>'versaoId')::int end
  ${NF_ATUAL}`;

function condicoesComissao(actor: Actor, f: FiltroNotas): RawBuilder<unknown>[] {
  const c = condicoesPedido(actor, f);
  c.push(sql`p.step <> all(${[...ETAPAS_SEM_COMISSAO]}::smallint[]) and p.valor_comissao > 0`);
  const steps = stepsDe(f.steps);
  if (steps.length) c.push(sql`coalesce(nf.step, ${STEP_NF.semNf}) = any(${steps}::smallint[])`);
  // commissions: by the order's registration day (São Paulo)
  const de = dataOuNada(f.dataDe);
  const ate = dataOuNada(f.dataAte);
  if (de) c.push(sql`(p.criado_em at time zone 'America/Sao_Paulo')::date >= ${de}::date`);
  if (ate) c.push(sql`(p.criado_em at time zone 'America/Sao_Paulo')::date <= ${ate}::date`);
  return c;
}

const TIPO_VENDA = { 1: 'Venda Direta', 2: 'PCD', 3: 'CSDealer' } as Record<number, string>;
const dataBr = (iso: unknown) =>
  typeof iso === 'string' && ISO_DATA.test(iso.slice(0, 10)) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null;
type BrutaComissao = Record<string, unknown> & { stepId: number; tipoVendaId: number; precoEspecialTexto: string | null; dataFaturamentoIso: unknown };
function comissao(r: BrutaComissao) {
  const { precoEspecialTexto, dataFaturamentoIso, tipoComissao, ...resto } = r;
  const preco = precoEspecialTexto === null ? null : Number(precoEspecialTexto);
  return {
    ...resto,
    tipoComissao: tipoComissao === null || tipoComissao === undefined ? null : String(tipoComissao),
    precoEspecial: preco !== null && Number.isFinite(preco) ? preco : null,
    dataFaturamento: dataBr(dataFaturamentoIso),
    status: NOME_STEP_NF[r.stepId as StepNf],
    tipoVenda: TIPO_VENDA[r.tipoVendaId] ?? null,
  } as LinhaComissao;
}

/** POST notas/fiscais/comissoes/listar: the commissions of the user's scope, newest order first. */
export async function listarComissoes(db: Db, actor: Actor, f: FiltroNotas): Promise<Pagina<LinhaComissao>> {
  const { page, perPage, offset } = paginate(f, { perPage: 10, max: MAX_PER_PAGE_NOTAS });
  const c = condicoesComissao(actor, f);
  const rows = await sql<BrutaComissao & { total: number }>`
    select ${LINHA_COMISSAO}, count(*) over ()::int as total ${JUNCOES_COMISSAO} ${onde(c)}
    order by p.criado_em desc, p.id desc limit ${perPage} offset ${offset}`.execute(db);
  const total =
    rows.rows[0]?.total ?? (offset > 0 ? (await sql<{ n: number }>`select count(*)::int as n ${JUNCOES_COMISSAO} ${onde(c)}`.execute(db)).rows[0]!.n : 0);
  return { rows: rows.rows.map(({ total: _t, ...r }) => comissao(r as BrutaComissao)), page, total };
}

// ---- Notas Fiscais
function condicoesNota(actor: Actor, f: FiltroNotas): RawBuilder<unknown>[] {
  const c: RawBuilder<unknown>[] = [];
  const escopo = escopoDoDealer(actor, 'nf');
  if (escopo) c.push(escopo);
  const steps = stepsDe(f.steps).filter((s) => s !== STEP_NF.semNf);
  if (stepsDe(f.steps).length && !steps.length) c.push(sql`false`);
  if (steps.length) c.push(sql`nf.step = any(${steps}::smallint[])`);
  const pedidos = linhas(f.pedido);
  const chassis = linhas(f.chassi).map((s) => s.toUpperCase());
  if (pedidos.length || chassis.length) {
    const cp: RawBuilder<unknown>[] = [sql`p.id = any(nf.pedidos_id)`];
    if (pedidos.length) cp.push(sql`(p.codigo = any(${pedidos}::text[]) or p.numero_pedido = any(${pedidos}::text[]))`);
    if (chassis.length) cp.push(sql`p.chassi = any(${chassis}::text[])`);
    c.push(sql`exists (select 1 from pedidos p where ${sql.join(cp, sql` and `)})`);
  }
  const numero = f.numeroNotaFiscal === null || f.numeroNotaFiscal === undefined ? '' : String(f.numeroNotaFiscal).trim();
  if (numero) c.push(sql`nf.numero_nota_fiscal = ${numero.replace(/^0+(?=\d)/, '')}`);
  // invoices: by the NF-e's issue date
  const de = dataOuNada(f.dataDe);
  const ate = dataOuNada(f.dataAte);
  if (de) c.push(sql`nf.data_emissao >= ${de}::date`);
  if (ate) c.push(sql`nf.data_emissao <= ${ate}::date`);
  return c;
}
const LINHA_NOTA = sql`
  nf.id, nf.step as "stepId", to_char(nf.data_emissao, 'DD/MM/YYYY') as "dataEmissao", nf.numero_nota_fiscal as "numeroNotaFiscal",
  nf.valor_comissao::float8 as "valorComissao", nf.valor_nota_fiscal::float8 as "valorNotaFiscal", c.codigo_dealer || ' - ' || c.nome as "dealerComissao",
  nf.url_nota_fiscal as "urlNotaFiscal", nf.concessionaria_id as "concessionariasId", nf.concessionaria_grupo_id as "concessionariaGrupoId",
  nf.pedidos_id as "pedidosId", nf.comentario, nf.cnpj_emitente as "cnpjEmitente", nf.versao,
  to_char(nf.atrelada_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as "dataAtrelamento",
  to_char(nf.pago_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as "dataPagamento",
  coalesce(nf.contexto->'avisos', '[]'::jsonb) as avisos`;
const JUNCOES_NOTA = sql`from notas_fiscais nf join concessionarias c on c.id = nf.concessionaria_id`;
const nota = (r: Record<string, unknown>) => ({ ...r, step: NOME_STEP_NF[r.stepId as StepNf] }) as LinhaNota;

/** POST notas/fiscais/listar: the invoices of the user's scope, newest first, with the approval step's 'Prazo' (conf17). */
export async function listarNotas(db: Db, actor: Actor, f: FiltroNotas, now = new Date()): Promise<Pagina<LinhaNota>> {
  const { page, perPage, offset } = paginate(f, { perPage: 10, max: MAX_PER_PAGE_NOTAS });
  const c = condicoesNota(actor, f);
  const prazo = condicaoPrazo(f.prazo, now);
  if (prazo) c.push(prazo);
  const juncoes = sql`${JUNCOES_NOTA} ${joinPrazo('nota-fiscal', sql`nf.id`)}`;
  const rows = await sql<Record<string, unknown> & { total: number }>`
    select ${LINHA_NOTA}, ${colunaPrazo}, count(*) over ()::int as total ${juncoes} ${onde(c)}
    order by nf.id desc limit ${perPage} offset ${offset}`.execute(db);
  const total = rows.rows[0]?.total ?? (offset > 0 ? (await sql<{ n: number }>`select count(*)::int as n ${juncoes} ${onde(c)}`.execute(db)).rows[0]!.n : 0);
  const feriados = await feriadosDaTabela(db);
  return { rows: rows.rows.map(({ total: _t, ...r }) => comPrazo(nota(r), now, feriados) as LinhaNota), page, total };
}

// ---- Relatório de Provisão vs. Pagamento
/**
 * One row per invoice that is or was provisioned (steps 1-4; a rejected invoice no longer is): what is provisioned (the
 * invoice's value while not paid), what was paid (at Pago, with the day) and the difference still to pay.
 */
/** the invoice's value; an invoice attached without one (spec §5 does not require it) provisions its commissions' sum */
const VALOR_NOTA = sql`coalesce(nf.valor_nota_fiscal, nf.valor_comissao)`;
const LINHA_PROVISAO = sql`
  nf.id, c.codigo_dealer || ' - ' || c.nome as "dealerComissao", nf.numero_nota_fiscal as "numeroNotaFiscal",
  to_char(nf.data_emissao, 'DD/MM/YYYY') as "dataEmissao",
  (select string_agg(p.codigo, ', ' order by p.codigo) from pedidos p where p.id = any(nf.pedidos_id)) as pedidos, nf.step as "stepId",
  to_char(nf.atrelada_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as "dataProvisionamento",
  ${VALOR_NOTA}::float8 as "valorProvisionado",
  (case when nf.step = ${STEP_NF.pago} then ${VALOR_NOTA} else 0 end)::float8 as "valorPago",
  to_char(nf.pago_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as "dataPagamento",
  (case when nf.step = ${STEP_NF.pago} then 0 else ${VALOR_NOTA} end)::float8 as saldo`;
function condicoesProvisao(actor: Actor, f: FiltroNotas) {
  const c = condicoesNota(actor, f);
  c.push(sql`nf.step <> ${STEP_NF.reprovado}`);
  return c;
}
const provisao = (r: Record<string, unknown>) => ({ ...r, pedidos: r.pedidos ?? '', step: NOME_STEP_NF[r.stepId as StepNf] }) as LinhaProvisao;

/** POST notas/fiscais/provisaoPagamento/listar */
export async function listarProvisao(
  db: Db,
  actor: Actor,
  f: FiltroNotas,
): Promise<Pagina<LinhaProvisao> & { totais: { provisionado: number; pago: number; saldo: number } }> {
  const { page, perPage, offset } = paginate(f, { perPage: 10, max: MAX_PER_PAGE_NOTAS });
  const c = condicoesProvisao(actor, f);
  const rows = await sql<Record<string, unknown>>`
    select ${LINHA_PROVISAO} ${JUNCOES_NOTA} ${onde(c)} order by nf.data_emissao desc, nf.id desc limit ${perPage} offset ${offset}`.execute(db);
  const t = (
    await sql<{ n: number; provisionado: number; pago: number }>`
      select count(*)::int as n, coalesce(sum(${VALOR_NOTA}), 0)::float8 as provisionado,
        coalesce(sum(case when nf.step = ${STEP_NF.pago} then ${VALOR_NOTA} else 0 end), 0)::float8 as pago
      ${JUNCOES_NOTA} ${onde(c)}`.execute(db)
  ).rows[0]!;
  return {
    rows: rows.rows.map(provisao),
    page,
    total: t.n,
    totais: { provisionado: t.provisionado, pago: t.pago, saldo: Math.round((t.provisionado - t.pago) * 100) / 100 },
  };
}

/** The export's rows (POST notas/fiscais/provisaoPagamento/exportar): every row of the filter, up to MAX_EXPORTACAO_NOTAS. */
export async function linhasProvisao(db: Db, actor: Actor, f: FiltroNotas): Promise<LinhaProvisao[]> {
  const c = condicoesProvisao(actor, f);
  const rows = await sql<Record<string, unknown>>`
    select ${LINHA_PROVISAO} ${JUNCOES_NOTA} ${onde(c)} order by nf.data_emissao desc, nf.id desc limit ${MAX_EXPORTACAO_NOTAS}`.execute(db);
  return rows.rows.map(provisao);
}

// ---- one invoice
export async function notaVisivel(db: Db, actor: Actor, id: number) {
  let q = db.selectFrom('notas_fiscais as nf').selectAll().where('nf.id', '=', id);
  const escopo = escopoDoDealer(actor, 'nf');
  if (escopo) q = q.where(escopo);
  const row = await q.executeTakeFirst();
  if (!row) throw new NotFound(nfMsg.notaInexistente);
  return row;
}

/** GET notas/fiscais/pedidos/{id}: the orders of an invoice (the invoice-detail modal), as commission rows. */
export async function pedidosDaNota(db: Db, actor: Actor, id: number): Promise<LinhaComissao[]> {
  const nf = await notaVisivel(db, actor, id);
  const rows = await sql<BrutaComissao>`
    select ${LINHA_COMISSAO} ${JUNCOES_COMISSAO} where p.id = any(${nf.pedidos_id}::int[]) order by p.codigo`.execute(db);
  return rows.rows.map(comissao);
}

/** GET notas/fiscais/comentarios/{id}: the rejection reasons, newest first (data[0].comentario is the reason shown). */
export async function comentariosDaNota(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ comentario: string; nomeUsuario: string; dataComentario: string; step: string }[]> {
  const c = contextoDaNota(await notaVisivel(db, actor, id));
  return c.historico
    .filter((h: HistoricoNotaFiscal) => h.step === STEP_NF.reprovado && h.comentario)
    .reverse()
    .map((h) => ({ comentario: h.comentario!, nomeUsuario: h.nomeUsuario, dataComentario: h.data, step: h.descricao }));
}

/** The history of an invoice (who moved it and when). */
export async function historicoDaNota(db: Db, actor: Actor, id: number): Promise<HistoricoNotaFiscal[]> {
  return contextoDaNota(await notaVisivel(db, actor, id)).historico;
}

/** Another reason to read an uploaded file: it is the NF-e of an invoice the user sees (the dealer reads what the importer attached). */
export async function arquivoDeUmaNotaVisivel(db: Db, actor: Actor, arquivo: { id: string }): Promise<boolean> {
  let q = db.selectFrom('notas_fiscais as nf').select('nf.id').where('nf.url_nota_fiscal', '=', `arquivos/${arquivo.id}`);
  const escopo = escopoDoDealer(actor, 'nf');
  if (escopo) q = q.where(escopo);
  return (await q.executeTakeFirst()) !== undefined;
}

export type { LinhaComissao, LinhaNota, LinhaProvisao };
