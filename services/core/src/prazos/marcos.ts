import { sql } from 'kysely';
import { PRAZO_LEMBRETE, PRAZO_STREAM_TYPE, prazoStream, type MarcoPrazo } from '@portal/contracts/prazos/workflows';
import { appendToStream, streamVersion } from '../eventstore/store.ts';
import { applyInline } from '../eventstore/projection.ts';
import { metadataFor, SYSTEM_ACTOR, type Db } from '../kernel/index.ts';
import { aplicarAvisos } from '../notificacoes/index.ts';
import { prazosProjection } from './projection.ts';
import { referenciaDoRegistro } from './referencia.ts';
import './avisos.ts';

export type ResultadoMarco = 'registrado' | 'jaRegistrado' | 'encerrado';

/**
 * What `prazo-<chave>` does at the reminder and at the deadline: appends PrazoLembrete or PrazoVencido on the stream
 * `prazo-<chave>` and marks the `prazos` row, in one transaction. Idempotent: a record that left its wait ('encerrado')
 * or a mark already made changes nothing. The event's data is plain (which record, its dealer and the dealer's group,
 * its deadline, what the notification names: the swap's vehicle, the boleto's order and instalment), read here in the
 * transaction, so the notifications projection turns it into the bell's item purely (prazos/avisos.ts), inline and in
 * the rebuild.
 */
export async function registrarMarco(db: Db, chave: string, tipo: MarcoPrazo, now: Date): Promise<ResultadoMarco> {
  return db.transaction().execute(async (trx) => {
    const p = (
      await sql<{
        tipo: string;
        registro_id: number;
        concessionaria_id: number | null;
        estado: string;
        vence_em: Date;
        lembrado_em: Date | null;
        vencido_em: Date | null;
      }>`
        select tipo, registro_id, concessionaria_id, estado, vence_em, lembrado_em, vencido_em from prazos where chave = ${chave} for update`.execute(trx)
    ).rows[0];
    if (!p) return 'encerrado';
    if ((tipo === PRAZO_LEMBRETE ? p.lembrado_em : p.vencido_em) !== null) return 'jaRegistrado';
    const stream = prazoStream(chave);
    const at = now.toISOString();
    const data = {
      chave,
      tipo: p.tipo,
      registroId: p.registro_id,
      concessionariaId: p.concessionaria_id,
      estado: p.estado,
      venceEm: p.vence_em.toISOString(),
      at,
      ...(await referenciaDoRegistro(trx, p.tipo, p.registro_id, p.concessionaria_id)),
    };
    const stored = await appendToStream(trx, stream, PRAZO_STREAM_TYPE, await streamVersion(trx, stream), [
      { type: tipo, data, metadata: metadataFor(SYSTEM_ACTOR, null, now) },
    ]);
    await applyInline(trx, prazosProjection, stored);
    await aplicarAvisos(trx, stored);
    return 'registrado';
  });
}

/**
 * The deadlines whose workflow was not started yet (the API had no Temporal client, or Temporal was away). A record that
 * waits again under the same key (a vehicle's next billing request) needs a new run: a start older than the wait's
 * opening does not count.
 */
export async function prazosSemWorkflow(db: Db, limite = 200): Promise<{ chave: string; lembreteEm: string; venceEm: string }[]> {
  const rows = await sql<{ chave: string; lembrete_em: Date; vence_em: Date }>`
    select p.chave, p.lembrete_em, p.vence_em from prazos p
    where not exists (select 1 from prazos_workflow w where w.chave = p.chave and w.iniciado_em >= p.iniciado_em)
    order by p.vence_em limit ${limite}`.execute(db);
  return rows.rows.map((r) => ({ chave: r.chave, lembreteEm: r.lembrete_em.toISOString(), venceEm: r.vence_em.toISOString() }));
}

export async function marcarWorkflowIniciado(db: Db, chave: string, now: Date): Promise<void> {
  await db
    .insertInto('prazos_workflow')
    .values({ chave, iniciado_em: now })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ iniciado_em: now }))
    .execute();
}

/**
 * The deadline of one record, to start its workflow after the command committed (null: not waiting), and whether a run
 * was started since the record entered this wait (`iniciado`).
 */
export async function prazoDe(db: Db, chave: string): Promise<{ chave: string; lembreteEm: string; venceEm: string; iniciado: boolean } | null> {
  const r = (
    await sql<{ chave: string; lembrete_em: Date; vence_em: Date; iniciado: boolean }>`
      select p.chave, p.lembrete_em, p.vence_em,
        exists (select 1 from prazos_workflow w where w.chave = p.chave and w.iniciado_em >= p.iniciado_em) as iniciado
      from prazos p where p.chave = ${chave}`.execute(db)
  ).rows[0];
  return r ? { chave: r.chave, lembreteEm: r.lembrete_em.toISOString(), venceEm: r.vence_em.toISOString(), iniciado: r.iniciado } : null;
}

/** Forgets that `chave` had a workflow (its record left the wait): answers whether it had one. */
export async function esquecerWorkflow(db: Db, chave: string): Promise<boolean> {
  const r = await db.deleteFrom('prazos_workflow').where('chave', '=', chave).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
