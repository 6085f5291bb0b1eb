import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { smsg } from '@portal/contracts/swaps/messages';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { createDb } from '../../services/core/src/db/connect.ts';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { DEMO_PASSWORD, fecharPendencia, type Harness, porPagina, portalDoArquivo, shot, signIn } from './harness.ts';

const DEALER_A = 'dealer.morumbi@demo.portal.com.br'; // Diego Morumbi, JLR001, asks
const DEALER_B = 'dealer.barra@demo.portal.com.br'; // Beatriz Barra, JLR005, owns the vehicle asked for

let h: Harness;
/** dealer B's vehicle made available for swap (status 11) */
let pedidoB = '';

const api = <T>(method: string, path: string, body: unknown, token?: string) => h.api<T>(method, path, body, token);

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  let id = 0;
  try {
    const barra = await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR005').executeTakeFirstOrThrow();
    const v = await db
      .selectFrom('veiculos')
      .select(['id', 'pedido'])
      .where('status', '=', 0)
      .where('concessionaria_id', '=', barra.id)
      .where('bloqueado_troca', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    id = v.id;
    pedidoB = v.pedido;
  } finally {
    await db.destroy();
  }
  // dealer B's 'Trocar' (a vehicle screen's action): the vehicle becomes available for swap
  const login = await api<{ accessToken: string }>('POST', 'participantes/entrar', { email: DEALER_B, password: DEMO_PASSWORD });
  await api('PUT', 'veiculos/alterar/status', { veiculoId: [id], status: 11 }, login.accessToken);
});

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const cells = async (page: Page, scope: string) => (await page.locator(scope).locator('td').allTextContents()).map((t) => t.trim());

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
  await expect
    .poll(async () => (await page.locator('tbody tr').filter({ hasText: pedido }).count()) + (await page.getByText('Nenhum registro encontrado').count()))
    .toBe(1);
  await fecharPendencia(page);
  return (await page.locator('tbody tr').filter({ hasText: pedido }).count())
    ? ((await page.locator('tbody tr').filter({ hasText: pedido }).first().textContent()) ?? '')
    : '';
}

async function escolher(page: Page, label: string, opcao: string) {
  await page
    .locator('.p-dialog .p-dropdown')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .first()
    .click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: opcao }).first().click();
}

/** 'Solicitação de Faturamento:' of an accept: the spec's text, the vehicles received, then Estoque, À vista, as soon as possible. */
async function faturarTroca(page: Page, texto: string, pedidos: string[]) {
  const modal = page.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
  await expect.poll(() => modal.getByRole('note', { name: 'Trocas a faturar' }).locator('strong').textContent()).toBe(texto);
  const itens = modal.getByRole('note', { name: 'Trocas a faturar' }).locator('li');
  await expect.poll(() => itens.count()).toBe(pedidos.length);
  for (const p of pedidos) expect(await itens.filter({ hasText: `Pedido ${p}` }).count()).toBe(1);
  await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
  await expect.poll(() => modal.getByRole('alert').textContent()).toBe(vmsg.escolhaTipoVenda);
  await escolher(page, 'Tipo de venda', 'Estoque');
  await escolher(page, 'Tipo de pagamento', 'À vista');
  await modal.locator('.check-line').filter({ hasText: 'Faturar assim que possível' }).locator('.p-checkbox').click();
  await shot(page, `swaps-faturamento-${pedidos.length}`);
  await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
  await expect.poll(() => toastWith(page, vmsg.faturamentoSolicitado).count()).toBeGreaterThan(0);
  await expect.poll(() => modal.count()).toBe(0);
}

describe('dealer-to-dealer swap in the browser', () => {
  it('dealer A offers two vehicles for dealer B’s vehicle; B sees the pending badge and accepts with one; both lists show the swapped vehicles; the log shows every step', async () => {
    // 1. dealer A: Veículos disponíveis para troca → Solicitar troca → confirmation → offer two → contact
    const a = await h.newPage();
    let page = a.page;
    await signIn(page, DEALER_A);
    await page.waitForURL('**/relatorios');
    await page.goto('/trade');
    // the swap screen has two tabs (spec §2.6); Minhas Trocas (§2.7) is its own screen
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Solicitações de troca', 'Veículos disponíveis para troca']);
    await page.getByRole('tab', { name: 'Veículos disponíveis para troca' }).click();
    const filtros = page.getByRole('form', { name: 'Filtros dos veículos' });
    await filtros.getByLabel('Pedido').fill(pedidoB);
    await filtros.getByRole('button', { name: 'Buscar' }).click();
    const disponiveis = page
      .getByRole('table', { name: 'Veículos disponíveis para troca' })
      .or(page.locator('[aria-label="Veículos disponíveis para troca"] table'))
      .first();
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
    await page.waitForURL('**/trade/minhas-trocas');
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
    // the accept goes through the billing-request modal of the vehicle received (PUT veiculos/troca/pedido/aceitar)
    await modal.getByRole('button', { name: 'Aceitar troca' }).click();
    await faturarTroca(page, smsg.faturamentoDessaTroca, [ofertados[0]!]);
    await expect.poll(() => toastWith(page, smsg.trocaAceita).count()).toBeGreaterThan(0);
    await expect.poll(() => recebida.textContent()).toContain('Realizado');
    expect((await recebida.getAttribute('class')) ?? '').not.toContain('swap-row-pendente');

    // the answered request: actions hidden; the log shows every step
    await page.getByRole('button', { name: `Detalhes da troca ${trocaId}` }).click();
    const fechada = page.getByRole('dialog', { name: `Solicitação de troca recebida nº ${trocaId}` });
    await expect.poll(() => fechada.getByText('Recebido na troca').isVisible()).toBe(true);
    for (const nome of ['Aceitar troca', 'Rejeitar', 'Ceder', 'Cancelar solicitação'])
      expect(await fechada.getByRole('button', { name: nome }).count()).toBe(0);
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

    // the swap report
    const download = page.waitForEvent('download');
    await page.getByRole('form', { name: 'Filtros de Minhas Trocas' }).getByRole('button', { name: 'Exportar' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    // nothing pending any more: the home badge says 0 and the button is disabled
    await page.goto('/relatorios');
    await expect.poll(() => page.getByTestId('trocas-pendentes-badge').textContent()).toBe('0');
    expect(await page.getByRole('button', { name: 'Trocas Pendentes: 0' }).isDisabled()).toBe(true);

    // 3. both dealers' lists: B holds the accepted vehicle, A holds B's; the vehicle not taken stays with A
    expect(await veiculoNaLista(page, ofertados[0]!)).toContain('Barra');
    expect(await veiculoNaLista(page, pedidoB)).toBe('');
    await shot(page, 'swaps-10-lista-b');
    page = a.page;
    expect(await veiculoNaLista(page, pedidoB)).toContain('Morumbi');
    expect(await veiculoNaLista(page, ofertados[0]!)).toBe('');
    expect(await veiculoNaLista(page, ofertados[1]!)).toContain('Morumbi');
    // the address of Minhas Trocas when it was /trade's third tab still opens it
    await page.goto('/trade?aba=minhas');
    await page.waitForURL('**/trade/minhas-trocas');
    const enviadaRealizada = page.locator('[aria-label="Minhas Trocas"] tbody tr').filter({ hasText: pedidoB });
    await expect.poll(() => enviadaRealizada.textContent()).toContain('Realizado');
    expect(await enviadaRealizada.textContent()).toContain('Enviada');
    await shot(page, 'swaps-11-minhas-a');
  });

  it('cards; a request without offered vehicles (the question) is rejected by the owner (dealer C), who cannot accept it; the requester cancels another', async () => {
    // administrator: a Cota vehicle of a dealer C with a demo user and the free ones of other dealers become available for swap
    const DONOS: Record<string, string> = { JLR002: 'dealer.jardins', JLR009: 'dealer.brasilia', JLR005: 'dealer.barra' };
    const db = createDb({ url: h.stack.databaseUrl, max: 1 });
    let v1 = '';
    let v2 = '';
    let donoC = '';
    let ids: number[] = [];
    try {
      const dealers = await db.selectFrom('concessionarias').select(['id', 'codigo_dealer']).execute();
      const id = (c: string) => dealers.find((d) => d.codigo_dealer === c)!.id;
      const livres = () => db.selectFrom('veiculos').select(['id', 'pedido']).where('status', '=', 0).where('bloqueado_troca', '=', false).orderBy('id');
      let doC: { id: number; pedido: string } | undefined;
      for (const codigo of Object.keys(DONOS)) {
        doC = await livres().where('concessionaria_id', '=', id(codigo)).executeTakeFirst();
        if (doC) {
          donoC = codigo;
          break;
        }
      }
      expect(doC).toBeDefined();
      const outros = await livres()
        .where('concessionaria_id', 'is not', null)
        .where('concessionaria_id', 'not in', [id('JLR001'), id(donoC)])
        .limit(11)
        .execute();
      expect(outros.length).toBeGreaterThanOrEqual(1);
      v1 = doC!.pedido;
      v2 = outros[0]!.pedido;
      ids = [doC!.id, ...outros.map((v) => v.id)];
    } finally {
      await db.destroy();
    }
    const admin = await api<{ accessToken: string }>('POST', 'participantes/entrar', { email: 'admin@demo.portal.com.br', password: DEMO_PASSWORD });
    const rs = await api<{ status: number }[]>('PUT', 'veiculos/alterar/status', { veiculoId: ids, status: 11 }, admin.accessToken);
    expect(rs.every((r) => r.status === 1)).toBe(true);

    // dealer A: every available vehicle, as table and as cards (the e2e demo has too few for Carregar mais)
    const a = await h.newPage();
    let page = a.page;
    await signIn(page, DEALER_A);
    await page.waitForURL('**/relatorios');
    await page.goto('/trade?aba=disponiveis');
    const linhas = page.locator('[aria-label="Veículos disponíveis para troca"] tbody tr');
    // the swap lists start at 5 a page (spec §9 "Initial query page size 5"): 20 a page shows them all
    await expect.poll(() => linhas.count()).toBeGreaterThan(0);
    expect(await linhas.count()).toBeLessThanOrEqual(5);
    await porPagina(page, 20);
    await expect.poll(() => linhas.filter({ hasText: v1 }).count()).toBe(1);
    const n = await linhas.count();
    expect(n).toBeGreaterThanOrEqual(ids.length);
    // fewer than 10 rows: no Carregar mais
    expect(n).toBeLessThan(10);
    expect(await page.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
    await page.getByText('Cartões', { exact: true }).click();
    await expect.poll(() => page.getByTestId('troca-card').count()).toBe(n);
    await shot(page, 'swaps-12-cartoes');
    await page.getByText('Tabela', { exact: true }).click();

    // a request without offered vehicles: the spec's question, then the contact form
    const pedir = async (pedido: string, ofertar: boolean) => {
      const filtros = page.getByRole('form', { name: 'Filtros dos veículos' });
      await filtros.getByLabel('Pedido').fill(pedido);
      await filtros.getByRole('button', { name: 'Buscar' }).click();
      await expect.poll(() => linhas.count()).toBe(1);
      // the row's button, the confirmation's SIM, then the offer list; a click that a loaded machine lost (the list
      // redrawn under it, the dialog still entering) is given again, so the step ends on the offer list or says where it stopped
      const confirmacao = page.getByRole('dialog', { name: 'Solicitar troca' });
      const oferta = page.getByRole('dialog', { name: smsg.selecioneOfertar });
      let onde = '';
      try {
        await expect
          .poll(
            async () => {
              if (await oferta.locator('tbody tr').count()) return true;
              if (await confirmacao.getByText(smsg.desejaContinuar).isVisible()) {
                onde = 'confirmação';
                await confirmacao
                  .getByRole('button', { name: 'SIM' })
                  .click({ timeout: 2000 })
                  .catch(() => undefined);
              } else if (!(await oferta.count())) {
                onde = 'lista';
                await page
                  .getByRole('button', { name: `Solicitar troca do pedido ${pedido}` })
                  .click({ timeout: 2000 })
                  .catch(() => undefined);
              } else onde = `oferta: ${await oferta.textContent()}`;
              return false;
            },
            { interval: 500 },
          )
          .toBe(true);
      } catch (e) {
        throw new Error(`a oferta do pedido ${pedido} não abriu (parou em: ${onde})`, { cause: e });
      }
      if (ofertar) {
        await oferta.locator('tbody tr').first().locator('.p-checkbox').click();
        await oferta.getByRole('button', { name: 'Solicitar' }).click();
      } else {
        await oferta.getByRole('button', { name: 'Solicitar' }).click();
        const pergunta = page.getByRole('dialog', { name: 'Atenção' });
        await expect.poll(() => pergunta.getByText(smsg.nenhumVeiculoOfertado).isVisible()).toBe(true);
        await shot(page, 'swaps-13-sem-veiculo');
        await pergunta.getByRole('button', { name: 'Sim' }).click();
      }
      const contato = page.getByRole('dialog', { name: 'Dados para contato' });
      await contato.getByLabel('Telefone').fill('6133334444');
      expect(await contato.getByLabel('Telefone').inputValue()).toBe('(61) 3333-4444');
      await contato.getByRole('button', { name: 'Enviar proposta' }).click();
      await expect.poll(() => contato.count()).toBe(0);
    };
    await pedir(v1, false);
    await pedir(v2, true);
    await expect.poll(() => toastWith(page, smsg.propostaEnviada).count()).toBeGreaterThan(0);

    // tab 0: the requester cancels the second
    await page.getByRole('tab', { name: 'Solicitações de troca' }).click();
    const segunda = page.locator('[aria-label="Solicitações de troca"] tbody tr').filter({ hasText: v2 });
    await expect.poll(() => segunda.count()).toBe(1);
    const id2 = (await segunda.locator('td').first().textContent())!.trim();
    await page.getByRole('button', { name: `Cancelar troca ${id2}` }).click();
    await page.getByRole('dialog', { name: 'Cancelar troca' }).getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => toastWith(page, smsg.trocaCancelada).count()).toBeGreaterThan(0);
    await expect.poll(() => segunda.textContent()).toContain('Cancelado');
    expect(await page.getByRole('button', { name: `Cancelar troca ${id2}` }).count()).toBe(0);

    // dealer C: only the request without vehicles is pending; no accept for it; rejected
    const c = await h.newPage();
    page = c.page;
    await signIn(page, `${DONOS[donoC]}@demo.portal.com.br`);
    await page.waitForURL('**/relatorios');
    await expect.poll(() => page.getByTestId('trocas-pendentes-badge').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Trocas Pendentes: 1' }).click();
    await page.waitForURL('**/trade/minhas-trocas');
    const form = page.getByRole('form', { name: 'Filtros de Minhas Trocas' });
    await form
      .locator('.p-dropdown')
      .filter({ has: page.getByLabel('Tipo de troca', { exact: true }) })
      .click();
    await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: 'Solicitação sem troca' }).click();
    await form.getByRole('button', { name: 'Buscar' }).click();
    const minhas = page.locator('[aria-label="Minhas Trocas"] tbody tr');
    await expect.poll(() => minhas.count()).toBe(1);
    expect(await minhas.first().textContent()).toContain(v1);
    expect(await minhas.first().textContent()).toContain('Sem troca');
    const id1 = (await minhas.first().locator('td').first().textContent())!.trim();
    await page.getByRole('button', { name: `Detalhes da troca ${id1}` }).click();
    const modal = page.getByRole('dialog', { name: `Solicitação de troca recebida nº ${id1}` });
    await expect.poll(() => modal.getByRole('button', { name: 'Rejeitar' }).isVisible()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Ceder' }).isVisible()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Aceitar troca' }).count()).toBe(0);
    expect(await modal.getByRole('region', { name: 'Veículos ofertados' }).textContent()).toContain('nenhum veículo foi ofertado');
    await shot(page, 'swaps-14-sem-troca');
    await modal.getByRole('button', { name: 'Rejeitar' }).click();
    await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => toastWith(page, smsg.trocaRejeitada).count()).toBeGreaterThan(0);
    await expect.poll(() => minhas.first().textContent()).toContain('Recusado');

    // dealer A: the sent-request modal of the cancelled one, without actions
    page = a.page;
    // Minhas Trocas from its own menu entry (under COTA VEÍCULOS, after Trocas)
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const minhasTrocas = menu.getByRole('link', { name: 'Minhas Trocas', exact: true });
    if (!(await minhasTrocas.isVisible())) await menu.getByRole('button', { name: 'COTA VEÍCULOS' }).click();
    await minhasTrocas.click();
    await page.waitForURL('**/trade/minhas-trocas');
    const enviadas = page.locator('[aria-label="Minhas Trocas"] tbody tr').filter({ hasText: v2 });
    await expect.poll(() => enviadas.count()).toBe(1);
    expect(await enviadas.textContent()).toContain('Enviada');
    await page.getByRole('button', { name: `Detalhes da troca ${id2}` }).click();
    const cancelada = page.getByRole('dialog', { name: `Solicitação de troca enviada nº ${id2}` });
    await expect.poll(() => cancelada.locator('[aria-label="Veículos ofertados"] tbody tr').count()).toBe(1);
    expect(await cancelada.getByRole('region', { name: 'Solicitação' }).textContent()).toContain('Cancelado');
    for (const nome of ['Aceitar troca', 'Rejeitar', 'Ceder', 'Cancelar solicitação'])
      expect(await cancelada.getByRole('button', { name: nome }).count()).toBe(0);
    await shot(page, 'swaps-15-cancelada');
  });
  it('the owner accepts two received swaps in one billing request: the plural text, both vehicles received and billed', async () => {
    // dealer B: two more vehicles made available for swap (registered through the vehicle commands); dealer A asks for each, offering one of its own
    const db = createDb({ url: h.stack.databaseUrl, max: 1 });
    const deB: { id: number; pedido: string }[] = [];
    const deA: { id: number; pedido: string }[] = [];
    try {
      const agora = () => new Date();
      const [admin, pa, pb] = await Promise.all(['admin', 'dealer.morumbi', 'dealer.barra'].map((u) => principal(db, `${u}@demo.portal.com.br`)));
      for (const [dono, lista, troca] of [
        [pb!, deB, true],
        [pa!, deA, false],
      ] as const) {
        for (let n = 0; n < 2; n++) {
          const id = await veiculoDe(db, agora, admin!, dono, { troca });
          lista.push(await db.selectFrom('veiculos').select(['id', 'pedido']).where('id', '=', id).executeTakeFirstOrThrow());
        }
      }
    } finally {
      await db.destroy();
    }
    const tokenA = (await api<{ accessToken: string }>('POST', 'participantes/entrar', { email: DEALER_A, password: DEMO_PASSWORD })).accessToken;
    const trocas: number[] = [];
    for (const i of [0, 1]) {
      const r = await api<{ id: number }[]>(
        'POST',
        'veiculos/troca/solicita',
        {
          veiculoInteresseId: deB[i]!.id,
          veiculosPropostos: [deA[i]!.id],
          contatoNome: 'Diego',
          contatoEmail: 'diego@morumbi.com.br',
          contatoTelefone: '11987654321',
        },
        tokenA,
      );
      trocas.push(r[0]!.id);
    }

    // dealer B: the first request, its offered vehicle, Aceitar troca → the modal in the singular; the second added → the plural
    const b = await h.newPage();
    const page = b.page;
    await signIn(page, DEALER_B);
    await page.waitForURL('**/relatorios');
    await page.goto('/trade/minhas-trocas');
    await page.getByRole('button', { name: `Detalhes da troca ${trocas[0]}` }).click();
    const modal = page.getByRole('dialog', { name: `Solicitação de troca recebida nº ${trocas[0]}` });
    await expect.poll(() => modal.locator('[aria-label="Veículos ofertados"] tbody tr').count()).toBe(1);
    await modal.getByRole('checkbox', { name: `Selecionar pedido ${deA[0]!.pedido}` }).click();
    await modal.getByRole('button', { name: 'Aceitar troca' }).click();
    const faturamento = page.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
    await expect.poll(() => faturamento.getByText(smsg.faturamentoDessaTroca).isVisible()).toBe(true);
    await escolher(page, `Veículo a receber na troca nº ${trocas[1]}`, deA[1]!.pedido);
    await faturarTroca(page, smsg.faturamentosDessasTrocas, [deA[0]!.pedido, deA[1]!.pedido]);
    await expect.poll(() => toastWith(page, smsg.trocaAceita).count()).toBeGreaterThan(0);
    for (const id of trocas) {
      const linha = page.locator('[aria-label="Minhas Trocas"] tbody tr').filter({ has: page.getByRole('button', { name: `Detalhes da troca ${id}` }) });
      await expect.poll(() => linha.textContent()).toContain('Realizado');
    }
    // both vehicles received are B's, with their billing requested
    for (const v of deA) expect(await veiculoNaLista(page, v.pedido)).toContain('Faturamento solicitado');
    await shot(page, 'swaps-16-duas-trocas');
  });
});
