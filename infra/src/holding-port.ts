import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { msg } from '@portal/contracts/messages';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The API's port from the first moment of the start: answers 503 'Iniciando o portal…' until `serve` hands every
 * request to the API. One listening socket for the whole life of the start: closing a placeholder and then listening
 * again leaves a moment in which a browser's request is refused, and a bare `net` placeholder left a visitor's socket
 * in CLOSE-WAIT that `close()` waited for, so the API never listened.
 */
export interface HeldPort {
  port: number;
  /** from now on the API answers (Fastify's `routing`) */
  serve(handler: Handler): void;
  /** stops listening and drops every connection, kept alive or in flight, so it never waits for a visitor */
  close(): Promise<void>;
}

export const RETRY_AFTER_S = 2;

/** pt-BR page that reloads itself; browsers opened during the start land on the console without a click. */
const PAGINA = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${RETRY_AFTER_S}">
<title>Iniciando o portal…</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;height:90vh;color:#334155}</style></head>
<body><main><h1>Iniciando o portal…</h1><p>Esta página se atualiza sozinha em instantes.</p></main></body></html>
`;

export function answerStarting(req: IncomingMessage, res: ServerResponse): void {
  const api = (req.url ?? '/').startsWith('/api/');
  const body = api ? JSON.stringify({ success: false, data: null, errors: [msg.iniciando] }) : PAGINA;
  res.writeHead(503, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(RETRY_AFTER_S),
    'cache-control': 'no-store',
    // no keep-alive: nothing from the start-up stays open, and the next request after the hand-over is the API's
    connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function listen(port: number, host: string, handler: Handler): Promise<Server | null> {
  const server = createServer(handler);
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(port, host, () => resolve(server));
  });
}

/** Listens on the preferred port (another the OS picks when it is taken, with a note) and answers 503 at once. */
export async function holdPort(preferred: number, host: string, what: string, notes: string[]): Promise<HeldPort> {
  let handler: Handler = answerStarting;
  const route: Handler = (req, res) => handler(req, res);
  let server = preferred === 0 ? null : await listen(preferred, host, route);
  if (!server) {
    server = await listen(0, host, route);
    if (!server) throw new Error(`nenhuma porta livre em ${host} (${what})`);
    if (preferred !== 0) notes.push(`A porta ${preferred} (${what}) está ocupada; usando ${(server.address() as { port: number }).port}.`);
  }
  const s = server;
  return {
    port: (s.address() as { port: number }).port,
    serve(h) {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!s.listening) return resolve();
        s.close(() => resolve());
        s.closeAllConnections();
      }),
  };
}
