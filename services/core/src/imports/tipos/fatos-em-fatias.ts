import { sql } from 'kysely';
import { SYSTEM_ACTOR, VersionConflict, type Db } from '../../kernel/index.ts';
import { LoteIndivisivel } from '../../eventstore/lote-de-comandos.ts';
import { registrarFatoExterno, registrarFatosExternosEmLote, type FatoExterno } from '../../vehicles/index.ts';
import { emSavepoint } from './savepoint.ts';

/** rows written together */
export const POR_INSTRUCAO = 500;

/**
 * The vehicle facts of an import's batch (Faturamento's billings, Vista's availability dates), `POR_INSTRUCAO` rows per
 * slice through `registrarFatosExternosEmLote`: the events, read versions, counters and read models written once per
 * slice, not once per row. A slice that cannot go as one (a vehicle another transaction wrote meanwhile, a vehicle twice)
 * is rolled back to its savepoint and goes row by row, each row in its own (`emSavepoint`). Answers the refused rows'
 * reasons by row number; the others are written.
 */
export async function registrarFatosEmFatias(
  trx: Db,
  itens: { numero: number; veiculoId: number; fato: FatoExterno }[],
  ctx: { correlationId: string },
): Promise<Map<number, string>> {
  const recusas = new Map<number, string>();
  const deps = { db: trx, now: () => new Date() };
  for (let i = 0; i < itens.length; i += POR_INSTRUCAO) {
    const fatia = itens.slice(i, i + POR_INSTRUCAO);
    let respostas: (string | null)[] | null = null;
    await sql`savepoint fatia_importacao`.execute(trx);
    try {
      respostas = await registrarFatosExternosEmLote(deps, SYSTEM_ACTOR, fatia, ctx);
      await sql`release savepoint fatia_importacao`.execute(trx);
    } catch (e) {
      await sql`rollback to savepoint fatia_importacao`.execute(trx);
      if (!(e instanceof VersionConflict || e instanceof LoteIndivisivel)) throw e;
    }
    if (respostas) {
      respostas.forEach((r, k) => r !== null && recusas.set(fatia[k]!.numero, r));
      continue;
    }
    for (const { numero, veiculoId, fato } of fatia) {
      const recusa = await emSavepoint(trx, () => registrarFatoExterno(deps, SYSTEM_ACTOR, veiculoId, fato, ctx));
      if (recusa) recusas.set(numero, recusa);
    }
  }
  return recusas;
}
