import { beforeAll, describe, expect, it } from 'vitest';
import { type Harness, portalDoArquivo, shot } from './harness.ts';

const DEALER_A = 'dealer.morumbi@demo.portal.com.br'; // Diego Morumbi, JLR001, asks
const DEALER_B = 'dealer.barra@demo.portal.com.br'; // Beatriz Barra, JLR005, owns the vehicle asked for

let h: Harness;
portalDoArquivo((x) => (h = x));

/** A cota vehicle of the dealer, free to swap (the oldest not yet used). */
const cotaDe = (codigo: string, depoisDe = 0) =>
  h.comBanco(async (db) => {
    const d = await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow();
    return (
      await db
        .selectFrom('veiculos')
        .select('id')
        .where('status', '=', 0)
        .where('concessionaria_id', '=', d.id)
        .where('bloqueado_troca', '=', false)
        .where('id', '>', depoisDe)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

let tokenA = '';
let tokenB = '';
beforeAll(async () => {
  [tokenA, tokenB] = [await h.entrar(DEALER_A), await h.entrar(DEALER_B)];
  // dealer B's vehicle becomes available for swap (its 'Trocar'); anything B was told before is read
  const deB = await cotaDe('JLR005');
  await h.api('PUT', 'veiculos/alterar/status', { veiculoId: [deB], status: 11 }, tokenB);
  await h.api('PATCH', 'notificacoes/lidas', {}, tokenB);
  // dealer A asks for it, offering one of its own
  const deA = await cotaDe('JLR001');
  await h.api(
    'POST',
    'veiculos/troca/solicita',
    {
      veiculoInteresseId: deB,
      veiculosPropostos: [deA],
      contatoNome: 'Diego Morumbi',
      contatoEmail: 'diego@morumbi.com.br',
      contatoTelefone: '(11) 98765-4321',
      comentario: null,
    },
    tokenA,
  );
});

describe('the bell', () => {
  it("dealer B's bell shows the swap asked of its vehicle; the item opens the swap screen; 'Marcar todas como lidas' zeroes it", async () => {
    const { page } = await h.entrarComo(DEALER_B);
    const sino = page.getByRole('button', { name: /^Notificações/ });
    await expect.poll(() => sino.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notificações: 1 não lida');
    expect(await page.getByTestId('sino-contagem').textContent()).toBe('1');
    await shot(page, 'notificacoes-01-sino');

    await sino.click();
    const painel = page.getByRole('dialog', { name: 'Notificações' });
    const item = painel.getByRole('link', { name: /Troca solicitada de um veículo meu/ });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('Diego Morumbi solicitou a troca do veículo');
    await shot(page, 'notificacoes-02-painel');
    // 'Marcar todas como lidas' zeroes the badge; the item stays in the panel, read
    await painel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect.poll(() => sino.getAttribute('aria-label')).toBe('Notificações');
    expect(await page.getByTestId('sino-contagem').count()).toBe(0);
    await expect.poll(() => painel.locator('li.lida').count()).toBe(1);
    await shot(page, 'notificacoes-03-lidas');

    // the item opens the swap screen where B answers the request
    await item.click();
    await page.waitForURL('**/trade/minhas-trocas');
    await expect.poll(() => page.getByRole('region', { name: 'Minhas Trocas' }).isVisible()).toBe(true);

    // Meu perfil: the channel of each kind; 'Nenhum' for the swaps asked of B's vehicles is kept
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
    const prefs = page.getByRole('form', { name: 'Notificações' });
    await expect.poll(() => prefs.isVisible()).toBe(true);
    await prefs
      .locator('.p-dropdown')
      .filter({ has: page.locator('#pref-trocaSolicitada') })
      .click();
    await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: 'Nenhum' }).click();
    // the daily digest: one e-mail a day instead of one per notification
    await prefs.getByLabel(/Resumo diário por e-mail/).check();
    await prefs.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.locator('.p-toast-message').filter({ hasText: 'Preferências de notificação salvas.' }).count()).toBe(1);
    await shot(page, 'notificacoes-04-preferencias');
    const salvas = await h.api<{ canais: Record<string, string>; resumoDiario: boolean }>('GET', 'notificacoes/preferencias', undefined, tokenB);
    expect(salvas.canais).toMatchObject({ trocaSolicitada: 'nenhum', trocaRespondida: 'ambos' });
    expect(salvas.resumoDiario).toBe(true);

    // and dealer A's bell shows nothing of it (its own act); read per user
    const a = await h.entrarComo(DEALER_A);
    await expect.poll(() => a.page.getByRole('button', { name: /^Notificações/ }).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notificações');
  });
});
