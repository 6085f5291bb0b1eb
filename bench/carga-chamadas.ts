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
  /** the request's address, or several of the same call (other dealers, months…): each client takes the next in turn */
  url: string | string[];
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
    const urls = [c.url].flat();
    for (const aquecimento of [true, false]) {
      const lat: number[] = [];
      let falhas = 0;
      let proxima = 0;
      const t0 = performance.now();
      const fim = t0 + (aquecimento ? 1000 : segundos * 1000);
      await Promise.all(
        Array.from({ length: clientes }, async () => {
          while (performance.now() < fim) {
            const a = performance.now();
            const r = await fetch(urls[proxima++ % urls.length]!, { method: c.method ?? 'GET', headers, body });
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

/**
 * The calls measured three times in this process's API (the read cache reads PORTAL_SEM_CACHE_DE_LEITURA on each call):
 * every request computing (cache off), the cache with no writes, and the cache with `escrever` run every second (a write
 * to a watched table, as any command makes: each changes the read version, so the next request computes again).
 * Prints each mode's table and a summary; calls whose name starts with 'baseline' are left out of the worst figures.
 */
export async function medirEmModos(chamadas: Chamada[], o: { segundos: number; clientes: number; escrever: () => Promise<unknown>; tabela: string }) {
  const modos = [
    { modo: 'sem cache (cada pedido calcula)', cache: false, escrita: false },
    { modo: 'com cache, sem escritas', cache: true, escrita: false },
    { modo: `com cache, 1 escrita em ${o.tabela} por segundo`, cache: true, escrita: true },
  ];
  const resumo = [];
  // BENCH_MODOS=sem: the cache off alone (what the read models answer by themselves)
  for (const m of process.env.BENCH_MODOS === 'sem' ? modos.filter((x) => !x.cache) : modos) {
    process.env.PORTAL_SEM_CACHE_DE_LEITURA = m.cache ? '0' : '1';
    const t = m.escrita ? setInterval(() => void o.escrever(), 1000) : null;
    const linhas = await medirChamadas(chamadas, { segundos: o.segundos, clientes: o.clientes });
    if (t) clearInterval(t);
    console.log(`\n== ${m.modo}`);
    console.table(linhas);
    const base = linhas.find((l) => l.name.startsWith('baseline'));
    const daApi = linhas.filter((l) => l !== base);
    const pior = daApi.reduce((x, l) => (l.p99 > x.p99 ? l : x));
    resumo.push({
      modo: m.modo,
      'pior p99 (ms)': pior.p99,
      'chamada do pior': pior.name,
      'pior p50 (ms)': Math.max(...daApi.map((l) => l.p50)),
      'pior máximo (ms)': Math.max(...daApi.map((l) => l.max)),
      ...(base ? { 'baseline p99 (ms)': base.p99 } : {}),
      falhas: daApi.reduce((x, l) => x + l.falhas, 0),
    });
  }
  delete process.env.PORTAL_SEM_CACHE_DE_LEITURA;
  console.table(resumo);
  return resumo;
}
