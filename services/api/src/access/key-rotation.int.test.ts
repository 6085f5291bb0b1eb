import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '@portal/core/access/tokens';
import { msg } from '@portal/contracts/messages';
import { createTestApp, type TestApp } from '../testing/app.ts';

const A = { kid: 'chave-a', segredo: randomBytes(32).toString('hex') };
const B = { kid: 'chave-b', segredo: randomBytes(32).toString('hex') };
const kid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid?: string }).kid;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tokens: new TokenService([A]) });
});
afterAll(async () => t?.close());

describe('rotating the signing key', () => {
  it('keeps a token of the old key valid while it is in the ring, signs new ones with the new key, and refuses the old one once it leaves', async () => {
    const antigo = await t.login('regionais@demo.portal.com.br');
    expect(kid(antigo)).toBe('chave-a');
    expect((await t.call('GET', 'participantes/meu-perfil', { token: antigo })).statusCode).toBe(200);

    // JWT_SECRETS='chave-b:…,chave-a:…': B signs, A is still accepted
    await t.restart({ tokens: new TokenService([B, A]) });
    expect((await t.call('GET', 'participantes/meu-perfil', { token: antigo })).statusCode).toBe(200);
    const novo = await t.login('regionais@demo.portal.com.br');
    expect(kid(novo)).toBe('chave-b');
    expect((await t.call('GET', 'participantes/meu-perfil', { token: novo })).statusCode).toBe(200);

    // JWT_SECRETS='chave-b:…': A's tokens are refused, B's still work
    await t.restart({ tokens: new TokenService([B]) });
    const r = await t.call('GET', 'participantes/meu-perfil', { token: antigo });
    expect(r.statusCode).toBe(401);
    expect(r.json().errors).toEqual([msg.naoAutenticado]);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: novo })).statusCode).toBe(200);
  });
});
