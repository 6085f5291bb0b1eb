import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

/**
 * Deadlines you can see on /trade: the 'Prazo' column of the swap requests (business days left, late ones tagged) and
 * the 'Prazo' filter (No prazo / Vence hoje / Atrasado). One request is made, the API's clock is moved a day past its
 * deadline, and a second request is made then: one late, one within its time.
 */
const DEALER_A = 'dealer.morumbi@demo.portal.com.br'; // asks
const DEALER_B = 'dealer.barra@demo.portal.com.br'; // owns the vehicles asked for
const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '11987654321' };

let h: Harness;
let atrasada = '';
let emDia = '';

portalDoArquivo((x) => (h = x));

async function pedirTroca(pedidoIdx: number, veiculos: { id: number; pedido: string }[]) {
  const tokenA = await h.entrar(DEALER_A);
  const v = veiculos[pedidoIdx]!;
  const r = await h.api<{ id: number }[]>(
    'POST',
    'veiculos/troca/solicita',
    { ...contato, veiculoInteresseId: v.id, veiculosPropostos: [], confirmarSemVeiculo: true },
    tokenA,
  );
  return r[0]!.id;
}

beforeAll(async () => {
  const veiculos = await h.comBanco(async (db) => {
    const barra = await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR005').executeTakeFirstOrThrow();
    return db
      .selectFrom('veiculos')
      .select(['id', 'pedido'])
      .where('status', '=', 0)
      .where('concessionaria_id', '=', barra.id)
      .where('bloqueado_troca', '=', false)
      .orderBy('id')
      .limit(2)
      .execute();
  });
  const tokenB = (await h.api<{ accessToken: string }>('POST', 'participantes/entrar', { email: DEALER_B, password: DEMO_PASSWORD })).accessToken;
  await h.api('PUT', 'veiculos/alterar/status', { veiculoId: veiculos.map((v) => v.id), status: 11 }, tokenB);
  const primeira = await pedirTroca(0, veiculos);
  atrasada = veiculos[0]!.pedido;
  const vence = await h.comBanco((db) => db.selectFrom('prazos').select('vence_em').where('chave', '=', `troca-${primeira}`).executeTakeFirstOrThrow());
  h.acertarRelogio(new Date(vence.vence_em.getTime() + 86_400_000 + 60_000));
  await pedirTroca(1, veiculos);
  emDia = veiculos[1]!.pedido;
});

const linhas = (page: Page) => page.locator('[aria-label="Solicitações de troca"] tbody tr');

async function filtrarPrazo(page: Page, opcao: string) {
  const form = page.getByRole('form', { name: 'Filtros das solicitações' });
  await form
    .locator('.p-dropdown')
    .filter({ has: page.getByLabel('Prazo', { exact: true }) })
    .first()
    .click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: opcao }).first().click();
  await form.getByRole('button', { name: 'Buscar' }).click();
}

describe("/trade: the swap requests' Prazo", () => {
  it("shows the time left and tags the late request; the 'Prazo' filter keeps one or the other", async () => {
    const { page } = await h.abrirTela(DEALER_A, '/trade');
    await page.getByRole('tab', { name: 'Solicitações de troca' }).click();
    await expect.poll(() => linhas(page).filter({ hasText: atrasada }).count()).toBe(1);
    await fecharPendencia(page);
    const late = linhas(page).filter({ hasText: atrasada }).locator('.prazo');
    expect(await late.getAttribute('class')).toContain('prazo-atrasado');
    expect((await late.textContent())?.trim()).toBe('Atrasado há 1 dia');
    const ok = linhas(page).filter({ hasText: emDia }).locator('.prazo');
    expect(await ok.getAttribute('class')).toContain('prazo-no-prazo');
    expect((await ok.textContent())?.trim()).toMatch(/^(1 dia útil|\d+ dias úteis)$/);
    expect(
      await page
        .locator('[aria-label="Solicitações de troca"] thead th')
        .filter({ hasText: /^Prazo$/ })
        .count(),
    ).toBe(1);

    await filtrarPrazo(page, 'Atrasado');
    await expect.poll(() => linhas(page).filter({ hasText: emDia }).count()).toBe(0);
    expect(await linhas(page).filter({ hasText: atrasada }).count()).toBe(1);
    await shot(page, 'prazos-trade-atrasado');

    await filtrarPrazo(page, 'No prazo');
    await expect.poll(() => linhas(page).filter({ hasText: atrasada }).count()).toBe(0);
    expect(await linhas(page).filter({ hasText: emDia }).count()).toBe(1);
  });
});
