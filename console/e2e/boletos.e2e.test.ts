import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { bmsg } from '@portal/contracts/boletos/messages';
import { dataBR, dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { principal } from '../../services/core/src/testing/swaps.ts';
import { primeiraEmissao, vencimentoDe } from '../src/features/direct-sales/boletos.ts';
import { fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

const FINANCEIRO = 'financeiro@demo.portal.com.br'; // Fernanda Financeiro
const DEALER = 'dealer.morumbi@demo.portal.com.br'; // Diego Morumbi, JLR001 (the order's dealer)
const CPF = '529.982.247-25'; // the requester of pedidoDeTeste
const OUTRO_CPF = '111.444.777-35';

let h: Harness;
let pedido = { id: 0, codigo: '', precoEspecial: '' };
let boletoId = 0;

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  // a pré-pagamento order of Diego Morumbi's dealer at step 10 (Inserir Boletos), through the real commands:
  // financed (up to 3 boletos), requester CPF 529.982.247-25; its special price is what the server made of the discount
  // policy (the dealer's order does not choose its discount: docs/decisions.md "Who changes an order's money")
  pedido = await h.comBanco(async (db) => {
    const admin = await principal(db, 'admin@demo.portal.com.br');
    const dealer = await principal(db, DEALER);
    const id = await pedidoDeTeste(db, () => new Date(), { admin, dealer }, { prePagamento: true, ate: 'inserirBoletos' });
    const row = await db.selectFrom('pedidos').select(['id', 'codigo', 'step', 'contexto']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.step).toBe(10);
    const preco = (row.contexto as { dados?: { pedidoPrecoPagamento?: { precoEspecial?: number } } }).dados?.pedidoPrecoPagamento?.precoEspecial;
    return { id: row.id, codigo: row.codigo, precoEspecial: norm(brl.format(Number(preco))) };
  });
}, 300_000);

/** Text with every white space (the currency's no-break space too) as one space. */
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ');
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

async function pick(page: Page, inputId: string, option: string | RegExp) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option }).first().click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/** Buscar on /boletos: the body of the list call it sends. */
async function buscarBoletos(page: Page): Promise<Record<string, unknown>> {
  const pedidoDaLista = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/pedidos/boletos'));
  await page.getByRole('form', { name: 'Filtros de boletos' }).getByRole('button', { name: 'Buscar' }).click();
  return (await pedidoDaLista).postDataJSON() as Record<string, unknown>;
}

/** The bytes of a download: a PDF starts with %PDF-. */
async function conteudo(d: Download): Promise<Buffer> {
  const path = await d.path();
  return readFile(path!);
}

describe('boletos in the browser', () => {
  it('Financeiro inserts boletos on the order screen: the spec checks first, Inserir adds rows (removable, nothing sent), Salvar sends them and the bank registers them; the print dialog downloads its PDF; an issued boleto is not deleted', async () => {
    const { page } = await h.abrirTela(FINANCEIRO, `/newrequest?id=${pedido.id}`);
    await fecharPendencia(page);
    const secao = page.getByRole('region', { name: 'Boletos', exact: true });
    await expect.poll(() => secao.getByRole('form', { name: 'Inserir boleto' }).isVisible()).toBe(true);
    expect(await secao.getByText(bmsg.emissaoDeTeste).isVisible()).toBe(true);
    expect(norm(await secao.locator('#bol-valor-total').textContent())).toBe(pedido.precoEspecial);
    // the issue date starts at today (the next Monday on a weekend) and the due date is 5 days later
    const emissao = primeiraEmissao(dataEmSaoPaulo(new Date()));
    expect(await secao.locator('#bol-emissao').inputValue()).toBe(dataBR(emissao));
    expect(await secao.locator('#bol-vencimento').textContent()).toBe(dataBR(vencimentoDe(emissao)));

    // Inserir without a payment form: the spec's message, nothing sent
    await secao.getByRole('button', { name: 'Inserir', exact: true }).click();
    await expect.poll(() => toastWith(page, pmsg.selecioneFormaPagamento).count()).toBeGreaterThan(0);
    const tabela = secao.locator('[aria-label="Boletos do pedido"]').first();
    await expect.poll(() => tabela.textContent()).toContain('Nenhum registro encontrado');

    // Parcial in 2: a value above the special price (R$ 900.000,00 against about R$ 500.000,00) is the sum warning
    await pick(page, 'bol-forma', 'Parcial');
    await pick(page, 'bol-parcelas', '2');
    expect(await secao.locator('#bol-numero-parcela').textContent()).toBe('1 de 2');
    await secao.locator('#bol-valor-parcial').click();
    await secao.locator('#bol-valor-parcial').pressSequentially('900000');
    await secao.locator('#bol-valor-parcial').blur();
    await secao.getByRole('button', { name: 'Inserir', exact: true }).click();
    await expect.poll(() => toastWith(page, pmsg.somaBoletosExcedeTotal).count()).toBeGreaterThan(0);
    await secao.locator('#bol-valor-parcial').click();
    await secao.locator('#bol-valor-parcial').press('Control+a');
    await secao.locator('#bol-valor-parcial').pressSequentially('100000');
    await secao.locator('#bol-valor-parcial').blur();
    await expect.poll(() => secao.locator('#bol-valor-parcial').inputValue()).toMatch(/100\.000/);
    await secao.getByRole('button', { name: 'Inserir', exact: true }).click();
    // Inserir adds the row to the section; nothing is sent before Salvar
    const aSalvar = secao.locator('[aria-label="Boletos a salvar"]').first();
    await expect.poll(async () => norm(await aSalvar.locator('tbody tr').filter({ hasText: '1 de 2' }).textContent())).toContain('R$ 100.000,00');
    expect(await aSalvar.locator('tbody tr').first().textContent()).toContain(bmsg.statusASalvar);
    expect(await secao.getByText(bmsg.boletosASalvar(1)).isVisible()).toBe(true);
    const contarBoletos = () =>
      h.comBanco(
        async (db) =>
          (
            await db
              .selectFrom('boletos')
              .select((e) => e.fn.countAll<number>().as('n'))
              .where('pedido_id', '=', pedido.id)
              .executeTakeFirstOrThrow()
          ).n,
      );
    expect(Number(await contarBoletos())).toBe(0);
    await expect.poll(() => tabela.textContent()).toContain('Nenhum registro encontrado');
    // a second row takes the next installment and the sum of both; removed before saving, it is gone and never sent
    await expect.poll(() => secao.locator('.p-dropdown:has(#bol-forma)').textContent()).toContain('Selecione');
    await pick(page, 'bol-forma', 'Parcial');
    await pick(page, 'bol-parcelas', '2');
    expect(await secao.locator('#bol-numero-parcela').textContent()).toBe('2 de 2');
    await secao.locator('#bol-valor-parcial').click();
    await secao.locator('#bol-valor-parcial').pressSequentially('50000');
    await secao.locator('#bol-valor-parcial').blur();
    await secao.getByRole('button', { name: 'Inserir', exact: true }).click();
    await expect.poll(() => aSalvar.locator('tbody tr').count()).toBe(2);
    await shot(page, 'boletos-01-insercao');
    await aSalvar.getByRole('button', { name: 'Remover boleto 2 de 2' }).click();
    await expect.poll(() => aSalvar.locator('tbody tr').count()).toBe(1);
    expect(norm(await aSalvar.locator('tbody tr').textContent())).toContain('R$ 100.000,00');
    expect(Number(await contarBoletos())).toBe(0);
    // Salvar sends the row: the issue call waits for the bank; on a busy machine it may answer that the boleto is on its way
    await secao.getByRole('button', { name: 'Salvar boletos' }).click();
    await expect.poll(async () => (await toastWith(page, bmsg.boletosSalvos(1)).count()) > 0).toBe(true);
    await expect.poll(() => secao.locator('[aria-label="Boletos a salvar"]').count()).toBe(0);
    expect(Number(await contarBoletos())).toBe(1);
    const linha = tabela.locator('tbody tr').filter({ hasText: '1 de 2' });
    await expect.poll(() => linha.textContent(), { timeout: 30_000 }).toContain('Emitido');
    expect(norm(await linha.textContent())).toContain('R$ 100.000,00');
    boletoId = await h.comBanco(async (db) => (await db.selectFrom('boletos').select('id').where('pedido_id', '=', pedido.id).executeTakeFirstOrThrow()).id);

    // Gerar Pdf: the print dialog, Baixar downloads Boleto_<id>.pdf
    await linha.getByRole('button', { name: `Gerar Pdf do boleto ${boletoId}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Boleto ${boletoId}` });
    await expect.poll(() => dialogo.locator('object[type="application/pdf"]').count()).toBe(1);
    await shot(page, 'boletos-02-pdf');
    const download = page.waitForEvent('download');
    await dialogo.getByRole('button', { name: 'Baixar' }).click();
    const d = await download;
    expect(d.suggestedFilename()).toBe(`Boleto_${boletoId}.pdf`);
    expect((await conteudo(d)).subarray(0, 5).toString()).toBe('%PDF-');
    await dialogo.getByRole('button', { name: 'Voltar' }).click();

    // an issued boleto is not deleted
    await linha.getByRole('button', { name: `Excluir boleto ${boletoId}` }).click();
    await expect
      .poll(() => toastWith(page, 'Você não pode excluir um boleto já emitido. Solicite o cancelamento com a importadora.').count())
      .toBeGreaterThan(0);
    expect(await linha.textContent()).toContain('Emitido');
  }, 180_000);

  it('/gera-boleto: the buyer gets the open boleto by order code, CPF and access code, copies its line and downloads its PDF; another CPF or code gets nothing', async () => {
    const acesso = await h.comBanco(
      async (db) => (await db.selectFrom('boletos_codigo_acesso').select('codigo').where('boleto_id', '=', boletoId).executeTakeFirstOrThrow()).codigo,
    );
    const { context, page } = await h.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/gera-boleto');
    await page.locator('#gb-pedido').fill(pedido.codigo.toLowerCase());
    expect(await page.locator('#gb-pedido').inputValue()).toBe(pedido.codigo);
    // an invalid CPF is refused before asking
    await page.locator('#gb-documento').fill('123.456.789-00');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(bmsg.segundaViaDocumentoInvalido);
    // the access code is asked before calling, masked as typed
    await page.locator('#gb-documento').fill(CPF.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(bmsg.segundaViaCodigoInvalido);
    await page.locator('#gb-codigo-acesso').fill(acesso.toLowerCase());
    expect(await page.locator('#gb-codigo-acesso').inputValue()).toBe(`${acesso.slice(0, 4)}-${acesso.slice(4, 8)}-${acesso.slice(8)}`);
    // a wrong code: the same answer as an unknown order
    await page.locator('#gb-codigo-acesso').fill(acesso === 'A'.repeat(12) ? 'B'.repeat(12) : 'A'.repeat(12));
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(bmsg.segundaViaNaoEncontrada);
    await page.locator('#gb-codigo-acesso').fill(acesso);
    // a valid CPF that is not the buyer's: the same answer as an unknown order
    await page.locator('#gb-documento').fill(OUTRO_CPF.replace(/\D/g, ''));
    expect(await page.locator('#gb-documento').inputValue()).toBe(OUTRO_CPF);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(bmsg.segundaViaNaoEncontrada);

    await page.locator('#gb-documento').fill(CPF.replace(/\D/g, ''));
    expect(await page.locator('#gb-documento').inputValue()).toBe(CPF);
    await page.getByRole('button', { name: 'Consultar' }).click();
    const item = page.getByTestId('segunda-via-boleto');
    await expect.poll(() => item.count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    const texto = norm(await item.textContent());
    expect(texto).toContain('R$ 100.000,00');
    const linha = (await item.getByTestId('linha-digitavel').textContent()) ?? '';
    expect(linha).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await item.getByRole('button', { name: /Copiar a linha digitável/ }).click();
    await expect.poll(() => toastWith(page, bmsg.linhaCopiada).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linha.replace(/\D/g, ''));
    await shot(page, 'boletos-03-gera-boleto');
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: /Baixar o PDF/ }).click();
    const d = await download;
    expect(d.suggestedFilename()).toBe(`Boleto_${boletoId}.pdf`);
    expect((await conteudo(d)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('/boletos as Financeiro: the grid shows it Emitido, Gerar Pdf downloads it, the log names each status, Exportar Pedidos; Informar pagamento → Pago', async () => {
    const { page } = await h.abrirTela(FINANCEIRO, '/boletos');
    await fecharPendencia(page);
    await expect.poll(() => page.getByText(bmsg.emissaoDeTeste).isVisible()).toBe(true);
    const filtros = page.getByRole('form', { name: 'Filtros de boletos' });
    await filtros.getByRole('textbox', { name: 'Pedido' }).fill(pedido.codigo);
    // spec §9: the grid pages 10
    expect(await buscarBoletos(page)).toMatchObject({ page: 1, per_page: 10 });
    // the grid (table) with the spec's columns
    const tabela = page.locator('[aria-label="Lista de boletos"]').first();
    const linha = tabela.locator('tbody tr').filter({ hasText: pedido.codigo });
    await expect.poll(() => linha.count()).toBe(1);
    const cabecalho = (await tabela.locator('thead').textContent()) ?? '';
    for (const c of [
      'Pedido',
      'Status',
      'Data Emissão',
      'Valor Total (BRL)',
      'Tipo de Pagamento',
      'Valor Parcial',
      'Data Vencimento do Boleto',
      'Nº da Parcela',
      'Data Pagamento',
    ])
      expect(cabecalho).toContain(c);
    const texto = norm(await linha.textContent());
    expect(texto).toContain('Emitido');
    expect(texto).toContain(pedido.precoEspecial);
    expect(texto).toContain('Parcial');
    expect(texto).toContain('---');
    expect(await page.getByText('Visualizações').isVisible()).toBe(true);
    // Emitido: cancel and PDF; no reissue (not Vencido)
    expect(await linha.getByRole('button', { name: `Cancelar boleto ${boletoId}` }).count()).toBe(1);
    expect(await linha.getByRole('button', { name: `Reemitir boleto ${boletoId}` }).count()).toBe(0);
    await shot(page, 'boletos-04-lista-financeiro');

    const pdf = page.waitForEvent('download');
    await linha.getByRole('button', { name: `Gerar Pdf do boleto ${boletoId}` }).click();
    const d = await pdf;
    expect(d.suggestedFilename()).toBe(`Boleto_${boletoId}.pdf`);
    expect((await conteudo(d)).subarray(0, 5).toString()).toBe('%PDF-');

    // the log: exactly one selected boleto, or the row's own action
    await page.getByRole('toolbar', { name: 'Ações' }).getByRole('button', { name: 'Log do pedido' }).click();
    await expect.poll(() => toastWith(page, bmsg.selecioneApenasUm).count()).toBeGreaterThan(0);
    await linha.getByRole('button', { name: new RegExp(`^Log do pedido ${pedido.codigo}`) }).click();
    const log = page.getByRole('dialog', { name: `Log do boleto ${boletoId}` });
    await expect.poll(() => log.locator('tbody tr').filter({ hasText: 'Emitido' }).count()).toBeGreaterThanOrEqual(2);
    const passos = (await log.locator('tbody tr').allTextContents()).join(' | ');
    expect(passos).toContain('Não Emitido');
    expect(passos).toContain('Fernanda Financeiro');
    expect(passos).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await log.getByRole('button', { name: 'Voltar' }).click();

    const xlsx = page.waitForEvent('download');
    await filtros.getByRole('button', { name: 'Exportar Pedidos' }).click();
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);

    // the sandbox bank's lever: the workflow reconciles the payment and the row shows Pago
    await linha.getByRole('button', { name: `${bmsg.informarPagamento}: boleto ${boletoId}` }).click();
    await expect.poll(() => toastWith(page, bmsg.pagamentoInformado).count()).toBeGreaterThan(0);
    await expect.poll(() => linha.locator('.boleto-status').textContent(), { timeout: 60_000 }).toBe('Pago');
    const pago = (await linha.textContent()) ?? '';
    expect(pago).toContain(dataBR(dataEmSaoPaulo(new Date())));
    // Pago: neither cancel nor PDF nor payment any more
    await expect.poll(() => linha.getByRole('button', { name: `Cancelar boleto ${boletoId}` }).count()).toBe(0);
    expect(await linha.getByRole('button', { name: `Gerar Pdf do boleto ${boletoId}` }).count()).toBe(0);
    expect(await linha.getByRole('button', { name: `${bmsg.informarPagamento}: boleto ${boletoId}` }).count()).toBe(0);
    await shot(page, 'boletos-05-pago');
  }, 180_000);

  it("the order's dealer sees the boleto in cards, without the action grid", async () => {
    const { page } = await h.abrirTela(DEALER, '/boletos');
    await fecharPendencia(page);
    const filtros = page.getByRole('form', { name: 'Filtros de boletos' });
    await filtros.getByRole('textbox', { name: 'Pedido' }).fill(pedido.codigo);
    // spec §9: the filter's list starts with 5
    expect(await buscarBoletos(page)).toMatchObject({ page: 1, per_page: 5 });
    const card = page.getByTestId('boleto-card').filter({ hasText: pedido.codigo });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Pago');
    expect(await page.locator('.p-datatable').count()).toBe(0);
    expect(await page.getByText('Visualizações').count()).toBe(0);
    expect(await card.getByRole('button', { name: /^(Cancelar|Reemitir) boleto/ }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Gerar Pdf/ }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /Informar pagamento/ }).count()).toBe(0);
    expect(await card.getByRole('button', { name: new RegExp(`^Log do pedido ${pedido.codigo}`) }).count()).toBe(1);
    await shot(page, 'boletos-06-dealer');
  }, 120_000);
});
