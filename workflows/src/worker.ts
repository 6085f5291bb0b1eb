import { fileURLToPath } from 'node:url';
import { DefaultLogger, NativeConnection, Runtime, Worker, type LogLevel } from '@temporalio/worker';
import { Client, Connection } from '@temporalio/client';
import type { Db } from '@portal/core/kernel/index';
import type { TlsTemporal } from '@portal/core/temporal/tls';
import { startWorkflow } from '@portal/core/temporal/start';
import { createActivities } from './activities.ts';
import { iniciarTrocas } from './swaps/start.ts';
import { VARRER_PRAZOS_ID, VARRER_PRAZOS_WORKFLOW } from '@portal/contracts/prazos/workflows';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import type { BancoBoletos } from '@portal/core/boletos/index';
import type { Armazenamento } from '@portal/core/storage/index';
import { VARRER_BOLETOS_ID, VARRER_BOLETOS_WORKFLOW } from '@portal/contracts/boletos/workflows';
import { VARRER_IMPORTACOES_ID, VARRER_IMPORTACOES_WORKFLOW } from '@portal/contracts/imports/workflows';
import { VARRER_ARQUIVOS_ID, VARRER_ARQUIVOS_WORKFLOW } from '@portal/contracts/uploads/workflows';
import type { SmtpConfig } from './email/activities.ts';
import { TASK_QUEUE, VARRER_CAIXA_SAIDA_ID, VARRER_CAIXA_SAIDA_WORKFLOW } from '@portal/contracts/workflows';

export interface WorkerOptions {
  temporalAddress: string;
  /** TLS to the frontend (TEMPORAL_TLS_*: tlsTemporalDoAmbiente); default plaintext */
  tls?: TlsTemporal;
  namespace?: string;
  db: Db;
  smtp: SmtpConfig;
  /** start (or wake) the outbox sweep when the worker starts; default true */
  sweep?: boolean;
  /** the bank boletos are registered with (default: criarBancoBoletos from the BOLETO_* variables: the sandbox bank) */
  banco?: BancoBoletos;
  /** the activities' clock (tests move it past a due date); default the system's */
  now?: () => Date;
  /** where uploaded files are read (import files); default the ARMAZENAMENTO/UPLOAD_* variables' storage */
  armazenamento?: Armazenamento;
  /** the SDK's log level (process-wide, set by the first worker); default TEMPORAL_LOG_LEVEL or ERROR */
  logLevel?: LogLevel;
  /** rows per import batch; default the engine's TAMANHO_LOTE */
  tamanhoLoteImportacao?: number;
  /** the console's address, for the notifications' e-mails; default APP_URL, or the API's own on PORT (3000) */
  appUrl?: string;
}

let runtimeInstalled = false;
function installRuntime(level: LogLevel) {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  try {
    Runtime.install({ logger: new DefaultLogger(level) });
  } catch {
    /* already installed by the host process */
  }
}

export interface PortalWorker {
  readonly client: Client;
  /** runs until shutdown(); rejects if the worker fails */
  run(): Promise<void>;
  shutdown(): Promise<void>;
}

const WORKFLOWS_PATH = fileURLToPath(new URL('./workflows.ts', import.meta.url));

/** The portal's worker on task queue `portal`; workflows are bundled from their .ts source. */
export async function createWorker(opts: WorkerOptions): Promise<PortalWorker> {
  const namespace = opts.namespace ?? 'default';
  installRuntime(opts.logLevel ?? ((process.env.TEMPORAL_LOG_LEVEL as LogLevel | undefined) || 'ERROR'));
  const tls = opts.tls ? { tls: opts.tls } : {};
  const clientConnection = await Connection.connect({ address: opts.temporalAddress, ...tls });
  const client = new Client({ connection: clientConnection, namespace });
  let nativeConnection: NativeConnection | null = null;
  try {
    nativeConnection = await NativeConnection.connect({ address: opts.temporalAddress, ...tls });
    const worker = await Worker.create({
      connection: nativeConnection,
      namespace,
      taskQueue: TASK_QUEUE,
      workflowsPath: WORKFLOWS_PATH,
      activities: createActivities({
        db: opts.db,
        smtp: opts.smtp,
        client,
        banco: opts.banco ?? criarBancoBoletos({ db: opts.db, now: opts.now }),
        now: opts.now,
        armazenamento: opts.armazenamento,
        tamanhoLoteImportacao: opts.tamanhoLoteImportacao,
        appUrl: opts.appUrl ?? process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
      }),
    });
    const conn = nativeConnection;
    let running: Promise<void> | null = null;
    let closed = false;
    const closeConnections = async () => {
      if (closed) return;
      closed = true;
      await conn.close().catch(() => {});
      await clientConnection.close().catch(() => {});
    };
    return {
      client,
      run() {
        running ??= (async () => {
          const done = worker.run();
          if (opts.sweep ?? true) {
            // a fresh sweep on this worker's code (a run left by an older version on a persisted server is replaced);
            // its first pass runs at once
            await startWorkflow(client, { type: VARRER_CAIXA_SAIDA_WORKFLOW, workflowId: VARRER_CAIXA_SAIDA_ID, args: [], ifOpen: 'replace' });
            await iniciarTrocas(client);
            await startWorkflow(client, { type: VARRER_BOLETOS_WORKFLOW, workflowId: VARRER_BOLETOS_ID, args: [], ifOpen: 'replace' });
            await startWorkflow(client, { type: VARRER_IMPORTACOES_WORKFLOW, workflowId: VARRER_IMPORTACOES_ID, args: [], ifOpen: 'replace' });
            await startWorkflow(client, { type: VARRER_ARQUIVOS_WORKFLOW, workflowId: VARRER_ARQUIVOS_ID, args: [], ifOpen: 'replace' });
            await startWorkflow(client, { type: VARRER_PRAZOS_WORKFLOW, workflowId: VARRER_PRAZOS_ID, args: [], ifOpen: 'replace' });
          }
          await done;
        })().finally(closeConnections);
        return running;
      },
      async shutdown() {
        if (worker.getState() === 'RUNNING') worker.shutdown();
        if (running) await running.catch(() => {});
        await closeConnections();
      },
    };
  } catch (e) {
    await nativeConnection?.close().catch(() => {});
    await clientConnection.close().catch(() => {});
    throw e;
  }
}
