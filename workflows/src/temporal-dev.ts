import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { Connection } from '@temporalio/client';

export interface TemporalDevServer {
  /** gRPC address, e.g. 127.0.0.1:7233 */
  address: string;
  /** Web UI, or null when headless */
  uiUrl: string | null;
  pid: number;
  stop(): Promise<void>;
}

export interface TemporalDevOptions {
  /** persist under this file (SQLite); omitted = in memory */
  dbFilename?: string;
  /** gRPC port; 0 or omitted = a free port */
  port?: number;
  /** Web UI port; 0 or omitted = a free port; ignored when headless */
  uiPort?: number;
  headless?: boolean;
  ip?: string;
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
  /** how long to wait for the server to accept connections */
  startTimeoutMs?: number;
  /** stops the server and gives up waiting for it (Ctrl-C during `infra/start`) */
  signal?: AbortSignal;
}

/** A free TCP port on the address (asks the OS; tiny race with other processes, fine for dev and tests). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, host, () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Whether the port can be bound on the address right now. */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.unref();
    s.once('error', () => resolve(false));
    s.listen(port, host, () => s.close(() => resolve(true)));
  });
}

/** The Temporal CLI: on PATH, or where `go install` puts it. */
export function findTemporalCli(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'temporal'))) return join(dir, 'temporal');
  }
  const candidates: string[] = [];
  if (process.env.GOPATH) candidates.push(join(process.env.GOPATH, 'bin', 'temporal'));
  try {
    candidates.push(join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin', 'temporal'));
  } catch {
    /* no go */
  }
  if (process.env.HOME) candidates.push(join(process.env.HOME, 'go', 'bin', 'temporal'));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error('Temporal CLI não encontrado: rode `bash infra/start` (instala com go install github.com/temporalio/cli/cmd/temporal@v1.5.1).');
  return found;
}

const children = new Set<ChildProcess>();
let exitHookInstalled = false;
function killChildrenOnExit() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // last resort: never leave a dev server behind when this process ends
  process.on('exit', () => {
    for (const c of children) c.kill('SIGKILL');
  });
}

/**
 * `setpriv --pdeathsig KILL` (util-linux) where it exists: the kernel kills the dev server when this process dies,
 * even by SIGKILL, which no 'exit' handler sees. Elsewhere the 'exit' handler above is the last resort.
 */
let setpriv: string | null | undefined;
function withParentDeathSignal(cli: string, args: string[]): [string, string[]] {
  if (setpriv === undefined) {
    setpriv = null;
    if (process.platform === 'linux') {
      try {
        if (execFileSync('setpriv', ['--help'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).includes('--pdeathsig')) setpriv = 'setpriv';
      } catch {
        /* no util-linux setpriv */
      }
    }
  }
  return setpriv ? [setpriv, ['--pdeathsig', 'KILL', '--', cli, ...args]] : [cli, args];
}

async function accepts(address: string): Promise<boolean> {
  let conn: Connection | null = null;
  try {
    conn = await Connection.connect({ address, connectTimeout: 1000 });
    await conn.workflowService.getSystemInfo({});
    return true;
  } catch {
    return false;
  } finally {
    await conn?.close().catch(() => {});
  }
}

/** Starts `temporal server start-dev` as a child process and waits until it answers. */
export async function startTemporalDevServer(opts: TemporalDevOptions = {}): Promise<TemporalDevServer> {
  const ip = opts.ip ?? '127.0.0.1';
  const port = opts.port || (await freePort(ip));
  const headless = opts.headless ?? false;
  const uiPort = headless ? null : opts.uiPort || (await freePort(ip));
  const args = ['server', 'start-dev', '--ip', ip, '--port', String(port), '--log-level', opts.logLevel ?? 'error'];
  if (headless) args.push('--headless');
  else args.push('--ui-port', String(uiPort));
  if (opts.dbFilename) {
    mkdirSync(dirname(opts.dbFilename), { recursive: true });
    args.push('--db-filename', opts.dbFilename);
  }
  opts.signal?.throwIfAborted();
  const [command, commandArgs] = withParentDeathSignal(findTemporalCli(), args);
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  killChildrenOnExit();
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
    children.delete(child);
  });

  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const address = `${ip}:${port}`;
  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  const onAbort = () => void stop();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  while (!(await accepts(address))) {
    if (opts.signal?.aborted) {
      await stop();
      throw opts.signal.reason;
    }
    if (gone) throw new Error(`o servidor Temporal de desenvolvimento terminou ao iniciar: ${stderr.trim()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`o servidor Temporal de desenvolvimento não respondeu em ${address}: ${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // from here on whoever started it stops it (its cleanups); the abort no longer applies
  opts.signal?.removeEventListener('abort', onAbort);
  return { address, uiUrl: uiPort ? `http://${ip === '0.0.0.0' ? '127.0.0.1' : ip}:${uiPort}` : null, pid: child.pid ?? -1, stop };
}
