import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { smsg } from '@portal/contracts/swaps/messages';
import { createDb } from '../../services/core/src/db/connect.ts';
import { DEMO_PASSWORD, shot, signIn, startHarness, type Harness } from './harness.ts';

const DEALER_A = 'dealer.morumbi@demo.portal.com.br'; // Diego Morumbi, JLR001, asks
const DEALER_B = 'dealer.barra@demo.portal.com.br'; // Beatriz Barra, JLR005, owns the vehicle asked for

let h: Harness;
/** dealer B's vehicle made available for swap (status 11) */
let pedidoB = '';

async function api<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${h.stack.apiUrl}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const j = (await res.json()) as { success: boolean; data: T; errors: string[] };
  if (!j.success) throw new Error(`${path}: ${j.errors.join('; ')}`);
  return j.data;
}

beforeAll(async () => {
  h = await startHarness();
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  let id = 0;
  try {
    const barra = await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR005').executeTakeFirstOrThrow();
    const v = await db.selectFrom('veiculos').select(['id', 'pedido']).where('status', '=', 0).where('concessionaria_id', '=', barra.id).where('bloqueado_troca', '=', false).orderBy('id').executeTakeFirstOrThrow();
    id = v.id;
    pedidoB = v.pedido;
  } finally {
    await db.destroy();
  }
  // dealer B's 'Trocar' (a vehicle screen's action): the vehicle becomes available for swap
  const login = await api<{ accessToken: string }>('POST', 'participantes/entrar', { email: DEALER_B, password: DEMO_PASSWORD });
  await api('PUT', 'veiculos/alterar/status', { veiculoId: [id], status: 11 }, login.accessToken);
});

afterAll(async () => {
  await h?.stop();
});

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const cells = async (page: Page, scope: string) => (await page.locator(scope).locator('td').allTextContents()).map((t) => t.trim());

async function fecharPendencia(page: Page) {
  const entendi = page.getByRole('button', { name: 'Entendi' });
  if (await entendi.isVisible().catch(() => false)) await entendi.click();
}

/** the dealer's open vehicle list (/distribuition) filtered by one pedido: the row's text, or '' when it is not the dealer's */
async function veiculoNaLista(page: Page, pedido: string) {
  await page.goto('/distribuition');
  await expect.poll(() => page.getByRole('form', { name: 'Filtros' }).first().isVisible()).toBe(true);
  // the unfiltered list first, so the count below is the filtered answer's
  await expect.poll(async () => (await page.locator('tbody tr').count()) > 0).toBe(true);
  await fecharPendencia(page);
  const form = page.getByRole('form', { name: 'Filtros' }).first();
  await form.getByLabel('Pedido').fill(pedido);
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect.poll(async () => (await page.locator('tbody tr').filter({ hasText: pedido }).count()) + (await page.getByText('Nenhum registro encontrado').count())).toBe(1);
  await fecharPendencia(page);
  return (await page.locator('tbody tr').filter({ hasText: pedido }).count()) ? ((await page.locator('tbody tr').filter({ hasText: pedido }).first().textContent()) ?? '') : '';
}

describe('dealer-to-dealer swap in the browser', () => {
  it('dealer A offers two vehicles for dealer B’s vehicle; B sees the pending badge and accepts with one; both lists show the swapped vehicles; the log shows every step', async () => {
    // 1. dealer A: Veículos disponíveis para troca → Solicitar troca → confirmation → offer two → contact
    const a = await h.newPage();
    let page = a.page;
    await signIn(page, DEALER_A);
    await page.waitForURL('**/relatorios');
    await page.goto('/trade');
    await page.getByRole('tab', { name: 'Veículos disponíveis para troca' }).click();
    const filtros = page.getByRole('form', { name: 'Filtros dos veículos' });
    await filtros.getByLabel('Pedido').fill(pedidoB);
    await filtros.getByRole('button', { name: 'Buscar' }).click();
    const disponiveis = page.getByRole('table', { name: 'Veículos disponíveis para troca' }).or(page.locator('[aria-label="Veículos disponíveis para troca"] table')).first();
    await expect.poll(() => disponiveis.locator('tbody tr').filter({ hasText: pedidoB }).count()).toBe(1);
    await expect.poll(() => disponiveis.locator('tbody tr').count()).toBe(1);
    expect(await disponiveis.locator('tbody tr').first().textContent()).toContain('JLR005');
    await shot(page, 'swaps-01-disponiveis');
    await page.getByRole('button', { name: `Solicitar troca do pedido ${pedidoB}` }).click();

    const confirmacao = page.getByRole('dialog', { name: 'Solicitar troca' });
    await expect.poll(() => confirmacao.getByText(smsg.avisoCompromisso).isVisible()).toBe(true);
    expect(await confirmacao.getByText(smsg.desejaContinuar).isVisible()).toBe(true);
    expect(await confirmacao.getByRole('button', { name: 'Cancelar' }).isVisible()).toBe(true);
    await shot(page, 'swaps-02-confirmacao');
    await confirmacao.getByRole('button', { name: 'SIM' }).click();

    const oferta = page.getByRole('dialog', { name: smsg.selecioneOfertar });
    const linhasOferta = oferta.locator('[aria-label="Veículos para ofertar"] tbody tr, table[aria-label="Veículos para ofertar"] tbody tr');
    await expect.poll(() => linhasOferta.count()).toBeGreaterThanOrEqual(2);
    // weekends disabled in the availability dates
    await oferta.locator('.p-calendar').first().locator('button').click();
    const fimDeSemana = page.locator('.p-datepicker td.p-datepicker-weekend span, .p-datepicker tbody tr td:first-child span').first();
    await expect.poll(() => fimDeSemana.getAttribute('class')).toMatch(/p-disabled/);
    await page.keyboard.press('Escape');
    // nothing selected: the spec's question; 'Não' goes back to the list
    await oferta.getByRole('button', { name: 'Solicitar' }).click();
    await expect.poll(() => page.getByText(smsg.nenhumVeiculoOfertado).isVisible()).toBe(true);
    await page.getByRole('dialog', { name: 'Atenção' }).getByRole('button', { name: 'Não' }).click();
    const ofertados: string[] = [];
    for (const i of [0, 1]) {
      const tds = await cells(page, `${'[aria-label="Veículos para ofertar"] tbody tr'}:nth-child(${i + 1})`);
      ofertados.push(tds[1]!);
      await page.getByRole('checkbox', { name: `Selecionar pedido ${tds[1]}` }).click();
    }
    await expect.poll(() => oferta.getByText('2 veículo(s) selecionado(s) para ofertar').isVisible()).toBe(true);
    await shot(page, 'swaps-03-oferta');
    await oferta.getByRole('button', { name: 'Solicitar' }).click();

    const contato = page.getByRole('dialog', { name: 'Dados para contato' });
    await expect.poll(() => contato.getByLabel('Nome').inputValue()).toBe('Diego Morumbi');
    await contato.getByLabel('Telefone').pressSequentially('1198765');
    await contato.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect.poll(() => contato.getByText(smsg.telefoneInvalido).isVisible()).toBe(true);
    await contato.getByLabel('Telefone').press('End');
    await contato.getByLabel('Telefone').pressSequentially('43219');
    expect(await contato.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
    await contato.getByLabel('Comentário').fill('Cliente aguardando, faturamento imediato.');
    await shot(page, 'swaps-04-contato');
    await contato.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect.poll(() => toastWith(page, smsg.propostaEnviada).count()).toBeGreaterThan(0);
    await expect.poll(() => contato.count()).toBe(0);

    // tab 0: the request sent, Pendente, with the read-only history view
    await page.getByRole('tab', { name: 'Solicitações de troca' }).click();
    const enviada = page.locator('[aria-label="Solicitações de troca"] tbody tr').filter({ hasText: pedidoB });
    await expect.poll(() => enviada.count()).toBe(1);
    expect(await enviada.textContent()).toContain('Pendente');
    const trocaId = (await enviada.locator('td').first().textContent())!.trim();
    expect(await page.getByRole('button', { name: `Cancelar troca ${trocaId}` }).isVisible()).toBe(true);
    await page.getByRole('button', { name: `Histórico da troca ${trocaId}` }).click();
    const hist = page.getByRole('dialog', { name: 'Histórico da solicitação de troca' });
    await expect.poll(() => hist.textContent()).toContain('JLR005');
    expect(await hist.textContent()).toContain('(11) 98765-4321');
    await shot(page, 'swaps-05-historico');
    await hist.getByRole('button', { name: 'Voltar' }).click();

    // 2. dealer B: the pending badge on the home page goes to Minhas Trocas
    const b = await h.newPage();
    page = b.page;
    await signIn(page, DEALER_B);
    await page.waitForURL('**/relatorios');
    await expect.poll(() => page.getByTestId('trocas-pendentes-badge').textContent()).toBe('1');
    await expect.poll(() => page.getByRole('button', { name: 'Trocas Pendentes: 1' }).isEnabled()).toBe(true);
    await page.waitForTimeout(300);
    await shot(page, 'swaps-06-home-badge');
    await page.getByRole('button', { name: 'Trocas Pendentes: 1' }).click();
    await page.waitForURL('**/trade?aba=minhas');
    const recebida = page.locator('[aria-label="Minhas Trocas"] tbody tr').filter({ hasText: pedidoB });
    await expect.poll(() => recebida.count()).toBe(1);
    expect(await recebida.getAttribute('class')).toContain('swap-row-pendente');
    expect(await recebida.textContent()).toContain('Recebida');
    await shot(page, 'swaps-07-minhas-trocas');
    await page.getByRole('button', { name: `Detalhes da troca ${trocaId}` }).click();
    const modal = page.getByRole('dialog', { name: `Solicitação de troca recebida nº ${trocaId}` });
    const propostos = modal.locator('[aria-label="Veículos ofertados"] tbody tr');
    await expect.poll(() => propostos.count()).toBe(2);
    for (const p of ofertados) expect(await modal.getByRole('region', { name: 'Veículos ofertados' }).textContent()).toContain(p);
    expect(await modal.getByRole('button', { name: 'Cancelar solicitação' }).count()).toBe(0);
    expect(await modal.getByRole('button', { name: 'Rejeitar' }).isVisible()).toBe(true);
    // exactly one vehicle: none, then two, each with its message
    await modal.getByRole('button', { name: 'Aceitar troca' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).toBe(smsg.peloMenosUmVeiculo);
    await modal.getByRole('checkbox', { name: `Selecionar pedido ${ofertados[0]}` }).click();
    await modal.getByRole('checkbox', { name: `Selecionar pedido ${ofertados[1]}` }).click();
    await modal.getByRole('button', { name: 'Aceitar troca' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).toBe(smsg.somenteUmVeiculo);
    await modal.getByRole('checkbox', { name: `Selecionar pedido ${ofertados[1]}` }).click();
    await shot(page, 'swaps-08-aceitar');
    await modal.getByRole('button', { name: 'Aceitar troca' }).click();
    await expect.poll(() => toastWith(page, smsg.trocaAceita).count()).toBeGreaterThan(0);
    await expect.poll(() => recebida.textContent()).toContain('Realizado');
    expect((await recebida.getAttribute('class')) ?? '').not.toContain('swap-row-pendente');

    // the answered request: actions hidden; the log shows every step
    await page.getByRole('button', { name: `Detalhes da troca ${trocaId}` }).click();
    const fechada = page.getByRole('dialog', { name: `Solicitação de troca recebida nº ${trocaId}` });
    await expect.poll(() => fechada.getByText('Recebido na troca').isVisible()).toBe(true);
    for (const nome of ['Aceitar troca', 'Rejeitar', 'Ceder', 'Cancelar solicitação']) expect(await fechada.getByRole('button', { name: nome }).count()).toBe(0);
    await fechada.getByRole('button', { name: 'Log' }).click();
    const log = page.getByRole('dialog', { name: `Log da troca ${trocaId}` });
    const passos = log.locator('tbody tr');
    await expect.poll(() => passos.count()).toBe(2);
    const textos = await passos.allTextContents();
    expect(textos[0]).toContain('Troca solicitada');
    expect(textos[0]).toContain('Diego Morumbi');
    expect(textos[0]).toContain('Pendente');
    expect(textos[1]).toContain('Troca aceita');
    expect(textos[1]).toContain('Beatriz Barra');
    expect(textos[1]).toContain('Realizado');
    await shot(page, 'swaps-09-log');
    await log.getByRole('button', { name: 'Voltar' }).click();
    await fechada.getByRole('button', { name: 'Voltar' }).click();
    await expect.poll(() => page.getByTestId('trocas-pendentes-badge').count()).toBe(0);

    // the swap report
    const download = page.waitForEvent('download');
    await page.getByRole('form', { name: 'Filtros de Minhas Trocas' }).getByRole('button', { name: 'Exportar' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // 3. both dealers' lists: B holds the accepted vehicle, A holds B's; the vehicle not taken stays with A
    expect(await veiculoNaLista(page, ofertados[0]!)).toContain('Barra');
    expect(await veiculoNaLista(page, pedidoB)).toBe('');
    await shot(page, 'swaps-10-lista-b');
    page = a.page;
    expect(await veiculoNaLista(page, pedidoB)).toContain('Morumbi');
    expect(await veiculoNaLista(page, ofertados[0]!)).toBe('');
    expect(await veiculoNaLista(page, ofertados[1]!)).toContain('Morumbi');
    await page.goto('/trade?aba=minhas');
    const enviadaRealizada = page.locator('[aria-label="Minhas Trocas"] tbody tr').filter({ hasText: pedidoB });
    await expect.poll(() => enviadaRealizada.textContent()).toContain('Realizado');
    expect(await enviadaRealizada.textContent()).toContain('Enviada');
    await shot(page, 'swaps-11-minhas-a');
  });
});
