/**
 * The readers of bench:dia in a process of their own (the load generator never shares an API's event loop): one
 * keep-alive connection per user, each sending, one after another, a request drawn from its side's mix (chamadas.ts)
 * — a different page, filter set or dealer each time — for `segundos`, with a pause between two requests drawn from an
 * exponential of mean `pausaMs` (0: none; each user starts after one such pause, so they do not all ask at once).
 * Prints one JSON line: per call, requests/s, p50, p99, max (ms) and the answers that were not 2xx (by status).
 * Input: a JSON file named by argv[2]: { base, usuarios, contexto, recusadas, segundos, pausaMs }.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { summary } from '../lib.ts';
import { moldesDe, sortear, type Contexto, type Usuario } from './chamadas.ts';

interface Entrada {
  base: string;
  usuarios: Usuario[];
  contexto: Contexto;
  recusadas: Record<string, string[]>;
  segundos: number;
  pausaMs?: number;
}

const e = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Entrada;
const alvo = new URL(e.base);
const agente = new http.Agent({ keepAlive: true, maxSockets: e.usuarios.length + 4 });

function pedir(method: string, path: string, token: string, body: unknown): Promise<number> {
  const dados = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((ok) => {
    const req = http.request(
      {
        host: alvo.hostname,
        port: alvo.port,
        method,
        path: `/api/v1/${path}`,
        agent: agente,
        headers: { authorization: `Bearer ${token}`, ...(dados ? { 'content-type': 'application/json', 'content-length': dados.length } : {}) },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode ?? 0));
        res.on('error', () => ok(0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => ok(0));
    req.end(dados);
  });
}

const pausaMedia = e.pausaMs ?? 0;
const pausa = () => (pausaMedia > 0 ? new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * pausaMedia)) : null);

const porChamada = new Map<string, { lat: number[]; falhas: Record<string, number> }>();
const t0 = performance.now();
const fim = t0 + e.segundos * 1000;
await Promise.all(
  e.usuarios.map(async (u) => {
    const moldes = moldesDe(u, e.recusadas);
    await pausa();
    while (performance.now() < fim) {
      const p = sortear(u, moldes, e.contexto);
      if (!p) continue;
      const a = performance.now();
      const status = await pedir(p.method, p.path, u.token, p.body);
      let c = porChamada.get(p.nome);
      if (!c) porChamada.set(p.nome, (c = { lat: [], falhas: {} }));
      if (status >= 200 && status < 300) c.lat.push(performance.now() - a);
      else c.falhas[status] = (c.falhas[status] ?? 0) + 1;
      await pausa();
    }
  }),
);
const ms = performance.now() - t0;
const linhas = [...porChamada].map(([nome, c]) => ({ ...summary(nome, c.lat, ms), non2xx: c.falhas }));
const todas = [...porChamada.values()];
const juntas = {
  ...summary(
    'todas as leituras',
    todas.flatMap((c) => c.lat),
    ms,
  ),
  non2xx: todas.reduce<Record<string, number>>((s, c) => {
    for (const [k, n] of Object.entries(c.falhas)) s[k] = (s[k] ?? 0) + n;
    return s;
  }, {}),
};
process.stdout.write(JSON.stringify({ linhas: linhas.sort((a, b) => a.name.localeCompare(b.name)), juntas }) + '\n');
agente.destroy();
