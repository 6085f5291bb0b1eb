/**
 * Export of every vehicle of the overview to xlsx through POST /api/v1/relatorios/visao/geral, server and client apart:
 * the server runs alone in a child process (export-servidor.ts under `node --import tsx`, as in production); this
 * process is the client. The server's memory is read from /proc: its RSS once warm (one small export done first), then
 * its peak RSS (VmHWM, reset before the export) — the export's own memory is the difference.
 * Goals (issue 13): 100,000 rows < 2.5 s and the export's own memory < 200 MiB; 1,000,000 rows < 256 MiB, not growing.
 * Run on its own: tsx bench/vehicles-export.bench.ts <database-url>   (a database with demo users and vehicles)
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createDb } from '@portal/core/db/connect';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { STATUS_PADRAO_VISAO_GERAL } from '@portal/contracts/vehicles/status';

const url = process.argv[2];
if (!url) throw new Error('uso: tsx bench/vehicles-export.bench.ts <database-url>');

/** kB fields of /proc/<pid>/status (VmRSS, VmHWM) in MiB */
const mem = (pid: number, campo: 'VmRSS' | 'VmHWM') => {
  const m = new RegExp(`${campo}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(m?.[1] ?? 0) / 1024);
};

// SERVIDOR_FLAGS: extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof)
const flags = (process.env.SERVIDOR_FLAGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...flags, '--import', 'tsx', new URL('./export-servidor.ts', import.meta.url).pathname, url], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const linha = await new Promise<string>((resolve, reject) => {
    createInterface({ input: server.stdout! }).once('line', resolve);
    server.once('exit', (c) => reject(new Error(`servidor saiu com ${c}`)));
  });
  const base = `${(JSON.parse(linha) as { url: string }).url}/api/v1`;
  const login = await fetch(`${base}/participantes/entrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.portal.com.br', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const exportar = async (body: Record<string, unknown>) => {
    const r = await fetch(`${base}/relatorios/visao/geral`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    let bytes = 0;
    for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return { status: r.status, bytes };
  };
  const db = createDb({ url, max: 1 });
  const exported = await db
    .selectFrom('veiculos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', [...STATUS_PADRAO_VISAO_GERAL])
    .executeTakeFirstOrThrow();
  await db.destroy();

  // warm: the export's modules loaded and its statements prepared, on a few hundred rows
  await exportar({ status: [...STATUS_PADRAO_VISAO_GERAL], tipoModeloAgrupadoId: 1, mesDe: 1, mesAte: 1, anoDe: 2026, anoAte: 2026 });
  const pid = server.pid!;
  const rssAntes = mem(pid, 'VmRSS');
  writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  const amostras: number[] = [];
  const sampler = setInterval(() => amostras.push(mem(pid, 'VmRSS')), 50);
  const t0 = performance.now();
  const r = await exportar({ status: [...STATUS_PADRAO_VISAO_GERAL] });
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const pico = mem(pid, 'VmHWM');
  console.log(
    `exportação: ${Number(exported.n).toLocaleString('pt-BR')} veículos, ${(r.bytes / 1048576).toFixed(1)} MiB de xlsx em ${(ms / 1000).toFixed(2)} s (HTTP ${r.status}); ` +
      `servidor em processo próprio: RSS ${rssAntes} MiB aquecido → pico ${pico} MiB: a exportação usou ${pico - rssAntes} MiB; ` +
      // the RSS at each tenth of the run: flat once warm means the memory does not grow with the rows
      `RSS a cada décimo do tempo: ${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => amostras[Math.floor((d * amostras.length) / 10)] ?? '?').join(' ')} MiB`,
  );
} finally {
  server.kill('SIGTERM');
}
