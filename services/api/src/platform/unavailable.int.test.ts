import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { createDb } from '@portal/core/db/connect';
import { TokenService } from '@portal/core/access/tokens';
import { buildApp } from '../app.ts';
import { bancoIndisponivel } from './errors.ts';

describe('database unavailable', () => {
  it('answers 503 with retry-after and a pt-BR message, so clients retry with their Idempotency-Key', async () => {
    const db = createDb({ url: 'postgres://postgres@127.0.0.1:1/portal', max: 1 });
    const tokens = new TokenService(randomBytes(32).toString('hex'));
    const app = await buildApp({ db, tokens, appUrl: 'http://x' });
    try {
      const token = await tokens.sign({ sub: 1, pv: 0, esp: null, tco: false }, new Date());
      for (const r of [
        await app.inject({ method: 'GET', url: '/api/v1/participantes/sessao', headers: { authorization: `Bearer ${token}` } }),
        await app.inject({ method: 'POST', url: '/api/v1/participantes/entrar', payload: { email: 'a@b.com', password: 'x' } }),
      ]) {
        expect(r.statusCode).toBe(503);
        expect(r.headers['retry-after']).toBe('2');
        expect(r.json()).toEqual({ success: false, data: null, errors: [msg.servicoIndisponivel] });
      }
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('tells unavailability from other database errors', () => {
    expect(bancoIndisponivel({ code: '57P01' })).toBe(true);
    expect(bancoIndisponivel({ code: '57P03' })).toBe(true);
    expect(bancoIndisponivel({ code: '08006' })).toBe(true);
    expect(bancoIndisponivel({ code: 'ECONNREFUSED' })).toBe(true);
    expect(bancoIndisponivel(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(bancoIndisponivel(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(bancoIndisponivel({ code: '23505' })).toBe(false);
    expect(bancoIndisponivel({ code: '22003' })).toBe(false);
    expect(bancoIndisponivel(new Error('outra coisa'))).toBe(false);
  });
});
