/**
 * The portal's day under load (issue "Reads that stay fast while the portal is being written"): 60 dealer-side users
 * and 10 back-office users read the vehicle lists, the swap, boleto and order lists, the home reports, the BI
 * dashboards, the KPI summaries and the order screen — each request a different page, filter set or dealer, drawn from
 * a mix (bench/dia/chamadas.ts) in a process of their own — while a writer process makes ~20 writes a second through the
 * API (order saves, billing requests, vehicles moved, swap requests and answers) and a 100,000-row Faturamento import
 * runs through the real upload and its Temporal workflow. The API runs as the production server does
 * (services/api/src/server.ts: its own process, the read cache on unless PORTAL_SEM_CACHE_DE_LEITURA=1 is exported,
 * the rate limits counting — their quotas ×100 with LIMITES_ESCALA, seventy people share one address here), beside
 * the portal's worker and a Temporal dev server.
 *
 * Prints per call: requests/s, p50, p99, max (ms) and the answers not 2xx; the writes per kind; where the import got
 * to; the read cache's hits and misses of each API process (read from its stdout when it stops:
 * PORTAL_ESTATISTICAS_DO_CACHE=1); and the load average of the machine before and after.
 *
 * `--processos 2`: two API processes and two workers behind one address — a small round-robin HTTP proxy in this
 * process (bench/dia/proxy.ts) — with figures per process and together. One process is reached directly.
 *
 * Run: pnpm bench:dia [veiculos=100000] [segundos=120] [--processos N]
 *   BENCH_DB=<url>: a database kept between runs (filled on the first: demo data, the vehicles, the users); otherwise
 *   a scratch one, dropped at the end. DIA_ESCRITAS_POR_SEGUNDO (default 20); DIA_SEM_IMPORTACAO=1 leaves the import out.
 *   DIA_PAUSA_MS: each user's mean pause between two requests (drawn from an exponential; default 0: no pause, the
 *   users as fast as the API answers — the saturation throughput, where the latency is mostly the queue, 70 users over
 *   the requests/s; a person reading a list pauses seconds). DIA_PERFIL_API=<dir>: the API processes' CPU profiles.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { TokenService } from '@portal/core/access/tokens';
import { dropDatabase } from '@portal/core/db/connect';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { freePort, startTemporalDevServer } from '../workflows/src/temporal-dev.ts';
import { Child } from './drill/cluster.ts';
import { Api } from './drill/client.ts';
import { SERVER } from './lib.ts';
import { MOLDES, moldesDe, sortear, type Contexto, type Usuario } from './dia/chamadas.ts';
import { alvos, arquivoFaturamento, pedidosPorDealer, prepararBase, rascunhos, SENHA } from './dia/preparo.ts';
import { proxyRoundRobin, type Proxy } from './dia/proxy.ts';
import type { Entrada as EntradaEscritor } from './dia/escritor.ts';

const args = process.argv.slice(2);
const iP = args.indexOf('--processos');
const PROCESSOS = iP >= 0 ? Number(args[iP + 1]) : 1;
const posicionais = args.filter((a, i) => !a.startsWith('--') && (iP < 0 || i !== iP + 1));
const VEICULOS = Number(posicionais[0] ?? 100_000);
const SEGUNDOS = Number(posicionais[1] ?? 120);
const ESCRITAS = Number(process.env.DIA_ESCRITAS_POR_SEGUNDO ?? 20);
const PAUSA_MS = Number(process.env.DIA_PAUSA_MS ?? 0);
const SEM_CACHE = process.env.PORTAL_SEM_CACHE_DE_LEITURA === '1';
const ROOT = resolve(import.meta.dirname, '..');
const t0 = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const carga = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

const criada = !process.env.BENCH_DB;
const url = process.env.BENCH_DB ?? `${SERVER}/portal_dia_${randomBytes(4).toString('hex')}`;
const dir = mkdtempSync(join(tmpdir(), 'portal-dia-'));
const jwt = randomBytes(32).toString('hex');
const tokens = new TokenService(jwt);

log(`carga da máquina (1/5/15 min): ${carga()}; ${PROCESSOS} processo(s) de API, cache de leitura ${SEM_CACHE ? 'DESLIGADO' : 'ligado'}`);
const { db, usuarios: contas } = await prepararBase(url, VEICULOS, tokens);
const temporal = await startTemporalDevServer({ headless: true });
const filhos: Child[] = [];
let proxy: Proxy | null = null;

function iniciarWorker(k: number): Child {
  const w = new Child(
    `worker ${k}`,
    ['--import', 'tsx', 'workflows/src/testing/worker-filho.ts'],
    () => ({ ...process.env, DATABASE_URL: url, TEMPORAL_ADDRESS: temporal.address, ARQUIVOS_DIR: join(dir, 'dados', 'arquivos') }),
    join(dir, `worker-${k}.log`),
    ROOT,
  );
  w.start();
  filhos.push(w);
  return w;
}
async function iniciarApi(k: number): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const api = new Child(
    `API ${k}`,
    [...(process.env.DIA_PERFIL_API ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.DIA_PERFIL_API] : []), '--import', 'tsx', 'services/api/src/server.ts'],
    () => ({
      ...process.env,
      DATABASE_URL: url,
      JWT_SECRET: jwt,
      PORTAL_ENV: 'development',
      TEMPORAL_ADDRESS: temporal.address,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(dir, 'dados'),
      RATE_LIMIT_MAX: '1000000',
      LIMITES_ESCALA: '100',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      PORTAL_ESTATISTICAS_DO_CACHE: '1',
    }),
    join(dir, `api-${k}.log`),
    ROOT,
  );
  api.start();
  filhos.push(api);
  const base = `http://127.0.0.1:${port}`;
  for (const ate = Date.now() + 180_000; ;) {
    const pronto = await fetch(`${base}/api/v1/participantes/sessao`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (pronto) break;
    if (!api.running || Date.now() > ate) throw new Error(`${api.name} não subiu: ${api.output.slice(-2000)}`);
    await sleep(250);
  }
  return { child: api, url: base };
}

/** Runs a bench child (tsx) with its input in a JSON file and answers its last stdout line as JSON. */
function filho<T>(arquivo: string, entrada: unknown): Promise<T> {
  const json = join(dir, `${arquivo.replace(/\W/g, '-')}.json`);
  writeFileSync(json, JSON.stringify(entrada));
  return new Promise((ok, falha) => {
    const p = spawn(process.execPath, ['--import', 'tsx', arquivo, json], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d));
    p.on('close', (code) => {
      if (code !== 0) return falha(new Error(`${arquivo} saiu com ${code}`));
      ok(JSON.parse(out.trim().split('\n').pop()!) as T);
    });
  });
}

let codigo = 0;
try {
  // ---- the processes
  const workers = Array.from({ length: PROCESSOS }, (_, k) => iniciarWorker(k + 1));
  const apis: { child: Child; url: string }[] = [];
  for (let k = 1; k <= PROCESSOS; k++) apis.push(await iniciarApi(k));
  while (!workers.every((w) => w.output.includes('[worker] pronto'))) {
    if (workers.some((w) => !w.running)) throw new Error(`worker parou: ${workers.map((w) => w.output.slice(-1000)).join('\n')}`);
    await sleep(250);
  }
  if (PROCESSOS > 1) proxy = await proxyRoundRobin(apis.map((a) => a.url));
  const base = proxy?.url ?? apis[0]!.url;
  log(`${PROCESSOS} API(s) e worker(s) prontos; endereço ${base}${proxy ? ' (proxy round-robin)' : ''}; Temporal ${temporal.address}`);

  // ---- the users signed in, the writes' targets, the import's file
  const http = new Api(base);
  const admin = await http.login('admin@demo.portal.com.br', SENHA);
  const usuarios: Usuario[] = [];
  for (const c of contas) usuarios.push({ login: c.email, token: await http.login(c.email, SENHA), dealerId: c.dealerId, perfil: c.perfil });
  const dealers = [...new Set(usuarios.flatMap((u) => (u.dealerId === null ? [] : [u.dealerId])))];
  const doDealer = (id: number) => usuarios.filter((u) => u.dealerId === id);
  const umDe = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const nAlvos = Math.ceil(ESCRITAS * SEGUNDOS * 0.3) + 50;
  const a = await alvos(db, dealers, nAlvos);
  // pending swap requests for the writer to answer (made now through the API, as a dealer makes them)
  const pedidosDeTroca = a.trocar.slice(0, 120);
  const contato = { contatoNome: 'Bench', contatoEmail: 'bench@exemplo.com.br', contatoTelefone: '(11) 98765-4321', comentario: 'bench:dia' };
  for (let i = 0; i < pedidosDeTroca.length; i += 8)
    await Promise.all(
      pedidosDeTroca.slice(i, i + 8).map((v) => {
        const quem = umDe(usuarios.filter((u) => u.dealerId !== null && u.dealerId !== v.concessionaria_id));
        return http.once('POST', 'veiculos/troca/solicita', {
          token: quem.token,
          body: { ...contato, veiculoInteresseId: v.id, veiculosPropostos: [], confirmarSemVeiculo: true },
        });
      }),
    );
  const pendentes = await db
    .selectFrom('trocas')
    .select(['id', 'concessionaria_dona_id'])
    .where('respondido_em', 'is', null)
    .where('vence_em', '>', new Date())
    .where('concessionaria_dona_id', 'in', dealers)
    .orderBy('id', 'desc')
    .limit(400)
    .execute();
  const r = await rascunhos(db, 8);
  const morumbi = doDealer(r.dealerId)[0] ?? null;
  const importacao = process.env.DIA_SEM_IMPORTACAO === '1' ? null : await arquivoFaturamento(db, 100_000, dir);
  const hoje = dataEmSaoPaulo(new Date());
  const contexto: Contexto = { dealers, pedidos: await pedidosPorDealer(db), ano: Number(hoje.slice(0, 4)), mes: Number(hoje.slice(5, 7)) };

  // ---- each call once per profile: a profile that may not make it leaves it out of its users' mix
  const recusadas: Record<string, string[]> = {};
  const avisos: string[] = [];
  for (const perfil of [...new Set(usuarios.map((u) => u.perfil))]) {
    const u = usuarios.find((x) => x.perfil === perfil)!;
    for (const m of moldesDe(u, {})) {
      const p = sortear(u, [m], contexto);
      if (!p) continue;
      const resp = await http.once(p.method, p.path, { token: u.token, ...(p.body !== undefined ? { body: p.body } : {}) });
      if (resp?.status === 401 || resp?.status === 403 || resp?.status === 404) (recusadas[perfil] ??= []).push(m.nome);
      else if (!resp || resp.status >= 300) {
        (recusadas[perfil] ??= []).push(m.nome);
        avisos.push(`${m.nome} como ${perfil}: ${resp?.status} ${JSON.stringify(resp?.json).slice(0, 200)}`);
      }
    }
  }
  for (const [p, ns] of Object.entries(recusadas)) log(`perfil ${p}: fora da mistura (sem permissão ou recusadas): ${ns.join(', ')}`);
  for (const x of avisos) log(`atenção: ${x}`);
  const usados = new Set(usuarios.flatMap((u) => moldesDe(u, recusadas).map((m) => m.nome)));
  log(`${usuarios.length} usuários; ${usados.size} de ${MOLDES.length} chamadas na mistura; ${pendentes.length} trocas pendentes para responder`);

  // ---- the load: readers and writer, each in its own process, for SEGUNDOS
  const entradaEscritor: EntradaEscritor = {
    base,
    segundos: SEGUNDOS,
    porSegundo: ESCRITAS,
    admin,
    rascunhos: morumbi ? r.ids.map((id) => ({ id, token: morumbi.token })) : [],
    faturar: a.faturar.map((v) => ({ veiculoId: v.id, dealerId: v.concessionaria_id, token: umDe(doDealer(v.concessionaria_id)).token })),
    alocar: a.alocar.map((v) => ({ veiculoId: v.id, destinoId: umDe(dealers.filter((d) => d !== v.concessionaria_id)) })),
    solicitar: a.trocar.slice(pedidosDeTroca.length).map((v) => ({
      veiculoId: v.id,
      token: umDe(usuarios.filter((u) => u.dealerId !== null && u.dealerId !== v.concessionaria_id)).token,
    })),
    responder: pendentes.map((t) => ({ trocaId: t.id, token: umDe(doDealer(t.concessionaria_dona_id)).token })),
    importacao,
  };
  const antes = carga();
  log(
    `carga: ${usuarios.length} leitores${PAUSA_MS ? ` (pausa média de ${PAUSA_MS} ms entre pedidos)` : ' sem pausa'} e ~${ESCRITAS} escritas/s por ${SEGUNDOS} s${importacao ? ', com a importação de Faturamento de 100.000 linhas' : ''}`,
  );
  proxy?.zerar();
  const [leitura, escrita] = await Promise.all([
    filho<{ linhas: Record<string, unknown>[]; juntas: Record<string, unknown> }>('bench/dia/leitores.ts', {
      base,
      usuarios,
      contexto,
      recusadas,
      segundos: SEGUNDOS,
      pausaMs: PAUSA_MS,
    }),
    filho<{ linhas: Record<string, unknown>[]; importacao: unknown }>('bench/dia/escritor.ts', entradaEscritor),
  ]);
  const depois = carga();
  const porProcesso = proxy?.porProcesso() ?? null;

  // ---- the read cache's figures, printed by each API as it stops
  // (and the principals' cache: a miss is two statements before the request's own)
  const cache: { processo: string; acertos: number; faltas: number; razao: string; principais: string }[] = [];
  const figuras = (saida: string, marca: string) => {
    const m = new RegExp(`\\[${marca}\\] (\\{.*\\})`).exec(saida);
    return m ? (JSON.parse(m[1]!) as { acertos: number; faltas: number }) : { acertos: 0, faltas: 0 };
  };
  for (const [k, api] of apis.entries()) {
    await api.child.kill('SIGTERM');
    const s = figuras(api.child.output, 'leitura-em-cache');
    const p = figuras(api.child.output, 'principais-em-cache');
    const principais = `${p.acertos}/${p.faltas} (${pct(p.acertos, p.acertos + p.faltas)})`;
    cache.push({ processo: `API ${k + 1}`, acertos: s.acertos, faltas: s.faltas, razao: pct(s.acertos, s.acertos + s.faltas), principais });
  }
  const ac = cache.reduce((x, c) => x + c.acertos, 0);
  const fa = cache.reduce((x, c) => x + c.faltas, 0);

  const { rows } = await sql<{ n: number }>`select count(*)::int as n from veiculos`.execute(db);
  console.log(
    `\n== bench:dia — ${rows[0]!.n} veículos, ${PROCESSOS} processo(s) de API, cache de leitura ${SEM_CACHE ? 'DESLIGADO (PORTAL_SEM_CACHE_DE_LEITURA=1)' : 'ligado'}, ${SEGUNDOS} s, ${PAUSA_MS ? `pausa média ${PAUSA_MS} ms` : 'sem pausa'}`,
  );
  console.log(`carga da máquina (1/5/15 min): antes ${antes}; depois ${depois}`);
  console.log('\nLeituras (60 usuários de dealer + 10 do back-office), por chamada (ms):');
  console.table([...leitura.linhas, leitura.juntas].map(semOps));
  console.log('Escritas (processo escritor), por tipo (ms):');
  console.table(escrita.linhas.map(semOps));
  console.log(
    `Importação de Faturamento (100.000 linhas, upload real + workflow; ${importacao?.faturaveis ?? 0} de veículos com faturamento solicitado, à frente, e o resto recusado pela máquina):`,
    JSON.stringify(escrita.importacao),
  );
  if (porProcesso) {
    console.log('\nPor processo de API (medido no proxy, leituras e escritas):');
    console.table(porProcesso.map(semOps));
  }
  console.log('Cache de leitura (acertos/faltas desde o início de cada processo; principais: acertos/faltas do cache de sessões):');
  console.table([...cache, { processo: 'juntos', acertos: ac, faltas: fa, razao: pct(ac, ac + fa), principais: '' }]);
} catch (e) {
  console.error(e);
  codigo = 1;
} finally {
  await proxy?.close();
  for (const c of filhos) await c.kill('SIGTERM');
  await temporal.stop();
  await db.destroy();
  if (criada) await dropDatabase(url);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(codigo);

function pct(a: number, t: number) {
  return t ? `${((100 * a) / t).toFixed(1)}%` : '-';
}
function semOps(l: Record<string, unknown>) {
  const { ops: _o, seconds: _s, ...resto } = l;
  return Object.fromEntries(Object.entries(resto).map(([k, v]) => [k, typeof v === 'object' && v !== null ? JSON.stringify(v) : v]));
}
