import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL binary as the `postgres` OS user (they refuse root). */
function asPostgres(bin: string, args: string[]): string {
  const cmd = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', join(BIN, bin), ...args]] : [join(BIN, bin), args];
  return execFileSync(cmd[0] as string, cmd[1] as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A private PostgreSQL 15 cluster in a temp folder (never the machine's server): trust on 127.0.0.1, fsync on. */
export class PrivateCluster {
  readonly data: string;
  readonly log: string;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.data = join(dir, 'pgdata');
    this.log = join(dir, 'postgres.log');
  }
  get serverUrl() {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }
  init() {
    mkdirSync(this.dir, { recursive: true });
    if (process.getuid?.() === 0)
      chownSync(
        this.dir,
        Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      );
    asPostgres('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  private opts() {
    return `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on -c max_connections=200`;
  }
  start() {
    asPostgres('pg_ctl', ['-D', this.data, '-l', this.log, '-o', this.opts(), '-w', '-t', '60', 'start']);
  }
  restart() {
    asPostgres('pg_ctl', ['-D', this.data, '-l', this.log, '-o', this.opts(), '-m', 'fast', '-w', '-t', '60', 'restart']);
  }
  /** stops the cluster and removes its folder; safe to call twice */
  destroy() {
    try {
      asPostgres('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    } catch {
      try {
        asPostgres('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* not running */
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A Node child process (API or worker) that can be SIGKILLed and started again, its output appended to a log file. */
export class Child {
  private proc: ChildProcess | null = null;
  starts = 0;
  /** everything it printed since its last start, and its last error-looking line */
  output = '';
  lastError = '';
  exit: string | null = null;
  constructor(
    readonly name: string,
    readonly args: string[],
    readonly env: () => NodeJS.ProcessEnv,
    readonly logFile: string,
    readonly cwd: string,
  ) {}
  start() {
    const out = createWriteStream(this.logFile, { flags: 'a' });
    const p = spawn(process.execPath, this.args, { cwd: this.cwd, env: this.env(), stdio: ['ignore', 'pipe', 'pipe'] });
    this.output = '';
    this.exit = null;
    const take = (d: Buffer) => {
      const t = d.toString();
      this.output = (this.output + t).slice(-20_000);
      const e = t.split('\n').find((l) => /^\w*Error|error:|FATAL/.test(l));
      if (e) this.lastError = e.slice(0, 200);
      out.write(d);
    };
    p.stdout?.on('data', take);
    p.stderr?.on('data', take);
    p.once('exit', (code, sig) => {
      this.exit = sig ?? String(code);
    });
    this.proc = p;
    this.starts++;
  }
  get running() {
    return this.proc !== null && this.proc.exitCode === null && this.proc.signalCode === null;
  }
  killSync() {
    if (this.running) this.proc!.kill('SIGKILL');
  }
  async kill(signal: NodeJS.Signals) {
    const p = this.proc;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    const gone = new Promise<void>((r) => p.once('exit', () => r()));
    p.kill(signal);
    const t = setTimeout(() => p.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(t);
  }
}
