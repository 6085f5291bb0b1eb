import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { popupMsg } from '@portal/contracts/popups/messages';
import { msg } from '@portal/contracts/messages';
import { portalDoArquivo, shot, signIn, type Harness } from './harness.ts';

let h: Harness;

portalDoArquivo((x) => (h = x));

const toast = (page: Page, kind: 'warn' | 'success' | 'error', text: string) => page.locator(`.p-toast-message-${kind}`).filter({ hasText: text });

/** dd/MM/yyyy of today plus `days`, in Brazil's calendar. */
function brDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

async function expectWarning(page: Page, text: string) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect.poll(() => toast(page, 'warn', text).count()).toBeGreaterThan(0);
}

async function typeDate(page: Page, id: string, value: string) {
  const input = page.locator(`#${id}`);
  await input.fill(value);
  await input.press('Escape');
}

interface NovoPopup {
  titulo: string;
  ordem: number;
  texto: string;
  ativo: boolean;
}

async function createPopup(page: Page, p: NovoPopup) {
  await page.goto('/popup-manager');
  await page.getByRole('button', { name: 'Novo pop-up' }).click();
  await page.waitForURL('**/popup-manager/new');
  await expect.poll(() => page.locator('.master-form-title').textContent()).toBe('NOVO POP-UP');
  await page.getByRole('checkbox', { name: 'Dealer', exact: true }).click();
  await page.locator('#popup-titulo').fill(p.titulo);
  await typeDate(page, 'popup-de', brDate(-1));
  await typeDate(page, 'popup-ate', brDate(5));
  await page.locator('#popup-ordem').fill(String(p.ordem));
  if (!p.ativo) await page.locator('#popup-status').click();
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type(p.texto);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect.poll(() => toast(page, 'success', popupMsg.popupCadastrado).count()).toBeGreaterThan(0);
  await page.waitForURL('**/popup-manager');
}

describe('pop-ups in the browser', () => {
  it('creates pop-ups for the Dealer group; a dealer sees the active ones after signing in, one at a time', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');

    // the form's warnings, in the order of its fields
    await page.goto('/popup-manager/new');
    await expect.poll(() => page.locator('.ql-editor').count()).toBe(1);
    expect(await page.locator('.ql-editor').getAttribute('data-placeholder')).toBe('Digite aqui...');
    await expectWarning(page, popupMsg.selecioneGrupos);
    await page.getByRole('checkbox', { name: 'Dealer', exact: true }).click();
    await expectWarning(page, popupMsg.preenchaTitulo);
    await page.locator('#popup-titulo').fill('Aviso');
    await expectWarning(page, popupMsg.informePeriodo);
    await typeDate(page, 'popup-de', brDate(0));
    await typeDate(page, 'popup-ate', brDate(1));
    await expectWarning(page, popupMsg.ordemInvalida);
    await page.locator('#popup-ordem').fill('1');
    await expectWarning(page, popupMsg.preenchaTexto);
    await shot(page, 'popups-01-form');

    await createPopup(page, { titulo: 'Campanha de fim de ano', ordem: 1, texto: 'Metas de dezembro liberadas.', ativo: true });
    await createPopup(page, { titulo: 'Novo processo de faturamento', ordem: 2, texto: 'A partir de segunda, use a nova tela.', ativo: true });
    await createPopup(page, { titulo: 'Aviso antigo', ordem: 3, texto: 'Texto que não aparece.', ativo: false });
    const table = page.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    expect(await table.locator('tbody tr').filter({ hasText: 'Aviso antigo' }).textContent()).toContain('INATIVO');
    expect(await table.locator('tbody tr').filter({ hasText: 'Campanha de fim de ano' }).textContent()).toContain(brDate(-1));
    await shot(page, 'popups-02-manager');

    // the edit form reads back what was saved
    await table
      .locator('tbody tr')
      .filter({ hasText: 'Campanha de fim de ano' })
      .getByRole('button', { name: /Editar/ })
      .click();
    await page.waitForURL(/\/popup-manager\/\d+$/);
    await expect.poll(() => page.locator('.master-form-title').textContent()).toBe('EDITAR POP-UP');
    await expect.poll(() => page.locator('#popup-titulo').inputValue()).toBe('Campanha de fim de ano');
    await expect.poll(() => page.locator('.ql-editor').textContent()).toBe('Metas de dezembro liberadas.');
    expect(await page.locator('#popup-de').inputValue()).toBe(brDate(-1));
    await shot(page, 'popups-03-edit');

    // a dealer signs in: the two active ones, in display order; Fechar advances
    const dealer = (await h.newPage()).page;
    await signIn(dealer, 'dealer.morumbi@demo.portal.com.br');
    await dealer.waitForURL('**/relatorios');
    const dialog = dealer.getByRole('dialog');
    await expect.poll(() => dialog.locator('.p-dialog-title').textContent()).toBe('Campanha de fim de ano');
    expect(await dialog.textContent()).toContain('Metas de dezembro liberadas.');
    expect(await dialog.textContent()).toContain('1 de 2');
    await dealer.waitForTimeout(400);
    await shot(dealer, 'popups-04-home-first');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => dialog.locator('.p-dialog-title').textContent()).toBe('Novo processo de faturamento');
    expect(await dialog.textContent()).toContain('2 de 2');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => dealer.getByRole('dialog').count()).toBe(0);
    const flag = () => dealer.evaluate(() => (JSON.parse(localStorage.getItem('portal.sessao') ?? '{}') as { mostrarPopup?: boolean }).mostrarPopup);
    await expect.poll(flag).toBe(false);
    await dealer.reload();
    await expect.poll(() => dealer.locator('.top-bar .greeting').isVisible()).toBe(true);
    await dealer.waitForTimeout(800);
    expect(await dealer.getByRole('dialog').count()).toBe(0);

    // Comunicados: the text of an active one in a modal; an inactive one answers 'O popup está inativo'
    await dealer.getByRole('link', { name: 'Comunicados' }).click();
    await dealer.waitForURL('**/comunicados');
    const rows = dealer.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.filter({ hasText: 'Novo processo de faturamento' }).getByRole('button', { name: 'Abrir Novo processo de faturamento' }).click();
    await expect.poll(() => dealer.getByRole('dialog').textContent()).toContain('A partir de segunda, use a nova tela.');
    await shot(dealer, 'popups-05-comunicado');
    await dealer.getByRole('dialog').locator('.p-dialog-footer').getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => dealer.getByRole('dialog').count()).toBe(0);
    await rows.filter({ hasText: 'Aviso antigo' }).getByRole('button', { name: 'Abrir Aviso antigo' }).click();
    await expect.poll(() => toast(dealer, 'error', popupMsg.popupInativo).count()).toBe(1);
    expect(await dealer.getByRole('dialog').count()).toBe(0);

    // a user of another group (Montadora) sees none after signing in
    const montadora = (await h.newPage()).page;
    await signIn(montadora, 'montadora@demo.portal.com.br');
    await montadora.waitForURL('**/relatorios');
    await expect.poll(() => montadora.locator('.top-bar .greeting').isVisible()).toBe(true);
    await montadora.waitForTimeout(800);
    expect(await montadora.getByRole('dialog').count()).toBe(0);
    await montadora.goto('/comunicados');
    await expect.poll(() => montadora.getByText(msg.nenhumRegistro).isVisible()).toBe(true);
  });
});
