import { DEMO_PASSWORD, USUARIOS } from '@portal/core/demo/reference';
import { startStack, type Stack } from './stack.ts';

/** `bash infra/start` ends here: starts the whole portal, prints where to find it, stops it all on Ctrl-C. */
const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const say = (s = '') => process.stdout.write(s + '\n');

process.env.LOG_LEVEL ??= 'warn';

// The handlers come before the start: a Ctrl-C during the migrations or while Temporal starts must stop what was
// started so far (without a handler Node dies at once, with no 'exit' event, and the Temporal dev server stayed).
const abort = new AbortController();
let stack: Stack | null = null;
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) {
    // a second Ctrl-C: out now ('exit' still kills the Temporal dev server)
    process.exit(130);
  }
  stopping = true;
  console.error(`\n[portal] ${signal}: parando tudo…`);
  // an interrupted start has nothing worth waiting long for; a running portal finishes its requests and workflow tasks
  const limite = stack ? 20_000 : 5_000;
  const force = setTimeout(() => {
    console.error(`[portal] não parou em ${limite / 1000} s; saindo assim mesmo`);
    process.exit(1);
  }, limite);
  force.unref();
  if (!stack) {
    // startStack stops what it started and rejects; the catch below exits
    abort.abort(new Error(`início interrompido (${signal})`));
    return;
  }
  try {
    await stack.stop();
    console.error('[portal] parado.');
    process.exit(0);
  } catch (e) {
    console.error('[portal] erro ao parar:', e);
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

console.error('[portal] iniciando: banco, migrações, dados de demonstração, SMTP local, Temporal, worker e API…');
try {
  stack = await startStack({ logger: true, demoTrocas: true, signal: abort.signal });
} catch (e) {
  if (abort.signal.aborted) {
    console.error('[portal] parado.');
    process.exit(0);
  }
  console.error('[portal] o portal não iniciou:', e instanceof Error ? e.message : e);
  process.exit(1);
}
if (stopping) {
  // the signal came as the start finished: the shutdown above found no stack yet
  await stack.stop().catch((e: unknown) => console.error('[portal] erro ao parar:', e));
  process.exit(0);
}

say();
say(bold('Portal de Distribuição no ar'));
for (const n of stack.notes) say(`  ! ${n}`);
say(`  Console .............. ${stack.url}`);
say(`  Caixa de saída ....... ${stack.url}/outbox   (e-mails recebidos pelo SMTP local, porta ${stack.smtpPort})`);
say(`  API (documentação) ... ${stack.url}/docs`);
say(`  Temporal UI .......... ${stack.temporalUiUrl ?? `(servidor externo em ${stack.temporalAddress})`}`);
say(
  `  Banco de dados ....... ${stack.pglite ? `PGlite embutido (${stack.databaseUrl.replace('pglite://', '')})` : stack.databaseUrl.replace(/\/\/[^@/]*@/, '//')}`,
);
say();
say(bold(`Acessos de demonstração (senha ${DEMO_PASSWORD}):`));
const w = Math.max(...USUARIOS.map((u) => u.email.length));
for (const u of USUARIOS) {
  const estado =
    u.estado === 'trocaObrigatoria'
      ? ' — troca de senha obrigatória'
      : u.estado === 'pendente'
        ? ' — cadastro pendente (sem senha)'
        : u.estado === 'bloqueada'
          ? ' — bloqueado'
          : '';
  say(`  ${u.email.padEnd(w)}  ${u.perfil}${u.dealer ? ` (${u.dealer})` : ''}${estado}`);
}
say();
say('Ctrl-C para parar.');
