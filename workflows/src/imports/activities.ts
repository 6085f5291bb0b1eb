import { Context } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import { startWorkflow } from '@portal/core/temporal/start';
import { IMPORTACAO_WORKFLOW, importacaoWorkflowId } from '@portal/contracts/imports/workflows';
import type { Db } from '@portal/core/kernel/index';
import { DEFINICOES_POR_ARQUIVO, falharImportacao, importacoesPendentes, marcarIniciada, processarImportacao } from '@portal/core/imports/index';
import { abrirArmazenamento, configDoAmbiente, type Armazenamento } from '@portal/core/storage/index';

/** IMPORTACAO_FOLGA: a number from 0 (the import at full speed, the default) to 10; anything else is 0. */
export function folgaDoAmbiente(v: string | undefined): number {
  const n = Number(v ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 10) : 0;
}

export interface ImportActivityDeps {
  db: Db;
  client?: Client;
  armazenamento?: Armazenamento;
  now?: () => Date;
  /** rows per import batch (default the engine's TAMANHO_LOTE; the crash test pins a small one) */
  tamanhoLoteImportacao?: number;
}

/** The import's steps (services/core/src/imports/motor.ts), each restartable. */
export function createImportActivities(deps: ImportActivityDeps) {
  const now = deps.now ?? (() => new Date());
  let armazenamento: Promise<Armazenamento> | null = deps.armazenamento ? Promise.resolve(deps.armazenamento) : null;
  const storage = () => (armazenamento ??= abrirArmazenamento(configDoAmbiente(process.env)));
  return {
    /** Reads the file and writes it batch by batch (a heartbeat per batch); answers the final status. */
    async processarImportacao(importacaoId: number): Promise<number> {
      let ctx: Context | null = null;
      try {
        ctx = Context.current();
      } catch {
        ctx = null;
      }
      // IMPORTACAO_FOLGA (docs/decisions.md "Imports beside the people"): batches of 1,000 rows, each followed by a pause
      const folga = folgaDoAmbiente(process.env.IMPORTACAO_FOLGA);
      return processarImportacao({ db: deps.db, armazenamento: await storage(), definicoes: DEFINICOES_POR_ARQUIVO, now }, importacaoId, {
        tamanhoLote: deps.tamanhoLoteImportacao ?? (folga > 0 ? 1000 : undefined),
        aoLote: () => ctx?.heartbeat(),
        folga,
      });
    },
    async falharImportacao(importacaoId: number): Promise<void> {
      await falharImportacao(deps.db, importacaoId, now());
    },
    /** Starts `importacao-<id>` for imports recorded while Temporal was away (older than a minute). */
    async iniciarImportacoesPendentes(): Promise<number> {
      const client = deps.client;
      if (!client) return 0;
      const ids = await importacoesPendentes(deps.db, new Date(now().getTime() - 60_000));
      for (const id of ids) {
        await startWorkflow(client, { type: IMPORTACAO_WORKFLOW, workflowId: importacaoWorkflowId(id), args: [id] });
        await marcarIniciada(deps.db, id);
      }
      return ids.length;
    },
  };
}
export type ImportActivities = ReturnType<typeof createImportActivities>;
