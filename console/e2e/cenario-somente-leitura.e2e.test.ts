import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg } from '@portal/contracts/messages';
import { pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { chamarDaPagina, fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

/**
 * Issue 26: a read-only dealer (profile Dealer Consulta, Nordeste Prime Recife) and a Regionais user see only what they may —
 * the menu's screens and nothing else, every action, Exportar (where the administrator's) and save hidden, another dealer's
 * data absent (lists and a direct URL), and Regionais limited to the regions they answer for on the home reports
 * (docs/decisions.md "Home reports": a Regionais user responsible for none sees every region).
 */

const RECIFE = 'dealer.recife@demo.portal.com.br';
const REGIONAIS = 'regionais@demo.portal.com.br';

let h: Harness;
/** a vehicle and an order of Autostar Morumbi (JLR001): someone else's data for both users */
let alheio = { veiculoId: 0, pedido: '', pedidoId: 0 };
/** one of Recife's own vehicles */
let proprio = { id: 0, pedido: '' };

const ACOES_VEICULOS = [
  'Solicitar Faturamento',
  'Nova Alocação',
  'Mover para Pipeline Futuro',
  'Trocar',
  'Bloqueio de troca',
  'Desbloquear troca',
  'Cancelar Solicitação',
  'Disponibilizar ao Dealer',
  'Alterar status',
  'Mover para Bolsão NSC',
  'Salvar',
];

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  await h.comBanco(async (db) => {
    const dealer = async (codigo: string) =>
      (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow()).id;
    const v = await db
      .selectFrom('veiculos')
      .select(['id', 'pedido'])
      .where('status', '=', 0)
      .where('concessionaria_id', '=', await dealer('JLR001'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const p = await pedidoDeTeste(
      db,
      () => new Date(),
      { admin: await principal(db, 'admin@demo.portal.com.br'), dealer: await principal(db, 'dealer.morumbi@demo.portal.com.br') },
      {},
    );
    alheio = { veiculoId: v.id, pedido: v.pedido, pedidoId: p };
    // one vehicle in Recife's stock (through the vehicle commands)
    const id = await veiculoDe(db, () => new Date(), await principal(db, 'admin@demo.portal.com.br'), await principal(db, RECIFE));
    proprio = await db.selectFrom('veiculos').select(['id', 'pedido']).where('id', '=', id).executeTakeFirstOrThrow();
  });
}, 300_000);

/** Every screen the side menu offers: each group opened, its links read. */
async function rotasDoMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect.poll(() => menu.locator('.side-group-head').count()).toBeGreaterThan(0);
  const grupos = menu.locator('.side-group');
  const hrefs: string[] = [];
  // one group at a time: opening a group may close another
  for (let i = 0; i < (await grupos.count()); i++) {
    const grupo = grupos.nth(i);
    if ((await grupo.locator('.side-group-head').getAttribute('aria-expanded')) !== 'true') await grupo.locator('.side-group-head').click();
    await expect.poll(() => grupo.locator('.side-items a').count()).toBeGreaterThan(0);
    hrefs.push(...(await grupo.locator('.side-items a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))));
  }
  return [...new Set(hrefs)].sort();
}

async function semBotoes(page: Page, nomes: string[]) {
  for (const nome of nomes) expect(await page.getByRole('button', { name: nome, exact: true }).count(), nome).toBe(0);
}

/** A route outside the user's menu: the guard's pt-BR refusal instead of the screen. */
async function recusada(page: Page, rota: string) {
  await page.goto(rota);
  await expect.poll(() => page.getByRole('alert').filter({ hasText: msg.semPermissaoTela }).count()).toBe(1);
}

/** /distribuition: rows listed, none selectable, no action; someone else's pedido answers with nothing. */
async function distribuicaoSomenteLeitura(page: Page) {
  await page.goto('/distribuition');
  await fecharPendencia(page);
  const linhas = page.locator('[aria-label="Faturamentos abertos"] tbody tr');
  await expect.poll(() => linhas.count()).toBeGreaterThan(0);
  await fecharPendencia(page);
  expect(await linhas.locator('.p-checkbox').count()).toBe(0);
  await semBotoes(page, ACOES_VEICULOS);
  expect(await page.getByRole('tab', { name: 'Histórico de Veículos' }).count()).toBe(0);
}

describe('read-only profiles in the browser', () => {
  it('the read-only dealer: its menu’s screens and the home page, no action anywhere, its own vehicles only; someone else’s record refused', async () => {
    const { page } = await h.entrarComo(RECIFE);
    // the menu (HOME, with Relatórios and Comunicados, is reached by the logo and is not listed)
    expect(await rotasDoMenu(page)).toEqual(['/distribuition', '/trade', '/trade/minhas-trocas', '/vehiclepocket']);
    // the home page: the landing, no report tabs
    await expect.poll(() => page.getByText('Bem-vindo ao Portal de Distribuição').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Dealer', exact: true }).count()).toBe(0);

    // vehicles: its own listed, someone else's absent
    await distribuicaoSomenteLeitura(page);
    const form = page.getByRole('form', { name: 'Filtros' }).first();
    const linhas = page.locator('[aria-label="Faturamentos abertos"] tbody tr');
    await form.getByLabel('Pedido').fill(proprio.pedido);
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => linhas.filter({ hasText: proprio.pedido }).count()).toBe(1);
    await form.getByLabel('Pedido').fill(alheio.pedido);
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByText('Nenhum registro encontrado').count()).toBeGreaterThan(0);
    expect(await linhas.filter({ hasText: alheio.pedido }).count()).toBe(0);
    await shot(page, 'cenario-somente-leitura-01-distribuicao');

    // Pipeline Futuro: the dealer's view, no Exportar (the administrator's) and no action
    await page.goto('/vehiclepocket');
    await fecharPendencia(page);
    await expect.poll(() => page.getByRole('tab', { name: 'PIPELINE FUTURO DEALER' }).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    await semBotoes(page, [...ACOES_VEICULOS, 'Exportar']);

    // swaps: the offers of other dealers may be read, none asked; its requests cannot be cancelled
    await page.goto('/trade');
    await fecharPendencia(page);
    await page.getByRole('tab', { name: 'Veículos disponíveis para troca' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Filtros dos veículos' }).isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: /^Solicitar troca/ }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Solicitações de troca' }).click();
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: /^Cancelar troca/ }).count()).toBe(0);
    await shot(page, 'cenario-somente-leitura-02-trocas');

    // screens outside the menu and someone else's order by its URL: the refusal
    for (const rota of [`/newrequest?id=${alheio.pedidoId}`, '/directselling', '/comission', '/kpisapproved', '/settings/0', '/boletos'])
      await recusada(page, rota);
    await shot(page, 'cenario-somente-leitura-03-recusa');

    // the server agrees: another dealer's vehicle log is not found, a billing request is refused, both in Portuguese
    const log = await chamarDaPagina(page, 'GET', `veiculos/log/${alheio.veiculoId}`);
    expect(log.status).toBeGreaterThanOrEqual(400);
    expect(log.json.errors?.[0]).toMatch(/[ãçéíóúâêô]|não|Não/);
    const gerar = await chamarDaPagina(page, 'PUT', 'veiculos/faturamentos/gerar', { veiculoId: [proprio.id], dealerSolicitante: 1, tipoVendaId: 1 });
    expect(gerar.status).toBe(403);
    expect(gerar.json.errors?.[0]).toMatch(/permiss/i);
  }, 180_000);

  it('Regionais: its menu’s screens without any action; the home reports limited to the region it answers for', async () => {
    // Rafael Regional answers for the Sul region (Região → responsáveis)
    await h.comBanco(async (db) => {
      const rafael = await db.selectFrom('participantes').select('id').where('email', '=', REGIONAIS).executeTakeFirstOrThrow();
      const sul = await db.selectFrom('regionais').select('id').where('descricao', '=', 'Sul').executeTakeFirstOrThrow();
      await db.insertInto('regional_responsaveis').values({ regional_id: sul.id, participante_id: rafael.id }).execute();
    });
    const { page } = await h.entrarComo(REGIONAIS);
    expect(await rotasDoMenu(page)).toEqual(['/agedstock', '/distribuition', '/pipeline', '/reports', '/trade', '/trade/minhas-trocas', '/vehiclepocket']);

    // the home reports: the Dealer tab lists the Sul region's dealers only
    const tabela = page.getByRole('table', { name: 'Dealer', exact: true });
    await expect.poll(() => tabela.locator('tr', { hasText: 'JLR013' }).count()).toBeGreaterThan(0);
    for (const fora of ['JLR001', 'JLR005', 'JLR017']) expect(await tabela.locator('tr', { hasText: fora }).count(), fora).toBe(0);
    await shot(page, 'cenario-somente-leitura-04-regionais-relatorios');

    // every dealer's vehicles may be read (importer staff), none acted on
    await distribuicaoSomenteLeitura(page);
    await page.goto('/reports');
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    await semBotoes(page, ['Cancelar', ...ACOES_VEICULOS]);
    await page.goto('/vehiclepocket');
    await expect.poll(() => page.getByRole('tablist').count()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await semBotoes(page, [...ACOES_VEICULOS, 'Exportar']);
    await page.goto('/trade');
    await page.getByRole('tab', { name: 'Veículos disponíveis para troca' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Filtros dos veículos' }).isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: /^Solicitar troca/ }).count()).toBe(0);

    for (const rota of [`/newrequest?id=${alheio.pedidoId}`, '/directselling', '/comission', '/settings/0', '/usersmanagment/0', '/liberarfaturamento'])
      await recusada(page, rota);
    // the server refuses a write too
    const gerar = await chamarDaPagina(page, 'PUT', 'veiculos/faturamentos/gerar', { veiculoId: [alheio.veiculoId], dealerSolicitante: 1, tipoVendaId: 1 });
    expect(gerar.status).toBe(403);
  }, 180_000);
});
