import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { msg } from '@portal/contracts/messages';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { API_PREFIX } from './auth.ts';

/**
 * A NUL or a lone surrogate in any string of any route's path, query or JSON body is a pt-BR 400 naming the field and
 * writes nothing. Before, `POST configuracoes/tipo-modelo`, `GET pedidos/dados/veiculo` and `POST participantes/reenviarEmail`
 * sent the text to PostgreSQL and answered 500. Every route of the app is asked, with every field its schema declares.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const posicao = async () => (await sql<{ p: string | null }>`select max(position)::text as p from events`.execute(t.tdb.db)).rows[0]!.p;
const chaves = (s: unknown) => Object.keys((s as { properties?: object } | undefined)?.properties ?? {});

describe('text PostgreSQL cannot keep, on every route', () => {
  it('the reported cases answer 400 naming the field', async () => {
    const admin = await t.login('admin@demo.portal.com.br');
    const casos = [
      t.call('POST', 'configuracoes/tipo-modelo', { token: admin, body: { descricao: 'Tipo\u0000' } }),
      t.call('GET', 'pedidos/dados/veiculo?chassi=%00abc', { token: admin }),
      t.call('POST', 'participantes/reenviarEmail?email=a%00%40b.com', { token: admin, body: {} }),
      t.call('POST', 'participantes/entrar', { body: { email: 'admin@demo.portal.com.br', password: '\uD800' } }),
    ];
    for (const r of await Promise.all(casos)) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors[0]).toMatch(/contém caracteres não permitidos/);
    }
    const r = await t.call('POST', 'configuracoes/tipo-modelo', { token: admin, body: { descricao: 'Tipo\u0000' } });
    expect(r.json().errors).toEqual([msg.campoComCaractereInvalido('descricao')]);
  });

  it('every route, every declared query and body field: 400, nothing written', async () => {
    const admin = await t.login('admin@demo.portal.com.br');
    const rotas = t.app.routeTable.filter((r) => r.url.startsWith(`${API_PREFIX}/`) && r.method !== 'HEAD' && !r.url.includes('*'));
    const falhas: string[] = [];
    let pedidos = 0;
    for (const r of rotas) {
      const schema = (r.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const campos = [...chaves(schema.querystring).map((k) => ['q', k] as const), ...chaves(schema.body).map((k) => ['b', k] as const)];
      const path = r.url.replace(/:[A-Za-z]+/g, '1');
      for (const [onde, k] of campos)
        // a lone surrogate cannot travel in a URL (it is percent-encoded as U+FFFD or left undecoded): bodies only
        for (const ruim of onde === 'q' ? ['a\u0000b'] : ['a\u0000b', 'a\uDC00b']) {
          const antes = await posicao();
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: onde === 'q' ? `${path}?${new URLSearchParams({ [k]: ruim })}` : path,
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
            ...(onde === 'b' ? { payload: JSON.stringify({ [k]: ruim }) } : r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: '{}' }),
          });
          pedidos++;
          if (res.statusCode !== 400 || !res.body.includes('caracteres não permitidos'))
            falhas.push(`${r.method} ${r.url} ${onde}.${k} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          if ((await posicao()) !== antes) falhas.push(`${r.method} ${r.url} ${onde}.${k}: gravou eventos`);
        }
    }
    console.log(`texto: ${rotas.length} rotas, ${pedidos} pedidos, ${falhas.length} falhas`);
    expect(falhas).toEqual([]);
    expect(pedidos).toBeGreaterThan(200);
  }, 300_000);
});
