import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import { dataEmSaoPaulo, fimDeSemana } from '@portal/contracts/br/dates';
import { pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { principal } from '../../services/core/src/testing/swaps.ts';
import { pdf } from '../../services/core/src/testing/arquivos.ts';
import { portalDoArquivo, shot, signIn, type Harness } from './harness.ts';

const ADMIN = 'admin@demo.portal.com.br';
const DEALER = 'dealer.morumbi@demo.portal.com.br';

let h: Harness;
let cnpj = '';
const pedidos: { id: number; codigo: string; valor: number; numero: string }[] = [];
/** a commission attached with a value other than its sum: accepted with a warning */
let divergente: { id: number; codigo: string; valor: number; numero: string };

/** the last weekday up to today, in São Paulo (an NF-e issued then passes the checks) */
function ultimoDiaUtil(): string {
  let d = dataEmSaoPaulo(new Date());
  while (fimDeSemana(d)) d = new Date(Date.parse(`${d}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return d;
}
const nfeXml = (numero: string, valor: number) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35" versao="4.00">` +
      `<ide><nNF>${numero}</nNF><dhEmi>${ultimoDiaUtil()}T10:00:00-03:00</dhEmi></ide><emit><CNPJ>${cnpj}</CNPJ></emit>` +
      `<total><ICMSTot><vNF>${valor.toFixed(2)}</vNF></ICMSTot></total></infNFe></NFe></nfeProc>\n`,
  );

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  await h.comBanco(async (db) => {
    const admin = await principal(db, ADMIN);
    const dealer = await principal(db, DEALER);
    cnpj = (await db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', dealer.concessionariaId!).executeTakeFirstOrThrow())
      .cnpj;
    for (const numero of ['880011', '880022']) {
      const id = await pedidoDeTeste(db, () => new Date(), { admin, dealer }, { ate: 'faturamentoRegular' });
      const p = await db.selectFrom('pedidos').select(['codigo', 'valor_comissao']).where('id', '=', id).executeTakeFirstOrThrow();
      pedidos.push({ id, codigo: p.codigo, valor: Number(p.valor_comissao), numero });
    }
    const id = await pedidoDeTeste(db, () => new Date(), { admin, dealer }, { ate: 'faturamentoRegular' });
    const p = await db.selectFrom('pedidos').select(['codigo', 'valor_comissao']).where('id', '=', id).executeTakeFirstOrThrow();
    divergente = { id, codigo: p.codigo, valor: Number(p.valor_comissao), numero: '880033' };
  });
}, 300_000);
afterAll(async () => h?.stop());

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

async function filtrar(page: Page, campo: '#f-pedido' | '#f-numero', valor: string) {
  await page.locator('button[aria-label="Limpar filtros"]').click();
  await page.locator(campo).fill(valor);
  await page.getByRole('button', { name: 'Buscar' }).click();
}
async function abrirTela(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL('**/relatorios');
  await page.goto('/comission');
  await page.getByRole('heading', { name: 'Comissões e Notas Fiscais' }).waitFor();
}
const linha = (page: Page, tabela: string, texto: string) => page.getByRole('region', { name: tabela }).locator('tr').filter({ hasText: texto });

describe('commissions and invoices in the browser', () => {
  it('the dealer attaches an NF-e (XML) to each of two commissions', async () => {
    const { page } = await h.newPage();
    await abrirTela(page, DEALER);
    for (const p of pedidos) {
      await filtrar(page, '#f-pedido', p.codigo);
      const row = linha(page, 'Lista de comissões', p.codigo);
      await expect.poll(() => row.textContent()).toContain('Sem NF Atrelada');
      await row.locator('.p-checkbox').click();
      await page.getByRole('button', { name: 'Atrelar Nota Fiscal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Atrelar Nota Fiscal' });
      await dialog.locator('#nf-arquivo').setInputFiles({ name: `nfe-${p.numero}.xml`, mimeType: 'application/xml', buffer: nfeXml(p.numero, p.valor) });
      await toastWith(page, nfMsg.arquivoImportado).first().waitFor();
      expect(await dialog.locator('#nf-numero').inputValue()).toBe(p.numero);
      await shot(page, 'invoices-atrelar');
      await dialog.getByRole('button', { name: 'Atrelar', exact: true }).click();
      await toastWith(page, nfMsg.atrelada).first().waitFor();
      await expect.poll(() => row.textContent()).toContain('Provisionamento');
      expect(await row.textContent()).toContain(p.numero);
    }
  });

  it('a value other than the commissions is warned in the dialog, attached, answered with a warn toast and shown on the invoice', async () => {
    const { page } = await h.newPage();
    await abrirTela(page, DEALER);
    const p = divergente;
    await filtrar(page, '#f-pedido', p.codigo);
    const row = linha(page, 'Lista de comissões', p.codigo);
    await expect.poll(() => row.textContent()).toContain('Sem NF Atrelada');
    await row.locator('.p-checkbox').click();
    await page.getByRole('button', { name: 'Atrelar Nota Fiscal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atrelar Nota Fiscal' });
    await dialog.locator('#nf-arquivo').setInputFiles({ name: 'nota.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await toastWith(page, nfMsg.arquivoImportado).first().waitFor();
    await dialog.locator('#nf-numero').fill(p.numero);
    await dialog.locator('#nf-valor').click();
    await dialog.locator('#nf-valor').pressSequentially('1');
    await dialog.locator('#nf-valor').press('Tab');
    await dialog.locator('.p-inline-message-warn').filter({ hasText: 'não confere com o valor da comissão' }).waitFor();
    await shot(page, 'invoices-atrelar-aviso');
    await dialog.getByRole('button', { name: 'Atrelar', exact: true }).click();
    await toastWith(page, nfMsg.atrelada).first().waitFor();
    await page.locator('.p-toast-message-warn').filter({ hasText: 'não confere com o valor da comissão' }).first().waitFor();
    await expect.poll(() => row.textContent()).toContain('Provisionamento');
    // the invoice list shows the warning to whoever approves it
    await page.getByRole('tab', { name: 'Notas Fiscais' }).click();
    await filtrar(page, '#f-numero', p.numero);
    await linha(page, 'Lista de notas fiscais', p.numero)
      .getByRole('button', { name: new RegExp(`^Avisos do atrelamento da nota fiscal ${p.numero}:.* O valor da nota fiscal .* não confere`) })
      .waitFor();
  });

  it('the administrator advances one through the three approvals to Pago and rejects the other with a reason', async () => {
    const { page } = await h.newPage();
    await abrirTela(page, ADMIN);
    await page.getByRole('tab', { name: 'Notas Fiscais' }).click();
    const [a, b] = pedidos as [(typeof pedidos)[0], (typeof pedidos)[0]];
    await filtrar(page, '#f-numero', a.numero);
    const row = linha(page, 'Lista de notas fiscais', a.numero);
    for (const [acao, depois] of [
      ['Aprovação de Vendas', 'Aprovado Vendas'],
      ['Aprovação de Diretoria', 'Aprovado Diretoria'],
      ['Pagamento Realizado', 'Pago'],
    ] as const) {
      await row.locator('.p-checkbox').click();
      await page.getByRole('button', { name: acao }).click();
      await toastWith(page, nfMsg.stepAprovado).first().waitFor();
      await expect.poll(() => row.textContent()).toContain(depois);
      await page
        .locator('.p-toast-message .p-toast-icon-close')
        .first()
        .click()
        .catch(() => {});
    }
    // the orders of the invoice
    await row.getByRole('button', { name: `Pedidos da nota fiscal ${a.numero}` }).click();
    const modal = page.getByRole('dialog', { name: 'Pedidos da nota fiscal' });
    await expect.poll(() => modal.textContent()).toContain(a.codigo);
    await modal.locator('.p-dialog-header-close').click();
    // rejection with a reason
    await filtrar(page, '#f-numero', b.numero);
    const rowB = linha(page, 'Lista de notas fiscais', b.numero);
    await rowB.locator('.p-checkbox').click();
    await page.getByRole('button', { name: 'Reprovar Nota Fiscal' }).click();
    const rep = page.getByRole('dialog', { name: 'Reprovar Nota Fiscal' });
    await rep.locator('#nf-comentario').fill('CNPJ da filial diferente do cadastro');
    await rep.getByRole('button', { name: 'Reprovar' }).click();
    await toastWith(page, nfMsg.reprovada).first().waitFor();
    await expect.poll(() => rowB.textContent()).toContain('Reprovado');
    // the provision vs payment report and its export
    await page.locator('button[aria-label="Limpar filtros"]').click();
    await page.getByRole('tab', { name: 'Relatório de Provisão vs. Pagamento' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Provisão vs. pagamento' }).textContent()).toContain(a.numero);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
    expect(download.suggestedFilename()).toBe('PDD_Relatorio_Provisao_vs_Pagamento.xlsx');
    await shot(page, 'invoices-provisao');
  });

  it('the dealer reads the reason of the rejection, and the rejected commission can be selected again', async () => {
    const { page } = await h.newPage();
    await abrirTela(page, DEALER);
    const b = pedidos[1]!;
    await page.getByRole('tab', { name: 'Notas Fiscais' }).click();
    await filtrar(page, '#f-numero', b.numero);
    const row = linha(page, 'Lista de notas fiscais', b.numero);
    await row.getByRole('button', { name: `Motivo da reprovação da nota fiscal ${b.numero}` }).click();
    const motivo = page.getByRole('dialog', { name: 'Motivo da reprovação' });
    await expect.poll(() => motivo.textContent()).toContain('CNPJ da filial diferente do cadastro');
    // no approval buttons for a dealer
    await motivo.locator('.p-dialog-header-close').click();
    await row.locator('.p-checkbox').click();
    expect(await page.getByRole('button', { name: 'Reprovar Nota Fiscal' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Comissões' }).click();
    await filtrar(page, '#f-pedido', b.codigo);
    const c = linha(page, 'Lista de comissões', b.codigo);
    await expect.poll(() => c.textContent()).toContain('Reprovado');
    expect(await c.locator('.p-checkbox.p-disabled, .p-checkbox-disabled').count()).toBe(0);
    await shot(page, 'invoices-reprovada');
  });
});
