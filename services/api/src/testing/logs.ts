import { Writable } from 'node:stream';

/** The app's log as JSON lines: `stream` goes to createTestApp's `logger`, `linhas` collects what it writes. */
export function capturarLogs() {
  const linhas: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) linhas.push(JSON.parse(l) as Record<string, unknown>);
      cb();
    },
  });
  return { linhas, stream };
}
