/**
 * HTTP load runner: autocannon (MIT) in a plain node child process of its own (carga-filho.mjs), so the load generator
 * never shares the measured server's process or event loop.
 *
 *   import { carga } from './carga.ts';
 *   const r = await carga({ url: `${base}/api/v1/x`, method: 'POST', headers: { authorization: `Bearer ${t}` }, body: { page: 1 }, connections: 50, duration: 5 });
 *   // r = { name, requests, seconds, perSecond, p50, p99, max, non2xx, errors, timeouts, bytesPerRequest }  (latencies in ms)
 *
 * Options: url (required); method (default GET); headers; body (an object is sent as JSON with content-type
 * application/json; a string is sent as is); connections (concurrent clients, default 50); duration (seconds, default 5);
 * name (a label copied into the result). Every request is the same. A run whose non2xx/errors are not 0 measured failures:
 * callers should print them (comparar() below does). alternar() runs several targets in alternating rounds so that each sees
 * the same machine load, and merges each target's rounds (requests summed, p50/p99 the worst round's).
 */
import { spawn } from 'node:child_process';

export interface OpcoesCarga {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  connections?: number;
  duration?: number;
  name?: string;
}

export interface ResultadoCarga {
  name: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
}

const FILHO = new URL('./carga-filho.mjs', import.meta.url).pathname;

/** One run of autocannon in its own process. */
export function carga(o: OpcoesCarga): Promise<ResultadoCarga> {
  const headers = { ...(o.headers ?? {}) };
  let body: string | undefined;
  if (typeof o.body === 'string') body = o.body;
  else if (o.body !== undefined) {
    body = JSON.stringify(o.body);
    headers['content-type'] ??= 'application/json';
  }
  const args = { url: o.url, method: o.method ?? 'GET', headers, body, connections: o.connections ?? 50, duration: o.duration ?? 5 };
  return new Promise((resolve, reject) => {
    // plain node, not tsx: the child needs no TypeScript and starts in a fraction of the time
    const child = spawn('node', [FILHO, JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon saiu com ${code}: ${err}`));
      try {
        resolve({ name: o.name ?? `${args.method} ${o.url}`, ...(JSON.parse(out.trim().split('\n').pop()!) as Omit<ResultadoCarga, 'name'>) });
      } catch (e) {
        reject(new Error(`resposta do autocannon ilegível: ${out} ${err} (${String(e)})`));
      }
    });
  });
}

/**
 * Several targets in `rounds` alternating rounds of `duration` seconds each; one merged result per target, in order.
 * `assentar`, when given, runs after each run and before the next: the requests a run left behind (autocannon stops
 * waiting, the server does not) must not be measured as the next target's latency.
 */
export async function alternar(alvos: OpcoesCarga[], rounds = 3, assentar?: () => Promise<void>): Promise<ResultadoCarga[]> {
  const porAlvo: ResultadoCarga[][] = alvos.map(() => []);
  for (let i = 0; i < rounds; i++)
    for (const [k, a] of alvos.entries()) {
      porAlvo[k]!.push(await carga(a));
      if (assentar) await assentar();
    }
  return porAlvo.map((rs) => {
    const requests = rs.reduce((s, r) => s + r.requests, 0);
    const seconds = rs.reduce((s, r) => s + r.seconds, 0);
    return {
      name: rs[0]!.name,
      requests,
      seconds: +seconds.toFixed(1),
      perSecond: Math.round(requests / seconds),
      p50: Math.max(...rs.map((r) => r.p50)),
      p99: Math.max(...rs.map((r) => r.p99)),
      max: Math.max(...rs.map((r) => r.max)),
      non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
      errors: rs.reduce((s, r) => s + r.errors, 0),
      timeouts: rs.reduce((s, r) => s + r.timeouts, 0),
      bytesPerRequest: rs[0]!.bytesPerRequest,
    };
  });
}

/** One line comparing a route with its bare twin, against the goals (≥1,500 req/s, p99 <50 ms, ≥0.9× bare). */
export function comparar(nosso: ResultadoCarga, bare?: ResultadoCarga): string {
  const razao = bare ? nosso.perSecond / bare.perSecond : null;
  const ok = nosso.perSecond >= 1500 && nosso.p99 < 50 && (razao === null || razao >= 0.9) && nosso.non2xx === 0 && nosso.errors === 0;
  return (
    `${nosso.name}: ${nosso.perSecond} req/s, p50 ${nosso.p50} ms, p99 ${nosso.p99} ms` +
    (bare ? `; bare ${bare.perSecond} req/s p99 ${bare.p99} ms (${razao!.toFixed(2)}×)` : '') +
    (nosso.non2xx || nosso.errors ? `; FALHAS non2xx=${nosso.non2xx} erros=${nosso.errors}` : '') +
    ` — ${ok ? 'meta atingida' : 'abaixo da meta'}`
  );
}
