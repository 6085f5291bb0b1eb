import { sql } from 'kysely';
import type { OrderEvent, OrderContext, DadosPedido } from '@portal/contracts/direct-sales/order-machine';
import { STEP, NOME_STEP, type StepId } from '@portal/contracts/direct-sales/steps';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { cmsg, SECAO } from '@portal/contracts/direct-sales/campos';
import type { VehicleEvent } from '@portal/contracts/vehicles/vehicle-machine';
import { handleCommand } from '../eventstore/command-handler.ts';
import { foldEmMemoria, foldVencido, type Conhecido } from '../eventstore/fold-cache.ts';
import { streamVersion } from '../eventstore/store.ts';
import {
  InvalidInput,
  NotFound,
  Refused,
  VersionConflict,
  actorOf,
  emTransacaoDoStream,
  metaOf,
  emTransacao,
  type Actor,
  type Ctx,
  type Db,
  type Resultado,
  escopoDoDealer,
  noEscopoDoDealer,
  preparado,
} from '../kernel/index.ts';
import { cancelarPedidos, vehicleAggregate, vehicleStream } from '../vehicles/index.ts';
import { slaEtapaPedido, valorConfiguracao } from '../settings/index.ts';
import { prazoEmDiasUteis } from '../prazos/index.ts';
import { ORDER_STREAM_TYPE, orderAggregate, orderStream, contextoDaLinha } from './aggregate.ts';
import { validarDados, mesmosDados, type PedidoCorpo } from './validation.ts';
import { veiculosComModelo, versaoDoVeiculo } from './lookups/queries.ts';
import { anexarArquivo, arquivoDisponivel, type Arquivo } from '../storage/index.ts';
import { NOME_TIPO_ARQUIVO, ehTipoArquivo } from '@portal/contracts/direct-sales/referencias';
import { alvoDoPasso } from './moves.ts';
import { documentosParaAvancar } from '@portal/contracts/direct-sales/documentos';
import { lmsg } from '@portal/contracts/direct-sales/lookups-messages';
import { ehEtapaPedido } from '@portal/contracts/direct-sales/referencias';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { prepararDinheiro, conferirPrePagamento } from './dinheiro.ts';

export interface OrderDeps {
  db: Db;
  now: () => Date;
  /** boletos of the order neither paid nor cancelled (the boletos context answers; none before it exists) */
  boletosEmAberto?: (db: Db, pedidoId: number) => Promise<number>;
}
export type { PedidoCorpo };

/** What create, save and cancel answer (spec §7.1: data.steps). */
export interface ResumoPedido {
  id: number;
  codigo: string;
  steps: { id: number; nomeAmigavel: string };
  mensagem: string;
}

type MachineEvent = { type: string } & Record<string, unknown>;
const asMachine = (e: OrderEvent | VehicleEvent) => e as unknown as MachineEvent;
/** Vehicle statuses of an order's vehicle: 14 Reservado (the direct-sale request), 13 Venda Direta (sale approved). */
const RESERVADO = 14;
const VENDA_DIRETA = 13;
/** Configuration conf12: the payment mode of new orders (0 Tradicional, 1 Pré-pagamento). */
const CONF_MODALIDADE = 12;

const base = (ator: Actor, at: Date, motivo?: string | null) => ({
  actor: actorOf(ator),
  at: at.toISOString(),
  ...(motivo !== undefined ? { motivo: motivo?.trim() || null } : {}),
});

/** The approval steps the importer answers (sale, client registration, billing, payment proof): each has conf16's deadline. */
export const ETAPAS_COM_PRAZO: ReadonlySet<StepId> = new Set([
  STEP.aprovacaoVenda,
  STEP.cadastroCliente,
  STEP.faturamento,
  STEP.aprovarComprovante,
  STEP.cadastroClientePre,
  STEP.faturamentoPre,
]);

/**
 * A move into an approval step carries when its answer is due (conf16 São Paulo business days from now, the holiday
 * table skipped), so the `prazos` read model replays it as it was; other moves, or conf16 = 0, carry none.
 */
async function comPrazoDaEtapa(db: Db, ev: OrderEvent, alvo: StepId | null, now: Date): Promise<OrderEvent> {
  if (alvo === null || !ETAPAS_COM_PRAZO.has(alvo)) return ev;
  const prazoEtapaEm = await prazoEmDiasUteis(db, await slaEtapaPedido(db), now);
  return prazoEtapaEm ? ({ ...ev, prazoEtapaEm } as OrderEvent) : ev;
}

const resumo = (c: { pedidoId: number | null; codigo: string | null; step: StepId | null }, mensagem: string): ResumoPedido => ({
  id: c.pedidoId!,
  codigo: c.codigo!,
  steps: { id: c.step!, nomeAmigavel: NOME_STEP[c.step!] },
  mensagem,
});

/** The order the actor may see (dealer users: their dealer, or their group with processosGrupo), columns to choose. */
function pedidoDoAtor(db: Db, ator: Actor, pedidoId: number) {
  const q = db.selectFrom('pedidos').where('id', '=', pedidoId);
  const escopo = escopoDoDealer(ator);
  return escopo ? q.where(escopo) : q;
}

/** The order row the actor may see; otherwise 404. */
export async function pedidoVisivel(db: Db, ator: Actor, pedidoId: number, forUpdate = false) {
  const q = pedidoDoAtor(db, ator, pedidoId).selectAll();
  const row = await (forUpdate ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw new NotFound(cmsg.pedidoInexistente);
  return row;
}

/**
 * The screen sends the stream version it loaded (`versao`): another user's change in between answers 409, nothing saved.
 * The order's row is held first, so a concurrent move of the same order waits for this one and then sees its version
 * (without the hold both could read the old version and the later one be refused as an invalid move, 422).
 */
async function verificarVersao(trx: Db, pedidoId: number, versao: number | null | undefined) {
  if (versao === null || versao === undefined) return;
  await trx.selectFrom('pedidos').select('id').where('id', '=', pedidoId).forUpdate().execute();
  if ((await streamVersion(trx, orderStream(pedidoId))) !== versao) throw new VersionConflict(orderStream(pedidoId));
}

async function decidir(trx: Db, ator: Actor, ctx: Ctx, now: Date, pedidoId: number, ev: OrderEvent, expectedVersion?: number, conhecido?: Conhecido) {
  const d = await handleCommand(trx, orderAggregate, orderStream(pedidoId), asMachine(ev), metaOf(ator, ctx, now), { expectedVersion, conhecido });
  return d.after.context as OrderContext;
}

/** The vehicle moves that follow the order: sale approved → 13 Venda Direta; order cancelled → the reservation ends. */
async function acompanharVeiculo(
  trx: Db,
  ator: Actor,
  ctx: Ctx,
  now: Date,
  veiculoId: number | null,
  evento: 'VendaDiretaAprovada' | 'ReservaVendaDiretaCancelada',
) {
  if (veiculoId === null) return;
  const v = await trx.selectFrom('veiculos').select(['status', 'faturamento_pedido_id']).where('id', '=', veiculoId).forUpdate().executeTakeFirst();
  if (!v) return;
  const aplica = evento === 'VendaDiretaAprovada' ? v.status === RESERVADO : v.status === RESERVADO || v.status === VENDA_DIRETA;
  if (!aplica) return;
  const ev = { type: evento, ...base(ator, now), faturamentoPedidoId: v.faturamento_pedido_id } as unknown as VehicleEvent;
  await handleCommand(trx, vehicleAggregate, vehicleStream(veiculoId), asMachine(ev), metaOf(ator, ctx, now));
}

/**
 * The files of the body: those already in the order are kept as stored; a new one must name a file the actor uploaded
 * (or their dealer, or any for importer staff) and a known document type — its name, uploader and date come from the upload.
 */
async function arquivosDoCorpo(trx: Db, ator: Actor, dados: DadosPedido, anteriores: DadosPedido['pedidoArquivos']): Promise<DadosPedido['pedidoArquivos']> {
  const out: DadosPedido['pedidoArquivos'] = [];
  for (const a of dados.pedidoArquivos ?? []) {
    const ja = anteriores.find((x) => x.id === a.id);
    if (ja) {
      out.push(ja);
      continue;
    }
    if (!ehTipoArquivo(a.tipoArquivo)) throw new InvalidInput(pmsg.selecioneTipoArquivo);
    const f: Arquivo | null = await arquivoDisponivel(trx, a.id, ator);
    if (!f || !(await anexarArquivo(trx, f.id, 'pedido'))) throw new InvalidInput(cmsg.arquivoInexistente);
    out.push({
      id: f.id,
      tipoArquivo: a.tipoArquivo,
      tipoArquivoNome: NOME_TIPO_ARQUIVO[a.tipoArquivo],
      nomeArquivo: f.nome,
      nomeUsuario: f.enviadoPorNome,
      dataUpload: f.enviadoEm.toISOString(),
      status: 1,
    });
  }
  return out;
}

/** Who a comment goes to: an active user (spec: the recipient select of `pedidos/destinatarios`). */
async function destinatario(trx: Db, id: number): Promise<string> {
  const u = await trx
    .selectFrom('participantes as p')
    .innerJoin('contas as c', 'c.participante_id', 'p.id')
    .select(['p.nome'])
    .where('p.id', '=', id)
    .where('c.status', '=', 'ativa')
    .executeTakeFirst();
  if (!u) throw new InvalidInput(cmsg.destinatarioInexistente);
  return u.nome;
}

/** New comments of the body (those without dataCadastro): each one a ComentarioInserido. */
async function comentariosNovos(trx: Db, ator: Actor, now: Date, body: PedidoCorpo): Promise<OrderEvent[]> {
  const out: OrderEvent[] = [];
  for (const c of body.pedidoComentarios ?? []) {
    if (c.dataCadastro) continue;
    const descricao = (c.descricao ?? '').trim();
    if (!descricao) throw new InvalidInput(pmsg.comentarioMensagemObrigatoria);
    if (descricao.length > 8000) throw new InvalidInput(pmsg.comentarioLongo);
    if (!c.usuarioDestinatarioId) throw new InvalidInput(pmsg.comentarioDestinatarioObrigatorio);
    const destinatarioNome = await destinatario(trx, c.usuarioDestinatarioId);
    out.push({ type: 'ComentarioInserido', ...base(ator, now), descricao, usuarioDestinatarioId: c.usuarioDestinatarioId, destinatarioNome } as OrderEvent);
  }
  return out;
}

/**
 * POST pedidos: a dealer (for a dealer it reaches), Venda Direta or an administrator registers an order for a vehicle reserved
 * for direct sale by that dealer (status 14, no other open order). `steps.id` 2 also sends it for approval.
 */
export async function criarPedido(deps: OrderDeps, ator: Actor, body: PedidoCorpo, ctx: Ctx): Promise<ResumoPedido> {
  const now = deps.now();
  const alvo = body.steps?.id ?? STEP.cadastro;
  if (alvo !== STEP.cadastro && alvo !== STEP.aprovacaoVenda) throw new InvalidInput(cmsg.etapaInvalida);
  const erros: string[] = [];
  if (!body.concessionariaId) erros.push(cmsg.concessionariaObrigatoria);
  if (!body.tipoVenda || ![1, 2, 3].includes(body.tipoVenda)) erros.push(cmsg.tipoVendaInvalido);
  const veiculoId = body.veiculoId ?? body.pedidoDescricaoProduto?.veiculoId ?? null;
  if (!veiculoId) erros.push(cmsg.veiculoObrigatorio);
  if (erros.length) throw new InvalidInput(erros);
  validarDados(body, false);
  return emTransacaoDoStream(deps.db, ORDER_STREAM_TYPE, async (trx) => {
    const dealer = await trx
      .selectFrom('concessionarias')
      .select(['id', 'concessionaria_grupo_id'])
      .where('id', '=', body.concessionariaId!)
      .executeTakeFirst();
    if (!dealer) throw new InvalidInput(cmsg.concessionariaObrigatoria);
    // a dealer user registers only for a dealer it reaches: another dealer answers 404 before anything of its vehicles is read
    if (!noEscopoDoDealer(ator, { concessionariaId: dealer.id, concessionariaGrupoId: dealer.concessionaria_grupo_id }))
      throw new NotFound(cmsg.concessionariaInexistente);
    const v = await veiculosComModelo(trx)
      .select([
        'v.id',
        'v.status',
        'v.pedido',
        'v.chassi',
        'v.dealer_solicitante_id',
        'v.modelo_id',
        'v.derivativo_id',
        'v.cor_externa',
        'v.cor_interna',
        'ma.nome as marca',
        'am.ano',
      ])
      .where('v.id', '=', veiculoId!)
      .forUpdate('v')
      .executeTakeFirst();
    const ocupado = v
      ? await trx.selectFrom('pedidos').select('id').where('veiculo_id', '=', v.id).where('step', '!=', STEP.cancelado).executeTakeFirst()
      : undefined;
    if (!v || v.status !== RESERVADO || v.dealer_solicitante_id !== dealer.id || ocupado) throw new Refused(cmsg.veiculoIndisponivel);
    const modalidade = await valorConfiguracao(trx, CONF_MODALIDADE);
    // conf12 decides; a body that says otherwise is refused
    const prePagamento = modalidade === '1';
    conferirPrePagamento(body, prePagamento);
    const { id } = (await sql<{ id: number }>`select nextval('pedido_id_seq')::int as id`.execute(trx)).rows[0]!;
    const codigo = `VD${String(id).padStart(6, '0')}`;
    // the vehicle is the truth for the product's identity; the screen's lookup filled the same values
    const p = body.pedidoDescricaoProduto ?? {};
    const grupo = dealer.concessionaria_grupo_id;
    const antes = { step: STEP.cadastro, concessionariaId: dealer.id, concessionariaGrupoId: grupo, dados: null };
    const dinheiro = await prepararDinheiro(
      trx,
      ator,
      antes,
      {
        ...body,
        pedidoDescricaoProduto: {
          ...p,
          veiculoId: v.id,
          codigoPedido: v.pedido,
          chassi: v.chassi,
          marca: p.marca || v.marca,
          tipoModeloAgrupadoId: p.tipoModeloAgrupadoId ?? v.modelo_id,
          derivativoId: p.derivativoId ?? v.derivativo_id,
          versaoId: p.versaoId ?? (await versaoDoVeiculo(trx, v.id)),
          corExterna: p.corExterna || v.cor_externa,
          corInterna: p.corInterna || v.cor_interna,
          anoModelo: p.anoModelo ?? v.ano,
        },
      },
      dataEmSaoPaulo(now),
    );
    const dados = validarDados(dinheiro.corpo, alvo === STEP.aprovacaoVenda);
    const alteracoesMonetarias = await dinheiro.conferir(dados);
    dados.pedidoArquivos = await arquivosDoCorpo(trx, ator, dados, []);
    const criado: OrderEvent = {
      type: 'PedidoCriado',
      ...base(ator, now),
      pedidoId: id,
      codigo,
      concessionariaId: dealer.id,
      concessionariaGrupoId: dealer.concessionaria_grupo_id,
      tipoVenda: body.tipoVenda as 1 | 2 | 3,
      prePagamento,
      veiculoId: v.id,
      dados,
      alteracoesMonetarias,
    } as OrderEvent;
    let c = await decidir(trx, ator, ctx, now, id, criado, 0);
    for (const ev of await comentariosNovos(trx, ator, now, body)) c = await decidir(trx, ator, ctx, now, id, ev);
    if (alvo === STEP.aprovacaoVenda) {
      exigirDocumentos(c);
      c = await decidir(trx, ator, ctx, now, id, await comPrazoDaEtapa(trx, { type: 'EnviadoParaAprovacao', ...base(ator, now) } as OrderEvent, alvo, now));
    }
    return resumo(c, alvo === STEP.cadastro ? pmsg.pedidoCadastrado : pmsg.pedidoEnviadoPara(NOME_STEP[c.step!]));
  });
}

/**
 * PUT pedidos/{id}: save (the whole body; an unchanged body records nothing) and, with `steps.id` other than the current step,
 * the move to that step (the decision table's event for it; 4 or 14 confirm the boleto insertion; 9 cancels).
 * Everything in one transaction: a refused move saves nothing either. The common save — changed data and nothing else —
 * is one read and one statement (`salvarSoOsDados`).
 */
export async function salvarPedido(deps: OrderDeps, ator: Actor, pedidoId: number, body: PedidoCorpo, ctx: Ctx): Promise<ResumoPedido> {
  const now = deps.now();
  const salvo = await salvarSoOsDados(deps, ator, pedidoId, body, ctx, now);
  if (salvo) return salvo;
  return emTransacaoDoStream(deps.db, orderStream(pedidoId), async (trx) => {
    const row = await pedidoVisivel(trx, ator, pedidoId);
    await verificarVersao(trx, pedidoId, body.versao);
    let c = contextoDaLinha(row);
    const dinheiro = await prepararDinheiro(trx, ator, antesDe(c), body, dataEmSaoPaulo(now));
    const { atual, alvo, mantido } = corpoSalvo(c, dinheiro.corpo);
    const alteracoesMonetarias = await dinheiro.conferir(mantido);
    const anteriores = c.dados!.pedidoArquivos ?? [];
    mantido.pedidoArquivos = await arquivosDoCorpo(trx, ator, mantido, anteriores);
    soAdministradorRemove(ator, anteriores, mantido.pedidoArquivos);
    // the row read above is the stream's state in this transaction: the decision need not read the events again
    const conhecido: Conhecido = { posicao: String(row.ultima_posicao), contexto: c };
    if (!mesmosDados(c.dados!, mantido)) {
      const ev = { type: 'PedidoAtualizado', ...base(ator, now), dados: mantido, alteracoesMonetarias } as OrderEvent;
      c = await decidir(trx, ator, ctx, now, pedidoId, ev, undefined, conhecido);
    }
    for (const ev of await comentariosNovos(trx, ator, now, body)) c = await decidir(trx, ator, ctx, now, pedidoId, ev);
    if (alvo !== atual) c = await mover(trx, deps, ator, ctx, now, c, alvo as StepId, body);
    return resumo(c, c.step !== atual ? pmsg.pedidoEnviadoPara(NOME_STEP[c.step!]) : pmsg.pedidoAtualizado);
  });
}

/**
 * The save that only changes the order's data (no move, no new comment, no new file, something changed), without a
 * transaction: PedidoAtualizado appended with the row written in one statement at the version the order was known at
 * (a concurrent writer in between: 409, nothing saved). The order is known from this process's last fold of its stream
 * when it has one (no read at all), else from its row. null for any other save, which runs in a transaction.
 */
async function salvarSoOsDados(deps: OrderDeps, ator: Actor, pedidoId: number, body: PedidoCorpo, ctx: Ctx, now: Date): Promise<ResumoPedido | null> {
  if ((body.pedidoComentarios ?? []).some((x) => !x.dataCadastro)) return null;
  const emMemoria = foldEmMemoria(deps.db, orderAggregate, orderStream(pedidoId));
  if (emMemoria && noEscopoDoDealer(ator, emMemoria.contexto as OrderContext)) {
    try {
      return await salvarDadosSobre(deps, ator, pedidoId, body, ctx, now, emMemoria);
    } catch (e) {
      // a kept fold behind the stream (another process wrote it) answers a conflict, or what its old context made of the
      // save: read the row and decide again. Any other error is the save's own.
      if (!(await foldVencido(deps.db, orderStream(pedidoId), emMemoria, e))) throw e;
    }
  }
  // a named prepared statement (parsed and planned once per connection: the scopes give a few texts)
  const leitura = preparado(pedidoDoAtor(deps.db, ator, pedidoId).select(['contexto', 'ultima_posicao']).compile());
  const row = (await deps.db.executeQuery(leitura)).rows[0];
  if (!row) throw new NotFound(cmsg.pedidoInexistente);
  return salvarDadosSobre(deps, ator, pedidoId, body, ctx, now, { posicao: String(row.ultima_posicao), contexto: contextoDaLinha(row) });
}

/** `salvarSoOsDados` on the order as `conhecido` (its context and the position of its last event). */
async function salvarDadosSobre(
  deps: OrderDeps,
  ator: Actor,
  pedidoId: number,
  body: PedidoCorpo,
  ctx: Ctx,
  now: Date,
  conhecido: Conhecido,
): Promise<ResumoPedido | null> {
  const c = conhecido.contexto as OrderContext;
  // the same word on the money as the transaction's path
  const dinheiro = await prepararDinheiro(deps.db, ator, antesDe(c), body, dataEmSaoPaulo(now));
  const { atual, alvo, mantido } = corpoSalvo(c, dinheiro.corpo);
  const anteriores = c.dados!.pedidoArquivos ?? [];
  if (alvo !== atual || (mantido.pedidoArquivos ?? []).some((a) => !anteriores.some((x) => x.id === a.id))) return null;
  const alteracoesMonetarias = await dinheiro.conferir(mantido);
  mantido.pedidoArquivos = await arquivosDoCorpo(deps.db, ator, mantido, anteriores);
  soAdministradorRemove(ator, anteriores, mantido.pedidoArquivos);
  if (mesmosDados(c.dados!, mantido)) return null;
  const ev = { type: 'PedidoAtualizado', ...base(ator, now), dados: mantido, alteracoesMonetarias } as OrderEvent;
  return resumo(await decidir(deps.db, ator, ctx, now, pedidoId, ev, body.versao ?? undefined, conhecido), pmsg.pedidoAtualizado);
}

/** What a save asks of the order as read: the target step, and the body's data (validated) with the vehicle's identity kept. */
function corpoSalvo(c: OrderContext, body: PedidoCorpo): { atual: StepId; alvo: number; mantido: DadosPedido } {
  const atual = c.step!;
  const alvo = body.steps?.id ?? atual;
  if (!(alvo in NOME_STEP)) throw new InvalidInput(cmsg.etapaInvalida);
  if (body.concessionariaId && body.concessionariaId !== c.concessionariaId) throw new Refused(cmsg.concessionariaBloqueada);
  if (body.tipoVenda && body.tipoVenda !== c.tipoVenda) throw new Refused(cmsg.concessionariaBloqueada);
  const veiculoId = body.veiculoId ?? body.pedidoDescricaoProduto?.veiculoId;
  if (veiculoId && veiculoId !== c.veiculoId) throw new Refused(cmsg.concessionariaBloqueada);
  conferirPrePagamento(body, c.prePagamento);
  // from step 2 on, and when leaving 0/1, the body must be complete
  const completo = alvo !== atual ? ![STEP.cadastro, STEP.reprovado].includes(alvo as 0 | 1) || atual > STEP.reprovado : atual > STEP.reprovado;
  const dados = validarDados(body, completo && alvo !== STEP.cancelado);
  return { atual, alvo, mantido: { ...dados, pedidoDescricaoProduto: { ...dados.pedidoDescricaoProduto, ...identidade(c.dados!) } } };
}

/** The order before a save, as the money rule sees it. */
const antesDe = (c: OrderContext) => ({ step: c.step!, concessionariaId: c.concessionariaId, concessionariaGrupoId: c.concessionariaGrupoId, dados: c.dados });

/** Only an administrator removes a file already in the order. */
function soAdministradorRemove(ator: Actor, anteriores: DadosPedido['pedidoArquivos'], agora: DadosPedido['pedidoArquivos']): void {
  const removidos = anteriores.filter((a) => !(agora ?? []).some((b) => b.id === a.id));
  if (removidos.length && ator.role !== 'Administrador') throw new Refused(pmsg.somenteAdministradorExclui);
}

/** The vehicle's identity in the product description cannot change once the order exists. */
function identidade(d: NonNullable<OrderContext['dados']>) {
  const p = d.pedidoDescricaoProduto;
  return { veiculoId: p.veiculoId, codigoPedido: p.codigoPedido, chassi: p.chassi };
}

/** The moves that take an order forward (the others send it back, reject or cancel it, or mark the boleto insertion). */
const AVANCOS: ReadonlySet<string> = new Set([
  'EnviadoParaAprovacao',
  'VendaAprovada',
  'CadastroAprovado',
  'FaturamentoAprovado',
  'InsercaoConfirmada',
  'PagamentoAprovado',
  'VeiculoEnviado',
  'PedidoConcluido',
]);

/**
 * A forward move needs the client's documents of the step being left (contracts `documentosParaAvancar`): the attached
 * files are those of the order as just saved, so a document sent in the same request counts. Refused with the list of what
 * is missing (400), nothing saved.
 */
function exigirDocumentos(c: OrderContext): void {
  const step = c.step;
  const tipoCliente = c.dados?.pedidoSolicitante?.tipoCliente;
  if (!ehEtapaPedido(step) || !tipoCliente) return;
  const anexados = (c.dados?.pedidoArquivos ?? []).map((a) => a.tipoArquivo);
  const faltam = documentosParaAvancar(tipoCliente, step, anexados, { tipoPagamento: c.dados?.pedidoPrecoPagamento?.tipoPagamento ?? null });
  if (faltam.length) throw new InvalidInput(lmsg.documentosPendentes(faltam.map((d) => d.tipoArquivoNome)));
}

async function mover(trx: Db, deps: OrderDeps, ator: Actor, ctx: Ctx, now: Date, c: OrderContext, alvo: StepId, body: PedidoCorpo): Promise<OrderContext> {
  const atual = c.step!;
  const tipo = alvoDoPasso(atual, alvo, c.prePagamento);
  if (!tipo) throw new Refused(pmsg.movimentoInvalido(NOME_STEP[atual], NOME_STEP[alvo]));
  if (AVANCOS.has(tipo)) exigirDocumentos(c);
  const motivo = body.motivo;
  let ev: OrderEvent;
  if (tipo === 'VeiculoEnviado') {
    const abertos = deps.boletosEmAberto ? await deps.boletosEmAberto(trx, c.pedidoId!) : 0;
    ev = { type: tipo, ...base(ator, now, motivo), boletosEmAberto: abertos, confirmouPagamento: body.AprovarPagamento === true } as OrderEvent;
  } else {
    ev = { type: tipo, ...base(ator, now, motivo) } as OrderEvent;
  }
  const depois = await decidir(trx, ator, ctx, now, c.pedidoId!, await comPrazoDaEtapa(trx, ev, alvo, now));
  if (tipo === 'VendaAprovada') await acompanharVeiculo(trx, ator, ctx, now, depois.veiculoId, 'VendaDiretaAprovada');
  if (tipo === 'PedidoCancelado') await acompanharVeiculo(trx, ator, ctx, now, depois.veiculoId, 'ReservaVendaDiretaCancelada');
  return depois;
}

/** POST pedidos/cancelar/{id}: steps 9 with motivo (mandatory); the vehicle's reservation ends with it. */
export async function cancelarPedido(
  deps: OrderDeps,
  ator: Actor,
  pedidoId: number,
  body: { motivo?: string | null; versao?: number | null },
  ctx: Ctx,
): Promise<ResumoPedido> {
  const now = deps.now();
  return emTransacaoDoStream(deps.db, orderStream(pedidoId), async (trx) => {
    const c = contextoDaLinha(await pedidoVisivel(trx, ator, pedidoId));
    await verificarVersao(trx, pedidoId, body.versao);
    const depois = await mover(trx, deps, ator, ctx, now, c, STEP.cancelado, { motivo: body.motivo });
    return resumo(depois, pmsg.pedidoEnviadoPara(NOME_STEP[depois.step!]));
  });
}

/** PUT pedidos/{id}/aprovar-venda: the dedicated approve-sale call of the list-side detail (2 → 3 regular, 2 → 10 pré-pagamento). */
export async function aprovarVenda(deps: OrderDeps, ator: Actor, pedidoId: number, body: { versao?: number | null }, ctx: Ctx): Promise<ResumoPedido> {
  const now = deps.now();
  return emTransacaoDoStream(deps.db, orderStream(pedidoId), async (trx) => {
    const c = contextoDaLinha(await pedidoVisivel(trx, ator, pedidoId));
    await verificarVersao(trx, pedidoId, body.versao);
    if (c.step !== STEP.aprovacaoVenda) throw new Refused(pmsg.movimentoInvalido(NOME_STEP[c.step!], NOME_STEP[STEP.cadastroCliente]));
    exigirDocumentos(c);
    const alvo = c.prePagamento ? STEP.inserirBoletos : STEP.cadastroCliente;
    const depois = await decidir(
      trx,
      ator,
      ctx,
      now,
      pedidoId,
      await comPrazoDaEtapa(trx, { type: 'VendaAprovada', ...base(ator, now) } as OrderEvent, alvo, now),
    );
    await acompanharVeiculo(trx, ator, ctx, now, depois.veiculoId, 'VendaDiretaAprovada');
    return resumo(depois, pmsg.pedidoEnviadoPara(NOME_STEP[depois.step!]));
  });
}

/** Used by the vehicles' cancel: the open order of a vehicle, if any (its cancel follows the vehicle's). */
export async function pedidoAbertoDoVeiculo(db: Db, veiculoId: number): Promise<number | null> {
  const r = await db
    .selectFrom('pedidos')
    .select('id')
    .where('veiculo_id', '=', veiculoId)
    .where('step', 'not in', [STEP.cancelado, STEP.concluido])
    .executeTakeFirst();
  return r?.id ?? null;
}

/**
 * POST veiculos/cancelar, as the order context completes it: cancelling a vehicle reserved for, or sold in, a direct-sales order
 * cancels that order too, in the same transaction (motivo 'Veículo cancelado: …').
 */
export async function cancelarVeiculos(deps: OrderDeps, ator: Actor, input: { ids: number[]; motivo?: string | null }, ctx: Ctx): Promise<Resultado[]> {
  return emTransacao(deps.db, async (trx) => {
    const now = deps.now();
    const resultados = await cancelarPedidos({ db: trx, now: deps.now }, ator, input, ctx);
    for (const r of resultados) {
      if (r.status !== 1) continue;
      const pedidoId = await pedidoAbertoDoVeiculo(trx, r.id);
      if (pedidoId === null) continue;
      const motivo = `${cmsg.veiculoCancelado}${input.motivo?.trim() ? `: ${input.motivo.trim()}` : ''}`;
      await decidir(trx, ator, ctx, now, pedidoId, { type: 'PedidoCancelado', ...base(ator, now, motivo) } as OrderEvent);
    }
    return resultados;
  });
}

export { SECAO };
