/**
 * A load generator in its own process, so that its CPU is not the server's event loop: `medirChamadas` runs this file
 * with `--carga`, which sends each call from `clientes` concurrent clients for `segundos` (after a 1 s warm-up) and
 * answers each call's summary (requests/s, p50, p99 of the 200 answers; other answers counted as failures) as JSON.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { summary } from './lib.ts';

export interface Chamada {
  nome: string;
  url: string;
  token: string | null;
  method?: 'GET' | 'POST';
  body?: unknown;
}
export type Medida = ReturnType<typeof summary> & { falhas: number };

async function carga(chamadas: Chamada[], segundos: number, clientes: number): Promise<Medida[]> {
  const out: Medida[] = [];
  for (const c of chamadas) {
    const headers: Record<string, string> = c.token ? { authorization: `Bearer ${c.token}` } : {};
    if (c.body !== undefined) headers['content-type'] = 'application/json';
    const body = c.body !== undefined ? JSON.stringify(c.body) : undefined;
    for (const aquecimento of [true, false]) {
      const lat: number[] = [];
      let falhas = 0;
      const t0 = performance.now();
      const fim = t0 + (aquecimento ? 1000 : segundos * 1000);
      await Promise.all(
        Array.from({ length: clientes }, async () => {
          while (performance.now() < fim) {
            const a = performance.now();
            const r = await fetch(c.url, { method: c.method ?? 'GET', headers, body });
            await r.arrayBuffer();
            if (r.status === 200) lat.push(performance.now() - a);
            else falhas++;
          }
        }),
      );
      if (!aquecimento) out.push({ ...summary(c.nome, lat, performance.now() - t0), falhas });
    }
  }
  return out;
}

/** Runs the calls from a child process and returns their summaries. */
export async function medirChamadas(chamadas: Chamada[], o: { segundos: number; clientes: number }): Promise<Medida[]> {
  const filho = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--carga', JSON.stringify({ chamadas, ...o })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let saida = '';
  filho.stdout.on('data', (b: Buffer) => (saida += b.toString()));
  const codigo = await new Promise<number | null>((ok) => filho.on('close', ok));
  if (codigo !== 0) throw new Error(`gerador de carga saiu com ${codigo}`);
  return JSON.parse(saida) as Medida[];
}

if (process.argv[2] === '--carga' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { chamadas, segundos, clientes } = JSON.parse(process.argv[3]!) as { chamadas: Chamada[]; segundos: number; clientes: number };
  process.stdout.write(JSON.stringify(await carga(chamadas, segundos, clientes)));
  process.exit(0);
}
