import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { rebuildProjections } from '@portal/core/contexts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { API_PREFIX } from './auth.ts';

/**
 * Property-based requests against every registered route, for an administrator (every permission) and a dealer:
 * path ids, query strings and bodies drawn from each route's own schema and from far outside it (wrong types, numbers
 * out of any column's range, huge strings, deep nesting, unicode, nulls, prototype keys). Whatever is sent: never a
 * 5xx, never a stack trace or SQL text in an answer, and a refused request (4xx) leaves the event store as it was.
 * Afterwards every read model rebuilt from the events equals the live tables. The draw is fixed (same requests every run);
 * FUZZ_SEED and FUZZ_AMOSTRAS (per route, default 12) explore further, e.g. FUZZ_AMOSTRAS=60 FUZZ_SEED=7 (6,720 requests).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const AMOSTRAS_POR_ROTA = Number(process.env.FUZZ_AMOSTRAS ?? 12);
const METODOS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that end the caller's session or mint sessions: their effect is the point, not a refusal. */
const FORA = new Set([`POST ${API_PREFIX}/participantes/sair`]);
const VAZA = [/\bat .+\.(ts|js):\d+/, /node_modules/, /\bselect\b.+\bfrom\b/i, /syntax error/i, /violates/i, /relation "/i, /duplicate key/i, /\bpg_/i];

const hostil = fc.oneof(
  fc.constantFrom('1e309', '99999999999', '-1', '0', '-0', 'NaN', 'Infinity', '0x10', '1.5', '', ' ', 'null', 'true', '[]', '{}'),
  fc.constantFrom('__proto__', 'constructor', 'prototype', "' or 1=1 --", '"; drop table events; --', '../../etc/passwd', '%00', '\u0000', '𝒜😀ç'),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(100_000)),
);
const valorHostil: fc.Arbitrary<unknown> = fc.oneof(
  hostil,
  fc.constant(null),
  fc.boolean(),
  fc.array(hostil, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostil, { maxKeys: 3 }),
  fc.constant(JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.constant(Array.from({ length: 60 }).reduce<unknown>((acc) => ({ a: acc }), 1)),
);

interface Esquema {
  properties?: Record<string, { type?: string | string[]; items?: unknown }>;
}
const propriedades = (s: unknown) => Object.keys((s as Esquema | undefined)?.properties ?? {});

/** A body with the schema's own keys (some left out, some extra) holding hostile values — or something else entirely. */
function corpo(schema: unknown): fc.Arbitrary<unknown> {
  const chaves = propriedades(schema);
  const doEsquema = fc.record(Object.fromEntries(chaves.map((k) => [k, valorHostil])), { requiredKeys: [] });
  return fc.oneof(doEsquema, fc.anything({ maxDepth: 3 }), valorHostil, fc.constant({}));
}
function consulta(schema: unknown): fc.Arbitrary<Record<string, string>> {
  const chaves = [...propriedades(schema), 'page', 'per_page', '__proto__'];
  return fc.dictionary(fc.constantFrom(...chaves), hostil.map(String), { maxKeys: 4 });
}

async function posicao() {
  return (await sql<{ p: string | null }>`select max(position)::text as p from events`.execute(t.tdb.db)).rows[0]!.p;
}

describe('fuzzing every route', () => {
  it('never answers 5xx, never leaks internals, and a refused request writes nothing', async () => {
    const tokens = [await t.login('admin@demo.portal.com.br'), await t.login('dealer.morumbi@demo.portal.com.br')];
    const rotas = t.app.routeTable.filter(
      (r) => r.url.startsWith(`${API_PREFIX}/`) && METODOS.has(r.method) && !r.url.includes('*') && !FORA.has(`${r.method} ${r.url}`),
    );
    const falhas: string[] = [];
    let pedidos = 0;
    for (const r of rotas) {
      const schema = (r.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const caso = fc.record({
        params: fc.array(hostil.map(String), { minLength: 4, maxLength: 4 }),
        query: consulta(schema.querystring),
        body: corpo(schema.body),
        quem: fc.constantFrom(0, 1),
      });
      for (const c of fc.sample(caso, { numRuns: AMOSTRAS_POR_ROTA, seed: Number(process.env.FUZZ_SEED ?? 20261123) })) {
        let i = 0;
        const path = r.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(c.params[i++]!.slice(0, 2000)));
        const qs = new URLSearchParams(c.query).toString();
        const antes = await posicao();
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: `${path}${qs ? `?${qs}` : ''}`,
          headers: { authorization: `Bearer ${tokens[c.quem]}`, 'content-type': 'application/json' },
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: JSON.stringify(c.body) ?? 'null' }),
        });
        pedidos++;
        const onde = `${r.method} ${r.url} → ${res.statusCode} (${path.slice(0, 80)}?${qs.slice(0, 80)})`;
        if (res.statusCode >= 500) falhas.push(`5xx: ${onde} ${res.body.slice(0, 200)}`);
        const vazou = VAZA.find((re) => re.test(res.body.slice(0, 20_000)) && !res.headers['content-type']?.toString().includes('spreadsheet'));
        if (vazou && res.statusCode >= 400) falhas.push(`vazou ${vazou}: ${onde} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400 && (await posicao()) !== antes) falhas.push(`recusado mas gravou eventos: ${onde}`);
      }
    }
    const relatorio = await rebuildProjections(t.tdb.db);
    for (const p of relatorio) if (!p.equal) falhas.push(`projeção ${p.projection} difere dos eventos: ${p.differences.slice(0, 3).join('; ')}`);
    console.log(`fuzz: ${rotas.length} rotas, ${pedidos} pedidos, ${falhas.length} falhas`);
    expect(falhas).toEqual([]);
  }, 600_000);
});
