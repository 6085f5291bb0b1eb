import type { AbaImportacao, NomeParametro } from '@portal/contracts/imports/aba';
import type { Db } from '../kernel/index.ts';

/**
 * The contract between the import engine (upload, the `importacao-<id>` workflow, reading the file as a stream,
 * batching, per-row outcomes, history, report) and one tab of `/imports`. A tab says what it reads and how a row
 * becomes data; the engine does everything else, so a tab is a small module that knows nothing of Temporal or files.
 *
 * Row statuses are the spec's import status codes (002 §4.6) for a row: 2 OK, 3 Duplicado, 4 Erro, 7 Aviso.
 */
export type StatusLinha = 2 | 3 | 4 | 7;

/** The selects a tab may need (002 §7.4 query parameters), already checked by the route. */
export type ParametrosImportacao = Partial<Record<NomeParametro, number>>;

/** One data row as read from the sheet: its 1-based row number in the file and each cell's text by header. */
export interface LinhaLida {
  numero: number;
  celulas: Readonly<Record<string, string>>;
}

/** What validating one row gave: its status, a pt-BR message for Erro/Aviso/Duplicado, and the typed value to write. */
export type ResultadoLinha<T> = { status: 2 | 7; valor: T; chave: string; mensagem?: string } | { status: 3 | 4; mensagem: string; chave?: string };

/**
 * Lookups a tab's validation may need, loaded once per import by `carregarContexto` (dealers by code, model types
 * by code, vehicles by chassis…), so that `validar` stays a pure function of the row and this context.
 */
export interface DefinicaoImportacao<T = unknown, C = unknown> extends AbaImportacao {
  carregarContexto(db: Db, params: ParametrosImportacao): Promise<C>;
  /**
   * Pure: one row → its outcome. `vistas` holds the keys of the rows already accepted in this file, so a repeated
   * key in the same file is Duplicado.
   */
  validar(linha: LinhaLida, ctx: C, params: ParametrosImportacao, vistas: ReadonlySet<string>): ResultadoLinha<T>;
  /**
   * Writes the accepted rows of one batch into the tab's read model, inside the engine's transaction. It must be
   * idempotent: running it again for the same import and rows (an activity retried after a crash) writes nothing twice
   * — upsert on the row's natural key and record `importacaoId` as the row's source.
   * It may answer the rows it refused while writing (row number → pt-BR message; e.g. a vehicle whose state no longer
   * takes the change): the engine records them as Erro. Answering nothing means every row was written.
   */
  gravarLote(
    trx: Db,
    linhas: readonly { numero: number; chave: string; valor: T }[],
    params: ParametrosImportacao,
    importacaoId: number,
  ): Promise<void | ReadonlyMap<number, string>>;
  /**
   * Optional: batches this tab may have in flight at once, each in its own transaction (default 1). More than one only
   * for a tab whose batches touch distinct rows (its rows are keyed by `chave`, duplicates dropped before writing), so
   * they neither wait for each other nor depend on their order: a restart still skips every row recorded, whichever
   * batch committed first, and a cancel still stops between whole batches.
   */
  lotesEmParalelo?: number;
  /** Optional: runs once after the last batch (e.g. recompute a compliance table); idempotent as well. */
  concluir?(trx: Db, params: ParametrosImportacao, importacaoId: number): Promise<void>;
  /**
   * Optional, for a tab with its own layout (Plano Anual, `layout: 'plano-anual'`): reads the data rows of the whole
   * file itself (already checked for extension, content type, size and ZIP bomb). The engine then skips its table
   * checks (one sheet, no merged cells, header row) and calls this both when checking the upload (to count the rows;
   * throw `InvalidInput` with a pt-BR message to refuse the file) and when processing it.
   */
  lerLinhas?(bytes: Uint8Array, tipo: 'xlsx' | 'csv'): AsyncIterable<LinhaLida>;
}
