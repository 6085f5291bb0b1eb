import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dataBR, dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import { pmsg, ROTULO_ACAO } from '@portal/contracts/direct-sales/messages';
import { NOME_STEP, STEP } from '@portal/contracts/direct-sales/steps';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { smsg } from '@portal/contracts/swaps/messages';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { somarDias } from '@portal/contracts/settings/disponibilidade';
import { salvarPedido } from '../../services/core/src/direct-sales/commands.ts';
import { corpoPedido, pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { pdf, png } from '../../services/core/src/testing/arquivos.ts';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { alvo, escolher, fecharPendencia, type Harness, pick, portalDoArquivo, shot } from './harness.ts';

/**
 * A dealer's day on a phone (issue 28): at 390 × 844 with touch, Autostar Morumbi and Barra read the bell, answer swaps,
 * request billing with the 14-hour rule in sight, follow an order and photograph its payment proof, attach an NF-e and
 * register a KPI vehicle with camera photos. Every screen fits the width (no horizontal scroll), lists are cards, dialogs
 * fill the screen, and the buttons tapped are at least 44 px.
 */

const DEALER = 'dealer.morumbi@demo.portal.com.br'; // Diego Morumbi, JLR001
const OUTRO = 'dealer.barra@demo.portal.com.br'; // Beatriz Barra, JLR005
const ADMIN = 'admin@demo.portal.com.br';
const REGRA_14_HORAS = 13;
const CELULAR = { celular: true } as const;
const LARGURA = 390;

let h: Harness;
/** Morumbi's stock vehicle for the billing request */
let estoque = { id: 0, pedido: '' };
/** the two swaps Morumbi asked of Barra's offered vehicles: the vehicle asked for and the one offered */
const trocas: { pedidoPedido: string; ofertado: string }[] = [];
/** Morumbi's orders: one at 'Inserir Boleto/Comprovante', one billed with its commission to invoice */
let pedidoComprovante = { id: 0, codigo: '' };
let comissao = { codigo: '', valor: 0 };
let cnpjMorumbi = '';

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Nothing wider than the phone: the page never scrolls sideways. */
async function semRolagemHorizontal(page: Page) {
  const { largura, alem } = await page.evaluate((max) => {
    // the deepest elements past the right edge name what overflows when the page is wider
    const alem = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > max + 0.5 && ![...e.children].some((c) => c.getBoundingClientRect().right > max + 0.5))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} → ${Math.round(e.getBoundingClientRect().right)}`);
    return { largura: document.documentElement.scrollWidth, alem };
  }, LARGURA);
  if (largura > LARGURA) await shot(page, 'celular-rolagem-horizontal');
  expect(largura, alem.join('; ')).toBeLessThanOrEqual(LARGURA);
}
/** A dialog at phone width fills the screen. */
async function telaCheia(dialogo: Locator) {
  await dialogo.waitFor({ state: 'visible' });
  // once its opening animation (a scale) is over
  await expect.poll(async () => JSON.stringify(await dialogo.boundingBox().then((b) => b && [b.x, b.width]))).toBe(JSON.stringify([0, LARGURA]));
}
/** A list row shown as a card: each value beside its column's title, inside the width. */
async function comoCartao(linha: Locator) {
  expect(await linha.locator('.p-column-title, .cartao-titulo').filter({ hasText: /\S/ }).first().isVisible()).toBe(true);
  const b = (await linha.boundingBox())!;
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(LARGURA);
}

async function escolherNoModal(page: Page, rotulo: string, opcao: string) {
  await page
    .locator('.p-dialog .p-dropdown')
    .filter({ has: page.getByLabel(rotulo, { exact: true }) })
    .first()
    .click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: opcao }).first().click();
}

/** On a phone a list's filters fold under 'Filtros': tapped open (44 px), the form shown; Buscar folds them again. */
async function abrirFiltros(page: Page, form: Locator) {
  const filtros = page.getByRole('button', { name: 'Filtros', exact: true }).first();
  await alvo(filtros);
  expect(await filtros.getAttribute('aria-expanded')).toBe('false');
  expect(await form.isVisible()).toBe(false);
  await filtros.click();
  await form.waitFor({ state: 'visible' });
  return filtros;
}

/** /distribuition's open billing list filtered by one pedido on the phone: its single row, a card. */
async function linhaNoCelular(page: Page, pedido: string) {
  await page.goto('/distribuition');
  await fecharPendencia(page);
  const form = page.getByRole('form', { name: 'Filtros' }).first();
  const filtros = await abrirFiltros(page, form);
  await form.getByLabel('Pedido').fill(pedido);
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect.poll(() => filtros.getAttribute('aria-expanded')).toBe('false');
  const linhas = page.locator('[aria-label="Faturamentos abertos"] tbody tr');
  await expect.poll(() => linhas.filter({ hasText: pedido }).count()).toBe(1);
  await expect.poll(() => linhas.count()).toBe(1);
  await fecharPendencia(page);
  return linhas.first();
}

/** A weekday of this week (today, or the next one on a weekend) at `hora`:00 in São Paulo. */
function diaUtilAs(hora: number) {
  const hoje = dataEmSaoPaulo(new Date());
  const dia = fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje;
  return { dia, instante: new Date(`${dia}T${String(hora).padStart(2, '0')}:00:00-03:00`) };
}

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  const [tokenMorumbi, tokenBarra] = [await h.entrar(DEALER), await h.entrar(OUTRO)];
  const pedidosDeTroca = await h.comBanco(async (db) => {
    const dealer = async (codigo: string) =>
      (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow()).id;
    const [morumbi, barra] = [await dealer('JLR001'), await dealer('JLR005')];
    const cotas = (concessionaria: number) =>
      db
        .selectFrom('veiculos')
        .select(['id', 'pedido'])
        .where('status', '=', 0)
        .where('concessionaria_id', '=', concessionaria)
        .where('bloqueado_troca', '=', false)
        .orderBy('id')
        .limit(2)
        .execute();
    const [admin, diego] = [await principal(db, ADMIN), await principal(db, DEALER)];
    // a new stock vehicle of Morumbi, available since last week, billable for two months
    const id = await veiculoDe(db, () => new Date(), admin, diego);
    await db
      .updateTable('veiculos')
      .set({ data_disponibilidade: somarDias(dataEmSaoPaulo(new Date()), -5), data_prorrogacao_faturamento: somarDias(dataEmSaoPaulo(new Date()), 60) })
      .where('id', '=', id)
      .execute();
    estoque = await db.selectFrom('veiculos').select(['id', 'pedido']).where('id', '=', id).executeTakeFirstOrThrow();
    // an order billed earlier in the month (its commission awaits the NF-e) and one a step further, awaiting the payment proof
    const faturado = await pedidoDeTeste(db, () => new Date(), { admin, dealer: diego }, { ate: 'faturamentoRegular' });
    const p = await db.selectFrom('pedidos').select(['codigo', 'valor_comissao']).where('id', '=', faturado).executeTakeFirstOrThrow();
    comissao = { codigo: p.codigo, valor: Number(p.valor_comissao) };
    const outro = await pedidoDeTeste(db, () => new Date(), { admin, dealer: diego }, { ate: 'faturamentoRegular' });
    const row = await db.selectFrom('pedidos').select(['codigo', 'contexto', 'veiculo_id']).where('id', '=', outro).executeTakeFirstOrThrow();
    const dados = (typeof row.contexto === 'string' ? JSON.parse(row.contexto) : row.contexto).dados;
    await salvarPedido(
      { db, now: () => new Date() },
      admin,
      outro,
      { ...corpoPedido(diego.concessionariaId!, row.veiculo_id!), ...dados, steps: { id: STEP.inserirBoletoComprovante } },
      { correlationId: 'teste' },
    );
    pedidoComprovante = { id: outro, codigo: row.codigo };
    cnpjMorumbi = (await db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', morumbi).executeTakeFirstOrThrow()).cnpj;
    // Barra's first vehicle free to swap and a new one of its stock
    const beatriz = await principal(db, OUTRO);
    const novo = await veiculoDe(db, () => new Date(), admin, beatriz);
    const deBarra = [(await cotas(barra))[0]!, await db.selectFrom('veiculos').select(['id', 'pedido']).where('id', '=', novo).executeTakeFirstOrThrow()];
    return { deMorumbi: await cotas(morumbi), deBarra };
  });
  // Barra offers two vehicles for swap; Morumbi asks for each, offering one of its own
  await h.api('PUT', 'veiculos/alterar/status', { veiculoId: pedidosDeTroca.deBarra.map((v) => v.id), status: 11 }, tokenBarra);
  for (const [i, v] of pedidosDeTroca.deBarra.entries()) {
    const ofertado = pedidosDeTroca.deMorumbi[i]!;
    await h.api(
      'POST',
      'veiculos/troca/solicita',
      {
        veiculoInteresseId: v.id,
        veiculosPropostos: [ofertado.id],
        contatoNome: 'Diego Morumbi',
        contatoEmail: 'diego@morumbi.com.br',
        contatoTelefone: '(11) 98765-4321',
        comentario: null,
      },
      tokenMorumbi,
    );
    trocas.push({ pedidoPedido: v.pedido, ofertado: ofertado.pedido });
  }
  expect(trocas).toHaveLength(2);
}, 300_000);
afterEach(() => h.acertarRelogio(null));

describe("a dealer's day on a phone (390 × 844)", () => {
  it('the shell: the menu is a drawer opened from the top bar, whose icons are 44 px; nothing scrolls sideways', async () => {
    const { page } = await h.entrarComo(DEALER, CELULAR);
    await fecharPendencia(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await menu.count()).toBe(0);
    for (const nome of ['Abrir menu', 'Comunicados', 'Menu do usuário'])
      await alvo(page.getByRole('button', { name: nome }).or(page.getByRole('link', { name: nome })));
    await alvo(page.getByRole('button', { name: /^Notificações/ }));
    await semRolagemHorizontal(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.waitFor();
    const caixa = (await menu.boundingBox())!;
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(LARGURA);
    const grupo = menu.locator('.side-group-head').first();
    await alvo(grupo);
    await grupo.click();
    const item = menu.locator('a.side-item:not(.active)').first();
    await alvo(item);
    const destino = await item.getAttribute('href');
    await shot(page, 'celular-01-menu');
    await item.click();
    await page.waitForURL(`**${destino}`);
    // the drawer closes once the screen opens
    await expect.poll(() => menu.count()).toBe(0);
    await fecharPendencia(page);
    await semRolagemHorizontal(page);
  });

  it("reads the bell: Barra's unread swap requests, the panel inside the screen, 'Marcar todas como lidas', the item opens Minhas Trocas", async () => {
    const { page } = await h.entrarComo(OUTRO, CELULAR);
    await fecharPendencia(page);
    const sino = page.getByRole('button', { name: /^Notificações/ });
    await expect.poll(() => sino.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/não lidas?$/);
    await alvo(sino);
    await sino.click();
    const painel = page.getByRole('dialog', { name: 'Notificações' });
    const itens = painel.getByRole('link', { name: /Troca solicitada de um veículo meu/ });
    await expect.poll(() => itens.count()).toBe(2);
    const b = (await painel.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(LARGURA);
    await alvo(itens.first());
    await semRolagemHorizontal(page);
    await shot(page, 'celular-02-sino');
    const todas = painel.getByRole('button', { name: 'Marcar todas como lidas' });
    await alvo(todas);
    await todas.click();
    await expect.poll(() => sino.getAttribute('aria-label')).toBe('Notificações');
    await itens.first().click();
    await page.waitForURL('**/trade/minhas-trocas');
    await expect.poll(() => page.getByRole('region', { name: 'Minhas Trocas' }).isVisible()).toBe(true);
  });

  it('rejects one swap and accepts the other on Minhas Trocas: the rows are cards, the swap and the billing dialogs fill the screen', async () => {
    const { page } = await h.abrirTela(OUTRO, '/trade/minhas-trocas', CELULAR);
    await fecharPendencia(page);
    // the card whose Pedido is exactly this one (a chassis or another number may contain its digits)
    const linha = (pedido: string) =>
      page.locator('[aria-label="Minhas Trocas"] tbody tr').filter({ has: page.locator('td').filter({ hasText: new RegExp(`^Pedido\\s*${pedido}$`) }) });
    await expect.poll(() => linha(trocas[0]!.pedidoPedido).count()).toBe(1);
    await comoCartao(linha(trocas[0]!.pedidoPedido));
    // the rows are cards already: no Tabela/Cartões toggle on a phone
    expect(await page.getByText('Visualizações', { exact: true }).count()).toBe(0);
    await semRolagemHorizontal(page);
    await shot(page, 'celular-03-minhas-trocas');

    // the first: Rejeitar, confirmed
    let detalhes = linha(trocas[0]!.pedidoPedido).getByRole('button', { name: /^Detalhes da troca/ });
    await alvo(detalhes);
    await detalhes.click();
    let modal = page.getByRole('dialog', { name: /^Solicitação de troca recebida nº/ });
    await telaCheia(modal);
    await semRolagemHorizontal(page);
    const rejeitar = modal.getByRole('button', { name: 'Rejeitar' });
    await alvo(rejeitar);
    await rejeitar.click();
    const sim = page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' });
    await alvo(sim);
    await sim.click();
    await expect.poll(() => toastWith(page, smsg.trocaRejeitada).count()).toBeGreaterThan(0);
    await expect.poll(() => linha(trocas[0]!.pedidoPedido).textContent()).toContain('Recusado');

    // the second: the offered vehicle chosen, Aceitar troca, the billing request of the swap
    detalhes = linha(trocas[1]!.pedidoPedido).getByRole('button', { name: /^Detalhes da troca/ });
    await detalhes.click();
    modal = page.getByRole('dialog', { name: /^Solicitação de troca recebida nº/ });
    await telaCheia(modal);
    const caixa = modal.getByRole('checkbox', { name: `Selecionar pedido ${trocas[1]!.ofertado}` });
    await alvo(caixa);
    await caixa.click();
    const aceitar = modal.getByRole('button', { name: 'Aceitar troca' });
    await alvo(aceitar);
    await aceitar.click();
    const faturamento = page.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
    await expect.poll(() => faturamento.getByText(smsg.faturamentoDessaTroca).isVisible()).toBe(true);
    await telaCheia(faturamento);
    await escolherNoModal(page, 'Tipo de venda', 'Estoque');
    await escolherNoModal(page, 'Tipo de pagamento', 'À vista');
    await faturamento.locator('.check-line').filter({ hasText: 'Faturar assim que possível' }).locator('.p-checkbox').click();
    await semRolagemHorizontal(page);
    await shot(page, 'celular-04-aceite');
    const solicitar = faturamento.getByRole('button', { name: 'Solicitar faturamento' });
    await alvo(solicitar);
    await solicitar.click();
    await expect.poll(() => toastWith(page, smsg.trocaAceita).count()).toBeGreaterThan(0);
    await expect.poll(() => linha(trocas[1]!.pedidoPedido).textContent()).toContain('Realizado');
  }, 180_000);

  it('requests billing: after 14h the 14-hour rule shows in the full-screen modal; before 14h the request for today goes through', async () => {
    await h.api('POST', 'configuracoes', { tipo: REGRA_14_HORAS, periodoInformado: '14' }, await h.entrar(ADMIN));
    const tarde = diaUtilAs(15);
    h.acertarRelogio(tarde.instante);
    const { page } = await h.entrarComo(DEALER, CELULAR);
    const abrir = async () => {
      const linha = await linhaNoCelular(page, estoque.pedido);
      await comoCartao(linha);
      await semRolagemHorizontal(page);
      await linha.locator('.p-checkbox').first().click();
      const botao = page.getByRole('button', { name: 'Solicitar Faturamento' });
      await alvo(botao);
      await botao.click();
      const modal = page.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
      await expect.poll(() => modal.getByText('O seguinte pedido ainda não foi faturado:').isVisible()).toBe(true);
      await telaCheia(modal);
      await escolherNoModal(page, 'Tipo de venda', 'Estoque');
      await escolherNoModal(page, 'Tipo de pagamento', 'À vista');
      await expect.poll(() => page.locator('#billing-date').count()).toBe(1);
      return modal;
    };
    let modal = await abrir();
    // outside the rule: the modal says so, in full, inside the width
    const regra = modal.getByText(vmsg.regra14Horas);
    await expect.poll(() => regra.isVisible()).toBe(true);
    const r = (await regra.boundingBox())!;
    expect(r.x + r.width).toBeLessThanOrEqual(LARGURA);
    await semRolagemHorizontal(page);
    await shot(page, 'celular-05-regra-14-horas');
    await modal.getByRole('button', { name: 'Voltar', exact: true }).click();

    // 10h: inside the rule, today goes through
    const manha = diaUtilAs(10);
    h.acertarRelogio(manha.instante);
    modal = await abrir();
    expect(await modal.getByText(vmsg.regra14Horas).count()).toBe(0);
    // the day tapped in the calendar, which closes on the choice
    const calendario = page.locator('.p-calendar:has(#billing-date) button');
    await alvo(calendario);
    await calendario.click();
    await page
      .locator('.p-datepicker td:not(.p-datepicker-other-month) span')
      .filter({ hasText: new RegExp(`^${Number(manha.dia.slice(8))}$`) })
      .first()
      .click();
    await expect.poll(() => page.locator('.p-datepicker').count()).toBe(0);
    await expect.poll(() => page.locator('#billing-date').inputValue()).toBe(dataBR(manha.dia));
    const solicitar = modal.getByRole('button', { name: 'Solicitar faturamento' });
    await alvo(solicitar);
    await solicitar.click();
    await expect.poll(() => toastWith(page, vmsg.faturamentoSolicitado).count()).toBeGreaterThan(0);
  }, 180_000);

  it('follows an order from its card and photographs the payment proof, then confirms it: the order moves on', async () => {
    const { page } = await h.abrirTela(DEALER, '/directselling', CELULAR);
    await fecharPendencia(page);
    const form = page.getByRole('form', { name: 'Filtros de pedidos' });
    await abrirFiltros(page, form);
    await form.getByLabel('Pedido').fill(pedidoComprovante.codigo);
    const buscar = form.getByRole('button', { name: 'Buscar' });
    await alvo(buscar);
    await buscar.click();
    const card = page.getByTestId('pedido-card').filter({ hasText: pedidoComprovante.codigo });
    await expect.poll(() => card.count()).toBe(1);
    expect(norm(await card.textContent())).toContain(NOME_STEP[STEP.inserirBoletoComprovante]);
    await semRolagemHorizontal(page);
    const abrir = page.getByRole('button', { name: `Detalhes do pedido ${pedidoComprovante.codigo}` });
    await alvo(abrir);
    await abrir.click();
    await page.waitForURL(`**/newrequest?id=${pedidoComprovante.id}`);
    await fecharPendencia(page);
    await expect.poll(() => page.getByTestId('pedido-etapa').textContent()).toBe(NOME_STEP[STEP.inserirBoletoComprovante]);
    await semRolagemHorizontal(page);

    // the proof from the camera: an input asking for the back camera, images only
    await pick(page, 'arq-tipo', /^Comprovante de Pagamento$/);
    const fotografar = page.getByRole('button', { name: 'Fotografar arquivo do pedido' });
    await alvo(fotografar);
    const camera = page.getByLabel('Foto: arquivo do pedido');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/jpeg,image/png');
    // the file button keeps the PDFs
    expect(await page.getByTestId('arquivo-input').getAttribute('accept')).toContain('application/pdf');
    await camera.setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: png() });
    const arquivos = page.locator('[aria-label="Arquivos do pedido"]').first();
    const linha = arquivos.locator('tbody tr').filter({ hasText: 'comprovante.png' });
    await expect.poll(() => linha.count()).toBe(1);
    await comoCartao(linha);
    await semRolagemHorizontal(page);
    await shot(page, 'celular-06-comprovante');
    const confirmar = page
      .getByRole('toolbar', { name: 'Ações do pedido' })
      .getByRole('button', { name: ROTULO_ACAO.confirmarInsercaoComprovante, exact: true });
    await alvo(confirmar);
    await confirmar.click();
    await expect.poll(() => toastWith(page, pmsg.pedidoEnviadoPara(NOME_STEP[STEP.liberadoTransporte])).count()).toBeGreaterThan(0);
    const depois = await h.comBanco((db) => db.selectFrom('pedidos').select('step').where('id', '=', pedidoComprovante.id).executeTakeFirstOrThrow());
    expect(depois.step).toBe(STEP.liberadoTransporte);
  }, 180_000);

  it('attaches an NF-e (XML) to its commission on /comission: the row a card, the dialog full screen', async () => {
    const { page } = await h.abrirTela(DEALER, '/comission', CELULAR);
    await page.getByRole('heading', { name: 'Comissões e Notas Fiscais' }).waitFor();
    await page.locator('#f-pedido').fill(comissao.codigo);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('region', { name: 'Lista de comissões' }).locator('tr').filter({ hasText: comissao.codigo });
    await expect.poll(() => row.textContent()).toContain('Sem NF Atrelada');
    await comoCartao(row);
    await semRolagemHorizontal(page);
    await row.locator('.p-checkbox').click();
    const atrelar = page.getByRole('button', { name: 'Atrelar Nota Fiscal' });
    await alvo(atrelar);
    await atrelar.click();
    const dialog = page.getByRole('dialog', { name: 'Atrelar Nota Fiscal' });
    await telaCheia(dialog);
    expect(await dialog.locator('#nf-arquivo').getAttribute('accept')).toBe('.pdf,.xml');
    let emissao = dataEmSaoPaulo(new Date());
    while (fimDeSemana(emissao)) emissao = new Date(Date.parse(`${emissao}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const xml = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35" versao="4.00">` +
        `<ide><nNF>880022</nNF><dhEmi>${emissao}T10:00:00-03:00</dhEmi></ide><emit><CNPJ>${cnpjMorumbi}</CNPJ></emit>` +
        `<total><ICMSTot><vNF>${comissao.valor.toFixed(2)}</vNF></ICMSTot></total></infNFe></NFe></nfeProc>\n`,
    );
    await dialog.locator('#nf-arquivo').setInputFiles({ name: 'nfe-880022.xml', mimeType: 'application/xml', buffer: xml });
    await toastWith(page, nfMsg.arquivoImportado).first().waitFor();
    expect(await dialog.locator('#nf-numero').inputValue()).toBe('880022');
    await semRolagemHorizontal(page);
    await shot(page, 'celular-07-nfe');
    const botao = dialog.getByRole('button', { name: 'Atrelar', exact: true });
    await alvo(botao);
    await botao.click();
    await toastWith(page, nfMsg.atrelada).first().waitFor();
    await expect.poll(() => row.textContent()).toContain('Provisionamento');
  });

  it('registers a KPI vehicle with photos from the camera (the contract stays a PDF); it is listed Em Auditoria', async () => {
    const { page } = await h.abrirTela(DEALER, '/kpisapproved', CELULAR);
    await expect.poll(() => page.getByRole('heading', { name: 'KPIs Approved', exact: true, level: 2 }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Veículos JLR' }).click();
    await semRolagemHorizontal(page);
    const novo = page.getByRole('button', { name: 'Novo veículo' });
    await alvo(novo);
    await novo.click();
    await page.waitForURL('**/kpisapproved/newVehicleJLR');
    await page.locator('#kpi-chassi-form').waitFor();
    await semRolagemHorizontal(page);
    await escolher(page, 'kpi-marca', 'Land Rover');
    await page.locator('#kpi-chassi-form').fill('SALCELULAR0000028');
    await escolher(page, 'kpi-tipo', 'Compra');
    await page.locator('#kpi-ano-modelo').fill('2024');
    await page.locator('#kpi-preco').pressSequentially('500000');
    await page.locator('#kpi-custo').pressSequentially('300000');
    await page.locator('#kpi-venda').pressSequentially('400000');
    await escolher(page, 'kpi-modelo');
    await escolher(page, 'kpi-versao');
    await escolher(page, 'kpi-ano-politica');
    await escolher(page, 'kpi-politica');
    await escolher(page, 'kpi-approved', 'Sim');
    // the contract from the files (PDF accepted), the sale's NF and the stamped check list from the camera
    expect(await page.locator('#arquivoContratoGarantia').getAttribute('accept')).toContain('.pdf');
    await page.locator('#arquivoContratoGarantia').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdf() });
    for (const [campo, rotulo] of [
      ['arquivoNFVenda', 'NF da venda'],
      ['arquivoCheckList', 'Check list de verificação carimbo'],
    ] as const) {
      await alvo(page.getByRole('button', { name: `Fotografar ${rotulo}` }));
      const camera = page.getByLabel(`Foto: ${rotulo}`);
      expect(await camera.getAttribute('capture')).toBe('environment');
      await camera.setInputFiles({ name: `${campo}.png`, mimeType: 'image/png', buffer: png() });
      await expect.poll(() => page.locator(`[data-anexo="${campo}"] .kpi-anexo-nome`).textContent()).toBe(`${campo}.png`);
    }
    await semRolagemHorizontal(page);
    await shot(page, 'celular-08-kpi');
    const salvar = page.getByRole('button', { name: 'Salvar' });
    await alvo(salvar);
    await salvar.click();
    await expect.poll(() => toastWith(page, kpiMsg.veiculoCadastrado).count()).toBeGreaterThan(0);
    await page.waitForURL((u) => u.pathname === '/kpisapproved');
    const card = page.locator('.kpi-card').filter({ hasText: 'SALCELULAR0000028' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Em Auditoria');
    await semRolagemHorizontal(page);
  });
});
