import type { Client } from '@temporalio/client';
import type { Db } from '@portal/core/kernel/index';
import { expirarTroca, aplicarTrocasAutomaticas, type ResultadoExpiracao, type ResultadoAutomatica } from '@portal/core/swaps/commands';
import { expiracoesPendentes, marcarExpiracaoIniciada } from '@portal/core/swaps/expiry';
import { startWorkflow } from '@portal/core/temporal/start';
import { EXPIRAR_TROCA_WORKFLOW, expiracaoTrocaWorkflowId } from '@portal/contracts/swaps/workflows';

export interface SwapActivityDeps {
  db: Db;
  /** starts `expiracao-troca-<trocaId>` from the sweep (required by `iniciarExpiracoesPendentes`) */
  client?: Client;
  now?: () => Date;
}

/** Starts `expiracao-troca-<trocaId>`; false when it was already started (business-key id: a second start is harmless). */
export async function startSwapExpiry(client: Client, trocaId: number, venceEm: string): Promise<boolean> {
  return startWorkflow(client, { type: EXPIRAR_TROCA_WORKFLOW, workflowId: expiracaoTrocaWorkflowId(trocaId), args: [trocaId, venceEm] });
}

export function createSwapActivities(deps: SwapActivityDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Expires one request; idempotent (checks the state first, appends at the version read). */
    async expirarTroca(trocaId: number): Promise<ResultadoExpiracao> {
      return expirarTroca({ db: deps.db, now }, trocaId);
    },
    /** The daily automatic swap past the stock time limit. */
    async aplicarTrocasAutomaticas(): Promise<ResultadoAutomatica> {
      return aplicarTrocasAutomaticas({ db: deps.db, now });
    },
    /** Starts every expiry workflow still pending (the API had no Temporal client, or Temporal was away). */
    async iniciarExpiracoesPendentes(): Promise<number> {
      const client = deps.client;
      if (!client) throw new Error('iniciarExpiracoesPendentes precisa de um cliente Temporal');
      let iniciadas = 0;
      for (;;) {
        const lote = await expiracoesPendentes(deps.db);
        for (const p of lote) {
          if (await startSwapExpiry(client, p.trocaId, p.venceEm)) iniciadas++;
          await marcarExpiracaoIniciada(deps.db, p.trocaId, now());
        }
        if (lote.length < 200) return iniciadas;
      }
    },
  };
}

export type SwapActivities = ReturnType<typeof createSwapActivities>;
