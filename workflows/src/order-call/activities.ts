import type { Db } from '@portal/core/kernel/index';
import { concluirProcessamento, distribuirModelos, falharProcessamento, iniciarProcessamento } from '@portal/core/order-call/index';

export interface OrderCallActivityDeps {
  db: Db;
  now?: () => Date;
}

/** The order call's steps (services/core/src/order-call/computar.ts), each idempotent for its `processamentoId`. */
export function createOrderCallActivities(deps: OrderCallActivityDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The plan's model types, in order; marks run `processamentoId` as started (progress 0 of them). */
    async iniciarOrderCall(planoId: number, processamentoId: string, por: string | null): Promise<number[]> {
      return iniciarProcessamento(deps.db, planoId, processamentoId, por, now());
    },
    /** Computes and writes model types `modeloIds` (every dealer × cycle of the plan). */
    async distribuirOrderCall(planoId: number, processamentoId: string, modeloIds: number[]): Promise<{ celulas: number; quantidade: number }> {
      return distribuirModelos(deps.db, planoId, processamentoId, modeloIds);
    },
    /** Removes an earlier run's cells and records the computation on the plan (once). */
    async concluirOrderCall(planoId: number, processamentoId: string): Promise<{ celulas: number; quantidadeTotal: number }> {
      return concluirProcessamento(deps.db, planoId, processamentoId, now());
    },
    async falharOrderCall(planoId: number, processamentoId: string): Promise<void> {
      await falharProcessamento(deps.db, planoId, processamentoId);
    },
  };
}
export type OrderCallActivities = ReturnType<typeof createOrderCallActivities>;
