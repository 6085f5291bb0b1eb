import { msg } from '@portal/contracts/messages';
import { API_BASE, ApiError } from './api-client.ts';
import { errosDaResposta, fileNameOf } from './download.ts';
import { persisted } from './storage.ts';

/** A file the API answered: its bytes and the name the server offered (Content-Disposition), or the fallback. */
export interface ArquivoBinario {
  blob: Blob;
  nome: string;
}

/**
 * A binary answer of the API (a boleto's PDF): with the Bearer token unless `publica`. A refusal is an ApiError with the
 * server's pt-BR messages (the envelope's errors) and no toast — the screen chooses what to say; a network failure has status 0.
 */
export async function buscarArquivo(
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: unknown; publica?: boolean; fallback: string },
): Promise<ArquivoBinario> {
  const headers: Record<string, string> = {};
  const token = opts.publica ? null : persisted.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${path.replace(/^\/+/, '')}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  } catch {
    throw new ApiError(0, [msg.erroInterno]);
  }
  if (!res.ok) throw new ApiError(res.status, await errosDaResposta(res));
  return { blob: await res.blob(), nome: fileNameOf(res.headers.get('content-disposition'), opts.fallback) };
}
