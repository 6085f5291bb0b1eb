import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { pdf } from '@portal/core/testing/arquivos';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { limiteDaRota, LIMITES_FOLGADOS, varrerLimites, type LimitesConfig } from './limites.ts';
import { ContadorJanelas } from './contador-janelas.ts';
import { contarLinhas } from '../testing/contagem.ts';

/**
 * Rate limits and the upload budget over a real PostgreSQL (docs/decisions.md "Rate limits"): per user and per address,
 * one count for every API process on the database, kept across a restart.
 */
const MUITAS = /^Muitas requisições\. Tente novamente em \d+ segundos?\.$/;
/** A minute boundary plus one second: the test's requests all fall in one window. */
const inicioDeJanela = () => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
const pequenos = (over: Partial<LimitesConfig>): LimitesConfig => ({ ...LIMITES_FOLGADOS, ...over });
/** A write every signed-in user may call; an empty body answers 400, but the request counts. */
const ESCRITA = 'participantes/alterarSenha';

describe('rate limits per user and per address', () => {
  let t: TestApp;
  let tk: Record<'admin' | 'morumbi' | 'jardins', string>;
  beforeAll(async () => {
    t = await createTestApp({
      limites: pequenos({ escrita: { porUsuario: 3, porIp: 6 }, pesada: { porUsuario: 2, porIp: 100 } }),
    });
    t.clock.now = inicioDeJanela();
    tk = {
      admin: await t.login('admin@demo.portal.com.br'),
      morumbi: await t.login('dealer.morumbi@demo.portal.com.br'),
      jardins: await t.login('dealer.jardins@demo.portal.com.br'),
    };
  }, 120_000);
  afterAll(async () => t?.close());

  it('classifies the route table: uploads, exports and reports heavy, writes, lists through POST as reads', () => {
    const rotas = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, limiteDaRota(r)]));
    expect(rotas.get('POST /api/v1/genericos/enviar/geral')).toBe('envio');
    expect(rotas.get('GET /api/v1/participantes/todos/exportar')).toBe('pesada');
    expect(rotas.get('POST /api/v1/relatorios/faturamentos/listar')).toBe('pesada');
    expect(rotas.get('POST /api/v1/participantes/alterarSenha')).toBe('escrita');
    expect(rotas.get('GET /api/v1/participantes/todos')).toBe('leitura');
    expect(rotas.get('POST /api/v1/participantes/entrar')).toEqual({ porIp: 1000 });
  });

  it('refuses a user past the limit with 429, Retry-After and the pt-BR message; another user goes on', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await t.call('POST', ESCRITA, { token: tk.morumbi, body: {} })).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    const r = await t.call('POST', ESCRITA, { token: tk.morumbi, body: {} });
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual({ success: false, data: null, errors: [expect.stringMatching(MUITAS)] });
    expect(r.json().errors[0]).toBe(msg.muitasRequisicoes(59));
    expect(r.headers['retry-after']).toBe('59');
    // the same address, another user: the per-user count is its own (the address has room for 6)
    expect((await t.call('POST', ESCRITA, { token: tk.jardins, body: {} })).statusCode).toBe(400);
    // plain reads are not counted
    expect((await t.call('GET', 'participantes/todos?per_page=10', { token: tk.admin })).statusCode).toBe(200);
  });

  it('refuses an address past its limit whoever signs in (6 writes a window from 127.0.0.1 here)', async () => {
    // morumbi 5 (refused ones count too), jardins 1: the address has had its 6
    const r = await t.call('POST', ESCRITA, { token: tk.admin, body: {} });
    expect(r.statusCode).toBe(429);
    expect(r.json().errors).toEqual([msg.muitasRequisicoes(59)]);
  });

  it('a list asking for a large page counts as a heavy read', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await t.call('GET', 'participantes/todos?per_page=500', { token: tk.admin })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect((await t.call('GET', 'participantes/todos?per_page=100', { token: tk.admin })).statusCode).toBe(200);
  });

  it('the counter hands concurrent requests every position once, whatever statements they shared', async () => {
    const contador = new ContadorJanelas(t.tdb.db);
    const janela = new Date('2026-11-27T10:00:00Z');
    const ns = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        contador.contar([
          { chave: 'teste:a', janela },
          { chave: `teste:b${i % 2}`, janela },
        ]),
      ),
    );
    expect(ns.map((n) => n[0]).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(ns.filter((_, i) => i % 2 === 0).map((n) => n[1])).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('the sweep removes ended windows and past days, and keeps the current ones', async () => {
    const db = t.tdb.db;
    const agora = new Date('2026-11-27T10:05:30Z');
    await sql`insert into limites_janelas values ('v:velha', '2026-11-27T10:03:00Z', 9), ('v:atual', '2026-11-27T10:05:00Z', 1), ('v:anterior', '2026-11-27T10:04:00Z', 3)`.execute(
      db,
    );
    await sql`insert into orcamento_envios values ('v:velho', '2026-11-24', 9), ('v:ontem', '2026-11-26', 1)`.execute(db);
    await varrerLimites(db, agora, 60);
    const janelas = await sql<{ chave: string }>`select chave from limites_janelas where chave like 'v:%' order by chave`.execute(db);
    expect(janelas.rows.map((r) => r.chave)).toEqual(['v:anterior', 'v:atual']);
    const dias = await sql<{ chave: string }>`select chave from orcamento_envios where chave like 'v:%'`.execute(db);
    expect(dias.rows.map((r) => r.chave)).toEqual(['v:ontem']);
  });

  it('the next window starts over', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await t.call('POST', ESCRITA, { token: tk.morumbi, body: {} })).statusCode).toBe(400);
  });
});

describe('two API processes on one database', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  const clock = { now: inicioDeJanela() };
  const limites = pequenos({ escrita: { porUsuario: 4, porIp: 1000 } });
  /** Another API process: its own app, pool-sharing nothing in memory with the others, listening on its own port. */
  async function processo(): Promise<string> {
    const app = await buildApp({
      db: t.tdb.db,
      tokens: t.tokens,
      now: () => clock.now,
      appUrl: 'http://portal.test',
      rateLimitMax: 3,
      limites,
      armazenamento: await ArmazenamentoEmDisco.abrir(join(t.dataDir, 'arquivos')),
    });
    apps.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }
  const chamar = (base: string, method: string, url: string, token: string | null, body: unknown) =>
    fetch(`${base}/api/v1/${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    for (const a of apps) await a.close();
    await t?.close();
  });

  it('enforce one limit per user across both, and a restart keeps the count', async () => {
    const [a, b] = [await processo(), await processo()];
    const r0 = await chamar(a, 'POST', 'participantes/entrar', null, { email: 'dealer.morumbi@demo.portal.com.br', password: DEMO_PASSWORD });
    const token = ((await r0.json()) as { data: { accessToken: string } }).data.accessToken;
    const codes = [];
    // round robin: a, b, a, b — four writes in all, the limit
    for (const base of [a, b, a, b]) codes.push((await chamar(base, 'POST', ESCRITA, token, {})).status);
    expect(codes).toEqual([400, 400, 400, 400]);
    const quinta = await chamar(a, 'POST', ESCRITA, token, {});
    expect(quinta.status).toBe(429);
    expect(quinta.headers.get('retry-after')).toBe('59');
    expect(((await quinta.json()) as { errors: string[] }).errors).toEqual([msg.muitasRequisicoes(59)]);
    expect((await chamar(b, 'POST', ESCRITA, token, {})).status).toBe(429);

    // a restart: b stops, a new process starts on the same database and still refuses in this window
    await apps[1]!.close();
    const c = await processo();
    expect((await chamar(c, 'POST', ESCRITA, token, {})).status).toBe(429);
  });

  it('share the sign-in limit (3 a minute per address)', async () => {
    const [a, b] = [await processo(), await processo()];
    const entrar = (base: string) => chamar(base, 'POST', 'participantes/entrar', null, { email: 'ninguem@demo.portal.com.br', password: 'x' });
    // the first test signed in once from this address in this window, through a
    const codes = [];
    for (const base of [b, a]) codes.push((await entrar(base)).status);
    expect(codes).toEqual([401, 401]);
    const r = await entrar(b);
    expect(r.status).toBe(429);
    expect(((await r.json()) as { errors: string[] }).errors).toEqual([msg.muitasTentativas]);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await entrar(a)).status).toBe(429);
  });

  it('a burst of concurrent writes on both accepts exactly the limit (requests of a process share statements)', async () => {
    const [a, b] = [await processo(), await processo()];
    const token = await t.login('dealer.jardins@demo.portal.com.br');
    const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => chamar(i % 2 ? a : b, 'POST', ESCRITA, token, {}).then((r) => r.status)));
    expect(codes.filter((c) => c === 400)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(16);
  });
});

describe('the daily upload budget', () => {
  let t: TestApp;
  let tk: Record<'morumbi' | 'jardins' | 'admin', string>;
  const MB = 1024 * 1024;
  const pasta = () => join(t.dataDir, 'arquivos');
  const guardados = (): number => readdirSync(pasta(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  const linhas = () => contarLinhas(t.tdb.db, 'arquivos');
  function enviar(token: string, kb: number, url = 'genericos/enviar/geral') {
    const boundary = `----portal${randomBytes(8).toString('hex')}`;
    const [nome, conteudo] = url.startsWith('importacoes') ? ['vista.csv', Buffer.from('a;b\n'.repeat(kb * 256))] : ['doc.pdf', pdf('x'.repeat(kb * 1024))];
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      conteudo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      payload,
    });
  }
  async function recusado(token: string, kb: number, url?: string) {
    const [antesArquivos, antesLinhas] = [guardados(), await linhas()];
    const r = await enviar(token, kb, url);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual({ success: false, data: null, errors: [msg.orcamentoEnvioEsgotado(1)] });
    expect(r.json().errors[0]).toBe('Limite diário de envio de arquivos atingido (1 MB por dia). Tente novamente amanhã.');
    // 13:00 UTC is 10:00 in São Paulo: 14 hours to its midnight
    expect(r.headers['retry-after']).toBe(String(14 * 3600));
    expect(guardados()).toBe(antesArquivos);
    expect(await linhas()).toBe(antesLinhas);
  }

  beforeAll(async () => {
    t = await createTestApp({ limites: pequenos({ orcamentoEnvioDiario: MB }) });
    t.clock.now = new Date('2026-11-23T13:00:00.000Z');
    tk = {
      morumbi: await t.login('dealer.morumbi@demo.portal.com.br'),
      jardins: await t.login('dealer.jardins@demo.portal.com.br'),
      admin: await t.login('admin@demo.portal.com.br'),
    };
  }, 120_000);
  afterAll(async () => t?.close());

  it('takes uploads up to the budget, then refuses and keeps nothing; another dealer and the next day go on', async () => {
    expect((await enviar(tk.morumbi, 600)).statusCode).toBe(200);
    // refused from its declared length, before a byte is read
    await recusado(tk.morumbi, 600);
    expect((await enviar(tk.morumbi, 300)).statusCode).toBe(200);
    // declared length fits the rough check, the stored size does not: refused in the file's transaction, the bytes removed
    await recusado(tk.morumbi, 200);
    expect((await enviar(tk.jardins, 600)).statusCode).toBe(200);
    // the importer's staff: a budget per user, spent by the imports' uploads too
    expect((await enviar(tk.admin, 600)).statusCode).toBe(200);
    await recusado(tk.admin, 600, 'importacoes?arquivo=1');
    t.clock.now = new Date('2026-11-24T03:00:01.000Z');
    expect((await enviar(await t.login('dealer.morumbi@demo.portal.com.br'), 600)).statusCode).toBe(200);
  });
});
