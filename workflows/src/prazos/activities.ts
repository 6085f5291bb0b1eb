import type { Client } from '@temporalio/client';
import type { Db } from '@portal/core/kernel/index';
import { marcarWorkflowIniciado, prazosSemWorkflow, registrarMarco, type ResultadoMarco } from '@portal/core/prazos/marcos';
import { startWorkflow } from '@portal/core/temporal/start';
import { abrirPrazosKpi } from '@portal/core/prazos/kpi';
import { publicarComunicadosDoDia } from '@portal/core/popups/avisos';
import { PRAZO_WORKFLOW, prazoWorkflowId, type MarcoPrazo } from '@portal/contracts/prazos/workflows';

export interface PrazoActivityDeps {
  db: Db;
  /** starts `prazo-<chave>` from the sweep (required by `iniciarPrazosPendentes`) */
  client?: Client;
  now?: () => Date;
}

/**
 * Starts `prazo-<chave>` for the record's current wait. The sweep only lists waits no run was started for since they
 * began, so a run still open under the key belongs to an earlier wait (an order's previous step) and gives way.
 */
export async function startPrazo(client: Client, chave: string, lembreteEm: string, venceEm: string): Promise<boolean> {
  return startWorkflow(client, { type: PRAZO_WORKFLOW, workflowId: prazoWorkflowId(chave), args: [chave, lembreteEm, venceEm], ifOpen: 'replace' });
}

export function createPrazoActivities(deps: PrazoActivityDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** PrazoLembrete or PrazoVencido on `prazo-<chave>`; idempotent ('encerrado' when the record left its wait). */
    async registrarMarcoPrazo(chave: string, marco: MarcoPrazo): Promise<ResultadoMarco> {
      return registrarMarco(deps.db, chave, marco, now());
    },
    /**
     * Starts every deadline workflow still pending (first opening the KPI months whose lock was set before it had a timer)
     * and publishes the comunicados whose period started (once each).
     */
    async iniciarPrazosPendentes(): Promise<number> {
      const client = deps.client;
      if (!client) throw new Error('iniciarPrazosPendentes precisa de um cliente Temporal');
      await abrirPrazosKpi(deps.db, now());
      await publicarComunicadosDoDia(deps.db, now());
      let iniciados = 0;
      for (;;) {
        const lote = await prazosSemWorkflow(deps.db);
        for (const p of lote) {
          if (await startPrazo(client, p.chave, p.lembreteEm, p.venceEm)) iniciados++;
          await marcarWorkflowIniciado(deps.db, p.chave, now());
        }
        if (lote.length < 200) return iniciados;
      }
    },
  };
}

export type PrazoActivities = ReturnType<typeof createPrazoActivities>;
