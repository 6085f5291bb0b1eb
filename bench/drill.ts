/**
 * Fault drill — "nothing acknowledged is lost". Runs the whole portal on a private PostgreSQL 15 cluster, its own
 * Temporal dev server and SMTP catcher, the API and the worker as child processes; drives a mixed write load over HTTP
 * while it restarts PostgreSQL, SIGKILLs the API and the worker, and stops Temporal; then checks the events, the
 * streams, the read models and the e-mails. Exit code 1 when anything acknowledged is lost or duplicated, a stream is
 * not contiguous, or the read models differ from a rebuild.
 *
 * Swap requests made to expire during the load check that a timer crossing the faults fires exactly once. Direct-sales
 * orders are created, saved (data-only: the one-statement path) and moved (the transaction path), with some saves in
 * flight when the API is killed; boletos are issued just before the worker is killed and must be registered at the
 * sandbox bank exactly once; commission invoices move step by step; a Preço import of thousands of rows runs across the
 * worker kill and the Temporal stop and must finish exactly once.
 *
 * Run: pnpm drill            (~50 s of load, 600 demo vehicles)
 *      pnpm drill --short    (CI: ~25 s of load, 150 demo vehicles)
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDb } from '@portal/core/db/connect';
import { startSmtpCatcher } from '@portal/infra/src/smtp-catcher.ts';
import { freePort, findTemporalCli, startTemporalDevServer, type TemporalDevServer } from '../workflows/src/temporal-dev.ts';
import { Child, PrivateCluster } from './drill/cluster.ts';
import { Api, answers, type WriteRecord } from './drill/client.ts';
import { preparar } from './drill/preparo.ts';
import { BOLETOS_NA_RAJADA, PEDIDOS_NA_RAJADA, novasEscritas } from './drill/escritas.ts';
import { conferirBoletos, naoEmitidos } from './drill/boletos.ts';
import { arquivoDePrecos, conferirImportacao, enviarImportacao, progresso, terminou } from './drill/importacao.ts';
import { checkAll } from './drill/checks.ts';
import { conferirExpiracoes, expiradas, trocasQueVencem } from './drill/expiracoes.ts';
import { VARRER_TROCAS_AGORA, VARRER_TROCAS_ID } from '@portal/contracts/swaps/workflows';
import { VARRER_BOLETOS_AGORA, VARRER_BOLETOS_ID } from '@portal/contracts/boletos/workflows';
import { VARRER_IMPORTACOES_AGORA, VARRER_IMPORTACOES_ID } from '@portal/contracts/imports/workflows';

const SHORT = process.argv.includes('--short');
const LOAD_S = SHORT ? 25 : 50;
const CLIENTS = SHORT ? 10 : 12;
const VEICULOS = process.env.DEMO_VEICULOS ?? (SHORT ? '150' : '600');
/** what the orders, boletos and invoices of the load need, prepared before it; the rows of the import in flight */
const PREPARO = SHORT
  ? { rascunhos: 12, reservas: 4, boletos: BOLETOS_NA_RAJADA + 6, notas: 6 }
  : { rascunhos: 20, reservas: 8, boletos: BOLETOS_NA_RAJADA + 12, notas: 10 };
const LINHAS_IMPORTACAO = SHORT ? 60_000 : 100_000;
const PASSWORD = 'Portal@2026';
const ROOT = resolve(import.meta.dirname, '..');
const t0 = Date.now();
const el = () => ((Date.now() - t0) / 1000).toFixed(1).padStart(6);
const log = (m: string) => console.log(`[${el()} s] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = promisify(execFile);

const dir = mkdtempSync(join(tmpdir(), 'portal-drill-'));
chmodSync(dir, 0o755); // the postgres OS user runs the cluster in a folder inside it
const cluster = new PrivateCluster(join(dir, 'pg'), await freePort());
const dbUrl = `${cluster.serverUrl}/portal`;
let temporal: TemporalDevServer | null = null;
const temporalPort = await freePort();
const temporalAddress = `127.0.0.1:${temporalPort}`;
const temporalFile = join(dir, 'temporal.db');
const apiPort = await freePort();
const jwt = randomBytes(32).toString('hex');
let seedDemo = true;
const api = new Child(
  'api',
  ['--import', 'tsx', 'services/api/src/server.ts'],
  () => ({
    ...process.env,
    DATABASE_URL: dbUrl,
    JWT_SECRET: jwt,
    PORTAL_ENV: 'development',
    SEED_DEMO: String(seedDemo),
    DEMO_VEICULOS: VEICULOS,
    TEMPORAL_ADDRESS: temporalAddress,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${apiPort}`,
    RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'warn',
  }),
  join(dir, 'api.log'),
  ROOT,
);
let smtpPort = 0;
const worker = new Child(
  'worker',
  ['--import', 'tsx', 'workflows/src/main.ts'],
  () => ({ ...process.env, DATABASE_URL: dbUrl, TEMPORAL_ADDRESS: temporalAddress, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) }),
  join(dir, 'worker.log'),
  ROOT,
);

// a supervisor, as a container runtime would be: a process that dies on its own (not killed by the drill) comes back
let supervising = true;
const crashes: string[] = [];
const readiness: string[] = [];
/** starts a child and logs how long it takes to be ready (API: answers HTTP; worker: polls its task queue) */
function startWatched(c: Child) {
  const s = Date.now();
  const n = c.starts + 1;
  c.start();
  void (async () => {
    for (;;) {
      if (c.starts !== n) return;
      const ready =
        c === api
          ? await fetch(`http://127.0.0.1:${apiPort}/api/v1/participantes/sessao`, { signal: AbortSignal.timeout(1000) }).then(
              (r) => r.status < 500,
              () => false,
            )
          : c.output.includes('[worker] fila portal');
      if (ready) {
        const m = `${c.name} (início ${n}) pronto em ${((Date.now() - s) / 1000).toFixed(1)} s`;
        readiness.push(m);
        log(m);
        return;
      }
      await sleep(250);
    }
  })();
}
const killedByDrill = new Set<Child>();
const supervisor = setInterval(() => {
  for (const c of [api, worker]) {
    if (supervising && c.starts > 0 && !c.running && !killedByDrill.has(c)) {
      log(`${c.name} terminou sozinho (código ${c.exit}): reiniciando (supervisor)`);
      crashes.push(`${el()} s ${c.name} terminou sozinho (${c.exit}); última linha de erro: ${c.lastError}`);
      startWatched(c);
    }
  }
}, 1000);

const faults: { at: string; what: string; ms: number }[] = [];
async function fault(what: string, f: () => Promise<void> | void) {
  const s = Date.now();
  log(`falha: ${what}`);
  await f();
  faults.push({ at: el(), what, ms: Date.now() - s });
}
async function killAndStart(c: Child, pauseMs: number) {
  killedByDrill.add(c);
  await c.kill('SIGKILL');
  await sleep(pauseMs);
  startWatched(c);
  killedByDrill.delete(c);
}

// whatever happens, the children and the private cluster do not outlive the drill
let cleaned = false;
function cleanupSync() {
  if (cleaned) return;
  cleaned = true;
  for (const c of [api, worker]) c.killSync();
  temporalPid().forEach((pid) => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  });
  cluster.destroy();
  if (!process.env.DRILL_KEEP) rmSync(dir, { recursive: true, force: true });
}
const temporalPid = () => (temporal ? [temporal.pid] : []);
process.on('exit', cleanupSync);
for (const s of ['SIGINT', 'SIGTERM'] as const) process.once(s, () => process.exit(130));

let exitCode = 1;
try {
  log(`pasta ${dir}; PostgreSQL privado na porta ${cluster.port}`);
  cluster.init();
  cluster.start();
  temporal = await startTemporalDevServer({ port: temporalPort, dbFilename: temporalFile, headless: true });
  log(`Temporal em ${temporal.address} (persistido em ${temporalFile})`);
  // the API migrates and seeds (SEED_DEMO=true) the first time
  startWatched(api);
  const http = new Api(`http://127.0.0.1:${apiPort}`);
  const admin = await http.login('admin@demo.portal.com.br', PASSWORD, 600_000);
  seedDemo = false;
  log(`API em ${http.base}, migrada e com dados de demonstração (${VEICULOS} veículos)`);
  const ownerDb = createDb({ url: dbUrl, max: 3 });
  const catcher = await startSmtpCatcher({ db: ownerDb, port: 0 });
  smtpPort = catcher.port;
  startWatched(worker);
  while (!worker.output.includes('[worker] fila portal')) await sleep(250);
  log(`SMTP em 127.0.0.1:${smtpPort}; worker pronto`);
  const vendaDireta = await http.login('vendadireta@demo.portal.com.br', PASSWORD);
  const financeiro = await http.login('financeiro@demo.portal.com.br', PASSWORD);
  const preparo = await preparar(ownerDb, PREPARO);
  const arquivo = await arquivoDePrecos(ownerDb, LINHAS_IMPORTACAO);
  log(
    `preparado: ${preparo.rascunhos.length} pedidos em cadastro, ${preparo.reservas.length} veículos reservados para pedido, ${preparo.paraBoleto.length} pedidos aguardando boleto, ${preparo.notas.length} notas fiscais em provisionamento; CSV de ${arquivo.linhas} preços`,
  );

  // ---- the plan: which vehicles each write touches (one write per vehicle and kind, so refusals stay rare)
  // a pool: its idle connections die with each PostgreSQL restart
  const q = new pg.Pool({ connectionString: dbUrl, max: 2 });
  q.on('error', () => undefined);
  const dealersRows = (
    await q.query<{ id: number; codigo_dealer: string }>(`select id, codigo_dealer from concessionarias where codigo_dealer = any($1)`, [
      ['JLR001', 'JLR002', 'JLR005', 'JLR009', 'JLR013'],
    ])
  ).rows;
  const dealerLogin: Record<string, string> = {
    JLR001: 'dealer.morumbi',
    JLR002: 'dealer.jardins',
    JLR005: 'dealer.barra',
    JLR009: 'dealer.brasilia',
    JLR013: 'dealer.poa',
  };
  const dealers = await Promise.all(
    dealersRows.map(async (d) => ({
      id: d.id,
      codigo: d.codigo_dealer,
      login: dealerLogin[d.codigo_dealer]!,
      token: await http.login(`${dealerLogin[d.codigo_dealer]}@demo.portal.com.br`, PASSWORD),
    })),
  );
  const byId = new Map(dealers.map((d) => [d.id, d]));
  const veic = (
    await q.query<{ id: number; status: number; concessionaria_id: number | null }>(`select id, status, concessionaria_id from veiculos order by id`)
  ).rows;
  const shuffle = <T>(a: T[]) => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  const cota = veic.filter((v) => v.status === 0);
  const paraAlocar = shuffle(cota.filter((v) => v.id % 2 === 0));
  const paraFaturar = shuffle(cota.filter((v) => v.id % 2 === 1 && v.concessionaria_id !== null && byId.has(v.concessionaria_id)));
  const paraTroca = shuffle(veic.filter((v) => v.status === 11 && v.concessionaria_id !== null));
  const pedidosTroca = shuffle(paraTroca.flatMap((v) => dealers.filter((d) => d.id !== v.concessionaria_id).map((d) => ({ v, d }))));
  const usuarios = (
    await q.query<{ email: string }>(
      // not an account with a link just sent (the pending registration's): a request within a minute of it sends nothing new
      `select email from participantes p where email like '%@demo.portal.com.br' and email <> 'bloqueado@demo.portal.com.br'
          and not exists (select 1 from links_senha l where l.participante_id = p.id and l.finalidade in ('redefinir', 'cadastro')
                           and l.usado_em is null and l.expira_em > now())
        order by id`,
    )
  ).rows
    .map((r) => r.email)
    .slice(0, 30);
  // one an account: a second request within a minute sends nothing new (REENVIO_MINIMO_SEGUNDOS), so each acknowledged
  // request must have its own link event and e-mail — a retry after a lost answer finds the first attempt's
  const esqueci = shuffle([...usuarios]);
  log(
    `plano: ${paraAlocar.length} para alocar, ${paraFaturar.length} para faturar, ${pedidosTroca.length} pedidos de troca possíveis, ${esqueci.length} esqueci-senha`,
  );

  // ---- swap requests due across the load window: their expiry timers must cross the faults and fire exactly once
  const nVencem = SHORT ? 8 : 16;
  const inicioVencimentos = Date.now() + 3000;
  const vencem = await trocasQueVencem(ownerDb, nVencem, (i) => new Date(inicioVencimentos + LOAD_S * 1000 * (0.1 + (0.85 * i) / (nVencem - 1))));
  const varrerTrocas = () =>
    run(findTemporalCli(), ['workflow', 'signal', '--address', temporalAddress, '--workflow-id', VARRER_TROCAS_ID, '--name', VARRER_TROCAS_AGORA]).catch(
      (e: unknown) => log(`sinal ${VARRER_TROCAS_AGORA} não enviado: ${String(e)}`),
    );
  await varrerTrocas();
  log(`${vencem.length} pedidos de troca vencendo entre ${vencem[0]!.venceEm} e ${vencem[vencem.length - 1]!.venceEm}`);

  // ---- the load
  const records: WriteRecord[] = [];
  const inflight = new Set<Promise<unknown>>();
  const novas = novasEscritas(http, preparo, { morumbi: dealers.find((d) => d.codigo === 'JLR001')!.token, vendaDireta, financeiro, admin });
  await novas.precarregar();
  const loadEnd = Date.now() + LOAD_S * 1000;
  /** a write outside the clients' loop (the bursts before a fault): waited for and recorded as theirs are */
  const lancar = (p: Promise<WriteRecord | null>) => {
    const q2 = p.then((rec) => {
      if (rec) records.push(rec);
      return rec;
    });
    inflight.add(q2);
    void q2.finally(() => inflight.delete(q2));
  };
  /** what stood in flight at each fault: the report shows that the new kinds of write crossed them */
  const marcos: string[] = [];
  const contato = { contatoNome: 'Drill', contatoEmail: 'drill@exemplo.com.br', contatoTelefone: '(11) 98765-4321', comentario: 'drill' };
  async function umaEscrita(): Promise<WriteRecord | null> {
    const n = Math.random();
    const nova = n < 0.2 ? novas.pedido() : n < 0.27 ? novas.nota() : n < 0.31 ? novas.boleto() : null;
    const rec = nova ? await nova : null;
    if (rec) return rec;
    const r = Math.random();
    if (r < 0.3 && paraFaturar.length) {
      const v = paraFaturar.pop()!;
      const d = byId.get(v.concessionaria_id!)!;
      const porAdmin = Math.random() < 0.3;
      return http.write('faturamento', porAdmin ? 'admin' : d.login, porAdmin ? admin : d.token, 'PUT', 'veiculos/faturamentos/gerar', {
        veiculoId: [v.id],
        tipoVendaId: 1,
        tipoPagamentoId: 1,
        dealerSolicitante: d.id,
        dataFaturamento: null,
        faturarAssimQuePossivel: true,
      });
    }
    if (r < 0.55 && paraAlocar.length) {
      const v = paraAlocar.pop()!;
      const outros = dealers.filter((d) => d.id !== v.concessionaria_id);
      const d = outros[Math.floor(Math.random() * outros.length)]!;
      const rec = await http.write('alocacao', 'admin', admin, 'POST', 'veiculos/nova-alocacao', { veiculoIds: [v.id], concessionariaId: d.id });
      // an allocated vehicle is then billed by its new dealer (or the administrator for it)
      if (rec.outcome === 'acknowledged') paraFaturar.unshift({ ...v, concessionaria_id: d.id });
      return rec;
    }
    if (r < 0.8 && pedidosTroca.length) {
      const { v, d } = pedidosTroca.pop()!;
      return http.write('troca', d.login, d.token, 'POST', 'veiculos/troca/solicita', {
        ...contato,
        veiculoInteresseId: v.id,
        veiculosPropostos: [],
        confirmarSemVeiculo: true,
      });
    }
    if (esqueci.length) return http.write('esqueci-senha', 'público', null, 'POST', 'participantes/gerarLinkSenha/publico', { email: esqueci.pop()! });
    return null;
  }
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < loadEnd) {
      const p = umaEscrita();
      inflight.add(p);
      const rec = await p;
      inflight.delete(p);
      if (rec) records.push(rec);
      else await sleep(200);
      await sleep(50 + Math.random() * 150);
    }
  });
  // availability probe: a cheap signed-in read every 250 ms
  let probing = true;
  const probe = (async () => {
    while (probing) {
      await http.once('GET', 'participantes/sessao', { token: admin, timeoutMs: 2000 });
      await sleep(250);
    }
  })();
  const loadStart = Date.now();
  log(`carga: ${CLIENTS} clientes por ${LOAD_S} s`);

  // ---- the faults, spread over the load
  const at = (frac: number) => sleep(Math.max(0, loadStart + frac * LOAD_S * 1000 - Date.now()));
  await at(0.12);
  await fault('PostgreSQL: pg_ctl restart -m fast', () => cluster.restart());
  /** waits (at most `ms`) until the import's workflow is reading batches, so the next fault finds it under way */
  const importacaoEmCurso = async (ms: number) => {
    for (const ate = Date.now() + ms; Date.now() < ate && !/status [16],/.test(await progresso(q, arquivo));) await sleep(100);
  };
  /** order saves sent just before the API dies: their Idempotency-Key is sent again to the API that comes back */
  const pedidosNoAr = async (quando: string) => {
    for (let i = 0; i < PEDIDOS_NA_RAJADA; i++) lancar(novas.pedido(true));
    await sleep(20);
    const n = novas.emCurso('pedido-dados') + novas.emCurso('pedido-mover') + novas.emCurso('pedido-criar');
    marcos.push(`${quando}: ${n} escritas de pedido em curso`);
  };
  await at(0.3);
  await fault('API: SIGKILL, de volta após 1 s', async () => {
    await pedidosNoAr('API SIGKILL');
    await killAndStart(api, 1000);
  });
  // the import crosses the worker kill in the full drill (it resumes after its activity's heartbeat timeout, 2 minutes,
  // within the full drill's settle); in the short one it crosses the Temporal stop and the second PostgreSQL restart
  await at(SHORT ? 0.5 : 0.38);
  lancar(enviarImportacao(http, admin, arquivo));
  await at(0.46);
  if (!SHORT) await importacaoEmCurso(20_000);
  await fault('worker: SIGKILL no meio das atividades, de volta após 1 s', async () => {
    // boletos issued as the worker dies: their `boleto-<id>` workflows register them with the bank after it comes back
    for (let i = 0; i < BOLETOS_NA_RAJADA; i++) lancar(novas.boleto(true));
    await sleep(150);
    marcos.push(
      `worker SIGKILL: ${novas.emCurso('boleto')} pedidos de emissão de boleto em curso, ${await naoEmitidos(q, preparo.paraBoleto)} boletos ainda não emitidos; ${await progresso(q, arquivo)}`,
    );
    await killAndStart(worker, 1000);
  });
  await at(0.58);
  // on a slow machine the API's restart delays the upload: the stop waits for the import to run (else it waits for the sweep)
  if (SHORT) await importacaoEmCurso(20_000);
  await fault(`Temporal: parado por ${SHORT ? 8 : 10} s`, async () => {
    marcos.push(
      `Temporal parado: ${novas.emCurso('boleto')} emissões de boleto em curso, ${await naoEmitidos(q, preparo.paraBoleto)} boletos ainda não emitidos; ${await progresso(q, arquivo)}`,
    );
    await temporal!.stop();
    await sleep(SHORT ? 8000 : 10_000);
    temporal = await startTemporalDevServer({ port: temporalPort, dbFilename: temporalFile, headless: true });
  });
  await at(0.85);
  await fault('PostgreSQL: pg_ctl restart -m fast (2.ª vez) + API SIGKILL', async () => {
    marcos.push(`PostgreSQL (2.ª vez): ${await progresso(q, arquivo)}`);
    await pedidosNoAr('API SIGKILL (2.ª vez)');
    cluster.restart();
    await killAndStart(api, 500);
  });
  await Promise.all(clients);
  log(`carga terminada; esperando ${inflight.size} escritas em curso (novas tentativas até 60 s)`);
  await Promise.all(inflight);
  probing = false;
  await probe;
  // the outage is measured over the load and its retries, while the probe runs: not over the settle, where nothing asks
  const probeEnd = Date.now();

  // ---- settle: e-mails drain (the outbox sweep runs every 2 minutes; short mode asks it at once, as an operator would)
  const sinais: [string, string][] = [
    ['varrer-caixa-saida', 'varrerAgora'],
    [VARRER_BOLETOS_ID, VARRER_BOLETOS_AGORA],
    [VARRER_IMPORTACOES_ID, VARRER_IMPORTACOES_AGORA],
  ];
  const varrer = async () => {
    for (const [id, sinal] of sinais)
      await run(findTemporalCli(), ['workflow', 'signal', '--address', temporalAddress, '--workflow-id', id, '--name', sinal]).catch((e: unknown) =>
        log(`sinal ${sinal} não enviado: ${String(e)}`),
      );
  };
  if (SHORT) await varrer();
  // an import uploaded while Temporal was away is started by the sweep once it is a minute old: short mode asks every 10 s
  const settleUntil = Date.now() + (SHORT ? 90_000 : 150_000);
  let proximaVarredura = Date.now() + 10_000;
  const boletosPedidos = () => records.filter((r) => r.kind === 'boleto');
  for (;;) {
    const { rows } = await q.query<{ n: string }>(`select count(*) as n from emails_saida where enviado_em is null`);
    const vencidas = await expiradas(q, vencem);
    const boletosOk = (await naoEmitidos(q, preparo.paraBoleto)) === 0;
    const importacaoOk = await terminou(q, arquivo);
    if ((rows[0]!.n === '0' && vencidas === vencem.length && boletosOk && importacaoOk) || Date.now() > settleUntil) {
      log(
        `e-mails por enviar: ${rows[0]!.n}; trocas expiradas: ${vencidas} de ${vencem.length}; boletos não emitidos: ${await naoEmitidos(q, preparo.paraBoleto)}; ${await progresso(q, arquivo)}`,
      );
      break;
    }
    if (SHORT && Date.now() > proximaVarredura) {
      proximaVarredura = Date.now() + 10_000;
      await varrer();
    }
    await sleep(1000);
  }
  supervising = false;
  clearInterval(supervisor);
  await api.kill('SIGTERM');
  await worker.kill('SIGTERM');
  await catcher.stop();
  await ownerDb.destroy();

  // ---- the checks
  writeFileSync(join(dir, 'writes.json'), JSON.stringify(records, null, 1));
  const result = await checkAll({ q, records, answers, loadStart, loadEnd: probeEnd, dbUrl, root: ROOT });
  const exp = await conferirExpiracoes(q, vencem);
  const bol = await conferirBoletos(q, boletosPedidos());
  const imp = await conferirImportacao(
    q,
    arquivo,
    records.filter((r) => r.kind === 'importacao'),
  );
  await q.end();
  console.log(`\nfalhas injetadas:`);
  for (const f of faults) console.log(`  ${f.at} s  ${f.what} (${(f.ms / 1000).toFixed(1)} s)`);
  console.log(`em curso nas falhas:`);
  for (const m of marcos) console.log(`  ${m}`);
  console.log(`reinícios: ${readiness.join('; ')}`);
  console.log(`processos que terminaram sozinhos: ${crashes.length}`);
  for (const c of crashes) console.log(`  ${c}`);
  console.log(result.report);
  for (const l of [...bol.linhas, ...imp.linhas, ...exp.linhas]) console.log(l);
  const ok = result.ok && exp.ok && bol.ok && imp.ok;
  console.log(`\ndrill ${SHORT ? '--short ' : ''}em ${((Date.now() - t0) / 1000).toFixed(0)} s: ${ok ? 'OK' : 'FALHOU'}`);
  exitCode = ok ? 0 : 1;
} catch (e) {
  console.error(e);
  console.error(`logs: ${dir}/api.log, worker.log, pg/postgres.log`);
} finally {
  supervising = false;
  clearInterval(supervisor);
  await api.kill('SIGKILL').catch(() => undefined);
  await worker.kill('SIGKILL').catch(() => undefined);
  await temporal?.stop().catch(() => undefined);
  temporal = null;
  cleanupSync();
  if (process.env.DRILL_KEEP) console.log(`logs e escritas em ${dir}`);
}
process.exit(exitCode);
