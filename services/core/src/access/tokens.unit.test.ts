import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.ts';
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
