import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// a minimal Storage for the session module (the console runs in a browser; these tests run in Node)
const mem = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => mem.get(k) ?? null,
    setItem: (k: string, v: string) => void mem.set(k, v),
    removeItem: (k: string) => void mem.delete(k),
    clear: () => mem.clear(),
  },
});

const { call } = await import('./api-client.ts');
const { storeLogin } = await import('./storage.ts');

let server: Server;
const seen: { method: string; key: string | undefined }[] = [];
let plan: ('drop' | 503 | 200)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method!, key: req.headers['idempotency-key'] as string | undefined });
    const next = plan.shift() ?? 200;
    if (next === 'drop') return req.socket.destroy(); // the answer is lost: an ambiguous failure
    res.writeHead(next, { 'content-type': 'application/json' });
    res.end(JSON.stringify(next === 200 ? { success: true, data: 'ok', errors: [] } : { success: false, data: null, errors: ['indisponível'] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const real = globalThis.fetch;
  globalThis.fetch = ((url: string, init?: RequestInit) => real(base + url, init)) as typeof fetch;
  storeLogin({ accessToken: 'token-de-teste', senhaTrocadaPorAdministrador: false, trocaSenhaObrigatoria: false, userClaims: {} as never });
});
afterAll(() => server.close());

describe('api client', () => {
  it('sends a signed-in write again with the same Idempotency-Key when the answer is lost or the gateway fails', async () => {
    seen.length = 0;
    plan = ['drop', 503, 200];
    await expect(call('POST', 'veiculos/faturamentos/gerar', { body: { x: 1 }, silent: true })).resolves.toBe('ok');
    expect(seen).toHaveLength(3);
    expect(seen[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
  });
  it('gives each write its own key, and reads none', async () => {
    seen.length = 0;
    plan = [200, 200, 200];
    await call('POST', 'a', { body: {}, silent: true });
    await call('POST', 'b', { body: {}, silent: true });
    await call('GET', 'c', { silent: true });
    expect(seen[0]!.key).not.toBe(seen[1]!.key);
    expect(seen[2]!.key).toBeUndefined();
  });
  it('gives up after two retries', async () => {
    seen.length = 0;
    plan = ['drop', 'drop', 'drop'];
    await expect(call('PUT', 'x', { body: {}, silent: true })).rejects.toMatchObject({ status: 0 });
    expect(seen).toHaveLength(3);
  });
});
