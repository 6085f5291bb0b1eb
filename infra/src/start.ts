import { DEMO_PASSWORD, USUARIOS } from '@portal/core/demo/reference';
import { startStack } from './stack.ts';

/** `bash infra/start` ends here: starts the whole portal, prints where to find it, stops it all on Ctrl-C. */
const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const say = (s = '') => process.stdout.write(s + '\n');

process.env.LOG_LEVEL ??= 'warn';
console.error('[portal] iniciando: banco, migrações, dados de demonstração, SMTP local, Temporal, worker e API…');
const stack = await startStack({ logger: true, demoTrocas: true });

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.error(`\n[portal] ${signal}: parando tudo…`);
  const force = setTimeout(() => {
    console.error('[portal] não parou em 20 s; saindo assim mesmo');
    process.exit(1);
  }, 20_000);
  force.unref();
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
