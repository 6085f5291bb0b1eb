import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropDatabase } from '@portal/core/db/connect';
import { TEST_SERVER_URL } from '@portal/core/testing/db';
import { freePort, portIsFree } from '@portal/workflows/temporal-dev';
import { ROOT } from './stack.ts';

/** `node --import tsx infra/src/start.ts` as `bash infra/start` runs it, on its own database, ports and data folder. */
interface Started {
  child: ChildProcess;
  port: number;
  temporalPort: number;
  stdout(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const databases: string[] = [];
const folders: string[] = [];
const children: ChildProcess[] = [];

async function start(): Promise<Started> {
  const database = `${TEST_SERVER_URL}/portal_start_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  databases.push(database);
  const data = mkdtempSync(join(tmpdir(), 'portal-start-'));
  folders.push(data);
  const [port, smtp, temporalPort, ui] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = { ...process.env };
  // the dev server of its own, and links to where it listens
  delete env.TEMPORAL_ADDRESS;
  delete env.APP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      DATABASE_URL: database,
      PORT: String(port),
      SMTP_PORT: String(smtp),
      TEMPORAL_PORT: String(temporalPort),
      TEMPORAL_UI_PORT: String(ui),
      DATA_DIR: data,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, temporalPort, stdout: () => out, exited };
}

interface Answer {
  path: string;
  /** ms since the visitor started, when asked */
  at: number;
  status: number | null;
  error?: string;
  body?: string;
  retryAfter?: string | null;
}

/** A visitor asking every 50 ms, each request on its own connection, until stopped. */
function visitor(port: number) {
  const paths = ['/', '/api/v1/participantes/entrar', '/docs/json'];
  const answers: Answer[] = [];
  const pending = new Set<Promise<void>>();
  let i = 0;
  const t0 = Date.now();
  const ask = async (path: string) => {
    const slot: Answer = { path, at: Date.now() - t0, status: null };
    answers.push(slot);
    try {
      const r = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(15_000) });
      slot.status = r.status;
      slot.retryAfter = r.headers.get('retry-after');
      slot.body = await r.text();
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause;
      slot.error = cause?.code ?? (e as Error).name;
    }
  };
  const timer = setInterval(() => {
    const p = ask(paths[i++ % paths.length]!);
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }, 50);
  return {
    answers,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

const until = async (what: string, ok: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`esperando ${what} por ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

const socketTo = (port: number, then: (s: Socket) => void) =>
  new Promise<Socket>((resolve, reject) => {
    const s = connect(port, '127.0.0.1');
    s.on('error', () => {});
    s.once('connect', () => (then(s), resolve(s)));
    s.once('error', reject);
  });

const temporalPid = (port: number): number | null => {
  try {
    const out = execFileSync('pgrep', ['-f', `temporal server start-dev .*--port ${port} `], { encoding: 'utf8' }).trim();
    return out ? Number(out.split('\n')[0]) : null;
  } catch {
    return null;
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of databases.splice(0)) await dropDatabase(d).catch(() => {});
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

describe('bash infra/start (infra/src/start.ts) as a process', () => {
  it('answers every request during the start (503 Iniciando o portal…, page or JSON envelope) and hands over to the API (200) with no request left unanswered', async () => {
    const s = await start();
    const v = visitor(s.port);
    const held: Socket[] = [];
    try {
      await until('a primeira resposta', () => v.answers.some((a) => a.status !== null), 120_000);
      // what hung the old start: a visitor's socket that says nothing and half-closes (CLOSE-WAIT on the server), and
      // one that never finishes its request; neither may keep the API from serving nor the stop from ending
      held.push(await socketTo(s.port, (c) => c.end()), await socketTo(s.port, (c) => c.write('GET / HTTP/1.1\r\nHost: x\r\n')));
      await until('o banner', () => s.stdout().includes('Portal de Distribuição no ar'), 300_000);
      // a little of the running portal too
      const lidas = v.answers.length;
      await until('respostas depois do banner', () => v.answers.length > lidas + 20, 10_000);
    } finally {
      await v.stop();
    }

    // before the process listens the port refuses; from the first answer on, every request has one
    const first = v.answers.findIndex((a) => a.status !== null);
    expect(first).toBeGreaterThanOrEqual(0);
    const after = v.answers.slice(first);
    // what went unanswered, when and why (the error's code: refused, reset, timed out), for the message
    expect(after.filter((a) => a.status === null).map((a) => `${a.at} ms ${a.path}: ${a.error}`)).toEqual([]);
    // 503 while starting, then never again
    const firstServed = after.findIndex((a) => a.status !== 503);
    expect(firstServed).toBeGreaterThan(0);
    expect(after.slice(firstServed).filter((a) => a.status === 503)).toEqual([]);
    expect(
      after
        .slice(firstServed)
        .filter((a) => a.path === '/docs/json')
        .every((a) => a.status === 200),
    ).toBe(true);

    const starting = after.slice(0, firstServed);
    const page = starting.find((a) => a.path === '/')!;
    expect(page.body).toContain('Iniciando o portal…');
    expect(page.body).toContain('http-equiv="refresh"');
    expect(page.retryAfter).toBe('2');
    const api = starting.find((a) => a.path.startsWith('/api/'))!;
    expect(JSON.parse(api.body!)).toEqual({ success: false, data: null, errors: ['Iniciando o portal… Tente novamente em instantes.'] });
    expect(api.retryAfter).toBe('2');

    const sent = Date.now();
    s.child.kill('SIGINT');
    const { code } = await s.exited;
    expect(code).toBe(0);
    expect(Date.now() - sent).toBeLessThan(20_000);
    for (const c of held) c.destroy();
  }, 400_000);

  it('Ctrl-C in the middle of the start stops what was started, the Temporal dev server included, and exits', async () => {
    const s = await start();
    await until(
      'o primeiro 503',
      async () => (await fetch(`http://127.0.0.1:${s.port}/`, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.status === 503,
      120_000,
    );
    // the dev server is the one thing that outlived an interrupted start; it starts after the migrations and the demo
    // data (~40 s on a quiet machine, over 150 s while the CI's other integration files run beside this one)
    await until('o servidor Temporal de desenvolvimento', () => accepts(s.temporalPort), 300_000);
    const pid = temporalPid(s.temporalPort);
    expect(pid).not.toBeNull();
    // still starting (the worker bundles its workflows next): the API does not answer yet
    expect((await fetch(`http://127.0.0.1:${s.port}/api/v1/participantes/entrar`)).status).toBe(503);

    const sent = Date.now();
    s.child.kill('SIGINT');
    const { code } = await Promise.race([s.exited, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('não saiu em 10 s')), 10_000))]);
    expect(Date.now() - sent).toBeLessThan(10_000);
    expect(code).not.toBeNull();
    await until('o fim do servidor Temporal', () => !alive(pid!), 5_000);
    expect(await portIsFree(s.temporalPort)).toBe(true);
    expect(await portIsFree(s.port)).toBe(true);
  }, 460_000);
});
