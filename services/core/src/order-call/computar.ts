import { sql } from 'kysely';
import { distribuirOrderCall } from '@portal/contracts/order-call/distribuicao';
import type { PlanoEvent } from '@portal/contracts/order-call/plano-machine';
import { handleCommand } from '../eventstore/command-handler.ts';
import { SYSTEM_ACTOR, emTransacaoDoStream, metadataFor, type Db } from '../kernel/index.ts';
import { planoAggregate, planoStream, contextoDoPlano } from './aggregate.ts';
import { entradasDoPlano } from './entradas.ts';

/**
 * The order call's computation in steps the `order-call-<fcstId>` workflow runs as activities. Every step is
 * idempotent (a retried or replayed step writes the same rows): cells are upserted by their key with the run's
 * `processamentoId`, progress is counted from what is written, and the end removes what an earlier run left.
 */
type MachineEvent = { type: string } & Record<string, unknown>;

/** Starts (or resumes) run `processamentoId` of plan `planoId`: the model types to compute, in order. */
export async function iniciarProcessamento(db: Db, planoId: number, processamentoId: string, por: string | null, now: Date): Promise<number[]> {
  const r = await db.selectFrom('planos_producao').select('contexto').where('id', '=', planoId).executeTakeFirst();
  if (!r) return [];
  const modelos = [...new Set(Object.keys(contextoDoPlano(r).celulas).map((k) => Number(k.split(':')[0])))].sort((a, b) => a - b);
  await sql`
    insert into order_call_processamentos (plano_id, processamento_id, status, feitos, total, iniciado_em, iniciado_por_nome)
    values (${planoId}, ${processamentoId}, 'processando', 0, ${modelos.length}, ${now.toISOString()}, ${por})
    on conflict (plano_id) do update set processamento_id = excluded.processamento_id, status = 'processando', feitos = 0,
      total = excluded.total, iniciado_em = excluded.iniciado_em, concluido_em = null, iniciado_por_nome = excluded.iniciado_por_nome
    where order_call_processamentos.processamento_id <> excluded.processamento_id`.execute(db);
  return modelos;
}

/** Computes model types `modeloIds` of the plan and writes their cells (every dealer × cycle), replacing manual changes. */
export async function distribuirModelos(
  db: Db,
  planoId: number,
  processamentoId: string,
  modeloIds: number[],
): Promise<{ celulas: number; quantidade: number }> {
  const entrada = await entradasDoPlano(db, planoId, modeloIds);
  const celulas = distribuirOrderCall(entrada);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < celulas.length; i += 1000) {
      const lote = celulas.slice(i, i + 1000);
      await trx
        .insertInto('order_call')
        .values(
          lote.map((c) => ({
            plano_id: planoId,
            concessionaria_id: c.concessionariaId,
            concessionaria_grupo_id: entrada.grupos.get(c.concessionariaId) ?? null,
            modelo_id: c.tipoModeloId,
            ciclo_id: c.cicloId,
            quantidade_calculada: c.quantidade,
            quantidade_final: c.quantidade,
            explicacao: JSON.stringify(c.explicacao),
            alteracoes: '[]',
            processamento_id: processamentoId,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['plano_id', 'concessionaria_id', 'modelo_id', 'ciclo_id']).doUpdateSet((eb) => ({
            concessionaria_grupo_id: eb.ref('excluded.concessionaria_grupo_id'),
            quantidade_calculada: eb.ref('excluded.quantidade_calculada'),
            quantidade_final: eb.ref('excluded.quantidade_final'),
            explicacao: eb.ref('excluded.explicacao'),
            alteracoes: eb.ref('excluded.alteracoes'),
            processamento_id: eb.ref('excluded.processamento_id'),
          })),
        )
        .execute();
    }
    await sql`
      update order_call_processamentos set feitos = (
        select count(distinct modelo_id)::int from order_call where plano_id = ${planoId} and processamento_id = ${processamentoId})
      where plano_id = ${planoId} and processamento_id = ${processamentoId}`.execute(trx);
  });
  return { celulas: celulas.length, quantidade: celulas.reduce((s, c) => s + c.quantidade, 0) };
}

/** Ends run `processamentoId`: removes cells of earlier runs, records the computation on the plan's stream (once). */
export async function concluirProcessamento(
  db: Db,
  planoId: number,
  processamentoId: string,
  now: Date,
): Promise<{ celulas: number; quantidadeTotal: number }> {
  return emTransacaoDoStream(db, planoStream(planoId), async (trx) => {
    const proc = await trx.selectFrom('order_call_processamentos').selectAll().where('plano_id', '=', planoId).forUpdate().executeTakeFirst();
    if (proc && proc.processamento_id === processamentoId && proc.status !== 'concluido') {
      await trx.deleteFrom('order_call').where('plano_id', '=', planoId).where('processamento_id', '<>', processamentoId).execute();
      const ev: PlanoEvent = { type: 'OrderCallProcessado', actor: SYSTEM_ACTOR, at: now.toISOString(), processamentoId };
      await handleCommand(trx, planoAggregate, planoStream(planoId), ev as unknown as MachineEvent, metadataFor(SYSTEM_ACTOR, processamentoId, now));
      await trx
        .updateTable('order_call_processamentos')
        .set({ status: 'concluido', concluido_em: now.toISOString(), feitos: proc.total })
        .where('plano_id', '=', planoId)
        .execute();
    }
    const t = await trx
      .selectFrom('order_call')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('quantidade_calculada'), sql<string>`0`).as('q')])
      .where('plano_id', '=', planoId)
      .executeTakeFirstOrThrow();
    return { celulas: Number(t.n), quantidadeTotal: Number(t.q) };
  });
}

/** A run that failed for good: the plan shows it instead of 'processando' forever. */
export async function falharProcessamento(db: Db, planoId: number, processamentoId: string): Promise<void> {
  await db
    .updateTable('order_call_processamentos')
    .set({ status: 'falhou' })
    .where('plano_id', '=', planoId)
    .where('processamento_id', '=', processamentoId)
    .execute();
}
