import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { msg } from '@portal/contracts/messages';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { loadPrincipal } from '@portal/core/access/principal';
import { iniciarEspelho } from '@portal/core/access/commands';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { buildApp } from '../app.ts';
import { PISO_LINK_SENHA_MS } from './routes.ts';
import { REENVIO_MINIMO_SEGUNDOS } from '@portal/core/access/links';
import { contarLinhas } from '../testing/contagem.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Nova#Senha9';
const lastEmailTo = async (para: string) => t.tdb.db.selectFrom('emails_saida').selectAll().where('para', '=', para).orderBy('id', 'desc').executeTakeFirst();
const tokenIn = (text: string) => decodeURIComponent(/token=([^&\s]+)/.exec(text)![1]!);

describe('POST participantes/entrar', () => {
  it('answers accessToken, userClaims with the menus and senhaTrocadaPorAdministrador', async () => {
    const r = await t.call('POST', 'participantes/entrar', { body: { email: 'ADMIN@demo.portal.com.br', password: DEMO_PASSWORD } });
    expect(r.statusCode).toBe(200);
    const { success, data, errors } = r.json();
    expect(success).toBe(true);
    expect(errors).toEqual([]);
    expect(data.accessToken.split('.')).toHaveLength(3);
    expect(data.senhaTrocadaPorAdministrador).toBe(false);
    expect(data.trocaSenhaObrigatoria).toBe(false);
    const claims = data.userClaims;
    expect(claims).toMatchObject({ nome: 'Ana Administradora', grupoPerfil: 1, concessionariaId: null });
    expect(new Date(claims.dataExpiraSenhaUtc).getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    const role = claims.claims[0];
    expect(role.type).toBe('role');
    expect(role.value).toBe('Administrador');
    const visible = role.menus.filter((m: { viewer: boolean }) => m.viewer).map((m: { descricaoMenu: string }) => m.descricaoMenu);
    expect(visible).toEqual(['GESTÃO PORTAL', 'COTA VEÍCULOS', 'VENDA DIRETA', 'ORDER CALL', 'EMPLACAMENTO', 'SEMI NOVOS', 'AGED STOCK']);
    const cota = role.menus.find((m: { descricaoMenu: string }) => m.descricaoMenu === 'COTA VEÍCULOS');
    expect(cota.subMenu.find((s: { descricaoSubMenu: string }) => s.descricaoSubMenu === 'BOLSÃO NSC')).toMatchObject({ visivel: false });
    expect(cota.subMenu[0]).toMatchObject({ rotaUrl: '/reports', read: true, edit: true });
  });

  it('gives a dealer only the menus of its profile', async () => {
    const r = await t.call('POST', 'participantes/entrar', { body: { email: 'dealer.recife@demo.portal.com.br', password: DEMO_PASSWORD } });
    const menus = r.json().data.userClaims.claims[0].menus as { descricaoMenu: string; subMenu: { rotaUrl: string; edit: boolean }[] }[];
    expect(menus.map((m) => m.descricaoMenu)).toEqual(['HOME', 'COTA VEÍCULOS']);
    expect(menus[1]!.subMenu.every((s) => s.edit === false)).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const body of [
      { email: 'admin@demo.portal.com.br', password: 'errada' },
      { email: 'ninguem@demo.portal.com.br', password: DEMO_PASSWORD },
      { email: 'pendente@demo.portal.com.br', password: DEMO_PASSWORD },
    ]) {
      const r = await t.call('POST', 'participantes/entrar', { body });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ success: false, data: null, errors: [msg.loginInvalido] });
    }
  });

  it('refuses a blocked user after checking the password', async () => {
    const r = await t.call('POST', 'participantes/entrar', { body: { email: 'bloqueado@demo.portal.com.br', password: DEMO_PASSWORD } });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors).toEqual([msg.usuarioBloqueado]);
  });

  it('refuses unknown fields instead of dropping them, and missing ones', async () => {
    const r = await t.call('POST', 'participantes/entrar', { body: { email: 'a@b.com', password: 'x', admin: true } });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([msg.campoNaoPermitido('admin')]);
    const m = await t.call('POST', 'participantes/entrar', { body: { email: 'a@b.com' } });
    expect(m.statusCode).toBe(400);
    expect(m.json().errors).toEqual([msg.campoObrigatorio('password')]);
  });

  it('records the last access', async () => {
    const before = await t.tdb.db
      .selectFrom('participantes')
      .select('data_ultimo_acesso_utc')
      .where('email', '=', 'gerente@demo.portal.com.br')
      .executeTakeFirstOrThrow();
    expect(before.data_ultimo_acesso_utc).toBeNull();
    await t.login('gerente@demo.portal.com.br');
    const after = await t.tdb.db
      .selectFrom('participantes')
      .select('data_ultimo_acesso_utc')
      .where('email', '=', 'gerente@demo.portal.com.br')
      .executeTakeFirstOrThrow();
    expect(after.data_ultimo_acesso_utc).not.toBeNull();
  });
});

describe('tokens', () => {
  it('answers 401 for a missing, tampered, expired or unsigned token', async () => {
    const good = await t.login('regionais@demo.portal.com.br');
    expect((await t.call('GET', 'participantes/meu-perfil', { token: good })).statusCode).toBe(200);
    expect((await t.call('GET', 'participantes/meu-perfil')).statusCode).toBe(401);
    const [h, p, s] = good.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')}.${s}`;
    expect((await t.call('GET', 'participantes/meu-perfil', { token: forged })).statusCode).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await t.call('GET', 'participantes/meu-perfil', { token: none })).statusCode).toBe(401);
    // signed with the server's own key: refused only because it has no exp, no kid or another audience (the same token with all three is accepted)
    const forjar = ({ exp = true, kid = t.jwtKid as string | null, aud = 'portal-distribuicao' } = {}) => {
      const jwt = new SignJWT({ pv: payload.pv, esp: null, tco: false })
        .setProtectedHeader(kid ? { alg: 'HS256', kid } : { alg: 'HS256' })
        .setSubject(payload.sub)
        .setIssuer('portal-distribuicao')
        .setAudience(aud)
        .setIssuedAt();
      return (exp ? jwt.setExpirationTime('1h') : jwt).sign(new TextEncoder().encode(t.jwtSecret));
    };
    expect((await t.call('GET', 'participantes/meu-perfil', { token: await forjar() })).statusCode).toBe(200);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: await forjar({ exp: false }) })).statusCode).toBe(401);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: await forjar({ kid: null }) })).statusCode).toBe(401);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: await forjar({ aud: 'outro-servico' }) })).statusCode).toBe(401);
    t.clock.now = new Date(Date.now() + 9 * 3600_000);
    try {
      const r = await t.call('GET', 'participantes/meu-perfil', { token: good });
      expect(r.statusCode).toBe(401);
      expect(r.json().errors).toEqual([msg.naoAutenticado]);
    } finally {
      t.clock.now = new Date();
    }
  });
});

describe('forced password change', () => {
  it('lets a user whose password an administrator set do nothing but change it; the old token is revoked', async () => {
    const r = await t.call('POST', 'participantes/entrar', { body: { email: 'troca.senha@demo.portal.com.br', password: DEMO_PASSWORD } });
    expect(r.json().data).toMatchObject({ senhaTrocadaPorAdministrador: true, trocaSenhaObrigatoria: true });
    const token = r.json().data.accessToken;
    expect((await t.call('GET', 'participantes/sessao', { token })).statusCode).toBe(200);
    const blocked = await t.call('POST', 'participantes/link-acesso', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errors).toEqual([msg.trocaSenhaObrigatoria]);

    const weak = await t.call('POST', 'participantes/alterarSenha', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'fraca', confirmNewPassword: 'fraca' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([msg.senhaMinimo8, msg.senhaDigito, msg.senhaMaiuscula, msg.senhaEspecial]);
    const wrong = await t.call('POST', 'participantes/alterarSenha', {
      token,
      body: { currentPassword: 'errada', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    });
    expect(wrong.json().errors).toEqual([msg.senhaAtualIncorreta]);
    const same = await t.call('POST', 'participantes/alterarSenha', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD },
    });
    expect(same.json().errors).toEqual([msg.senhaIgualAnterior]);

    const ok = await t.call('POST', 'participantes/alterarSenha', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, data: msg.senhaAlterada, errors: [] });
    expect((await t.call('GET', 'participantes/sessao', { token })).statusCode).toBe(401);

    const again = await t.call('POST', 'participantes/entrar', { body: { email: 'troca.senha@demo.portal.com.br', password: NEW_PASSWORD } });
    expect(again.json().data).toMatchObject({ senhaTrocadaPorAdministrador: false, trocaSenhaObrigatoria: false });
  });

  it('forces the change when the password expired', async () => {
    t.clock.now = new Date(Date.now() + 91 * 86_400_000);
    try {
      const r = await t.call('POST', 'participantes/entrar', { body: { email: 'logistica@demo.portal.com.br', password: DEMO_PASSWORD } });
      expect(r.json().data).toMatchObject({ senhaTrocadaPorAdministrador: false, trocaSenhaObrigatoria: true });
    } finally {
      t.clock.now = new Date();
    }
  });
});

describe('forgot password and reset link', () => {
  it('answers the same for an unknown e-mail and a known one, and mails only the known', async () => {
    const before = await t.tdb.db
      .selectFrom('emails_saida')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const unknown = await t.call('POST', 'participantes/gerarLinkSenha/publico', { body: { email: 'nao.existe@demo.portal.com.br' } });
    expect(unknown.json()).toEqual({ success: true, data: msg.linkSenhaEnviado, errors: [] });
    const after = await t.tdb.db
      .selectFrom('emails_saida')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const known = await t.call('POST', 'participantes/gerarLinkSenha/publico', { body: { email: 'financeiro@demo.portal.com.br' } });
    expect(known.json()).toEqual(unknown.json());
    const mail = await lastEmailTo('financeiro@demo.portal.com.br');
    expect(mail?.assunto).toBe(msg.assuntoRedefinirSenha);
    expect(mail?.texto).toContain('http://portal.test/redefinir-senha?userId=');
  });

  it('resets once with the link; the link is single use; old sessions are revoked', async () => {
    const old = await t.login('vendadireta@demo.portal.com.br');
    await t.call('POST', 'participantes/gerarLinkSenha/publico', { body: { email: 'vendadireta@demo.portal.com.br' } });
    const mail = (await lastEmailTo('vendadireta@demo.portal.com.br'))!;
    const token = tokenIn(mail.texto);
    const id = Number(/userId=(\d+)/.exec(mail.texto)![1]);
    const mismatch = await t.call('POST', 'participantes/alterarsenha/publico', {
      body: { id, token, newPassword: NEW_PASSWORD, confirmNewPassword: 'Outra#123' },
    });
    expect(mismatch.json().errors).toEqual([msg.senhaEConfirmacaoIguais]);
    const empty = await t.call('POST', 'participantes/alterarsenha/publico', { body: { id, token, newPassword: '', confirmNewPassword: '' } });
    expect(empty.json().errors).toEqual([msg.senhaEConfirmacaoObrigatorias]);
    const wrongUser = await t.call('POST', 'participantes/alterarsenha/publico', {
      body: { id: id + 1, token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    });
    expect(wrongUser.json().errors).toEqual([msg.linkInvalido]);
    const r = await t.call('POST', 'participantes/alterarsenha/publico', { body: { id, token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD } });
    expect(r.json()).toEqual({ success: true, data: msg.senhaAlteradaPublico, errors: [] });
    const reuse = await t.call('POST', 'participantes/alterarsenha/publico', {
      body: { id, token, newPassword: 'Terceira#1', confirmNewPassword: 'Terceira#1' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors).toEqual([msg.linkInvalido]);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: old })).statusCode).toBe(401);
    await t.login('vendadireta@demo.portal.com.br', NEW_PASSWORD);
  });

  it('refuses an expired link', async () => {
    await t.call('POST', 'participantes/gerarLinkSenha/publico', { body: { email: 'dashboard@demo.portal.com.br' } });
    const mail = (await lastEmailTo('dashboard@demo.portal.com.br'))!;
    t.clock.now = new Date(Date.now() + 2 * 3600_000);
    try {
      const id = Number(/userId=(\d+)/.exec(mail.texto)![1]);
      const r = await t.call('POST', 'participantes/alterarsenha/publico', {
        body: { id, token: tokenIn(mail.texto), newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      });
      expect(r.json().errors).toEqual([msg.linkInvalido]);
    } finally {
      t.clock.now = new Date();
    }
  });
});

describe('reset links: superseded, ended by a password change, limited per account, same answer time', () => {
  const pedir = (email: string) => t.call('POST', 'participantes/gerarLinkSenha/publico', { body: { email } });
  const redefinir = (texto: string) =>
    t.call('POST', 'participantes/alterarsenha/publico', {
      body: { id: Number(/userId=(\d+)/.exec(texto)![1]), token: tokenIn(texto), newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    });

  it('a newer link makes the older one invalid', async () => {
    await pedir('montadora@demo.portal.com.br');
    const primeiro = (await lastEmailTo('montadora@demo.portal.com.br'))!.texto;
    t.clock.now = new Date(Date.now() + (REENVIO_MINIMO_SEGUNDOS + 1) * 1000);
    try {
      await pedir('montadora@demo.portal.com.br');
      const segundo = (await lastEmailTo('montadora@demo.portal.com.br'))!.texto;
      expect(tokenIn(segundo)).not.toBe(tokenIn(primeiro));
      expect((await redefinir(primeiro)).json().errors).toEqual([msg.linkInvalido]);
      expect((await redefinir(segundo)).statusCode).toBe(200);
    } finally {
      t.clock.now = new Date();
    }
  });

  it('a double click, a retry or two requests at once send one link: the same answer, one e-mail, no conflict', async () => {
    const email = 'grupo.autostar@demo.portal.com.br';
    const emails = async () =>
      Number(
        (
          await t.tdb.db
            .selectFrom('emails_saida')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('para', '=', email)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const antes = await emails();
    const respostas = await Promise.all([pedir(email), pedir(email), pedir(email)]);
    for (const r of respostas) expect(r.json(), r.body).toEqual({ success: true, data: msg.linkSenhaEnviado, errors: [] });
    expect((await emails()) - antes).toBe(1);
    const link = (await lastEmailTo(email))!.texto;
    // the client retries 10 s later (its answer was lost): nothing new, and the link sent still works
    t.clock.now = new Date(Date.now() + 10_000);
    try {
      expect((await pedir(email)).json().data).toBe(msg.linkSenhaEnviado);
      expect((await emails()) - antes).toBe(1);
      expect((await redefinir(link)).statusCode).toBe(200);
    } finally {
      t.clock.now = new Date();
    }
  });

  it('a password change ends the reset links already sent', async () => {
    await pedir('dealer.poa@demo.portal.com.br');
    const link = (await lastEmailTo('dealer.poa@demo.portal.com.br'))!.texto;
    const token = await t.login('dealer.poa@demo.portal.com.br');
    const troca = await t.call('POST', 'participantes/alterarSenha', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Outra#Senha7', confirmNewPassword: 'Outra#Senha7' },
    });
    expect(troca.statusCode).toBe(200);
    expect((await redefinir(link)).json().errors).toEqual([msg.linkInvalido]);
  });

  it('sends at most five links an hour to one account, answering the same', async () => {
    const conta = (para: string) =>
      t.tdb.db
        .selectFrom('emails_saida')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('para', '=', para)
        .executeTakeFirstOrThrow();
    const antes = Number((await conta('dealer.brasilia@demo.portal.com.br')).n);
    const inicio = Date.now();
    try {
      // seven requests, each after the resend interval, within the hour
      for (let i = 0; i < 7; i++) {
        t.clock.now = new Date(inicio + i * (REENVIO_MINIMO_SEGUNDOS + 1) * 1000);
        expect((await pedir('dealer.brasilia@demo.portal.com.br')).json().data).toBe(msg.linkSenhaEnviado);
      }
      expect(Number((await conta('dealer.brasilia@demo.portal.com.br')).n) - antes).toBe(5);
      t.clock.now = new Date(inicio + 61 * 60_000 + 7 * (REENVIO_MINIMO_SEGUNDOS + 1) * 1000);
      await pedir('dealer.brasilia@demo.portal.com.br');
      expect(Number((await conta('dealer.brasilia@demo.portal.com.br')).n) - antes).toBe(6);
    } finally {
      t.clock.now = new Date();
    }
  });

  it('answers a known and an unknown e-mail no sooner than the same floor', async () => {
    for (const email of ['nao.existe.2@demo.portal.com.br', 'faturamento@demo.portal.com.br']) {
      const inicio = performance.now();
      await pedir(email);
      expect(performance.now() - inicio, email).toBeGreaterThanOrEqual(PISO_LINK_SENHA_MS - 5);
    }
  });

  it('behind a trusted proxy, rate-limits per client address instead of per proxy', async () => {
    // fixed windows of a minute: the clock in the middle of one, so the three requests are counted together
    const meioDoMinuto = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    const app = await buildApp({ db: t.tdb.db, tokens: t.tokens, appUrl: 'http://x', rateLimitMax: 2, trustProxy: true, now: () => meioDoMinuto });
    try {
      const entrar = (ip: string) =>
        app.inject({ method: 'POST', url: '/api/v1/participantes/entrar', headers: { 'x-forwarded-for': ip }, payload: { email: 'a@b.com', password: 'x' } });
      const a = [await entrar('203.0.113.1'), await entrar('203.0.113.1'), await entrar('203.0.113.1')].map((r) => r.statusCode);
      expect(a).toEqual([401, 401, 429]);
      expect((await entrar('203.0.113.2')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('registration completion', () => {
  it('shows the registration view with the link, completes once, then signs in', async () => {
    const mail = (await lastEmailTo('pendente@demo.portal.com.br'))!;
    expect(mail.assunto).toBe(msg.assuntoCompletarCadastro);
    const id = Number(/completeregistration\/(\d+)/.exec(mail.texto)![1]);
    const token = tokenIn(mail.texto);
    const view = await t.call('GET', `participantes/cadastro/${id}?token=${encodeURIComponent(token)}`);
    expect(view.json().data).toMatchObject({
      id,
      nome: 'Patrícia Pendente',
      email: 'pendente@demo.portal.com.br',
      perfil: 'Dealer',
      concessionaria: 'Britânia Niterói',
      grupoConcessionaria: 'Grupo Britânia',
    });
    expect((await t.call('GET', `participantes/cadastro/${id}?token=errado`)).statusCode).toBe(400);
    const body = { id, nome: 'Patrícia Pendente', email: 'pendente@demo.portal.com.br', password: NEW_PASSWORD, confirmPassword: 'Diferente#1', token };
    expect((await t.call('PATCH', 'participantes/completarCadastro', { body })).json().errors).toEqual([msg.senhaEConfirmarIguais]);
    const r = await t.call('PATCH', 'participantes/completarCadastro', { body: { ...body, confirmPassword: NEW_PASSWORD } });
    expect(r.json()).toEqual({ success: true, data: msg.cadastroCompletado, errors: [] });
    await t.login('pendente@demo.portal.com.br', NEW_PASSWORD);
    expect((await t.call('PATCH', 'participantes/completarCadastro', { body: { ...body, confirmPassword: NEW_PASSWORD } })).json().errors).toEqual([
      msg.linkInvalido,
    ]);
  });
});

describe('sair (server-side sign-out)', () => {
  it("ends only this token's session, at the next request, through the principal cache", async () => {
    const a = await t.login('financeiro@demo.portal.com.br');
    const b = await t.login('financeiro@demo.portal.com.br');
    // both sessions cached
    expect((await t.call('GET', 'participantes/meu-perfil', { token: a })).statusCode).toBe(200);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: b })).statusCode).toBe(200);
    const sair = await t.call('POST', 'participantes/sair', { token: a });
    expect(sair.statusCode).toBe(200);
    expect(sair.json().data).toBe(msg.sessaoEncerrada);
    const depois = await t.call('GET', 'participantes/meu-perfil', { token: a });
    expect(depois.statusCode).toBe(401);
    expect(depois.json().errors).toEqual([msg.naoAutenticado]);
    expect((await t.call('POST', 'participantes/sair', { token: a })).statusCode).toBe(401);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: b })).statusCode).toBe(200);
  });

  it('ends an acesso espelho session without ending the administrator behind it', async () => {
    const admin = await t.login('admin@demo.portal.com.br');
    const alvo = await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', 'dealer.jardins@demo.portal.com.br').executeTakeFirstOrThrow();
    const start = await t.call('POST', `participantes/espelho/${alvo.id}`, { token: admin });
    const espelho = (await t.call('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token: start.json().data.token } })).json().data.accessToken;
    expect((await t.call('GET', 'participantes/meu-perfil', { token: espelho })).statusCode).toBe(200);
    expect((await t.call('POST', 'participantes/sair', { token: espelho })).statusCode).toBe(200);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: espelho })).statusCode).toBe(401);
    expect((await t.call('GET', 'participantes/meu-perfil', { token: admin })).statusCode).toBe(200);
    const row = await t.tdb.db.selectFrom('sessoes_encerradas').selectAll().where('participante_id', '=', alvo.id).executeTakeFirstOrThrow();
    expect(row.espelho_admin_id).not.toBeNull();
  });
});

describe('acesso espelho (impersonation)', () => {
  it('gives the administrator a session of the user that names both, records it, and refuses password changes', async () => {
    const admin = await t.login('admin@demo.portal.com.br');
    const target = await t.tdb.db.selectFrom('participantes').select(['id']).where('email', '=', 'dealer.morumbi@demo.portal.com.br').executeTakeFirstOrThrow();
    const adminId = (await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', 'admin@demo.portal.com.br').executeTakeFirstOrThrow()).id;
    const start = await t.call('POST', `participantes/espelho/${target.id}`, { token: admin });
    expect(start.statusCode).toBe(200);
    const r = await t.call('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token: start.json().data.token } });
    expect(r.statusCode).toBe(200);
    const { accessToken, userClaims } = r.json().data;
    expect(userClaims).toMatchObject({ id: target.id, nome: 'Diego Morumbi', espelho: { adminId, adminNome: 'Ana Administradora' } });
    // single use
    expect((await t.call('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token: start.json().data.token } })).statusCode).toBe(400);

    const pw = await t.call('POST', 'participantes/alterarSenha', {
      token: accessToken,
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    });
    expect(pw.statusCode).toBe(403);
    expect(pw.json().errors).toEqual([msg.espelhoNaoAlteraSenha]);
    // cannot be nested: the mirrored dealer has no espelho permission anyway, and a mirrored admin is refused
    const nested = await t.call('POST', `participantes/espelho/${adminId}`, { token: accessToken });
    expect(nested.statusCode).toBe(403);

    const replay = await t.call('GET', `auditoria/streams/conta-${target.id}`, { token: admin });
    const steps = replay.json().data as { type: string; actor: { userId: number; espelhoAdminId: number | null } }[];
    const last = steps[steps.length - 1]!;
    expect(last.type).toBe('AcessoEspelhoIniciado');
    expect(last.actor).toMatchObject({ userId: target.id, espelhoAdminId: adminId });
  });

  it('is refused to non-administrators, for unknown users (404) and for pending accounts (422)', async () => {
    const dealer = await t.login('dealer.barra@demo.portal.com.br');
    const r = await t.call('POST', 'participantes/espelho/1', { token: dealer });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors).toEqual([msg.semPermissaoFuncionalidade]);
    const admin = await t.login('admin@demo.portal.com.br');
    expect((await t.call('POST', 'participantes/espelho/99999', { token: admin })).statusCode).toBe(404);
    const blocked = await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', 'bloqueado@demo.portal.com.br').executeTakeFirstOrThrow();
    const u = await t.call('POST', `participantes/espelho/${blocked.id}`, { token: admin });
    expect(u.statusCode).toBe(422);
    expect(u.json().errors).toEqual([msg.espelhoUsuarioIndisponivel]);
  });

  it('is refused for another administrator (403), and nothing is recorded', async () => {
    const admin = await t.login('admin@demo.portal.com.br');
    const criado = await t.call('POST', 'participantes/admin', {
      token: admin,
      body: { nome: 'Bruno Administrador', email: 'bruno.admin@demo.portal.com.br' },
    });
    expect(criado.statusCode).toBe(200);
    const outro = criado.json().data.id as number;
    const antes = await contarLinhas(t.tdb.db, 'links_senha');
    const r = await t.call('POST', `participantes/espelho/${outro}`, { token: admin });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors).toEqual([msg.espelhoOutroAdministrador]);
    const depois = await contarLinhas(t.tdb.db, 'links_senha');
    expect(depois).toBe(antes);
  });

  it('cannot be started from inside an acesso espelho session, whatever its role', async () => {
    const idDe = async (email: string) => (await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const admin = (await loadPrincipal(t.tdb.db, await idDe('admin@demo.portal.com.br'), null))!;
    const deps = { db: t.tdb.db, tokens: t.tokens, now: () => t.clock.now, appUrl: 'http://portal.test' };
    // a session opened through acesso espelho by this administrator, as if it held the administrator's permissions
    const espelhado = { ...admin, espelhoAdminId: admin.userId };
    await expect(iniciarEspelho(deps, espelhado, await idDe('dealer.barra@demo.portal.com.br'))).rejects.toMatchObject({
      statusCode: 403,
      errors: [msg.espelhoAninhado],
    });
  });
});

describe('one-time access link (/login-redirect)', () => {
  it('signs in once with entrar-redirecionar', async () => {
    const token = await t.login('faturamento@demo.portal.com.br');
    const link = (await t.call('POST', 'participantes/link-acesso', { token })).json().data.token;
    const r = await t.call('POST', 'participantes/entrar-redirecionar', { body: { token: link } });
    expect(r.json()).toMatchObject({ success: true, errors: [], data: { userClaims: { nome: 'Fábio Faturamento' } } });
    const again = await t.call('POST', 'participantes/entrar-redirecionar', { body: { token: link } });
    expect(again.json()).toEqual({ success: false, data: null, errors: [msg.linkInvalido] });
  });
});

describe('meu perfil', () => {
  it('shows the user their data, profile, dealer, last access and password change', async () => {
    const token = await t.login('dealer.jardins@demo.portal.com.br');
    const r = await t.call('GET', 'participantes/meu-perfil', { token });
    expect(r.json().data).toMatchObject({
      nome: 'Júlia Jardins',
      perfil: 'Dealer',
      grupoPerfil: 'Dealer',
      concessionaria: 'Autostar Jardins',
      codigoDealer: 'JLR002',
      concessionariaGrupo: 'Grupo Autostar',
    });
    expect(r.json().data.dataUltimoAcessoUtc).toMatch(/^\d{4}-/);
    expect(r.json().data.dataTrocaSenhaUtc).toMatch(/^\d{4}-/);
  });
});
