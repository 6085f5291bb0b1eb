import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase } from '@portal/core/db/connect';
import { TEST_SERVER_URL } from '@portal/core/testing/db';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { startStack, type Stack } from './stack.ts';

const json = { 'content-type': 'application/json' };
const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the whole stack (PostgreSQL, SMTP catcher, Temporal dev server, worker, API)', () => {
  const databaseUrl = `${TEST_SERVER_URL}/portal_stack_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ databaseUrl, port: 0, smtpPort: 0, temporalInMemory: true, rateLimitMax: 1000 });
  });

  afterAll(async () => {
    await stack?.stop();
    await dropDatabase(databaseUrl);
  });

  it('forgot password → the worker sends the e-mail to the SMTP catcher → the outbox page lists it → the link resets the password', async () => {
    expect(stack.pglite).toBe(false);
    const signIn = await post(`${stack.apiUrl}/participantes/entrar`, { email: 'gerente@demo.portal.com.br', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);

    const asked = await post(`${stack.apiUrl}/participantes/gerarLinkSenha/publico`, { email: 'gerente@demo.portal.com.br' });
    expect(asked.status).toBe(200);

    let mail: { para: string; assunto: string | null; texto: string | null } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      const r = (await (await fetch(`${stack.apiUrl}/dev/emails`)).json()) as { data: { para: string; assunto: string | null; texto: string | null }[] };
      mail = r.data.find((m) => m.para === 'gerente@demo.portal.com.br');
      if (!mail) await new Promise((res) => setTimeout(res, 200));
    }
    expect(mail?.assunto).toBe('Portal de Distribuição — redefinição de senha');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.texto ?? '')![0]);
    expect(link.origin).toBe(stack.url);
    expect(link.pathname).toBe('/redefinir-senha');

    const novaSenha = 'Gerente@2027x';
    const reset = await post(`${stack.apiUrl}/participantes/alterarsenha/publico`, {
      id: Number(link.searchParams.get('userId')),
      token: link.searchParams.get('token'),
      newPassword: novaSenha,
      confirmNewPassword: novaSenha,
    });
    expect(reset.status).toBe(200);
    expect((await post(`${stack.apiUrl}/participantes/entrar`, { email: 'gerente@demo.portal.com.br', password: novaSenha })).status).toBe(200);
  });

  it('serves the API docs and the Temporal Web UI; stop() leaves no Temporal process behind', async () => {
    expect((await fetch(`${stack.url}/docs/json`)).status).toBe(200);
    expect(stack.temporalUiUrl).not.toBeNull();
    expect((await fetch(stack.temporalUiUrl!)).status).toBe(200);

    const { execFileSync } = await import('node:child_process');
    const port = stack.temporalAddress.split(':')[1]!;
    const pids = execFileSync('pgrep', ['-f', `temporal server start-dev .*--port ${port} `], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
    expect(pids).toHaveLength(1);
    await stack.stop();
    expect(alive(pids[0]!)).toBe(false);
    stack = { ...stack, stop: async () => {} };
  });
});

describe('without PostgreSQL: the embedded PGlite database', () => {
  it('says so, and signs in, appends events and delivers the reset e-mail on PGlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
    const stack = await startStack({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/portal',
      pgliteDir: dir,
      port: 0,
      smtpPort: 0,
      temporalInMemory: true,
      rateLimitMax: 1000,
    });
    try {
      expect(stack.pglite).toBe(true);
      expect(stack.notes.join(' ')).toContain('PGlite');
      const signIn = await post(`${stack.apiUrl}/participantes/entrar`, { email: 'admin@demo.portal.com.br', password: DEMO_PASSWORD });
      expect(signIn.status).toBe(200);
      expect((await post(`${stack.apiUrl}/participantes/gerarLinkSenha/publico`, { email: 'financeiro@demo.portal.com.br' })).status).toBe(200);
      let found = false;
      for (let i = 0; i < 100 && !found; i++) {
        const r = (await (await fetch(`${stack.apiUrl}/dev/emails`)).json()) as { data: { para: string }[] };
        found = r.data.some((m) => m.para === 'financeiro@demo.portal.com.br');
        if (!found) await new Promise((res) => setTimeout(res, 200));
      }
      expect(found).toBe(true);
      // the account stream (event store on PGlite) recorded the request
      const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
      const audit = await fetch(`${stack.apiUrl}/auditoria/streams/conta-3`, { headers: { authorization: `Bearer ${token}` } });
      expect(audit.status).toBe(200);
      expect(JSON.stringify(await audit.json())).toContain('RedefinicaoSenhaSolicitada');
    } finally {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    // PGlite runs the migrations and the demo data in WebAssembly: 35-40 s alone on 2 cores, more when the machine is busy
  }, 180_000);
});
