import { sql } from 'kysely';
import type { BoletoEvent, BoletoContext } from '@portal/contracts/boletos/boleto-machine';
import { PRAZO_VENCIMENTO_DIAS, STATUS_BOLETO } from '@portal/contracts/boletos/status';
import { bmsg } from '@portal/contracts/boletos/messages';
import { STEP } from '@portal/contracts/direct-sales/steps';
import { maximoBoletos } from '@portal/contracts/direct-sales/precos';
import { somarDias } from '@portal/contracts/br/business-days';
import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana, ISO_DATA } from '@portal/contracts/br/dates';
import { handleCommand } from '../eventstore/command-handler.ts';
import { InvalidInput, NotFound, Refused, SYSTEM_ACTOR, actorOf, emTransacaoDoStream, metaOf, type Actor, type Ctx, type Db } from '../kernel/index.ts';
import { contextoDaLinha, pedidoVisivel } from '../direct-sales/index.ts';
import { BOLETO_STREAM_TYPE, boletoAggregate, boletoStream, contextoDoBoleto } from './aggregate.ts';
import type { BancoBoletos, RegistroBoleto } from './bank/adapter.ts';
import { boletoVisivel } from './queries.ts';
import { garantirCodigoAcesso } from './codigo-acesso.ts';

export interface BoletoDeps {
  db: Db;
  now: () => Date;
}

type MachineEvent = { type: string } & Record<string, unknown>;
const asMachine = (e: BoletoEvent) => e as unknown as MachineEvent;
const ATIVOS_EXCLUIDOS = [STATUS_BOLETO.cancelado];
/** Boletos are inserted once the sale is approved (3 on in the regular mode, 10 on with pré-pagamento), until the order ends. */
const ETAPAS_COM_BOLETO: number[] = [3, 5, 6, 7, 8, 10, 11, 12, 13];
const cents = (n: number) => Math.round(n * 100);

async function decidir(trx: Db, ator: Actor, ctx: Ctx, now: Date, boletoId: number, ev: BoletoEvent, expectedVersion?: number) {
  const d = await handleCommand(trx, boletoAggregate, boletoStream(boletoId), asMachine(ev), metaOf(ator, ctx, now), { expectedVersion });
  return d.after.context as BoletoContext;
}

/** The order boleto row of POST boleto/emitir/{orderId} (spec §3 "Order boleto"). */
export interface EmitirBoleto {
  id?: number | null;
  dataEmissao?: string | null;
  /** the due date (the spec's name) */
  dataPagamento?: string | null;
  valorTotal?: number | null;
  valorParcial?: number | null;
  valorBoleto?: number | null;
  entrada?: number | null;
  tipoPagamento?: string | null;
  quantidadeVezes?: number | null;
  numeroParcela?: number | null;
}

/** The due date of a boleto issued on `emissao` (spec §9: issue date plus 5 days), moved off a weekend to the next weekday. */
export function vencimentoPadrao(emissao: string): string {
  const v = somarDias(emissao, PRAZO_VENCIMENTO_DIAS);
  return fimDeSemana(v) ? proximoDiaDaSemana(v) : v;
}

/**
 * POST boleto/emitir/{orderId}: checks the boleto row against the spec's rules (§5.1, §9) and the order, records the boleto
 * (BoletoCriado, Não Emitido) and its pending workflow start; `boleto-<id>` registers it with the bank and marks it Emitido.
 * With `id` of a Não Emitido boleto of the order, issues that one.
 */
export async function emitirBoleto(deps: BoletoDeps, ator: Actor, pedidoId: number, input: EmitirBoleto, ctx: Ctx): Promise<{ boletoId: number }> {
  const now = deps.now();
  const hoje = dataEmSaoPaulo(now);
  return emTransacaoDoStream(deps.db, BOLETO_STREAM_TYPE, async (trx) => {
    const pedido = contextoDaLinha(await pedidoVisivel(trx, ator, pedidoId, true));
    if (pedido.step === STEP.cancelado || pedido.step === STEP.concluido) throw new Refused(bmsg.pedidoCancelado);
    if (!ETAPAS_COM_BOLETO.includes(pedido.step!)) throw new Refused(bmsg.antesDaAprovacao);
    if (input.id) {
      const b = await trx.selectFrom('boletos').select(['id', 'pedido_id', 'status']).where('id', '=', input.id).executeTakeFirst();
      if (!b || b.pedido_id !== pedidoId) throw new NotFound(bmsg.boletoInexistente);
      if (b.status !== STATUS_BOLETO.naoEmitido) throw new Refused(bmsg.jaEmitido);
      await trx
        .insertInto('boletos_workflow')
        .values({ boleto_id: b.id })
        .onConflict((oc) => oc.column('boleto_id').doNothing())
        .execute();
      return { boletoId: b.id };
    }
    const tipo = input.tipoPagamento === 'Total' || input.tipoPagamento === 'Parcial' ? input.tipoPagamento : null;
    if (!tipo) throw new InvalidInput(bmsg.formaPagamento);
    const ativos = await trx
      .selectFrom('boletos')
      .select(['valor_boleto', 'entrada', 'numero_parcela'])
      .where('pedido_id', '=', pedidoId)
      .where('status', 'not in', ATIVOS_EXCLUIDOS)
      .execute();
    const tipoPagamentoPedido = pedido.dados?.pedidoPrecoPagamento?.tipoPagamento ?? null;
    const max = maximoBoletos(tipoPagamentoPedido ?? 0, tipo, input.quantidadeVezes ?? 1);
    if (ativos.length >= max) throw new Refused(bmsg.maximoBoletos(max));
    const valorTotal = input.valorTotal ?? 0;
    if (!(valorTotal > 0)) throw new InvalidInput(bmsg.valorTotalZero);
    const parcela = input.numeroParcela ?? input.quantidadeVezes ?? 1;
    if (!Number.isInteger(parcela) || parcela < 1 || parcela > max) throw new InvalidInput(bmsg.parcelaInvalida(max));
    const valorBoleto = tipo === 'Total' ? valorTotal : (input.valorParcial ?? input.valorBoleto ?? 0);
    if (!(valorBoleto > 0)) throw new InvalidInput(bmsg.valorTotalZero);
    if (tipo === 'Total' && parcela === 1 && cents(valorBoleto) !== cents(valorTotal)) throw new Refused(bmsg.parcelaUnicaTotal);
    const entrada = input.entrada ?? 0;
    const precoEspecial = pedido.dados?.pedidoPrecoPagamento?.precoEspecial ?? valorTotal;
    const soma = ativos.reduce((s, a) => s + cents(Number(a.valor_boleto)), 0) + cents(valorBoleto) + cents(entrada);
    if (soma > cents(precoEspecial)) throw new Refused(bmsg.somaExcede);
    const emissao = input.dataEmissao?.slice(0, 10) || hoje;
    if (!ISO_DATA.test(emissao)) throw new InvalidInput(bmsg.dataEmissaoInvalida);
    if (emissao < hoje) throw new InvalidInput(bmsg.dataEmissaoPassada);
    if (fimDeSemana(emissao)) throw new InvalidInput(bmsg.dataEmissaoFimDeSemana);
    const vencimento = input.dataPagamento?.slice(0, 10) || vencimentoPadrao(emissao);
    if (!ISO_DATA.test(vencimento)) throw new InvalidInput(bmsg.dataPagamentoObrigatoria);
    if (vencimento < emissao) throw new InvalidInput(bmsg.vencimentoAntesEmissao);
    const boletoId = await novoId(trx);
    const ev = {
      type: 'BoletoCriado',
      actor: actorOf(ator),
      at: now.toISOString(),
      boletoId,
      pedidoId,
      concessionariaId: pedido.concessionariaId!,
      concessionariaGrupoId: pedido.concessionariaGrupoId,
      numeroParcela: parcela,
      quantidadeVezes: input.quantidadeVezes ?? parcela,
      tipoPagamento: tipo,
      valorTotal,
      valorParcial: tipo === 'Parcial' ? valorBoleto : null,
      valorBoleto,
      entrada: input.entrada ?? null,
      dataEmissao: emissao,
      dataVencimento: vencimento,
      substituiBoletoId: null,
      pedidoCancelado: false,
    } as unknown as BoletoEvent;
    await decidir(trx, ator, ctx, now, boletoId, ev, 0);
    await trx.insertInto('boletos_workflow').values({ boleto_id: boletoId }).execute();
    await garantirCodigoAcesso(trx, boletoId);
    return { boletoId };
  });
}

async function pedidoCanceladoDe(db: Db, pedidoId: number): Promise<boolean> {
  const p = await db.selectFrom('pedidos').select('step').where('id', '=', pedidoId).executeTakeFirst();
  return p?.step === STEP.cancelado;
}

async function novoId(trx: Db): Promise<number> {
  return (await sql<{ id: number }>`select nextval('boleto_id_seq')::int as id`.execute(trx)).rows[0]!.id;
}

/** PATCH boleto/cancelar/{id}: neither Cancelado nor Pago; the workflow then takes it off the bank (baixa) and ends. */
export async function cancelarBoleto(deps: BoletoDeps, ator: Actor, boletoId: number, ctx: Ctx): Promise<BoletoContext> {
  const now = deps.now();
  return emTransacaoDoStream(deps.db, boletoStream(boletoId), async (trx) => {
    await boletoVisivel(trx, ator, boletoId);
    return decidir(trx, ator, ctx, now, boletoId, { type: 'BoletoCancelado', actor: actorOf(ator), at: now.toISOString() } as unknown as BoletoEvent);
  });
}

/**
 * POST boleto/reemitir/{id}: a Vencido boleto whose due date has passed is replaced by a new one of the same value — issued today
 * (the next weekday on a weekend), due 5 days later — and the old one ends as replaced. Both in one transaction.
 */
export async function reemitirBoleto(deps: BoletoDeps, ator: Actor, boletoId: number, ctx: Ctx): Promise<{ boletoId: number; novoBoletoId: number }> {
  const now = deps.now();
  const hoje = dataEmSaoPaulo(now);
  return emTransacaoDoStream(deps.db, boletoStream(boletoId), async (trx) => {
    const velho = contextoDoBoleto(await boletoVisivel(trx, ator, boletoId));
    if (velho.status !== STATUS_BOLETO.vencido || !(velho.dataVencimento! < hoje)) throw new Refused(bmsg.somenteVencidos);
    const pedido = contextoDaLinha(await pedidoVisivel(trx, ator, velho.pedidoId!));
    if (pedido.step === STEP.cancelado || pedido.step === STEP.concluido) throw new Refused(bmsg.pedidoCancelado);
    const novoBoletoId = await novoId(trx);
    const emissao = fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje;
    await decidir(trx, ator, ctx, now, boletoId, {
      type: 'BoletoReemitido',
      actor: actorOf(ator),
      at: now.toISOString(),
      novoBoletoId,
    } as unknown as BoletoEvent);
    const ev = {
      type: 'BoletoCriado',
      actor: actorOf(ator),
      at: now.toISOString(),
      boletoId: novoBoletoId,
      pedidoId: velho.pedidoId,
      concessionariaId: velho.concessionariaId,
      concessionariaGrupoId: velho.concessionariaGrupoId,
      numeroParcela: velho.numeroParcela,
      quantidadeVezes: velho.quantidadeVezes,
      tipoPagamento: velho.tipoPagamento,
      valorTotal: velho.valorTotal,
      valorParcial: velho.valorParcial,
      valorBoleto: velho.valorBoleto,
      entrada: velho.entrada,
      dataEmissao: emissao,
      dataVencimento: vencimentoPadrao(emissao),
      substituiBoletoId: boletoId,
      pedidoCancelado: false,
    } as unknown as BoletoEvent;
    await decidir(trx, ator, ctx, now, novoBoletoId, ev, 0);
    await trx.insertInto('boletos_workflow').values({ boleto_id: novoBoletoId }).execute();
    await garantirCodigoAcesso(trx, novoBoletoId);
    return { boletoId, novoBoletoId };
  });
}

// ---- what the workflow's activities do (the portal acting: SYSTEM_ACTOR, correlation id = the workflow id)

const sistema = (boletoId: number): Ctx => ({ correlationId: `boleto-${boletoId}` });
async function contexto(db: Db, boletoId: number): Promise<BoletoContext | null> {
  const r = await db.selectFrom('boletos').select('contexto').where('id', '=', boletoId).executeTakeFirst();
  return r ? contextoDoBoleto(r) : null;
}

/** The title the bank registers: the order's requester is the payer. */
export async function tituloDoBoleto(db: Db, boletoId: number) {
  const b = await contexto(db, boletoId);
  if (!b) throw new NotFound(bmsg.boletoInexistente);
  const p = await db.selectFrom('pedidos').select(['codigo', 'contexto']).where('id', '=', b.pedidoId!).executeTakeFirstOrThrow();
  const s = contextoDaLinha(p).dados?.pedidoSolicitante;
  return {
    boleto: b,
    titulo: {
      boletoId,
      valor: b.valorBoleto!,
      vencimento: b.dataVencimento!,
      emissao: b.dataEmissao!,
      numeroDocumento: `${p.codigo}-${b.numeroParcela}`,
      pagador: {
        nome: (s?.razaoSocial || s?.nome || '').trim() || 'Cliente',
        documento: s?.cnpj || s?.cpf || '',
        endereco: s
          ? { logradouro: s.logradouro, numero: s.numero, complemento: s.complemento, bairro: s.bairro, cidade: s.nomeCidade, uf: s.nomeUf, cep: s.cep }
          : null,
      },
    },
  };
}

/** Activity: registers the boleto with the bank (idempotent by boleto id) and marks it Emitido; a boleto no longer Não Emitido is left alone. */
export async function registrarNoBanco(deps: BoletoDeps, banco: BancoBoletos, boletoId: number): Promise<'emitido' | 'jaEmitido' | 'cancelado'> {
  const { boleto, titulo } = await tituloDoBoleto(deps.db, boletoId);
  if (boleto.status === STATUS_BOLETO.cancelado) return 'cancelado';
  if (boleto.status !== STATUS_BOLETO.naoEmitido) return 'jaEmitido';
  const registro: RegistroBoleto = await banco.registrar(titulo);
  const now = deps.now();
  try {
    await decidir(deps.db, SYSTEM_ACTOR, sistema(boletoId), now, boletoId, {
      type: 'BoletoEmitido',
      actor: SYSTEM_ACTOR,
      at: now.toISOString(),
      nossoNumero: registro.nossoNumero,
      bankNumber: registro.banco,
      pedidoCancelado: await pedidoCanceladoDe(deps.db, boleto.pedidoId!),
      codigoBarras: registro.codigoBarras,
      linhaDigitavel: registro.linhaDigitavel,
      registradoEm: registro.registradoEm,
    } as unknown as BoletoEvent);
  } catch (e) {
    const again = await contexto(deps.db, boletoId);
    if (again && again.status !== STATUS_BOLETO.naoEmitido) return again.status === STATUS_BOLETO.cancelado ? 'cancelado' : 'jaEmitido';
    throw e;
  }
  return 'emitido';
}

/** Activity: asks the bank whether the boleto was paid and records it (idempotent). */
export async function conciliarPagamento(deps: BoletoDeps, banco: BancoBoletos, boletoId: number): Promise<'pago' | 'aberto' | 'encerrado'> {
  const b = await contexto(deps.db, boletoId);
  if (!b || b.status === STATUS_BOLETO.cancelado) return 'encerrado';
  if (b.status === STATUS_BOLETO.pago) return 'pago';
  const situacao = await banco.consultar(boletoId);
  if (!situacao || situacao.situacao !== 'pago') return 'aberto';
  const now = deps.now();
  try {
    await decidir(deps.db, SYSTEM_ACTOR, sistema(boletoId), now, boletoId, {
      type: 'BoletoPago',
      actor: SYSTEM_ACTOR,
      at: now.toISOString(),
      dataPagamento: situacao.pagoEm ? dataEmSaoPaulo(situacao.pagoEm) : dataEmSaoPaulo(now),
      valorPago: situacao.valorPago ?? b.valorBoleto,
    } as unknown as BoletoEvent);
  } catch (e) {
    const again = await contexto(deps.db, boletoId);
    if (again?.status === STATUS_BOLETO.pago) return 'pago';
    throw e;
  }
  return 'pago';
}

/** Activity: an Emitido boleto whose due date has passed (São Paulo) becomes Vencido; anything else is left alone. */
export async function marcarVencido(deps: BoletoDeps, boletoId: number): Promise<'vencido' | 'naoVencido' | 'encerrado'> {
  const b = await contexto(deps.db, boletoId);
  if (!b || b.status === STATUS_BOLETO.cancelado || b.status === STATUS_BOLETO.pago) return 'encerrado';
  if (b.status === STATUS_BOLETO.vencido) return 'vencido';
  const now = deps.now();
  const hoje = dataEmSaoPaulo(now);
  if (!(b.dataVencimento! < hoje)) return 'naoVencido';
  await decidir(deps.db, SYSTEM_ACTOR, sistema(boletoId), now, boletoId, {
    type: 'BoletoVencido',
    actor: SYSTEM_ACTOR,
    at: now.toISOString(),
    hoje,
  } as unknown as BoletoEvent);
  return 'vencido';
}

/** Activity: takes a cancelled or replaced boleto off the bank (baixa). */
export async function baixarNoBanco(deps: BoletoDeps, banco: BancoBoletos, boletoId: number): Promise<void> {
  const b = await contexto(deps.db, boletoId);
  if (!b || b.status !== STATUS_BOLETO.cancelado || !b.nossoNumero) return;
  await banco.baixar(boletoId, b.substituidoPor ? `Substituído pelo boleto ${b.substituidoPor}` : 'Cancelado no portal');
}

/** The pending `boleto-<id>` workflow starts (the API could not start them: no Temporal client, or Temporal away). */
export async function boletosPendentes(db: Db, limite = 200): Promise<{ boletoId: number; vencimento: string }[]> {
  const rows = await db
    .selectFrom('boletos_workflow as w')
    .innerJoin('boletos as b', 'b.id', 'w.boleto_id')
    .select(['w.boleto_id', sql<string>`to_char(b.data_vencimento, 'YYYY-MM-DD')`.as('vencimento')])
    .where('w.iniciado_em', 'is', null)
    .orderBy('w.criado_em')
    .limit(limite)
    .execute();
  return rows.map((r) => ({ boletoId: r.boleto_id, vencimento: r.vencimento }));
}
export async function marcarWorkflowIniciado(db: Db, boletoId: number, now: Date): Promise<void> {
  await db.updateTable('boletos_workflow').set({ iniciado_em: now }).where('boleto_id', '=', boletoId).execute();
}
