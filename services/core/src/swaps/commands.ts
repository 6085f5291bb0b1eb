import { sql, type Selectable } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { looksLikeEmail } from '@portal/contracts/access/password';
import { smsg } from '@portal/contracts/swaps/messages';
import { STATUS_TROCA } from '@portal/contracts/swaps/status';
import { trocaAberta, type SwapEvent } from '@portal/contracts/swaps/swap-machine';
import type { VehicleEvent } from '@portal/contracts/vehicles/vehicle-machine';
import { instanteAposDiasUteis } from '@portal/contracts/br/business-days';
import { expiracaoTrocaWorkflowId } from '@portal/contracts/swaps/workflows';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import type { Database } from '../db/types.ts';
import { handleCommand } from '../eventstore/command-handler.ts';
import { fold } from '../eventstore/decider.ts';
import { readStream } from '../eventstore/store.ts';
import { InvalidInput, NotFound, Refused, VersionConflict, SYSTEM_ACTOR, actorOf, ehDealer, metaOf, type Ctx, type Db } from '../kernel/index.ts';
import { bloqueioPorParados, escopoVeiculos, vehicleAggregate, vehicleStream } from '../vehicles/index.ts';
import { configuracoesTroca } from '../settings/index.ts';
import { feriadosDaTabela } from '../prazos/index.ts';
import { SWAP_STREAM_TYPE, swapAggregate, swapStream } from './aggregate.ts';
import { escopoTrocas } from './scope.ts';

export interface SwapDeps {
  db: Db;
  now: () => Date;
  /**
   * when a request made at `solicitadoEm` expires; default: the configured business days later, same Brasília time, the
   * holidays of the `feriados` table skipped too
   */
  venceEm?: (solicitadoEm: Date, diasUteis: number) => Date;
}
export type { Actor, Ctx };

type MachineEvent = { type: string } & Record<string, unknown>;
const asMachine = (e: SwapEvent | VehicleEvent) => e as unknown as MachineEvent;
/** The vehicle statuses a dealer can offer: in its stock (Cota Concessionário or Troca). */
const OFERTAVEIS = [0, 11];
const TELEFONE = /^\d{10,11}$/;

/** PostgreSQL deadlock / serialization failure: a concurrent writer won; answer as a version conflict (409). */
function comoConflito(e: unknown, streamId: string): unknown {
  const code = typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined;
  return code === '40P01' || code === '40001' ? new VersionConflict(streamId) : e;
}

export interface SolicitarTroca {
  veiculoInteresseId: number;
  veiculosPropostos?: number[] | null;
  contatoNome: string;
  contatoEmail: string;
  contatoTelefone: string;
  comentario?: string | null;
  /** the answer to 'Você não selecionou nenhum veículo, deseja continuar?': a request without offered vehicles needs it */
  confirmarSemVeiculo?: boolean | null;
}
export interface ResultadoTroca {
  id: number;
  status: 0 | 1;
  descricao: string;
}

function validarContato(input: SolicitarTroca) {
  const erros: string[] = [];
  if (!input.contatoNome?.trim()) erros.push(smsg.contatoNomeObrigatorio);
  if (!looksLikeEmail(input.contatoEmail?.trim() ?? '')) erros.push(smsg.emailInvalido);
  const telefone = (input.contatoTelefone ?? '').replace(/\D/g, '');
  if (!TELEFONE.test(telefone)) erros.push(smsg.telefoneInvalido);
  if ((input.comentario ?? '').length > 8000) erros.push(smsg.comentarioLongo);
  if (erros.length) throw new InvalidInput(erros);
  return {
    contatoNome: input.contatoNome.trim(),
    contatoEmail: input.contatoEmail.trim(),
    contatoTelefone: telefone,
    comentario: input.comentario?.trim() || null,
  };
}

/**
 * POST veiculos/troca/solicita: the requester's dealer asks for another dealer's vehicle (status 11), offering its own vehicles
 * (none = a request without swap). Writes `troca-<id>` and the pending start of `expiracao-troca-<trocaId>` in one transaction.
 */
export async function solicitarTroca(
  deps: SwapDeps,
  ator: Actor,
  input: SolicitarTroca,
  ctx: Ctx,
): Promise<{ trocaId: number; venceEm: string; resultados: ResultadoTroca[] }> {
  const contato = validarContato(input);
  const propostos = [...new Set(input.veiculosPropostos ?? [])];
  if (propostos.includes(input.veiculoInteresseId)) throw new Refused(smsg.veiculoJaPossui);
  if (propostos.length === 0 && !input.confirmarSemVeiculo) throw new Refused(smsg.nenhumVeiculoOfertado);
  const now = deps.now();
  const at = now.toISOString();
  const db = deps.db;
  // the vehicle asked for: any dealer's vehicle offered for swap is visible; others only in the actor's scope
  let qi = db
    .selectFrom('veiculos as v')
    .select(['v.id', 'v.status', 'v.bloqueado_troca', 'v.concessionaria_id', 'v.concessionaria_grupo_id'])
    .where('v.id', '=', input.veiculoInteresseId);
  const escopo = escopoVeiculos(ator);
  if (escopo) qi = qi.where((eb) => eb.or([eb('v.status', '=', 11), escopo]));
  const interesse = await qi.executeTakeFirst();
  if (!interesse || interesse.concessionaria_id === null) throw new NotFound(smsg.veiculoIndisponivel);
  // the offered vehicles: the actor's own scope (another dealer's id answers 404)
  let qp = db.selectFrom('veiculos as v').select(['v.id', 'v.status', 'v.bloqueado_troca', 'v.concessionaria_id']);
  if (escopo) qp = qp.where(escopo);
  const ofertados = propostos.length ? await qp.where('v.id', 'in', propostos).execute() : [];
  if (ofertados.length !== propostos.length) throw new NotFound(smsg.ofertadoDeOutraConcessionaria);

  // stalled stock blocks new swap requests (the pop-up on /trade)
  await bloqueioPorParados(db, ator, now, smsg.bloqueioParadosTroca);
  const solicitanteId = ator.concessionariaId ?? -1;
  const { duracaoTrocaDiasUteis } = await configuracoesTroca(db);
  const feriados = deps.venceEm ? null : await feriadosDaTabela(db);
  const venceEm = (deps.venceEm ?? ((d, n) => new Date(instanteAposDiasUteis(d, n, feriados ?? undefined))))(now, duracaoTrocaDiasUteis).toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = (await sql<{ id: number }>`select nextval('troca_id_seq')::int as id`.execute(trx)).rows[0]!;
      const ev: SwapEvent = {
        type: 'TrocaSolicitada',
        actor: actorOf(ator),
        at,
        trocaId: id,
        veiculoInteresseId: interesse.id,
        concessionariaDonaId: interesse.concessionaria_id!,
        concessionariaDonaGrupoId: interesse.concessionaria_grupo_id,
        concessionariaSolicitanteId: solicitanteId,
        concessionariaSolicitanteGrupoId: ator.concessionariaGrupoId,
        veiculosPropostos: propostos,
        venceEm,
        // the screen asks it before the request ('Ao solicitar uma troca, você se compromete...'): sending the request is taking it
        compromissoFaturamento: true,
        ...contato,
        interesseDisponivel: interesse.status === 11 && !interesse.bloqueado_troca,
        propostosDoSolicitante: ofertados.every((v) => v.concessionaria_id === solicitanteId),
        propostosDisponiveis: ofertados.every((v) => OFERTAVEIS.includes(v.status) && !v.bloqueado_troca),
      };
      await handleCommand(trx, swapAggregate, swapStream(id), asMachine(ev), metaOf(ator, ctx, now), {
        expectedVersion: 0,
        alsoInTransaction: async (t) => {
          await t.insertInto('trocas_expiracao').values({ troca_id: id, vence_em: venceEm }).execute();
        },
      });
      const descricao = propostos.length ? smsg.propostaEnviada : smsg.solicitacaoEnviada;
      return { trocaId: id, venceEm, resultados: [{ id, status: 1 as const, descricao }] };
    });
  } catch (e) {
    throw comoConflito(e, SWAP_STREAM_TYPE);
  }
}

/** The columns of a swap's row (`trocas`) that decide who may answer it and what it moves. */
export type TrocaAlvo = Pick<
  Selectable<Database['trocas']>,
  | 'id'
  | 'status'
  | 'veiculo_interesse_id'
  | 'concessionaria_dona_id'
  | 'concessionaria_dona_grupo_id'
  | 'concessionaria_solicitante_id'
  | 'concessionaria_solicitante_grupo_id'
  | 'veiculos_propostos'
>;

/** A swap request the actor may see (dealer users: sent or received by their dealer or group); otherwise 404. */
export async function trocaVisivel(db: Db, actor: Actor, trocaId: number): Promise<TrocaAlvo> {
  let q = db
    .selectFrom('trocas as t')
    .select([
      't.id',
      't.status',
      't.veiculo_interesse_id',
      't.concessionaria_dona_id',
      't.concessionaria_dona_grupo_id',
      't.concessionaria_solicitante_id',
      't.concessionaria_solicitante_grupo_id',
      't.veiculos_propostos',
    ])
    .where('t.id', '=', trocaId);
  const escopo = escopoTrocas(actor);
  if (escopo) q = q.where(escopo);
  const row = await q.executeTakeFirst();
  if (!row) throw new NotFound(smsg.trocaInexistente);
  return row;
}

type Passo = { streamId: string; run: (trx: Db) => Promise<void> };

/** Runs the steps in one transaction, in stream-id order (every writer takes the streams in the same order: no deadlock). */
async function emOrdem(db: Db, passos: Passo[], principal: string): Promise<void> {
  const ordenados = [...passos].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  const run = async (trx: Db) => {
    for (const p of ordenados) await p.run(trx);
  };
  try {
    if (db.isTransaction) await run(db);
    else await db.transaction().execute(run);
  } catch (e) {
    throw comoConflito(e, principal);
  }
}

/** The other open requests on these vehicles (asked for or offered), to be closed when they change hands. */
async function abertasSobre(trx: Db, veiculos: number[], exceto: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('trocas')
    .select('id')
    .where('id', '!=', exceto)
    .where('status', 'in', [STATUS_TROCA.pendente, STATUS_TROCA.aguardandoAutorizacao])
    .where((eb) => eb.or([eb('veiculo_interesse_id', 'in', veiculos), sql<boolean>`veiculos_propostos && ${veiculos}::int[]`]))
    .execute();
  return rows.map((r) => r.id);
}

/** A step that closes another open request (skipped if it closed meanwhile: only a concurrent writer aborts). */
function encerrar(trocaId: number, vencedora: number, at: string, now: Date, ctx: Ctx): Passo {
  return {
    streamId: swapStream(trocaId),
    run: async (trx) => {
      const ev: SwapEvent = { type: 'TrocaEncerrada', actor: SYSTEM_ACTOR, at, trocaVencedoraId: vencedora, motivo: smsg.encerradaPorOutra };
      try {
        await handleCommand(trx, swapAggregate, swapStream(trocaId), asMachine(ev), metaOf(SYSTEM_ACTOR, ctx, now));
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
      }
    },
  };
}

function moverVeiculo(
  veiculoId: number,
  trocaId: number,
  de: number,
  para: { id: number; grupo: number | null },
  ator: Actor,
  at: string,
  now: Date,
  ctx: Ctx,
): Passo {
  return {
    streamId: vehicleStream(veiculoId),
    run: async (trx) => {
      const ev: VehicleEvent = {
        type: 'TrocaEfetivada',
        actor: actorOf(ator),
        at,
        trocaId,
        deConcessionariaId: de,
        concessionariaId: para.id,
        concessionariaGrupoId: para.grupo as number,
        motivo: `Troca nº ${trocaId}`,
      };
      await handleCommand(trx, vehicleAggregate, vehicleStream(veiculoId), asMachine(ev), metaOf(ator, ctx, now));
    },
  };
}

/**
 * The swap itself: the answer on `troca-<id>`, both vehicles to the other dealer (their streams, through the vehicle machine),
 * and every other open request on them closed — one transaction. Two accepts on one vehicle cannot both succeed:
 * both append to that vehicle's stream at the same expected version, and the loser gets 409 (or 422 if it reads after the winner).
 */
export async function efetivar(
  deps: SwapDeps,
  ator: Actor,
  troca: TrocaAlvo,
  answer: SwapEvent,
  veiculoPropostoId: number | null,
  ctx: Ctx,
): Promise<number[]> {
  const now = deps.now();
  const at = answer.at;
  const veiculos = veiculoPropostoId === null ? [troca.veiculo_interesse_id] : [troca.veiculo_interesse_id, veiculoPropostoId];
  const passos: Passo[] = [
    {
      streamId: swapStream(troca.id),
      run: async (trx) => void (await handleCommand(trx, swapAggregate, swapStream(troca.id), asMachine(answer), metaOf(ator, ctx, now))),
    },
    moverVeiculo(
      troca.veiculo_interesse_id,
      troca.id,
      troca.concessionaria_dona_id,
      { id: troca.concessionaria_solicitante_id, grupo: troca.concessionaria_solicitante_grupo_id },
      ator,
      at,
      now,
      ctx,
    ),
  ];
  if (veiculoPropostoId !== null) {
    passos.push(
      moverVeiculo(
        veiculoPropostoId,
        troca.id,
        troca.concessionaria_solicitante_id,
        { id: troca.concessionaria_dona_id, grupo: troca.concessionaria_dona_grupo_id },
        ator,
        at,
        now,
        ctx,
      ),
    );
  }
  const comEncerradas = async (trx: Db) => {
    // the other open requests are found in the transaction and closed with the rest, every stream in one order
    const encerradas = await abertasSobre(trx, veiculos, troca.id);
    await emOrdem(trx, [...passos, ...encerradas.map((trocaId) => encerrar(trocaId, troca.id, at, now, ctx))], swapStream(troca.id));
    return encerradas;
  };
  try {
    return deps.db.isTransaction ? await comEncerradas(deps.db) : await deps.db.transaction().execute(comEncerradas);
  } catch (e) {
    throw comoConflito(e, swapStream(troca.id));
  }
}

export interface AceitarTroca {
  veiculoTrocaPedidoId: number;
  veiculoPropostoId?: number | number[] | null;
  concessionariaTrocaId?: number | null;
  veiculoTrocaId?: number | null;
  concessionariaPropostoId?: number | null;
}
export interface Resposta {
  trocaId: number;
  mensagem: string;
  /** other requests closed by this answer (their expiry workflows are told) */
  encerradas: number[];
}

/** POST (or PUT with query) veiculos/troca/pedido/aceitar: the owner takes exactly one offered vehicle. */
export async function aceitarTroca(deps: SwapDeps, ator: Actor, input: AceitarTroca, ctx: Ctx): Promise<Resposta> {
  const { troca, ev, unico } = await prepararAceite(deps, ator, input, {});
  const encerradas = await efetivar(deps, ator, troca, ev, unico, ctx);
  return { trocaId: troca.id, mensagem: smsg.trocaAceita, encerradas };
}

/**
 * An accept checked before anything is written: the request the actor may see (404 otherwise), the ids sent matching it (400),
 * and the swap machine's own reason (count, offer, status: 422) before any vehicle is touched.
 */
export async function prepararAceite(deps: SwapDeps, ator: Actor, input: AceitarTroca, extra: { comFaturamento?: boolean }) {
  const troca = await trocaVisivel(deps.db, ator, input.veiculoTrocaPedidoId);
  const escolhidos = input.veiculoPropostoId === null || input.veiculoPropostoId === undefined ? [] : [input.veiculoPropostoId].flat();
  const confere =
    (input.veiculoTrocaId == null || input.veiculoTrocaId === troca.veiculo_interesse_id) &&
    (input.concessionariaTrocaId == null || input.concessionariaTrocaId === troca.concessionaria_dona_id) &&
    (input.concessionariaPropostoId == null || input.concessionariaPropostoId === troca.concessionaria_solicitante_id);
  if (!confere) throw new InvalidInput(smsg.dadosNaoConferem);
  const ev: SwapEvent = { type: 'TrocaAceita', actor: actorOf(ator), at: deps.now().toISOString(), veiculosEscolhidos: [...new Set(escolhidos)], ...extra };
  const unico = ev.veiculosEscolhidos.length === 1 ? ev.veiculosEscolhidos[0]! : null;
  await explicar(deps.db, troca.id, ev);
  return { troca, ev, unico };
}

/** Asks the swap machine first, so the pt-BR reason is the swap's own (the transaction asks again). */
async function explicar(db: Db, trocaId: number, ev: SwapEvent) {
  swapAggregate.decider.decide(asMachine(ev), fold(swapAggregate, await readStream(db, swapStream(trocaId))));
}

/** POST veiculos/troca/pedido/ceder: the owner gives the vehicle away without taking one, within the monthly cession limit. */
export async function cederTroca(deps: SwapDeps, ator: Actor, input: { veiculoTrocaPedidoId: number }, ctx: Ctx): Promise<Resposta> {
  const troca = await trocaVisivel(deps.db, ator, input.veiculoTrocaPedidoId);
  const now = deps.now();
  const { limiteCessoesMes } = await configuracoesTroca(deps.db);
  let encerradas: number[] = [];
  try {
    encerradas = await deps.db.transaction().execute(async (trx) => {
      // one cession at a time per owner dealer, so the monthly count cannot be raced past the limit
      await sql`select pg_advisory_xact_lock(hashtext(${`cessao-${troca.concessionaria_dona_id}`}))`.execute(trx);
      const ev: SwapEvent = {
        type: 'TrocaCedida',
        actor: actorOf(ator),
        at: now.toISOString(),
        cessaoPermitida: limiteCessoesMes > 0,
        cessoesNoMes: await cessoesNoMes(trx, troca.concessionaria_dona_id, now),
        limiteCessoesMes,
      };
      await explicar(trx, troca.id, ev);
      return efetivarEm(trx, deps, ator, troca, ev, ctx);
    });
  } catch (e) {
    throw comoConflito(e, swapStream(troca.id));
  }
  return { trocaId: troca.id, mensagem: smsg.trocaCedida, encerradas };
}

/** efetivar inside a caller's transaction (the cession holds its lock there). */
async function efetivarEm(trx: Db, deps: SwapDeps, ator: Actor, troca: TrocaAlvo, ev: SwapEvent, ctx: Ctx): Promise<number[]> {
  return efetivar({ ...deps, db: trx }, ator, troca, ev, null, ctx);
}

/** Cessions the dealer made in the Brasília calendar month of `now`. */
export async function cessoesNoMes(db: Db, concessionariaId: number, now: Date): Promise<number> {
  const mes = dataEmSaoPaulo(now).slice(0, 7);
  const r = await sql<{ n: number }>`
    select count(*)::int as n from trocas
    where concessionaria_dona_id = ${concessionariaId} and status = ${STATUS_TROCA.cedido}
      and to_char(respondido_em at time zone 'America/Sao_Paulo', 'YYYY-MM') = ${mes}`.execute(db);
  return r.rows[0]?.n ?? 0;
}

async function responder(
  deps: SwapDeps,
  ator: Actor,
  trocaId: number,
  type: 'TrocaRejeitada' | 'TrocaCancelada',
  mensagem: string,
  ctx: Ctx,
): Promise<Resposta> {
  const troca = await trocaVisivel(deps.db, ator, trocaId);
  const now = deps.now();
  const ev: SwapEvent = { type, actor: actorOf(ator), at: now.toISOString() };
  await handleCommand(deps.db, swapAggregate, swapStream(troca.id), asMachine(ev), metaOf(ator, ctx, now));
  return { trocaId: troca.id, mensagem, encerradas: [] };
}

/** POST veiculos/troca/pedido/rejeitar: the owner refuses. */
export const rejeitarTroca = (deps: SwapDeps, ator: Actor, input: { veiculoTrocaPedidoId: number }, ctx: Ctx) =>
  responder(deps, ator, input.veiculoTrocaPedidoId, 'TrocaRejeitada', smsg.trocaRejeitada, ctx);

/** PUT veiculos/troca/pedido/cancelar?veiculoTrocaPedidoId: the requester withdraws. */
export const cancelarTroca = (deps: SwapDeps, ator: Actor, input: { veiculoTrocaPedidoId: number }, ctx: Ctx) =>
  responder(deps, ator, input.veiculoTrocaPedidoId, 'TrocaCancelada', smsg.trocaCancelada, ctx);

export type ResultadoExpiracao = 'expirada' | 'jaRespondida' | 'inexistente';

/**
 * The expiry (the `expiracao-troca-<trocaId>` workflow's activity): idempotent — reads the swap's state first, does nothing if it
 * is no longer open, and appends at the version it read (a concurrent answer wins and this reports jaRespondida).
 * Refused (422) only when the duration has not ended yet: the activity retries.
 */
export async function expirarTroca(deps: { db: Db; now: () => Date }, trocaId: number): Promise<ResultadoExpiracao> {
  const history = await readStream(deps.db, swapStream(trocaId));
  if (history.length === 0) return 'inexistente';
  const snapshot = fold(swapAggregate, history);
  if (!trocaAberta((snapshot.context as { status: number }).status)) return 'jaRespondida';
  const now = deps.now();
  const ev: SwapEvent = { type: 'TrocaExpirada', actor: SYSTEM_ACTOR, at: now.toISOString() };
  try {
    await handleCommand(
      deps.db,
      swapAggregate,
      swapStream(trocaId),
      asMachine(ev),
      metaOf(SYSTEM_ACTOR, { correlationId: expiracaoTrocaWorkflowId(trocaId) }, now),
      {
        expectedVersion: history[history.length - 1]!.version,
      },
    );
  } catch (e) {
    if (e instanceof VersionConflict) {
      const again = fold(swapAggregate, await readStream(deps.db, swapStream(trocaId)));
      if (!trocaAberta((again.context as { status: number }).status)) return 'jaRespondida';
    }
    throw e;
  }
  return 'expirada';
}

export interface ResultadoAutomatica {
  aplicadas: number[];
  ignoradas: { id: number; motivo: string }[];
}

/**
 * The daily automatic swap (TempoLimiteEstoque 'Troca Automatica'): every open request with offered vehicles whose vehicle
 * asked for has been in the owner's stock longer than the stock time limit is swapped without approval, with the first
 * offered vehicle (in the requester's order) that is still available. Each request in its own transaction.
 */
export async function aplicarTrocasAutomaticas(deps: SwapDeps): Promise<ResultadoAutomatica> {
  const now = deps.now();
  const { tempoLimiteEstoqueDias: limite } = await configuracoesTroca(deps.db);
  const out: ResultadoAutomatica = { aplicadas: [], ignoradas: [] };
  if (limite <= 0) return out;
  const hoje = dataEmSaoPaulo(now);
  const candidatas = await sql<TrocaAlvo & { dias: number }>`
    select t.id, t.status, t.veiculo_interesse_id, t.concessionaria_dona_id, t.concessionaria_dona_grupo_id, t.concessionaria_solicitante_id,
           t.concessionaria_solicitante_grupo_id, t.veiculos_propostos, (${hoje}::date - v.data_entrada_estoque)::int as dias
    from trocas t join veiculos v on v.id = t.veiculo_interesse_id
    where t.status = ${STATUS_TROCA.pendente} and cardinality(t.veiculos_propostos) > 0
      and v.data_entrada_estoque is not null and (${hoje}::date - v.data_entrada_estoque) > ${limite}
    order by t.id`.execute(deps.db);
  for (const t of candidatas.rows) {
    const disponiveis = await deps.db
      .selectFrom('veiculos')
      .select(['id'])
      .where('id', 'in', t.veiculos_propostos)
      .where('concessionaria_id', '=', t.concessionaria_solicitante_id)
      .where('status', 'in', OFERTAVEIS)
      .where('bloqueado_troca', '=', false)
      .execute();
    const livres = new Set(disponiveis.map((d) => d.id));
    const escolhido = t.veiculos_propostos.find((id) => livres.has(id));
    if (escolhido === undefined) {
      out.ignoradas.push({ id: t.id, motivo: smsg.ofertadoIndisponivel });
      continue;
    }
    const ev: SwapEvent = {
      type: 'TrocaAutomatica',
      actor: SYSTEM_ACTOR,
      at: now.toISOString(),
      veiculoPropostoId: escolhido,
      diasEmEstoque: t.dias,
      tempoLimiteEstoque: limite,
      motivo: smsg.trocaAutomatica,
    };
    try {
      await efetivar(deps, SYSTEM_ACTOR, t, ev, escolhido, { correlationId: 'troca-automatica' });
      out.aplicadas.push(t.id);
    } catch (e) {
      if (!(e instanceof Refused) && !(e instanceof VersionConflict)) throw e;
      out.ignoradas.push({ id: t.id, motivo: e.errors[0] ?? smsg.algoErrado });
    }
  }
  return out;
}

/** Dealer-side users only request swaps. */
export const podeSolicitar = (a: Actor) => ehDealer(a) && a.concessionariaId !== null;
