import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { msg } from '@portal/contracts/messages';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { TokenService } from '@portal/core/access/tokens';
import { readStream } from '@portal/core/eventstore/store';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { buildApp } from '../app.ts';
import { assertDeclared, API_PREFIX } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('route permissions', () => {
  it('every /api/v1 route declares what it needs (public, signed-in, or a function permission)', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith(API_PREFIX));
    expect(api.length).toBeGreaterThan(10);
    const undeclared = api.filter((r) => !(r.config as { permissao?: unknown } | undefined)?.permissao).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
  it('refuses to start an app with an undeclared route', () => {
    expect(() => assertDeclared('/api/v1/qualquer', {})).toThrow('rota sem permissão declarada');
    expect(() => assertDeclared('/docs', {})).not.toThrow();
  });
  it('answers 401 on every non-public route without a token', async () => {
    const closed = t.app.routeTable.filter(
      (r) => r.url.startsWith(API_PREFIX) && !('publica' in (r.config as { permissao: object }).permissao) && r.method !== 'HEAD',
    );
    for (const r of closed) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({ method: r.method as 'GET', url });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json()).toEqual({ success: false, data: null, errors: [msg.naoAutenticado] });
    }
  });
  it('answers 403 with the spec message for a function the profile lacks', async () => {
    const dealer = await t.login('dealer.morumbi@demo.portal.com.br');
    const r = await t.call('GET', 'auditoria/streams/conta-1', { token: dealer });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors).toEqual(['Você não possui permissão para acessar esta funcionalidade.']);
  });
});

describe('auditor replay endpoint', () => {
  it('lists each event, actor and state for administrators; 404 for an unknown stream', async () => {
    const admin = await t.login('admin@demo.portal.com.br');
    const r = await t.call('GET', 'auditoria/streams/conta-1', { token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().data[0]).toMatchObject({ version: 1, type: 'ContaCriada', state: 'pendente' });
    expect((await t.call('GET', 'auditoria/streams/conta-999999', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', 'auditoria/streams/nada', { token: admin })).statusCode).toBe(400);
  });
});

describe('security baseline', () => {
  it('sends helmet headers and echoes a correlation id', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/participantes/entrar',
      payload: { email: 'x@y.com', password: 'z' },
      headers: { 'x-correlation-id': 'teste-correlacao-1' },
    });
    expect(r.headers['x-correlation-id']).toBe('teste-correlacao-1');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/nao-existe' });
    expect(own.statusCode).toBe(404);
    expect(own.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(own.json()).toEqual({ success: false, data: null, errors: [msg.naoEncontrado] });
  });

  it('rate-limits sign-in, forgot-password and reset', async () => {
    // the limits count in fixed windows of a minute (platform/limites.ts): the clock stands in the middle of one, so the
    // four requests never straddle two windows
    const meioDoMinuto = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    const limited = await buildApp({
      db: t.tdb.db,
      tokens: new TokenService(randomBytes(32).toString('hex')),
      appUrl: 'http://x',
      rateLimitMax: 3,
      now: () => meioDoMinuto,
    });
    try {
      for (const url of ['/api/v1/participantes/entrar', '/api/v1/participantes/gerarLinkSenha/publico', '/api/v1/participantes/alterarsenha/publico']) {
        const body = url.endsWith('entrar')
          ? { email: 'a@b.com', password: 'x' }
          : url.includes('gerarLink')
            ? { email: 'a@b.com' }
            : { id: 1, newPassword: 'x', confirmNewPassword: 'x', token: 'x' };
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await limited.inject({ method: 'POST', url, payload: body })).statusCode);
        expect(codes[3], url).toBe(429);
        const last = await limited.inject({ method: 'POST', url, payload: body });
        expect(last.json()).toEqual({ success: false, data: null, errors: [msg.muitasTentativas] });
      }
    } finally {
      await limited.close();
    }
  });

  it('never sends internal text on a 5xx', async () => {
    const app = await buildApp({ db: t.tdb.db, tokens: new TokenService(randomBytes(32).toString('hex')), appUrl: 'http://x' });
    app.get('/api/v1/teste-falha', { config: { permissao: { publica: true } } }, async () => {
      throw new Error('segredo interno: senha do banco');
    });
    try {
      const r = await app.inject({ method: 'GET', url: '/api/v1/teste-falha' });
      expect(r.statusCode).toBe(500);
      expect(r.body).not.toContain('segredo');
      expect(r.json()).toEqual({ success: false, data: null, errors: [msg.erroInterno] });
    } finally {
      await app.close();
    }
  });

  it('refuses a malformed JSON body with 400 in pt-BR', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/participantes/entrar',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ success: false, data: null, errors: [msg.dadosInvalidos] });
  });
});

describe('OpenAPI', () => {
  it('is generated from the route schemas and browsable at /docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain('/api/v1/participantes/entrar');
    expect(paths).toContain('/api/v1/auditoria/streams/{streamId}');
    expect(doc.json().paths['/api/v1/participantes/entrar'].post.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('Idempotency-Key', () => {
  it('answers a retried command with the first result and appends nothing twice', async () => {
    const token = await t.login('montadora@demo.portal.com.br');
    const id = (await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', 'montadora@demo.portal.com.br').executeTakeFirstOrThrow()).id;
    const events = (await readStream(t.tdb.db, `conta-${id}`)).length;
    const body = { currentPassword: DEMO_PASSWORD, newPassword: 'Outra#Senha1', confirmNewPassword: 'Outra#Senha1' };
    // the password change revokes the session, so the retry comes with the new one, as a client would after re-signing in
    const first = await t.call('POST', 'participantes/alterarSenha', { token, body, headers: { 'idempotency-key': 'troca-senha-0001' } });
    expect(first.statusCode).toBe(200);
    expect((await readStream(t.tdb.db, `conta-${id}`)).length).toBe(events + 1);

    const fresh = await t.login('montadora@demo.portal.com.br', 'Outra#Senha1');
    const links = async () =>
      Number(
        (
          await t.tdb.db
            .selectFrom('links_senha')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('participante_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await links();
    const a = await t.call('POST', 'participantes/link-acesso', { token: fresh, headers: { 'idempotency-key': 'link-0000001' } });
    const b = await t.call('POST', 'participantes/link-acesso', { token: fresh, headers: { 'idempotency-key': 'link-0000001' } });
    expect(b.headers['idempotent-replay']).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect(await links()).toBe(before + 1);
    const c = await t.call('POST', 'participantes/link-acesso', { token: fresh, headers: { 'idempotency-key': 'link-0000002' } });
    expect(c.json().data.token).not.toBe(a.json().data.token);
    expect(await links()).toBe(before + 2);

    const other = await t.call('POST', 'participantes/alterarSenha', { token: fresh, body, headers: { 'idempotency-key': 'link-0000001' } });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([msg.chaveIdempotenciaReutilizada]);
  });
});
