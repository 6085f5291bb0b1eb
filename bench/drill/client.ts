import { randomBytes, randomUUID } from 'node:crypto';

export const KINDS = [
  'faturamento',
  'alocacao',
  'troca',
  'esqueci-senha',
  'pedido-criar',
  'pedido-dados',
  'pedido-mover',
  'boleto',
  'nota-fiscal',
  'importacao',
] as const;
export type Kind = (typeof KINDS)[number];

/** A body sent as is (a multipart upload), not as JSON. */
export interface Bruto {
  contentType: string;
  dados: Buffer;
}

export type Outcome = 'acknowledged' | 'processed-answer-lost' | 'refused' | 'failed-5xx' | 'never-answered';

export interface WriteRecord {
  kind: Kind;
  actor: string;
  correlationId: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
  attempts: number;
  outcome: Outcome;
  status: number | null;
  answer: unknown;
  startedAt: number;
  endedAt: number;
}

/** Every answer seen from the API (time, status): the unavailability window is computed from these. */
export const answers: { at: number; status: number }[] = [];

const ehBruto = (b: unknown): b is Bruto => typeof b === 'object' && b !== null && Buffer.isBuffer((b as Bruto).dados);

/** One file in the multipart field `files`, as the console uploads it. */
export function multipart(nome: string, tipo: string, conteudo: Buffer): Bruto {
  const boundary = `----drill${randomBytes(8).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    dados: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`),
      conteudo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const RETRYABLE = new Set([502, 503, 504]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Api {
  constructor(public base: string) {}

  /** one HTTP call, no retry; null on a network error or a timeout */
  async once(method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}) {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const bruto = ehBruto(opts.body) ? opts.body : null;
    if (opts.body !== undefined) headers['content-type'] = bruto ? bruto.contentType : 'application/json';
    try {
      const r = await fetch(`${this.base}/api/v1/${path}`, {
        method,
        headers,
        body: bruto ? new Uint8Array(bruto.dados) : opts.body === undefined ? null : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      const text = await r.text();
      answers.push({ at: Date.now(), status: r.status });
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: r.status, json };
    } catch {
      return null;
    }
  }

  /** signs in, retrying through faults */
  async login(email: string, password: string, deadlineMs = 120_000): Promise<string> {
    const until = Date.now() + deadlineMs;
    for (let wait = 250; ; wait = Math.min(wait * 2, 3000)) {
      const r = await this.once('POST', 'participantes/entrar', { body: { email, password } });
      if (r?.status === 200) return (r.json as { data: { accessToken: string } }).data.accessToken;
      if (Date.now() > until) throw new Error(`login ${email}: ${r?.status ?? 'sem resposta'} ${JSON.stringify(r?.json)}`);
      await sleep(wait);
    }
  }

  /**
   * One logical write, as the console sends it: its own x-correlation-id and Idempotency-Key, sent again with the same
   * ones on a network error or 502/503/504, with backoff, for up to `retryForMs`.
   */
  async write(
    kind: WriteRecord['kind'],
    actor: string,
    token: string | null,
    method: string,
    path: string,
    body: unknown,
    retryForMs = 60_000,
  ): Promise<WriteRecord> {
    const rec: WriteRecord = {
      kind,
      actor,
      correlationId: `drill-${kind}-${randomBytes(6).toString('hex')}`,
      key: randomUUID(),
      method,
      path,
      body: ehBruto(body) ? { multipart: body.contentType, bytes: body.dados.length } : body,
      attempts: 0,
      outcome: 'never-answered',
      status: null,
      answer: null,
      startedAt: Date.now(),
      endedAt: 0,
    };
    const until = rec.startedAt + retryForMs;
    for (let wait = 200; ; wait = Math.min(wait * 2, 4000)) {
      rec.attempts++;
      const r = await this.once(method, path, {
        ...(token ? { token } : {}),
        body,
        headers: { 'x-correlation-id': rec.correlationId, 'idempotency-key': rec.key },
      });
      if (r && !RETRYABLE.has(r.status)) {
        rec.status = r.status;
        rec.answer = r.json;
        const errs = JSON.stringify((r.json as { errors?: unknown })?.errors ?? '');
        rec.outcome =
          r.status >= 200 && r.status < 300
            ? 'acknowledged'
            : r.status === 409 && /já foi processada/.test(errs)
              ? 'processed-answer-lost'
              : r.status < 500
                ? 'refused'
                : 'failed-5xx';
        break;
      }
      if (r) rec.status = r.status;
      if (Date.now() + wait > until) break;
      await sleep(wait);
    }
    rec.endedAt = Date.now();
    return rec;
  }
}
