import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { vmsg } from '@portal/contracts/vehicles/messages';
import type { VehicleEvent, DadosRegistro } from '@portal/contracts/vehicles/vehicle-machine';
import { STATUS_PIPELINE } from '@portal/contracts/vehicles/status';
import { handleCommand } from '../eventstore/command-handler.ts';
import { handleCommandsEmLote } from '../eventstore/lote-de-comandos.ts';
import type { MachineEvent } from '../eventstore/decider.ts';
import { InvalidInput, NotFound, Refused, actorOf, ehDealer, emLote, metaOf, emTransacao, type Ctx, type Db, type Resultado } from '../kernel/index.ts';
import { vehicleAggregate, vehicleStream } from './aggregate.ts';
import { escopoVeiculos } from './scope.ts';
import { configuracoesFaturamento } from '../settings/index.ts';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';

export interface VehicleDeps {
  db: Db;
  now: () => Date;
}

export interface VeiculoAlvo {
  id: number;
  status: number;
  faturamento_pedido_id: number | null;
  concessionaria_id: number | null;
}

/** The vehicles an action names, all visible to the actor; any unknown or out-of-scope id answers 404 and nothing happens. */
export async function alvos(db: Db, actor: Actor, ids: number[], opts: { incluirBolsao?: boolean } = {}): Promise<Map<number, VeiculoAlvo>> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) throw new InvalidInput(vmsg.selecioneVeiculo);
  let q = db.selectFrom('veiculos as v').select(['v.id', 'v.status', 'v.faturamento_pedido_id', 'v.concessionaria_id']).where('v.id', 'in', unicos);
  const escopo = escopoVeiculos(actor, opts);
  if (escopo) q = q.where(escopo);
  const rows = await q.execute();
  if (rows.length !== unicos.length) throw new NotFound(vmsg.veiculoInexistente);
  return new Map(rows.map((r) => [r.id, r]));
}

type Montar = (alvo: VeiculoAlvo, at: string) => VehicleEvent | Resultado;

/**
 * Applies one event per vehicle, each to its own stream, in one transaction (the kernel's `emLote` over the vehicles the actor may see).
 * 'cada': a refused vehicle gets status 0 and the others go on; 'todos': any refusal refuses the whole request (422).
 * A concurrent writer on any of the streams aborts everything with 409: nothing is half-applied.
 */
export async function emLoteDeVeiculos(
  deps: VehicleDeps,
  ator: Actor,
  ids: number[],
  ctx: Ctx,
  modo: 'cada' | 'todos',
  sucesso: string | ((e: VehicleEvent) => Resultado),
  montar: Montar,
  opts: { incluirBolsao?: boolean } = {},
): Promise<Resultado[]> {
  const now = deps.now();
  const meta = metaOf(ator, ctx, now);
  const mapa = await alvos(deps.db, ator, ids, opts);
  return emLote(deps.db, {
    aplicar: (trx, id, ev: VehicleEvent) => handleCommand(trx, vehicleAggregate, vehicleStream(id), ev as unknown as MachineEvent, meta),
    alvos: mapa,
    ids,
    modo,
    sucesso,
    montar,
    at: now.toISOString(),
    recusaPadrao: vmsg.algoErrado,
  });
}

async function dealerAtivo(db: Db, concessionariaId: number | null | undefined, faltando: string) {
  if (concessionariaId === null || concessionariaId === undefined || concessionariaId <= 0) throw new InvalidInput(faltando);
  const d = await db
    .selectFrom('concessionarias')
    .select(['id', 'concessionaria_grupo_id'])
    .where('id', '=', concessionariaId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!d) throw new InvalidInput(vmsg.dealerInvalido);
  return { concessionariaId: d.id, concessionariaGrupoId: d.concessionaria_grupo_id };
}

// ---- registration (the Vista import will issue it; the demo data issues it now)
export type NovoVeiculo = Omit<DadosRegistro, 'veiculoId' | 'descricaoId' | 'concessionariaGrupoId'>;

export async function registrarVeiculo(deps: VehicleDeps, ator: Actor, dados: NovoVeiculo, ctx: Ctx): Promise<number> {
  const now = deps.now();
  return emTransacao(deps.db, async (trx) => {
    const { id } = (await sql<{ id: number }>`select nextval('veiculo_id_seq')::int as id`.execute(trx)).rows[0]!;
    const desc = await trx
      .insertInto('veiculo_descricoes')
      .values({ descricao: dados.descricao })
      .onConflict((oc) => oc.column('descricao').doUpdateSet({ descricao: dados.descricao }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const grupo = dados.concessionariaId !== null ? (await dealerAtivo(trx, dados.concessionariaId, vmsg.dealerInvalido)).concessionariaGrupoId : null;
    const ev: VehicleEvent = {
      type: 'VeiculoRegistrado',
      actor: actorOf(ator),
      at: now.toISOString(),
      ...dados,
      veiculoId: id,
      descricaoId: desc.id,
      concessionariaGrupoId: grupo,
    };
    await handleCommand(trx, vehicleAggregate, vehicleStream(id), ev as unknown as { type: string } & Record<string, unknown>, metaOf(ator, ctx, now), {
      expectedVersion: 0,
    });
    return id;
  });
}

const base = (ator: Actor, at: string, motivo?: string | null) => ({ actor: actorOf(ator), at, ...(motivo ? { motivo } : {}) });

/** POST veiculos/nova-alocacao: only Cota Concessionário vehicles; all must qualify ('Um ou mais veículos possuem status diferente...'). */
export async function novaAlocacao(deps: VehicleDeps, ator: Actor, input: { veiculoIds: number[]; concessionariaId?: number | null }, ctx: Ctx) {
  const dealer = await dealerAtivo(deps.db, input.concessionariaId, vmsg.selecioneDealerAlocacao);
  return emLoteDeVeiculos(deps, ator, input.veiculoIds, ctx, 'todos', vmsg.alocado, (_a, at) => ({ type: 'VeiculoAlocado', ...base(ator, at), ...dealer }));
}

/** POST veiculos/cancelar: each vehicle on its own. */
export async function cancelarPedidos(deps: VehicleDeps, ator: Actor, input: { ids: number[]; motivo?: string | null }, ctx: Ctx) {
  return emLoteDeVeiculos(deps, ator, input.ids, ctx, 'cada', vmsg.pedidoCancelado, (_a, at) => ({ type: 'PedidoCancelado', ...base(ator, at, input.motivo) }));
}

/** POST veiculos/liberar-pedidos: blocked or cancelled orders go back to the status before. */
export async function liberarPedidos(deps: VehicleDeps, ator: Actor, input: { veiculoIds: number[]; motivo?: string | null }, ctx: Ctx) {
  return emLoteDeVeiculos(deps, ator, input.veiculoIds, ctx, 'cada', vmsg.pedidosLiberados, (_a, at) => ({
    type: 'PedidoLiberado',
    ...base(ator, at, input.motivo),
  }));
}

/** PUT veiculos/troca/bloquear */
export async function bloquearTroca(deps: VehicleDeps, ator: Actor, input: { bloquearTroca: boolean; veiculosBloquear: number[] }, ctx: Ctx) {
  return emLoteDeVeiculos(deps, ator, input.veiculosBloquear, ctx, 'cada', input.bloquearTroca ? vmsg.trocaBloqueada : vmsg.trocaDesbloqueada, (_a, at) => ({
    type: 'BloqueioTrocaAlterado',
    ...base(ator, at),
    bloqueado: input.bloquearTroca,
  }));
}

export interface AlterarStatusInput {
  veiculoId: number[];
  status: number;
  dealerPrincipal?: boolean | null;
  concessionariaId?: number | null;
  moverParaBolsao?: boolean | null;
  motivo?: string | null;
}

/**
 * PUT veiculos/alterar/status: 12 (or 120/121/122) moves to Pocket (dealerPrincipal), Bolsão (moverParaBolsao) or Pipeline Futuro
 * (with the chosen dealer), all must qualify; 5 blocks, 11 offers for swap (Trocar), 0 takes a vehicle back from swap — each on its own.
 */
export async function alterarStatus(deps: VehicleDeps, ator: Actor, input: AlterarStatusInput, ctx: Ctx): Promise<Resultado[]> {
  const s = input.status;
  if (s === 12 || (STATUS_PIPELINE as readonly number[]).includes(s)) {
    const destino = (s !== 12 ? s : input.dealerPrincipal ? 120 : input.moverParaBolsao ? 121 : 122) as 120 | 121 | 122;
    const dealer = input.concessionariaId ? await dealerAtivo(deps.db, input.concessionariaId, vmsg.escolhaDealer) : null;
    if (destino === 122 && !dealer && !ehDealer(ator)) throw new InvalidInput(vmsg.escolhaDealer);
    return emLoteDeVeiculos(deps, ator, input.veiculoId, ctx, 'todos', vmsg.movidoPipeline, (a, at) =>
      (STATUS_PIPELINE as readonly number[]).includes(a.status)
        ? { type: 'StatusPipelineAlterado', ...base(ator, at, input.motivo), destino }
        : {
            type: 'MovidoParaPipeline',
            ...base(ator, at, input.motivo),
            destino,
            concessionariaId: dealer?.concessionariaId ?? null,
            concessionariaGrupoId: dealer?.concessionariaGrupoId ?? null,
          },
    );
  }
  if (s === 5)
    return emLoteDeVeiculos(deps, ator, input.veiculoId, ctx, 'cada', vmsg.pedidoBloqueado, (_a, at) => ({
      type: 'PedidoBloqueado',
      ...base(ator, at, input.motivo),
    }));
  if (s === 11)
    return emLoteDeVeiculos(deps, ator, input.veiculoId, ctx, 'cada', vmsg.disponibilizadoTroca, (_a, at) => ({
      type: 'DisponibilizadoParaTroca',
      ...base(ator, at),
    }));
  if (s === 0)
    return emLoteDeVeiculos(deps, ator, input.veiculoId, ctx, 'cada', vmsg.statusAlterado, (_a, at) => ({ type: 'RetiradoDaTroca', ...base(ator, at) }));
  throw new InvalidInput(vmsg.statusInvalido);
}

/** POST veiculos/bolsao/disponibilizar: pipeline vehicles to a dealer's Cota; all must qualify. */
export async function disponibilizar(deps: VehicleDeps, ator: Actor, input: { veiculoId: number[]; concessionariaId?: number | null }, ctx: Ctx) {
  const dealer = await dealerAtivo(deps.db, input.concessionariaId, vmsg.escolhaDealerDisponibilizar);
  return emLoteDeVeiculos(
    deps,
    ator,
    input.veiculoId,
    ctx,
    'todos',
    vmsg.disponibilizadoDealer,
    (_a, at) => ({ type: 'DisponibilizadoAoDealer', ...base(ator, at), ...dealer }),
    {
      incluirBolsao: true,
    },
  );
}

/** PUT veiculos/bolsao/nsc: status 1 puts the NSC flag, 0 removes it. */
export async function alterarNsc(deps: VehicleDeps, ator: Actor, input: { veiculoIds: number[]; status: number }, ctx: Ctx) {
  if (input.status !== 0 && input.status !== 1) throw new InvalidInput(vmsg.statusInvalido);
  return emLoteDeVeiculos(
    deps,
    ator,
    input.veiculoIds,
    ctx,
    'cada',
    input.status === 1 ? vmsg.movidoNsc : vmsg.removidoNsc,
    (_a, at) => ({ type: 'NscAlterado', ...base(ator, at), nsc: input.status === 1 }),
    {
      incluirBolsao: true,
    },
  );
}

/**
 * POST veiculos/faturamentos/cancelar/solicitacao (administrators; the machine refuses dealers): all selected must be
 * 'Faturamento solicitado', and none may have its billing date conf5 days away or closer — the billing is being
 * prepared; the importer lifts the block by setting conf5 to 0.
 */
export async function cancelarSolicitacao(deps: VehicleDeps, ator: Actor, input: { veiculoId: number[]; motivo?: string | null }, ctx: Ctx) {
  if (!ehDealer(ator)) await recusarDentroDoBloqueio(deps, ator, input.veiculoId);
  return emLoteDeVeiculos(deps, ator, input.veiculoId, ctx, 'todos', vmsg.solicitacaoCancelada, (a, at) => ({
    type: 'SolicitacaoFaturamentoCancelada',
    ...base(ator, at, input.motivo),
    faturamentoPedidoId: a.faturamento_pedido_id,
  }));
}

/** Outside facts the importer's systems report (SAP billing, Vista availability, direct-sales approval). */
export async function registrarFatoExterno(
  deps: VehicleDeps,
  ator: Actor,
  veiculoId: number,
  fato:
    | { type: 'ProcessamentoFaturamentoIniciado' }
    | { type: 'FalhaFaturamentoRegistrada'; motivo: string }
    | { type: 'VeiculoFaturado'; notaFiscal: string; dataFaturamento: string }
    | { type: 'DisponibilidadeAtualizada'; status: 0 | 4 | 8; dataDisponibilidade: string | null; dataProrrogacaoFaturamento: string | null }
    | { type: 'VendaDiretaAprovada' }
    | { type: 'ReservaVendaDiretaCancelada' },
  ctx: Ctx,
): Promise<void> {
  const [r] = await emLoteDeVeiculos(
    deps,
    ator,
    [veiculoId],
    ctx,
    'todos',
    vmsg.statusAlterado,
    (a, at) => ({ ...fato, ...base(ator, at), faturamentoPedidoId: a.faturamento_pedido_id }) as VehicleEvent,
  );
  if (!r || r.status === 0) throw new Refused(r?.descricao ?? vmsg.algoErrado);
}

/** A fact the importer's systems report about a vehicle (`registrarFatoExterno`). */
export type FatoExterno = Parameters<typeof registrarFatoExterno>[3];

/**
 * `registrarFatoExterno` for many vehicles at once, in the caller's transaction (the imports' batches): the same events,
 * each vehicle's billing request carried, written with one statement per table (`handleCommandsEmLote`). Per item, in
 * order: null when recorded, else why not (the machine's refusal, or the vehicle gone) — those write nothing. Each
 * vehicle once; a concurrent writer on any of them throws VersionConflict and nothing is written (the caller's savepoint
 * then runs the items one by one).
 */
export async function registrarFatosExternosEmLote(
  deps: VehicleDeps,
  ator: Actor,
  itens: { veiculoId: number; fato: FatoExterno }[],
  ctx: Ctx,
): Promise<(string | null)[]> {
  const now = deps.now();
  const at = now.toISOString();
  const ids = itens.map((i) => i.veiculoId);
  const alvosDoLote = new Map(
    (
      await deps.db
        .selectFrom('veiculos')
        .select(['id', 'faturamento_pedido_id'])
        .where('id', 'in', ids.length ? ids : [0])
        .execute()
    ).map((r) => [r.id, r]),
  );
  const existentes = itens.filter((i) => alvosDoLote.has(i.veiculoId));
  const respostas = await handleCommandsEmLote(
    deps.db,
    vehicleAggregate,
    existentes.map(({ veiculoId, fato }) => ({
      streamId: vehicleStream(veiculoId),
      command: { ...fato, ...base(ator, at), faturamentoPedidoId: alvosDoLote.get(veiculoId)!.faturamento_pedido_id } as unknown as MachineEvent,
    })),
    metaOf(ator, ctx, now),
  );
  const porVeiculo = new Map(existentes.map((i, k) => [i.veiculoId, respostas[k]!]));
  return itens.map(({ veiculoId }) => {
    if (!porVeiculo.has(veiculoId)) return vmsg.veiculoInexistente;
    const r = porVeiculo.get(veiculoId)!;
    return r === null ? null : (r.errors[0] ?? vmsg.algoErrado);
  });
}

/** conf5: the first selected request whose billing date is within the block, refused with its chassis and date. */
async function recusarDentroDoBloqueio(deps: VehicleDeps, ator: Actor, veiculoIds: number[]) {
  const { bloqueioAlteracaoDias: dias } = await configuracoesFaturamento(deps.db);
  if (dias <= 0 || veiculoIds.length === 0) return;
  const hoje = dataEmSaoPaulo(deps.now());
  const escopo = escopoVeiculos(ator);
  const r = await sql<{ chassi: string; data: string }>`
    select v.chassi, to_char(v.data_prevista_faturamento, 'DD/MM/YYYY') as data from veiculos v
    where v.id = any(${veiculoIds}::int[]) and v.status = 1 and v.data_prevista_faturamento - ${dias}::int <= ${hoje}::date
      ${escopo ? sql`and ${escopo}` : sql``}
    order by v.data_prevista_faturamento, v.id limit 1`.execute(deps.db);
  const primeiro = r.rows[0];
  if (primeiro) throw new InvalidInput(vmsg.cancelamentoBloqueado(primeiro.chassi, primeiro.data, dias));
}
