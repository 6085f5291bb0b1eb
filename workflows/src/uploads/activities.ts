import { Context } from '@temporalio/activity';
import type { Db } from '@portal/core/kernel/index';
import { abrirArmazenamento, configDoAmbiente, varrerArquivosSoltos, type Armazenamento, type ResultadoVarredura } from '@portal/core/storage/index';

export interface UploadActivityDeps {
  db: Db;
  armazenamento?: Armazenamento;
  now?: () => Date;
}

/** The sweep of uploads never attached (services/core/src/storage/varredura.ts). */
export function createUploadActivities(deps: UploadActivityDeps) {
  const now = deps.now ?? (() => new Date());
  let armazenamento: Promise<Armazenamento> | null = deps.armazenamento ? Promise.resolve(deps.armazenamento) : null;
  const storage = () => (armazenamento ??= abrirArmazenamento(configDoAmbiente(process.env)));
  return {
    /** One pass: removes the uploads older than the grace period that nothing attached (row, then bytes); restartable. */
    async varrerArquivosSoltos(): Promise<ResultadoVarredura> {
      let ctx: Context | null = null;
      try {
        ctx = Context.current();
      } catch {
        ctx = null;
      }
      return varrerArquivosSoltos({ db: deps.db, armazenamento: await storage(), now }, { aoLote: () => ctx?.heartbeat() });
    },
  };
}
export type UploadActivities = ReturnType<typeof createUploadActivities>;
