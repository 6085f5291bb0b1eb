/**
 * A small round-robin HTTP proxy: one address in front of several API processes, as a load balancer would be. Each
 * request goes to the next upstream (keep-alive connections to each); the answer is streamed back. Counts, per
 * upstream, the answers, their latency (first byte to end, through the proxy) and those not 2xx, so the bench prints
 * each process's figures beside the whole. Sets `x-forwarded-for` to the client's address (the APIs run with
 * TRUST_PROXY, so the rate limits see the client, not the proxy).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { summary } from '../lib.ts';

export interface Proxy {
  url: string;
  /** per upstream since the last `zerar`, and all of them together: requests/s, p50, p99, max, non-2xx */
  porProcesso(): (ReturnType<typeof summary> & { non2xx: number })[];
  zerar(): void;
  close(): Promise<void>;
}

export async function proxyRoundRobin(upstreams: string[]): Promise<Proxy> {
  const alvos = upstreams.map((u) => ({
    url: new URL(u),
    agente: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    lat: [] as number[],
    non2xx: 0,
  }));
  let desde = performance.now();
  let i = 0;
  const server = http.createServer((req, res) => {
    const a = alvos[i++ % alvos.length]!;
    const t = performance.now();
    const up = http.request(
      {
        host: a.url.hostname,
        port: a.url.port,
        method: req.method,
        path: req.url,
        agent: a.agente,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
        r.on('end', () => {
          if ((r.statusCode ?? 0) >= 200 && (r.statusCode ?? 0) < 300) a.lat.push(performance.now() - t);
          else a.non2xx++;
        });
      },
    );
    up.on('error', () => {
      a.non2xx++;
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(up);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    porProcesso: () => {
      const ms = performance.now() - desde;
      return [
        ...alvos.map((a, k) => ({ ...summary(`API ${k + 1}`, a.lat, ms), non2xx: a.non2xx })),
        {
          ...summary(
            'juntos',
            alvos.flatMap((a) => a.lat),
            ms,
          ),
          non2xx: alvos.reduce((s, a) => s + a.non2xx, 0),
        },
      ];
    },
    zerar: () => {
      desde = performance.now();
      for (const a of alvos) {
        a.lat = [];
        a.non2xx = 0;
      }
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      for (const a of alvos) a.agente.destroy();
    },
  };
}
