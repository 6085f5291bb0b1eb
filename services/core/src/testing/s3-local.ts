import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** gofakes3 (MIT), an in-memory S3-compatible server, installed by `infra/test` with `go install`. */
function gofakes3(): string {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    process.env.GOPATH ? join(process.env.GOPATH, 'bin') : '',
    join(process.env.HOME ?? '', 'go', 'bin'),
  ];
  const found = dirs
    .filter(Boolean)
    .map((d) => join(d, 'gofakes3'))
    .find((p) => existsSync(p));
  if (!found)
    throw new Error('gofakes3 não encontrado: rode `bash infra/test` (instala com go install github.com/johannesboyne/gofakes3/cmd/gofakes3@v1.2.0).');
  return found;
}

const portaLivre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts an S3-compatible server on a free port (buckets created on first use); resolves once it answers HTTP. */
export async function iniciarS3Local(): Promise<S3Local> {
  const porta = await portaLivre();
  const child: ChildProcess = spawn(gofakes3(), ['-backend', 'memory', '-autobucket', '-host', `127.0.0.1:${porta}`], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${porta}`;
  const limite = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gofakes3 terminou ao iniciar (código ${child.exitCode})`);
    const ok = await fetch(endpoint, { signal: AbortSignal.timeout(500) }).then(
      () => true,
      () => false,
    );
    if (ok) break;
    if (Date.now() > limite) {
      child.kill('SIGKILL');
      throw new Error('gofakes3 não respondeu em 15 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
