import type { Answer } from '@portal/contracts/http/envelope';
import { msg } from '@portal/contracts/messages';
import { clearStorage, persisted } from './storage.ts';
import { toast } from './toasts.tsx';

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
  ) {
    super(errors[0] ?? msg.erroInterno);
  }
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** public calls (sign-in, links) send no token and a 401 does not sign out */
  publica?: boolean;
  /** leave the error toasts to the caller */
  silent?: boolean;
}

function urlFor(path: string, query?: CallOptions['query']) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== null && v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return `${API_BASE}/${path.replace(/^\/+/, '')}${s ? `?${s}` : ''}`;
}

/**
 * Sair and Retornar Espelho: ends the current token's session on the server, so a copy of it stops working at once.
 * The screen does not wait for it (keepalive survives the reload); if it fails, the token still expires on its own.
 */
export function encerrarSessaoNoServidor(): void {
  const token = persisted.token();
  if (!token) return;
  void fetch(urlFor('participantes/sair'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

const GATEWAY = new Set([502, 503, 504]);
const RETRIES = 2;

/** 128 random bits in hex (works outside secure contexts too). */
function idempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** One call to the API: envelope unwrapped, every error shown as a toast, a private 401 signs out. */
export async function call<T>(method: string, path: string, opts: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = opts.publica ? null : persisted.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  // a signed-in write carries an Idempotency-Key: when the answer is lost (network, gateway), it is sent again with the
  // same key and the server answers the first result without doing it twice
  const retriable = token !== null && method !== 'GET' && method !== 'HEAD';
  if (retriable) headers['idempotency-key'] = idempotencyKey();
  let res: Response | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      res = await fetch(urlFor(path, opts.query), { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
      if (!(retriable && GATEWAY.has(res.status) && attempt < RETRIES)) break;
    } catch {
      if (!(retriable && attempt < RETRIES)) {
        const e = new ApiError(0, [msg.erroInterno]);
        if (!opts.silent) toast.error(e.message);
        throw e;
      }
    }
    await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
  }
  if (res.status === 401 && !opts.publica) {
    clearStorage();
    window.location.reload();
    throw new ApiError(401, [msg.naoAutenticado]);
  }
  let answer: Answer<T> | null = null;
  try {
    answer = (await res.json()) as Answer<T>;
  } catch {
    answer = null;
  }
  if (!res.ok || !answer || !answer.success) {
    const errors = answer?.errors?.length ? answer.errors : [msg.erroInterno];
    if (!opts.silent) for (const e of errors) toast.error(e);
    throw new ApiError(res.status, errors);
  }
  return answer.data;
}

/**
 * The one upload of the console: `file` in the multipart field `files` (with `campos` before it), POSTed to `path` with
 * the token; the envelope's data back, or an ApiError with the server's messages. No toast: the upload's own screen
 * says what went wrong where the file was chosen.
 */
export async function enviarArquivo<T>(path: string, file: File, opts: { query?: CallOptions['query']; campos?: Record<string, string> } = {}): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.campos ?? {})) form.append(k, v);
  form.append('files', file, file.name);
  const token = persisted.token();
  let res: Response;
  try {
    res = await fetch(urlFor(path, opts.query), {
      method: 'POST',
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, [msg.erroInterno]);
  }
  const answer = (await res.json().catch(() => null)) as Answer<T> | null;
  if (!res.ok || !answer?.success || answer.data === null || answer.data === undefined)
    throw new ApiError(res.status, answer?.errors?.length ? answer.errors : [msg.erroInterno]);
  return answer.data;
}
