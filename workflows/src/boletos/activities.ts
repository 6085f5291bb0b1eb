import type { Client } from '@temporalio/client';
import type { Db } from '@portal/core/kernel/index';
import { startWorkflow } from '@portal/core/temporal/start';
import { BOLETO_WORKFLOW, boletoWorkflowId, fimDoVencimento } from '@portal/contracts/boletos/workflows';
import {
  baixarNoBanco,
  boletosPendentes,
  conciliarPagamento,
  marcarVencido,
  marcarWorkflowIniciado,
  registrarNoBanco,
  type BancoBoletos,
} from '@portal/core/boletos/index';

export interface BoletoActivityDeps {
  db: Db;
  client?: Client;
  now?: () => Date;
  /** the bank the boletos are registered with (the sandbox bank by default: see worker.ts) */
  banco?: BancoBoletos;
}

/** Starts `boleto-<boletoId>`; false when it was already started (business-key id). */
export async function startBoleto(client: Client, boletoId: number, vencimento: string): Promise<boolean> {
  return startWorkflow(client, { type: BOLETO_WORKFLOW, workflowId: boletoWorkflowId(boletoId), args: [boletoId, fimDoVencimento(vencimento)] });
}

export function createBoletoActivities(deps: BoletoActivityDeps) {
  const now = deps.now ?? (() => new Date());
  const core = { db: deps.db, now };
  const banco = () => {
    if (!deps.banco) throw new Error('atividades de boleto precisam de um banco (BancoBoletos)');
    return deps.banco;
  };
  return {
    /** Registers with the bank (idempotent by boleto id) and marks the boleto Emitido. */
    async registrarBoletoNoBanco(boletoId: number) {
      return registrarNoBanco(core, banco(), boletoId);
    },
    /** Asks the bank whether it was paid; records BoletoPago once. */
    async conciliarPagamentoBoleto(boletoId: number) {
      return conciliarPagamento(core, banco(), boletoId);
    },
    /** Emitido past its due date → Vencido (checked against the São Paulo date). */
    async marcarBoletoVencido(boletoId: number) {
      return marcarVencido(core, boletoId);
    },
    /** Writes a cancelled boleto off at the bank. */
    async baixarBoletoNoBanco(boletoId: number) {
      return baixarNoBanco(core, banco(), boletoId);
    },
    /** Starts every `boleto-<id>` still pending. */
    async iniciarBoletosPendentes(): Promise<number> {
      const client = deps.client;
      if (!client) throw new Error('iniciarBoletosPendentes precisa de um cliente Temporal');
      let iniciadas = 0;
      for (;;) {
        const lote = await boletosPendentes(deps.db);
        for (const p of lote) {
          if (await startBoleto(client, p.boletoId, p.vencimento)) iniciadas++;
          await marcarWorkflowIniciado(deps.db, p.boletoId, now());
        }
        if (lote.length < 200) return iniciadas;
      }
    },
  };
}

export type BoletoActivities = ReturnType<typeof createBoletoActivities>;
