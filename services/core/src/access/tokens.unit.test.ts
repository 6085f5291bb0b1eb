import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUDIENCE, TokenService, chavesDoAmbiente, kidDoSegredo } from './tokens.ts';
import { Unauthenticated } from '../kernel/index.ts';

const SEGREDO = 'x'.repeat(40);
const AGORA = new Date('2026-11-23T13:00:00Z');
const depois = (s: number) => new Date(AGORA.getTime() + s * 1000);

describe('TokenService.verify with verified tokens kept', () => {
  it('answers the same claims the second time and still expires the token at its exp', async () => {
    const t = new TokenService(SEGREDO, 60);
    const token = await t.sign({ sub: 7, pv: 2, esp: null, tco: false }, AGORA);
    const a = await t.verify(token, AGORA);
    expect(a).toMatchObject({ sub: 7, pv: 2, esp: null, tco: false });
    expect(await t.verify(token, depois(59))).toEqual(a);
    await expect(t.verify(token, depois(60))).rejects.toBeInstanceOf(Unauthenticated);
    await expect(t.verify(token, depois(61))).rejects.toBeInstanceOf(Unauthenticated);
  });
  it('refuses a token signed with another key or altered, also after a valid one was kept', async () => {
    const t = new TokenService(SEGREDO, 60);
    const token = await t.sign({ sub: 7, pv: 2, esp: null, tco: false }, AGORA);
    await t.verify(token, AGORA);
    const outro = await new TokenService('y'.repeat(40), 60).sign({ sub: 7, pv: 2, esp: null, tco: false }, AGORA);
    await expect(t.verify(outro, AGORA)).rejects.toBeInstanceOf(Unauthenticated);
    await expect(t.verify(`${token.slice(0, -2)}xx`, AGORA)).rejects.toBeInstanceOf(Unauthenticated);
  });
});

const A = { kid: 'a-2026-11', segredo: 'a'.repeat(16) + 'b'.repeat(16) + 'cdefghijklmn' };
const B = { kid: 'b-2026-12', segredo: 'opqrstuvwxyz'.repeat(4) };
const CLAIMS = { sub: 7, pv: 2, esp: null, tco: false };
const cabecalho = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
const corpo = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('TokenService key ring', () => {
  it('signs with the first key, naming it in kid, for the portal audience', async () => {
    const token = await new TokenService([B, A], 60).sign(CLAIMS, AGORA);
    expect(cabecalho(token)).toMatchObject({ alg: 'HS256', kid: 'b-2026-12' });
    expect(corpo(token)).toMatchObject({ aud: AUDIENCE, iss: 'portal-distribuicao' });
  });
  it('rotates: a token of A stays valid while A is in the ring, and is refused once A leaves it', async () => {
    const deA = await new TokenService([A], 60).sign(CLAIMS, AGORA);
    const girado = new TokenService([B, A], 60);
    expect(await girado.verify(deA, AGORA)).toMatchObject(CLAIMS);
    expect(cabecalho(await girado.sign(CLAIMS, AGORA)).kid).toBe('b-2026-12');
    await expect(new TokenService([B], 60).verify(deA, AGORA)).rejects.toBeInstanceOf(Unauthenticated);
  });
  it('refuses a token without kid, with a kid of the ring over another key, or for another audience', async () => {
    const t = new TokenService([A], 60);
    const key = new TextEncoder().encode(A.segredo);
    const forjar = (kid: string | undefined, aud: string | undefined) => {
      const jwt = new SignJWT({ pv: 2, esp: null, tco: false })
        .setProtectedHeader(kid ? { alg: 'HS256', kid } : { alg: 'HS256' })
        .setSubject('7')
        .setIssuer('portal-distribuicao')
        .setIssuedAt(Math.floor(AGORA.getTime() / 1000))
        .setExpirationTime(Math.floor(AGORA.getTime() / 1000) + 60);
      return (aud ? jwt.setAudience(aud) : jwt).sign(key);
    };
    expect(await t.verify(await forjar(A.kid, AUDIENCE), AGORA)).toMatchObject(CLAIMS);
    await expect(t.verify(await forjar(undefined, AUDIENCE), AGORA)).rejects.toBeInstanceOf(Unauthenticated);
    await expect(t.verify(await forjar('outra', AUDIENCE), AGORA)).rejects.toBeInstanceOf(Unauthenticated);
    await expect(t.verify(await forjar(A.kid, 'outro-servico'), AGORA)).rejects.toBeInstanceOf(Unauthenticated);
    await expect(t.verify(await forjar(A.kid, undefined), AGORA)).rejects.toBeInstanceOf(Unauthenticated);
    const comKidDeA = await new SignJWT({ pv: 2, esp: null, tco: false })
      .setProtectedHeader({ alg: 'HS256', kid: A.kid })
      .setSubject('7')
      .setIssuer('portal-distribuicao')
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(AGORA.getTime() / 1000))
      .setExpirationTime(Math.floor(AGORA.getTime() / 1000) + 60)
      .sign(new TextEncoder().encode(B.segredo));
    await expect(t.verify(comKidDeA, AGORA)).rejects.toBeInstanceOf(Unauthenticated);
  });
  it('gives a bare secret a kid derived from it, the same in every instance', async () => {
    const token = await new TokenService(SEGREDO, 60).sign(CLAIMS, AGORA);
    expect(cabecalho(token).kid).toBe(kidDoSegredo(SEGREDO));
    expect(await new TokenService([{ kid: kidDoSegredo(SEGREDO), segredo: SEGREDO }], 60).verify(token, AGORA)).toMatchObject(CLAIMS);
  });
  it('refuses an empty ring, a short secret and a repeated kid', () => {
    expect(() => new TokenService([])).toThrow(/empty/);
    expect(() => new TokenService([{ kid: 'k', segredo: 'curto' }])).toThrow(/32/);
    expect(() => new TokenService([A, { ...B, kid: A.kid }])).toThrow(/repeated/);
  });
});

describe('chavesDoAmbiente', () => {
  it('reads JWT_SECRETS in order, the first signing', () => {
    expect(chavesDoAmbiente({ JWT_SECRETS: `${B.kid}:${B.segredo}, ${A.kid}:${A.segredo}` })).toEqual([B, A]);
  });
  it('keeps JWT_SECRET alone working, with JWT_SECRET_ANTERIOR still accepted', () => {
    expect(chavesDoAmbiente({ JWT_SECRET: A.segredo })).toEqual([{ kid: kidDoSegredo(A.segredo), segredo: A.segredo }]);
    expect(chavesDoAmbiente({ JWT_SECRET: B.segredo, JWT_SECRET_ANTERIOR: A.segredo }).map((c) => c.segredo)).toEqual([B.segredo, A.segredo]);
    expect(chavesDoAmbiente({ JWT_SECRET: B.segredo, JWT_SECRET_ANTERIOR: '' })).toHaveLength(1);
  });
  it('refuses both forms at once, an item without kid and a repeated kid', () => {
    expect(() => chavesDoAmbiente({ JWT_SECRETS: `${A.kid}:${A.segredo}`, JWT_SECRET: B.segredo })).toThrow(/não os dois/);
    expect(() => chavesDoAmbiente({ JWT_SECRETS: A.segredo })).toThrow(/kid:segredo/);
    expect(() => chavesDoAmbiente({ JWT_SECRETS: `k:${A.segredo},k:${B.segredo}` })).toThrow(/kid próprio/);
  });
});
