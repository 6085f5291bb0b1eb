import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { API_PREFIX } from './auth.ts';

/**
 * One home per endpoint's contract (docs/architecture.md): every route's params, query, body and success answer (200, or 201 where it creates) is a schema
 * that `@portal/contracts` exports (the very object, not a copy), so the console types its call from the same schema
 * the API validates with. A schema built in a route file (an inline Type.Object, a Strict(...) of a contract's fields)
 * fails here.
 */
const CONTRATOS = fileURLToPath(new URL('../../../../contracts/src/', import.meta.url));
const PARTES = ['params', 'querystring', 'body'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every module of the contracts package (its tests and test helpers are not the contract). */
const modulos = () =>
  readdirSync(CONTRATOS, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('testing'))
    .map((f) => `@portal/contracts/${f.replace(/\\/g, '/').replace(/\.ts$/, '')}`);

/** The objects reachable from the contracts' exports: the schemas, and what plain objects and lists of them hold (Xlsx's 200). */
async function esquemasDosContratos() {
  const vistos = new Set<object>();
  const visitar = (v: unknown) => {
    if (typeof v !== 'object' || v === null || vistos.has(v)) return;
    vistos.add(v);
    if (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype) for (const x of Object.values(v)) visitar(x);
  };
  for (const m of modulos()) for (const v of Object.values((await import(m)) as Record<string, unknown>)) visitar(v);
  return vistos;
}

describe('contrato único', () => {
  it("every route's request and success answer are schemas exported by @portal/contracts", async () => {
    const contratos = await esquemasDosContratos();
    const rotas = t.app.routeTable.filter((r) => r.url.startsWith(`${API_PREFIX}/`) && r.method !== 'HEAD');
    expect(rotas.length).toBeGreaterThan(100);
    const fora: string[] = [];
    for (const r of rotas) {
      const d = r.declarado;
      for (const parte of PARTES) if (d[parte] !== undefined && !contratos.has(d[parte] as object)) fora.push(`${r.method} ${r.url}: ${parte}`);
      const sucesso = d.response?.[200] ?? d.response?.[201];
      if (sucesso === undefined) fora.push(`${r.method} ${r.url}: sem resposta de sucesso (200 ou 201) declarada`);
      else if (!contratos.has(sucesso as object)) fora.push(`${r.method} ${r.url}: resposta de sucesso`);
    }
    expect(fora).toEqual([]);
  });
});
