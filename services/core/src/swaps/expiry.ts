import { sql } from 'kysely';
import { STATUS_TROCA } from '@portal/contracts/swaps/status';
import type { Db } from '../kernel/index.ts';

/**
 * The pending starts of `expiracao-troca-<trocaId>`: a row is written with the request (same transaction) and marked when
 * Temporal took the start — by the API at once when it has a Temporal client, otherwise by the worker's sweep.
 */
export async function expiracoesPendentes(db: Db, limite = 200): Promise<{ trocaId: number; venceEm: string }[]> {
  const rows = await sql<{ troca_id: number; vence_em: Date }>`
    select e.troca_id, e.vence_em from trocas_expiracao e join trocas t on t.id = e.troca_id
    where e.iniciado_em is null and t.status in (${STATUS_TROCA.pendente}, ${STATUS_TROCA.aguardandoAutorizacao})
    order by e.troca_id limit ${limite}`.execute(db);
  return rows.rows.map((r) => ({ trocaId: r.troca_id, venceEm: r.vence_em.toISOString() }));
}

export async function marcarExpiracaoIniciada(db: Db, trocaId: number, em: Date): Promise<void> {
  await db.updateTable('trocas_expiracao').set({ iniciado_em: em }).where('troca_id', '=', trocaId).where('iniciado_em', 'is', null).execute();
}
