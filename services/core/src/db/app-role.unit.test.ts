import { describe, expect, it } from 'vitest';
import { appDatabaseUrl, papelProblema, senhaDoPapelProblema } from './app-role.ts';

describe('running as the application role', () => {
  it('outside development, a fallback to the owner stops the start; in development it is a warning', () => {
    const nota = 'O papel portal_app não conectou (senha exigida).';
    expect(papelProblema(null, {})).toBeNull();
    expect(papelProblema(nota, { PORTAL_ENV: 'development' })).toBeNull();
    expect(papelProblema(nota, {})).toMatch(/não roda como dono do banco: defina PORTAL_APP_PASSWORD .* ou DATABASE_APP_URL/);
    expect(papelProblema(nota, { PORTAL_ENV: 'production' })).not.toBeNull();
  });
  it('the password goes into the role URL; DATABASE_APP_URL wins', async () => {
    const dado = await appDatabaseUrl('postgres://postgres:x@127.0.0.1:1/portal', { DATABASE_APP_URL: 'postgres://outro@h/portal' });
    expect(dado).toEqual({ url: 'postgres://outro@h/portal', note: null });
    // nothing listens on port 1: the owner's URL comes back, with the note that says why
    const r = await appDatabaseUrl('postgres://postgres:x@127.0.0.1:1/portal', { PORTAL_APP_PASSWORD: 'a1b2c3d4e5f6a7b8c9d0' });
    expect(r.url).toBe('postgres://postgres:x@127.0.0.1:1/portal');
    expect(r.note).toMatch(/portal_app não conectou/);
  });
  it('takes only long, URL-safe passwords (they go into a URL and an ALTER ROLE)', () => {
    expect(senhaDoPapelProblema('a1b2c3d4e5f6a7b8')).toBeNull();
    expect(senhaDoPapelProblema('curta')).toMatch(/curta/);
    expect(senhaDoPapelProblema("a1b2c3d4e5f6a7b8'--")).toMatch(/só pode ter/);
  });
});
