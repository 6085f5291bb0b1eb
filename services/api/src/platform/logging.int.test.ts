import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { capturarLogs } from '../testing/logs.ts';
import { redactUrl } from './logging.ts';

const { linhas, stream } = capturarLogs();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } as never });
});
afterAll(async () => t?.close());

const texto = () => JSON.stringify(linhas);

describe('logs and the correlation id', () => {
  it('keeps a well-formed x-correlation-id and replaces an oversized or odd one', async () => {
    const ok = await t.call('GET', 'participantes/sessao', { headers: { 'x-correlation-id': 'pedido-123_abc.def' } });
    expect(ok.headers['x-correlation-id']).toBe('pedido-123_abc.def');
    const grande = await t.call('GET', 'participantes/sessao', { headers: { 'x-correlation-id': 'a'.repeat(16_000) } });
    expect(grande.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const estranho = await t.call('GET', 'participantes/sessao', { headers: { 'x-correlation-id': 'x"}<script>' } });
    expect(estranho.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(texto()).not.toContain('a'.repeat(200));
  });

  it('never writes a token from a query string or the authorization header', async () => {
    const token = await t.login('admin@demo.portal.com.br');
    await t.call('GET', 'participantes/cadastro/1?token=segredo-do-link-0123456789', {});
    await t.call('GET', 'participantes/meu-perfil', { token });
    expect(texto()).not.toContain('segredo-do-link-0123456789');
    expect(texto()).not.toContain(token);
    expect(texto()).toContain('token=[redigido]');
    expect(redactUrl('/x?a=1&token=abc&senha=xyz#f')).toBe('/x?a=1&token=[redigido]&senha=[redigido]#f');
  });

  it('writes security events as structured lines: sign-in, 401, 403, acesso espelho', async () => {
    linhas.length = 0;
    await t.call('POST', 'participantes/entrar', { body: { email: 'dealer.barra@demo.portal.com.br', password: 'errada-123' } });
    await t.call('GET', 'participantes/meu-perfil');
    const dealer = await t.login('dealer.barra@demo.portal.com.br');
    await t.call('GET', 'concessionarias', { token: dealer });
    const admin = await t.login('admin@demo.portal.com.br');
    const alvo = await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', 'dealer.jardins@demo.portal.com.br').executeTakeFirstOrThrow();
    await t.call('POST', `participantes/espelho/${alvo.id}`, { token: admin });
    const eventos = linhas.filter((l) => l.seguranca).map((l) => l.seguranca);
    // t.login signs in through the same route: each sign-in is a security event too
    expect(eventos).toEqual(['login_recusado', 'nao_autenticado', 'login_sucesso', 'acesso_negado', 'login_sucesso', 'espelho_iniciado']);
    const login = linhas.find((l) => l.seguranca === 'login_recusado')!;
    expect(login.email).toBe('d***@demo.portal.com.br');
    expect(texto()).not.toContain('errada-123');
    const negado = linhas.find((l) => l.seguranca === 'acesso_negado')!;
    expect(negado).toMatchObject({ status: 403, metodo: 'GET', rota: '/api/v1/concessionarias' });
    expect(typeof negado.userId).toBe('number');
    expect(typeof negado.reqId).toBe('string');
  });
});
