import { msg } from '@portal/contracts/messages';
import { ApiError, enviarArquivo } from '../../shared/api-client.ts';
import { toast } from '../../shared/toasts.tsx';

/**
 * Sends a chosen spreadsheet as the spec's calls do (multipart, the file in the field `files`; the selections in the
 * query) and shows the server's messages as error toasts when it is refused (the grids have no upload area of their own).
 */
export async function enviarPlanilha<T>(path: string, file: File, query: Record<string, number | null | undefined>): Promise<T> {
  try {
    return await enviarArquivo<T>(path, file, { query });
  } catch (e) {
    for (const erro of e instanceof ApiError ? e.errors : [msg.erroInterno]) toast.error(erro);
    throw e;
  }
}
