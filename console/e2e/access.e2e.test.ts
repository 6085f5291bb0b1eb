import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg } from '@portal/contracts/messages';
import { createDb } from '../../services/core/src/db/connect.ts';
import { DEMO_PASSWORD, emailNaCaixa, portalDoArquivo, shot, signIn, type Harness } from './harness.ts';
import { rotasPendentes } from '../src/app/rotas-construidas.ts';

const MENU_GROUPS = ['GESTÃO PORTAL', 'COTA VEÍCULOS', 'VENDA DIRETA', 'ORDER CALL', 'EMPLACAMENTO', 'SEMI NOVOS', 'AGED STOCK'];
const NEW_PASSWORD = 'NovaSenha#2026';

let h: Harness;

portalDoArquivo((x) => (h = x));

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const greeting = (page: Page) => page.locator('.top-bar .greeting');

async function openUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('access in the browser', () => {
  it('signs in and lands on /relatorios with the menu groups, the title and the greeting', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Ana'));
    await expect.poll(() => page.locator('.top-title').textContent()).toBe('RELATÓRIOS');
    const groups = await sideMenu(page).locator('.side-group-label').allTextContents();
    expect(groups).toEqual(MENU_GROUPS);
    expect(groups).not.toContain('HOME');
    await shot(page, 'signin-01-home');

    // open a group: its submenus, BOLSÃO NSC hidden; an entry opens its screen and is highlighted
    await sideMenu(page).getByRole('button', { name: 'COTA VEÍCULOS' }).click();
    const items = await sideMenu(page).locator('.side-item').allTextContents();
    expect(items).toContain('Trocas');
    expect(items).not.toContain('BOLSÃO NSC');
    await sideMenu(page).getByRole('link', { name: 'Comissões' }).click();
    await page.waitForURL('**/comission');
    await expect.poll(() => page.locator('.top-title').textContent()).toBe('COMISSÕES');
    await expect.poll(() => sideMenu(page).locator('.side-item.active').textContent()).toBe('Comissões');
    // a screen of a later delivery (any menu entry the route table still leaves pending): the pending page, its entry highlighted
    const pendente = rotasPendentes()[0];
    if (pendente) {
      await sideMenu(page).getByRole('button', { name: pendente.grupo }).click();
      await sideMenu(page).getByRole('link', { name: pendente.titulo, exact: true }).click();
      await page.waitForURL(`**${pendente.path}`);
      await expect.poll(() => sideMenu(page).locator('.side-item.active').textContent()).toBe(pendente.titulo);
      await expect.poll(() => page.getByText('Esta tela chega em uma próxima entrega do portal.').isVisible()).toBe(true);
    }

    // collapsed menu is 46 px, open 240 px
    expect(Math.round((await sideMenu(page).boundingBox())!.width)).toBe(240);
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect.poll(async () => Math.round((await sideMenu(page).boundingBox())!.width)).toBe(46);
    await shot(page, 'signin-02-collapsed');
    await page.getByRole('button', { name: 'Expandir menu' }).click();

    // Sair clears the storage and goes to the login
    await openUserMenu(page, 'Sair');
    await page.waitForURL((u) => u.pathname === '/');
    // only the login's show-popup flag is stored again; the session is gone
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('portal.sessao') ?? '{}') as unknown))
      .toEqual({ auth: null, previous: null, mostrarPopup: true });
    await page.goto('/relatorios');
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('refuses a wrong password with the server message and clears the fields; overlay while waiting, toast gone after 5 s', async () => {
    const { page } = await h.newPage();
    // hold the answer a little so the overlay can be seen
    await page.route('**/api/v1/participantes/entrar', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await signIn(page, 'admin@demo.portal.com.br', 'Errada@2026');
    await expect.poll(() => page.getByText(msg.aguarde).isVisible()).toBe(true);
    await shot(page, 'wrong-password-01-overlay');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: msg.loginInvalido }).count()).toBeGreaterThan(0);
    const toastShown = Date.now();
    const errorToast = page.locator('.p-toast-message-error').filter({ hasText: msg.loginInvalido });
    await expect.poll(() => errorToast.count()).toBe(1);
    expect(await page.getByText(msg.aguarde).count()).toBe(0);
    expect(await page.locator('#login-email').inputValue()).toBe('');
    expect(await page.locator('#login-senha').inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.waitForTimeout(400);
    await shot(page, 'wrong-password-02-message');
    await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - toastShown)));
    expect(await errorToast.count()).toBe(1);
    await expect.poll(() => errorToast.count(), { timeout: 6000, interval: 250 }).toBe(0);
  });

  it('signs out and reloads when the server refuses the stored token (401)', async () => {
    const { page } = await h.entrarComo('regionais@demo.portal.com.br');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Rafael'));
    // the tampering happens as the reloaded page starts, before any of its scripts: nothing still running on the old page
    // (the session refresh writes the session back) can undo it; once only, so the console's own reload finds no session
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e.adulterado')) return;
      sessionStorage.setItem('e2e.adulterado', '1');
      const s = JSON.parse(localStorage.getItem('portal.sessao') ?? 'null') as { auth?: { accessToken: string } } | null;
      if (!s?.auth) return;
      const [h, p, sig] = s.auth.accessToken.split('.');
      s.auth.accessToken = `${h}.${p}.${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
      localStorage.setItem('portal.sessao', JSON.stringify(s));
    });
    const seen: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/')) seen.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.reload();
    // whichever signed-in call answers first (the session refresh or the home pop-ups) meets the 401 and signs out
    await expect.poll(() => seen.filter((r) => r.startsWith('401 /api/v1/')).length, { timeout: 30_000 }).toBeGreaterThan(0);
    // the console clears the storage and reloads itself: the login shows
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expect.poll(() => page.locator('#login-email').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('portal.sessao') ?? '{}') as { auth?: unknown }).auth ?? null)).toBeNull();
  });

  it('Sair ends the session on the server: a copy of the token is refused afterwards', async () => {
    const { page } = await h.entrarComo('logistica@demo.portal.com.br');
    await page.waitForLoadState('networkidle');
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.sessao')!) as { auth: { accessToken: string } }).auth.accessToken);
    const perfil = () =>
      page.evaluate(async (t) => (await fetch('/api/v1/participantes/meu-perfil', { headers: { authorization: `Bearer ${t}` } })).status, token);
    expect(await perfil()).toBe(200);
    await openUserMenu(page, 'Sair');
    await expect.poll(() => page.locator('#login-email').isVisible()).toBe(true);
    await expect.poll(perfil).toBe(401);
  });

  it('warns of a password expiring in 2 days and changes it from the dropdown, staying signed in', async () => {
    const db = createDb({ url: h.stack.databaseUrl, max: 1 });
    try {
      // the password was changed 88 days ago: with the 90-day validity it expires in 2 days
      const gerente = await db.selectFrom('participantes').select('id').where('email', '=', 'gerente@demo.portal.com.br').executeTakeFirstOrThrow();
      await db
        .updateTable('contas')
        .set({ data_troca_senha_utc: new Date(Date.now() - 88 * 86_400_000) })
        .where('participante_id', '=', gerente.id)
        .execute();
    } finally {
      await db.destroy();
    }
    const { page } = await h.entrarComo('gerente@demo.portal.com.br');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: msg.senhaExpiraEm(2) })
          .isVisible(),
      )
      .toBe(true);
    await shot(page, 'expiry-01-warning');

    await openUserMenu(page, 'Trocar senha');
    const dialog = page.getByRole('dialog', { name: 'Trocar senha' });
    await dialog.locator('#troca-atual').fill('Errada@2026');
    await dialog.locator('#troca-nova').fill(NEW_PASSWORD);
    await dialog.locator('#troca-confirmar').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.locator('.p-toast-message-error').filter({ hasText: msg.senhaAtualIncorreta }).count()).toBe(1);
    await dialog.locator('#troca-atual').fill(DEMO_PASSWORD);
    await page.waitForTimeout(300);
    await shot(page, 'expiry-02-change-dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.locator('.p-toast-message-success').filter({ hasText: msg.senhaAlterada }).count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    // signed in again with the new password: the expiry moved on, the session still works
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: msg.senhaExpiraEm(2) })
          .count(),
      )
      .toBe(0);
    await page.reload();
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Gustavo'));
    expect(new URL(page.url()).pathname).toBe('/relatorios');
  });

  it('forces the password change, then signs in with the new password', async () => {
    const { page } = await h.newPage();
    await signIn(page, 'troca.senha@demo.portal.com.br');
    await page.waitForURL('**/alterarSenha');
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    // a private route still sends back to the forced change
    await page.goto('/relatorios');
    await page.waitForURL('**/alterarSenha');
    await page.locator('#senha-atual').fill(DEMO_PASSWORD);
    await page.locator('#nova-senha').fill('fraca');
    await page.locator('#confirmar-senha').fill('fraca');
    await shot(page, 'forced-01-form');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect.poll(() => page.locator('.p-toast-message-error').filter({ hasText: msg.senhaMinimo8 }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/alterarSenha');

    await page.locator('#nova-senha').fill(NEW_PASSWORD);
    await page.locator('#confirmar-senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.waitForURL('**/relatorios');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Tiago'));
    await expect.poll(() => page.locator('.p-toast-message-success').filter({ hasText: msg.senhaAlterada }).count()).toBe(1);
    await shot(page, 'forced-02-signed-in');

    // the new password works from the login, the old one does not
    const fresh = await h.newPage();
    await signIn(fresh.page, 'troca.senha@demo.portal.com.br');
    await expect.poll(() => fresh.page.getByRole('alert').filter({ hasText: msg.loginInvalido }).count()).toBeGreaterThan(0);
    await signIn(fresh.page, 'troca.senha@demo.portal.com.br', NEW_PASSWORD);
    await fresh.page.waitForURL('**/relatorios');
  });

  it('sends the forgot-password e-mail to the outbox, resets through its link and signs in with the new password', async () => {
    const email = 'financeiro@demo.portal.com.br';
    const { page } = await h.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueci a senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Esqueci a senha' });
    await dialog.locator('#forgot-email').fill('sem-arroba.com.br');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => page.locator('.p-toast-message-warn').filter({ hasText: msg.emailInvalido }).count()).toBe(1);
    await dialog.locator('#forgot-email').fill(email);
    await shot(page, 'forgot-01-modal');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => page.locator('.p-toast-message-success').filter({ hasText: msg.linkSenhaEnviado }).count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);

    // the Temporal worker delivers it over SMTP to the catcher; the outbox lists it
    const mail = await emailNaCaixa(page, email);
    expect(await mail.count()).toBe(1);
    await shot(page, 'forgot-02-outbox');
    const link = mail.getByRole('link').filter({ hasText: '/redefinir-senha?' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/redefinir-senha\?userId=\d+&token=/);
    await link.click();
    await page.waitForURL('**/redefinir-senha?**');

    await page.getByRole('button', { name: 'Cadastrar nova senha' }).click();
    await expect.poll(() => page.locator('.p-toast-message-warn').filter({ hasText: msg.senhaEConfirmacaoObrigatorias }).count()).toBe(1);
    await page.locator('#nova-senha').fill(NEW_PASSWORD);
    await page.locator('#repetir-senha').fill('Diferente#2026');
    await page.getByRole('button', { name: 'Cadastrar nova senha' }).click();
    await expect.poll(() => page.locator('.p-toast-message-warn').filter({ hasText: msg.senhaEConfirmacaoIguais }).count()).toBe(1);
    await page.locator('#repetir-senha').fill(NEW_PASSWORD);
    await shot(page, 'forgot-03-reset');
    await page.getByRole('button', { name: 'Cadastrar nova senha' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.locator('.p-toast-message-success').filter({ hasText: msg.senhaAlteradaPublico }).count()).toBe(1);

    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL('**/relatorios');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Fernanda'));

    // the link is single use
    await page.goto(href.replace(/^https?:\/\/[^/]+/, ''));
    await page.locator('#nova-senha').fill('OutraSenha#2026');
    await page.locator('#repetir-senha').fill('OutraSenha#2026');
    await page.getByRole('button', { name: 'Cadastrar nova senha' }).click();
    await expect.poll(() => page.locator('.p-toast-message-error').filter({ hasText: msg.linkInvalido }).count()).toBe(1);
  });

  it('completes a registration from the e-mailed link and signs in', async () => {
    const { page } = await h.newPage();
    const mail = await emailNaCaixa(page, 'pendente@demo.portal.com.br');
    await mail.first().getByRole('link').filter({ hasText: '/completeregistration/' }).click();
    await page.waitForURL('**/completeregistration/**');
    await expect.poll(() => page.getByText('Olá, Patrícia Pendente!').isVisible()).toBe(true);
    expect(await page.locator('.info-list').textContent()).toContain('pendente@demo.portal.com.br');
    expect(await page.locator('#cadastro-confirmar').count()).toBe(0);
    await page.locator('#cadastro-senha').fill('Cadas');
    expect(await page.locator('#cadastro-confirmar').count()).toBe(0);
    await page.locator('#cadastro-senha').fill('Cadastro#2026');
    await page.locator('#cadastro-confirmar').fill('Cadastro#2025');
    expect(await page.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
    await expect.poll(() => page.getByText(msg.senhaEConfirmarIguais).isVisible()).toBe(true);
    await page.locator('#cadastro-confirmar').fill('Cadastro#2026');
    await shot(page, 'registration-01-form');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/relatorios');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Patrícia'));
    await expect.poll(() => page.locator('.p-toast-message-success').filter({ hasText: msg.cadastroCompletado }).count()).toBe(1);
  });

  it('signs in through a single-use /login-redirect link and shows the first error for a used one', async () => {
    const api = async <T>(path: string, init: { token?: string; body?: unknown }) => {
      const res = await fetch(`${h.stack.apiUrl}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        body: JSON.stringify(init.body ?? {}),
      });
      return ((await res.json()) as { data: T }).data;
    };
    const { accessToken } = await api<{ accessToken: string }>('participantes/entrar', {
      body: { email: 'vendadireta@demo.portal.com.br', password: DEMO_PASSWORD },
    });
    const { token } = await api<{ token: string }>('participantes/link-acesso', { token: accessToken });
    const { page } = await h.newPage();
    const url = `/login-redirect?token=${encodeURIComponent(token)}&path=${encodeURIComponent('/directselling')}`;
    await page.goto(url);
    await page.waitForURL('**/directselling');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Vitor'));
    await expect.poll(() => page.locator('.top-title').textContent()).toBe('PEDIDOS');

    const other = await h.newPage();
    await other.page.goto(url);
    await expect.poll(() => other.page.locator('p.form-error').textContent()).toBe(msg.linkInvalido);
    expect(await other.page.getByText(msg.carregando).count()).toBe(0);
    await shot(other.page, 'login-redirect-used');
  });

  it('serves the public placeholders and sends unknown routes to the login', async () => {
    const { page } = await h.newPage();
    await page.goto('/signup');
    await expect.poll(() => page.getByText(msg.paginaSignup).isVisible()).toBe(true);
    await page.goto('/gera-boleto');
    await expect.poll(() => page.getByRole('heading', { name: 'Segunda via de boleto' }).isVisible()).toBe(true);
    await page.goto('/uma/rota/que/nao/existe');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('button', { name: 'ENTRAR' }).isVisible()).toBe(true);
  });

  it('shows the no-permission page to a dealer opening /usersmanagment/0', async () => {
    const { page } = await h.entrarComo('dealer.morumbi@demo.portal.com.br');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Diego'));
    const groups = await sideMenu(page).locator('.side-group-label').allTextContents();
    expect(groups).not.toContain('GESTÃO PORTAL');
    await page.goto('/usersmanagment/0');
    await expect.poll(() => page.getByText(msg.semPermissaoTela).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Usuários' }).count()).toBe(0);
    await shot(page, 'no-permission');
  });

  it('impersonates Diego from /usersmanagment/0, acts as him and returns with Retornar Espelho', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');
    await sideMenu(page).getByRole('button', { name: 'GESTÃO PORTAL' }).click();
    await sideMenu(page).getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL('**/usersmanagment/0');
    for (const tab of ['Usuários', 'Dealers', 'Grupos', 'Região', 'Tipo de Perfil'])
      await expect.poll(() => page.getByRole('tab', { name: tab }).count()).toBe(1);
    const cards = page.getByTestId('usuario-card');
    await expect.poll(() => cards.count()).toBe(10);
    // no acesso espelho on one's own row
    expect(await cards.filter({ hasText: 'Ana Administradora' }).getByRole('button', { name: 'Acesso espelho' }).count()).toBe(0);
    expect(await cards.filter({ hasText: 'Beatriz Barra' }).getByRole('button', { name: 'Acesso espelho' }).count()).toBe(1);
    await shot(page, 'espelho-01-users');

    // Carregar mais adds 10
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    // search, empty state
    await page.getByRole('textbox', { name: 'Buscar usuários' }).fill('ninguém-com-este-nome');
    await expect.poll(() => page.getByText(msg.nenhumRegistro).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Buscar usuários' }).fill('Diego');
    const diego = cards.filter({ hasText: 'Diego Morumbi' });
    await expect.poll(() => diego.count()).toBe(1);
    expect(await diego.textContent()).toContain('dealer.morumbi@demo.portal.com.br');

    await diego.getByRole('button', { name: 'Acesso espelho' }).click();
    await page.waitForURL('**/relatorios');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Diego'));
    expect(await page.getByText('Acesso espelho').first().isVisible()).toBe(true);
    await shot(page, 'espelho-02-as-diego');

    // act as Diego: his own profile
    await openUserMenu(page, 'Meu perfil');
    const perfil = page.getByRole('dialog', { name: 'Meu perfil' });
    await expect.poll(() => perfil.getByText('dealer.morumbi@demo.portal.com.br').count()).toBe(1);
    expect(await perfil.textContent()).toContain('Diego Morumbi');
    expect(await perfil.textContent()).toMatch(/Último acesso\s*(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}|nunca)/);
    await page.waitForTimeout(500); // dialog animation, for the screenshot
    await shot(page, 'espelho-03-meu-perfil');
    await perfil.getByRole('button', { name: 'Fechar' }).click();

    await openUserMenu(page, 'Retornar Espelho');
    await page.waitForURL('**/usersmanagment/0');
    await expect.poll(() => greeting(page).textContent()).toBe(msg.saudacao('Ana'));
    expect(
      await page
        .getByText('Acesso espelho', { exact: true })
        .filter({ has: page.locator('.pi-eye') })
        .count(),
    ).toBe(0);
    await shot(page, 'espelho-04-back');
    // the dropdown no longer offers Retornar Espelho
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    expect(await page.getByRole('menuitem', { name: 'Retornar Espelho' }).count()).toBe(0);
  });
});
