import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminMsg } from '@portal/contracts/admin/messages';
import { cnpjCheckDigits, formatCnpj } from '@portal/contracts/br/cnpj';
import { msg } from '@portal/contracts/messages';
import { emailNaCaixa, portalDoArquivo, shot, signIn, type Harness } from './harness.ts';

let h: Harness;

portalDoArquivo((x) => (h = x));

const suffix = String(Date.now() % 100_000).padStart(5, '0');
const CODIGO = `E2E${suffix}`;
const NOME_DEALER = `Autostar Teste ${suffix}`;
const CNPJ_NUMERICO = (() => {
  const base = `93${suffix}4560001`.slice(0, 12);
  return base + cnpjCheckDigits(base);
})();
const CNPJ_ALFANUMERICO = (() => {
  const base = `AB${suffix}CD012`.slice(0, 12);
  return base + cnpjCheckDigits(base);
})();
const EMAIL_USUARIO = `vendedor.${suffix}@teste.portal.com.br`;
const NOME_USUARIO = `Valéria Vendedora ${suffix}`;

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const toast = (page: Page, kind: 'warn' | 'success' | 'error', text: string) => page.locator(`.p-toast-message-${kind}`).filter({ hasText: text });

/** Salvar and the warning the form shows. */
async function expectWarning(page: Page, text: string) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect.poll(() => toast(page, 'warn', text).count()).toBeGreaterThan(0);
}

/** Picks an option of a PrimeReact Dropdown found by its input id. */
async function pick(page: Page, inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

async function signedInAdmin() {
  const { page } = await h.entrarComo('admin@demo.portal.com.br');
  return page;
}

describe('administration in the browser', () => {
  it('lists users with Carregar mais and Exportar, keeping the chosen tab in the URL', async () => {
    const page = await signedInAdmin();
    await page.goto('/usersmanagment/0');
    const cards = page.getByTestId('usuario-card');
    await expect.poll(() => cards.count()).toBe(10);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar usuários' }).click();
    expect((await download).suggestedFilename()).toBe('PDD_Usuarios.xlsx');

    await page.getByRole('tab', { name: 'Região' }).click();
    await page.waitForURL('**/usersmanagment/3');
    await expect.poll(() => page.getByTestId('regiao-card').count()).toBe(3);
    await page.getByRole('textbox', { name: 'Buscar regiões' }).fill('nenhuma-regiao-assim');
    await expect.poll(() => page.getByText(msg.nenhumRegistro).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect.poll(() => page.getByTestId('regiao-card').count()).toBe(3);
    // /usersmanagment without an index returns to the tab last chosen
    await page.goto('/usersmanagment');
    await page.waitForURL('**/usersmanagment/3');
    await shot(page, 'admin-01-tabs');
  });

  it('creates a dealer with two CNPJs (one alphanumeric), with the warnings in the spec’s order', async () => {
    const page = await signedInAdmin();
    await page.goto('/usersmanagment/1');
    await page.getByRole('button', { name: 'Novo dealer' }).click();
    await page.waitForURL('**/user/create/dealer/3');

    await expectWarning(page, adminMsg.preenchaCamposObrigatorios);
    await page.locator('#codigo-dealer').fill(CODIGO);
    await expectWarning(page, adminMsg.preenchaNomeDealer);
    await page.locator('#nome-dealer').fill(NOME_DEALER);
    await expectWarning(page, adminMsg.selecioneGrupo);
    await pick(page, 'dealer-grupo', 'Grupo Autostar');
    await expectWarning(page, adminMsg.selecioneRegiao);
    await pick(page, 'dealer-regiao', 'Sudeste');
    await expectWarning(page, adminMsg.informeCnpj);

    const cnpj = page.getByRole('textbox', { name: 'CNPJ', exact: true });
    const adicionar = page.getByRole('button', { name: 'Adicionar CNPJ' });
    await cnpj.fill('11.111.111/1111-11');
    await adicionar.click();
    await expect.poll(() => toast(page, 'warn', adminMsg.cnpjInvalido).count()).toBeGreaterThan(0);
    await cnpj.fill(CNPJ_NUMERICO);
    expect(await cnpj.inputValue()).toBe(formatCnpj(CNPJ_NUMERICO));
    await adicionar.click();
    await cnpj.fill(CNPJ_NUMERICO);
    await adicionar.click();
    await expect.poll(() => toast(page, 'warn', adminMsg.cnpjNaLista).count()).toBeGreaterThan(0);
    // a wrong row is edited, then the alphanumeric CNPJ added
    await cnpj.fill(CNPJ_ALFANUMERICO.toLowerCase());
    await adicionar.click();
    const rows = page.getByRole('table', { name: 'Tabela de CNPJs' }).locator('tbody tr td:first-child');
    await expect.poll(() => rows.allTextContents()).toEqual([formatCnpj(CNPJ_NUMERICO), formatCnpj(CNPJ_ALFANUMERICO)]);
    await page.getByRole('button', { name: `Excluir CNPJ ${formatCnpj(CNPJ_ALFANUMERICO)}` }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await cnpj.fill(CNPJ_ALFANUMERICO);
    await adicionar.click();
    await expect.poll(() => rows.count()).toBe(2);
    await shot(page, 'admin-02-dealer-form');

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, 'success', adminMsg.dealerCadastrado).count()).toBe(1);
    await page.waitForURL('**/usersmanagment/1');
    await page.getByRole('textbox', { name: 'Buscar dealers' }).fill(CODIGO);
    const card = page.getByTestId('dealer-card').filter({ hasText: CODIGO });
    await expect.poll(() => page.getByTestId('dealer-card').count()).toBe(1);
    expect(await card.textContent()).toContain('Ativo');

    // the edit form (skeleton first) shows both CNPJs and the record's history
    await card.getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(/\/user\/edit\/\d+\/dealer\/31$/);
    await expect.poll(() => page.locator('#nome-dealer').inputValue()).toBe(NOME_DEALER);
    await expect.poll(() => rows.allTextContents()).toEqual([formatCnpj(CNPJ_NUMERICO), formatCnpj(CNPJ_ALFANUMERICO)]);
    await page.getByText('Histórico de alterações').click();
    await expect.poll(() => page.locator('.audit-list li').count()).toBe(1);
    expect(await page.locator('.audit-list li').textContent()).toContain('Cadastro');
    await shot(page, 'admin-03-dealer-edit');
  });

  it('creates a user for that dealer; the registration e-mail reaches the outbox; the edit form offers the account actions', async () => {
    const page = await signedInAdmin();
    await page.goto('/usersmanagment/0');
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    await page.waitForURL('**/user/create/usuario/2');

    await expectWarning(page, adminMsg.preenchaObrigatorios);
    await page.locator('#nome').fill(NOME_USUARIO);
    await expectWarning(page, adminMsg.preenchaEmail);
    await page.locator('#email').fill(EMAIL_USUARIO);
    await expectWarning(page, adminMsg.selecioneGrupoPerfil);
    await pick(page, 'grupo-perfil', 'Dealer');
    await expectWarning(page, adminMsg.selecioneTipoPerfil);
    await pick(page, 'tipo-perfil', 'Dealer');
    await expectWarning(page, adminMsg.selecioneGrupo);
    await pick(page, 'dealer-grupo', 'Grupo Autostar');
    await expectWarning(page, adminMsg.selecioneDealer);
    await pick(page, 'dealer', `${CODIGO} - ${NOME_DEALER}`);
    expect(await page.getByText('Possui acesso aos processos do grupo').isVisible()).toBe(true);
    await shot(page, 'admin-04-user-form');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, 'success', adminMsg.usuarioCadastrado).count()).toBe(1);
    await page.waitForURL('**/usersmanagment/0');

    // a Montadora user needs no dealer and has no group-process switch
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    await pick(page, 'grupo-perfil', 'Montadora');
    expect(await page.locator('#dealer-grupo').count()).toBe(0);
    expect(await page.getByText('Possui acesso aos processos do grupo').count()).toBe(0);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/usersmanagment/0');

    // the e-mail is delivered by the worker over SMTP
    const mail = await emailNaCaixa(page, EMAIL_USUARIO);
    expect(await mail.count()).toBe(1);
    expect(await mail.getByRole('link').filter({ hasText: '/completeregistration/' }).count()).toBe(1);
    await shot(page, 'admin-05-outbox');

    // the edit form: never signed in, registration pending (Reenviar offered), Nova senha modal
    await page.goto('/usersmanagment/0');
    await page.getByRole('textbox', { name: 'Buscar usuários' }).fill(EMAIL_USUARIO);
    await expect.poll(() => page.getByTestId('usuario-card').count()).toBe(1);
    await page.getByTestId('usuario-card').getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(/\/user\/edit\/\d+\/usuario\/21$/);
    await expect.poll(() => page.getByTestId('ultimo-acesso').textContent()).toBe(adminMsg.nunca);
    expect(await page.getByTestId('ultima-troca-senha').textContent()).toBe(adminMsg.nunca);
    expect(await page.locator('#nome').inputValue()).toBe(NOME_USUARIO);
    await page.getByRole('button', { name: 'Reenviar E-mail de validação' }).click();
    await expect.poll(() => toast(page, 'success', adminMsg.emailReenviado).count()).toBe(1);
    await page.getByRole('button', { name: 'Nova senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova senha' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => toast(page, 'warn', msg.preenchaObrigatorios).count()).toBeGreaterThan(0);
    await dialog.locator('#nova-senha').fill('Ab#1');
    await dialog.locator('#confirmar-senha').fill('Ab#1');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => toast(page, 'warn', msg.novaSenhaMinimo6).count()).toBeGreaterThan(0);
    await dialog.locator('#confirmar-senha').fill('Ab#12345');
    await dialog.locator('#nova-senha').fill('Ab#12346');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => toast(page, 'warn', msg.novaSenhaNaoConfere).count()).toBeGreaterThan(0);
    await shot(page, 'admin-06-new-password');
    await page.keyboard.press('Escape');
    await shot(page, 'admin-07-user-edit');
  });

  it('changes a profile type’s permissions and the user’s menu follows', async () => {
    const dash = (await h.newPage()).page;
    await signIn(dash, 'dashboard@demo.portal.com.br');
    await dash.waitForURL('**/relatorios');
    await expect.poll(() => sideMenu(dash).locator('.side-group-label').count()).toBeGreaterThan(0);
    expect(await sideMenu(dash).locator('.side-group-label').allTextContents()).not.toContain('GESTÃO PORTAL');

    const page = await signedInAdmin();
    await page.goto('/usersmanagment/4');
    await page.getByRole('textbox', { name: 'Buscar tipos de perfil' }).fill('Dashboard');
    await expect.poll(() => page.getByTestId('tipo-perfil-card').count()).toBe(1);
    await page.getByTestId('tipo-perfil-card').getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(/\/user\/edit\/\d+\/tipo-perfil\/61$/);
    const matrix = page.getByRole('table', { name: 'Menus do Sistema' });
    await expect.poll(() => matrix.locator('tbody tr').count()).toBeGreaterThan(5);
    expect(await matrix.textContent()).not.toContain('HOME');

    // Editar forces Visualizar; clearing Editar keeps Visualizar
    const ver = matrix.getByRole('checkbox', { name: 'Visualizar GESTÃO PORTAL / Pop-ups' });
    const editar = matrix.getByRole('checkbox', { name: 'Editar GESTÃO PORTAL / Pop-ups' });
    expect(await ver.isChecked()).toBe(false);
    await editar.click();
    await expect.poll(() => ver.isChecked()).toBe(true);
    await editar.click();
    await expect.poll(() => editar.isChecked()).toBe(false);
    expect(await ver.isChecked()).toBe(true);
    // a menu-level toggle applies to every submenu; clearing Visualizar clears Editar
    const menuEditar = matrix.getByRole('checkbox', { name: 'Editar AGED STOCK', exact: true });
    await menuEditar.click();
    await expect.poll(() => matrix.getByRole('checkbox', { name: 'Visualizar AGED STOCK / Aged Stock' }).isChecked()).toBe(true);
    await matrix.getByRole('checkbox', { name: 'Visualizar AGED STOCK', exact: true }).click();
    await expect.poll(() => matrix.getByRole('checkbox', { name: 'Editar AGED STOCK / Aged Stock' }).isChecked()).toBe(false);

    // the function Pop-ups (read) lets the list load
    const funcoes = page.getByRole('table', { name: 'Funções' });
    const nomes = (await funcoes.locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim());
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    await funcoes.getByRole('checkbox', { name: 'Visualizar Pop-ups' }).click();
    await shot(page, 'admin-08-profile-form');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, 'success', adminMsg.tipoPerfilAlterado).count()).toBe(1);
    await expect.poll(() => toast(page, 'success', adminMsg.menusAtualizados).count()).toBe(1);
    await expect.poll(() => toast(page, 'success', adminMsg.funcoesAtualizadas).count()).toBe(1);
    await page.waitForURL('**/usersmanagment/4');

    // the profile type's history lists the change to its menus and functions
    await page.getByRole('textbox', { name: 'Buscar tipos de perfil' }).fill('Dashboard');
    await expect.poll(() => page.getByTestId('tipo-perfil-card').count()).toBe(1);
    await page.getByTestId('tipo-perfil-card').getByRole('button', { name: 'Editar' }).click();
    await page.getByText('Histórico de alterações').click();
    await expect.poll(() => page.locator('.audit-list').textContent()).toContain('Menus do Sistema');
    expect(await page.locator('.audit-list').textContent()).toContain('Funções');
    await shot(page, 'admin-08b-profile-history');

    // the same user signs in again: GESTÃO PORTAL with Pop-ups, read only
    await signIn(dash, 'dashboard@demo.portal.com.br');
    await dash.waitForURL('**/relatorios');
    await expect.poll(() => sideMenu(dash).locator('.side-group-label').allTextContents()).toContain('GESTÃO PORTAL');
    await sideMenu(dash).getByRole('button', { name: 'GESTÃO PORTAL' }).click();
    expect(await sideMenu(dash).locator('.side-item').allTextContents()).toContain('Pop-ups');
    await sideMenu(dash).getByRole('link', { name: 'Pop-ups' }).click();
    await dash.waitForURL('**/popup-manager');
    await expect.poll(() => dash.getByText(msg.nenhumRegistro).isVisible()).toBe(true);
    expect(await dash.getByRole('button', { name: 'Novo pop-up' }).isDisabled()).toBe(true);
    await shot(dash, 'admin-09-dashboard-menu');
    // read only: a write is refused on the client with the spec's warning
    await dash.goto('/popup-manager/new');
    await dash.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(dash, 'warn', msg.semPermissaoFuncionalidade).count()).toBe(1);
  });

  it('edits a group (its dealers paged), a region (skeleton, responsáveis with the Adicionar modal) and shows the admin user warnings', async () => {
    const page = await signedInAdmin();
    await page.goto('/usersmanagment/2');
    await page.getByRole('textbox', { name: 'Buscar grupos' }).fill('Grupo Autostar');
    await expect.poll(() => page.getByTestId('grupo-card').count()).toBe(1);
    await page.getByTestId('grupo-card').getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(/\/user\/edit\/\d+\/grupo\/41$/);
    await expect.poll(() => page.locator('#grupo-nome').inputValue()).toBe('Grupo Autostar');
    const dealers = page.locator('.form-section').filter({ hasText: 'Dealers do grupo' });
    await expect.poll(() => dealers.locator('tbody tr').count()).toBeGreaterThan(1);
    await shot(page, 'admin-10-group-edit');

    // the region's edit form shows a skeleton while it loads
    await page.goto('/usersmanagment/3');
    await expect.poll(() => page.getByTestId('regiao-card').count()).toBe(3);
    await page.route(/\/api\/v1\/participantes\/regional\/\d+$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.getByTestId('regiao-card').filter({ hasText: 'Sudeste' }).getByRole('button', { name: 'Editar' }).click();
    await expect.poll(() => page.getByTestId('form-skeleton').isVisible()).toBe(true);
    await shot(page, 'admin-11-skeleton');
    await expect.poll(() => page.locator('#regiao-descricao').inputValue()).toBe('Sudeste');
    await page.unroute(/\/api\/v1\/participantes\/regional\/\d+$/);
    await expect.poll(() => page.getByRole('table', { name: 'Dealers associados' }).locator('tbody tr').count()).toBeGreaterThan(1);

    const responsaveis = page.getByRole('table', { name: 'Responsáveis' }).locator('tbody tr');
    const antes = await responsaveis.filter({ hasNotText: msg.nenhumRegistro }).count();
    await page.locator('.form-section-head').getByRole('button', { name: 'Adicionar' }).click();
    const modal = page.getByRole('dialog', { name: 'Adicionar responsável' });
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await expect.poll(() => toast(page, 'warn', adminMsg.selecioneResponsavel).count()).toBeGreaterThan(0);
    await pick(page, 'responsavel', 'Fernanda Financeiro (Financeiro)');
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await expect.poll(() => responsaveis.filter({ hasText: 'Fernanda Financeiro' }).count()).toBe(1);
    await page.locator('.form-section-head').getByRole('button', { name: 'Adicionar' }).click();
    await pick(page, 'responsavel', 'Fernanda Financeiro (Financeiro)');
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await expect.poll(() => toast(page, 'warn', adminMsg.responsavelJaAdicionado).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    await shot(page, 'admin-12-region-edit');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, 'success', adminMsg.regiaoAtualizada).count()).toBe(1);
    await page.waitForURL('**/usersmanagment/3');

    // the saved list comes back; removing takes it out again
    await page.getByTestId('regiao-card').filter({ hasText: 'Sudeste' }).getByRole('button', { name: 'Editar' }).click();
    await expect.poll(() => responsaveis.filter({ hasText: 'Fernanda Financeiro' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Remover Fernanda Financeiro' }).click();
    await expect.poll(() => responsaveis.filter({ hasNotText: msg.nenhumRegistro }).count()).toBe(antes);

    // admin user form: both fields, then the single-field message
    await page.goto('/usersmanagment/0');
    await page.getByRole('button', { name: 'Novo administrador' }).click();
    await page.waitForURL('**/user/create/administrador/1');
    await expectWarning(page, adminMsg.preenchaNomeEmail);
    await page.locator('#nome').fill('Otávio Operações');
    await expectWarning(page, adminMsg.preenchaEmail);
    await page.locator('#email').fill('otavio.operacoes@demo.portal.com.br');
    await shot(page, 'admin-13-admin-user');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, 'success', adminMsg.usuarioCadastrado).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Buscar usuários' }).fill('Otávio');
    await expect.poll(() => page.getByTestId('usuario-card').count()).toBe(1);
    await page.getByTestId('usuario-card').getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(/\/user\/edit\/\d+\/administrador\/11$/);
    await expect.poll(() => page.getByRole('button', { name: 'Reenviar E-mail de validação' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Nova senha' }).count()).toBe(0);
    await shot(page, 'admin-14-admin-user-edit');
  });
});
