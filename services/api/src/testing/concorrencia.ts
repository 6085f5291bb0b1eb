import type { AddressInfo } from 'node:net';
import type { TestApp } from './app.ts';

/** Starts the test app on a real socket (a free port of 127.0.0.1), as `esperasEnquanto` needs; answers the API's base URL. */
export async function ouvirNumaPorta(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
}

/**
 * Milliseconds until each answer of a cheap route (`${base}/nao-existe`: the 404 handler, no database), asked every
 * 20 ms while `lenta` runs: what another user waits while one request is served. The app must be listening on a real
 * socket (app.listen), so the requests compete for the event loop as they do in production.
 */
export async function esperasEnquanto<T>(base: string, lenta: Promise<T>): Promise<{ resultado: T; esperas: number[] }> {
  const esperas: number[] = [];
  let fim = false;
  const sondas = (async () => {
    while (!fim) {
      const t0 = performance.now();
      const r = await fetch(`${base}/nao-existe`);
      await r.arrayBuffer();
      esperas.push(performance.now() - t0);
      await new Promise((ok) => setTimeout(ok, 20));
    }
  })();
  const resultado = await lenta.finally(() => (fim = true));
  await sondas;
  return { resultado, esperas };
}

/** A multipart body with one file in the field `files`. */
export function multipartDeUmArquivo(nome: string, conteudo: Buffer, tipo = 'application/octet-stream') {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const corpo = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`),
    conteudo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { corpo, contentType: `multipart/form-data; boundary=${boundary}` };
}
