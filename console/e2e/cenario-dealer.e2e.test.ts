import { readFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { bmsg } from '@portal/contracts/boletos/messages';
import { dataBR, dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import { pmsg, ROTULO_ACAO } from '@portal/contracts/direct-sales/messages';
import { NOME_STEP, STEP } from '@portal/contracts/direct-sales/steps';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { smsg } from '@portal/contracts/swaps/messages';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { pdfDeDemonstracao, pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { pdf, png } from '../../services/core/src/testing/arquivos.ts';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { somarDias } from '@portal/contracts/settings/disponibilidade';
import { chamarDaPagina, digitarMascara, escolher, fecharPendencia, type Harness, linhaDoPedido, pick, portalDoArquivo, shot } from './harness.ts';

/**
 * A dealer's month (issue 26), from the spec's words: Autostar Morumbi asks billing inside and outside the 14-hour rule, asks
 * a swap of another dealer's offered vehicle (the other dealer accepts it through the billing modal), places a direct-sales
 * order with its documents that gets a boleto the bank registers, attaches an NF-e to a commission and registers a KPI vehicle.
 */

const DEALER = 'dealer.morumbi@demo.portal.com.br'; // Diego Morumbi, JLR001
const OUTRO = 'dealer.barra@demo.portal.com.br'; // Beatriz Barra, JLR005
const ADMIN = 'admin@demo.portal.com.br';
const REGRA_14_HORAS = 13;

let h: Harness;
/** Morumbi's stock vehicles with no request, taken one by one by the steps */
let estoque: { id: number; pedido: string; chassi: string }[] = [];
/** Barra's vehicle offered for swap */
let ofertado = '';
/** a Morumbi order past billing, with its commission to invoice */
let comissao = { codigo: '', valor: 0 };
let cnpjMorumbi = '';

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
const proximo = () => estoque.shift()!;

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  await h.comBanco(async (db) => {
    const dealer = async (codigo: string) =>
      (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow()).id;
    const [morumbi, barra] = [await dealer('JLR001'), await dealer('JLR005')];
    const hoje = dataEmSaoPaulo(new Date());
    // four new stock vehicles of Morumbi (through the vehicle commands), available since last week, billable for two months
    const [admin, diego] = [await principal(db, ADMIN), await principal(db, DEALER)];
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await veiculoDe(db, () => new Date(), admin, diego));
    await db
      .updateTable('veiculos')
      .set({ data_disponibilidade: somarDias(hoje, -5), data_prorrogacao_faturamento: somarDias(hoje, 60) })
      .where('id', 'in', ids)
      .execute();
    estoque = await db.selectFrom('veiculos').select(['id', 'pedido', 'chassi']).where('id', 'in', ids).orderBy('id').execute();
    const v = await db
      .selectFrom('veiculos')
      .select(['id', 'pedido'])
      .where('status', '=', 0)
      .where('concessionaria_id', '=', barra)
      .where('bloqueado_troca', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ofertado = v.pedido;
    // Barra offers it for swap ('Trocar' of its vehicle screen)
    await h.api('PUT', 'veiculos/alterar/status', { veiculoId: [v.id], status: 11 }, await h.entrar(OUTRO));
    // an order of Morumbi billed earlier in the month: its commission awaits the dealer's invoice
    const id = await pedidoDeTeste(db, () => new Date(), { admin, dealer: diego }, { ate: 'faturamentoRegular' });
    const p = await db.selectFrom('pedidos').select(['codigo', 'valor_comissao']).where('id', '=', id).executeTakeFirstOrThrow();
    comissao = { codigo: p.codigo, valor: Number(p.valor_comissao) };
    cnpjMorumbi = (await db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', morumbi).executeTakeFirstOrThrow()).cnpj;
  });
  expect(estoque).toHaveLength(4);
}, 300_000);
afterEach(() => h.acertarRelogio(null));

/** /distribuition filtered by one pedido, the row checked, 'Solicitar Faturamento' clicked: the modal. */
async function abrirSolicitacao(page: Page, pedido: string) {
  const linha = await linhaDoPedido(page, pedido);
  await linha.locator('.p-checkbox').first().click();
  await page.getByRole('button', { name: 'Solicitar Faturamento' }).click();
  const modal = page.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
  await expect.poll(() => modal.getByText('O seguinte pedido ainda não foi faturado:').isVisible()).toBe(true);
  return { modal, linha };
}

async function escolherNoModal(page: Page, rotulo: string, opcao: string) {
  await page
    .locator('.p-dialog .p-dropdown')
    .filter({ has: page.getByLabel(rotulo, { exact: true }) })
    .first()
    .click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: opcao }).first().click();
}

/** Estoque, À vista: the payment type asks for a billing date */
async function estoqueAVista(page: Page) {
  await escolherNoModal(page, 'Tipo de venda', 'Estoque');
  await escolherNoModal(page, 'Tipo de pagamento', 'À vista');
  await expect.poll(() => page.locator('#billing-date').count()).toBe(1);
}

/** The billing date a vehicle's request asks for (null while none). */
async function pedidoParaFaturar(id: number): Promise<string | null> {
  const d = await h.comBanco(
    async (db) =>
      (await db.selectFrom('solicitacoes_faturamento').select('data_faturamento').where('veiculo_id', '=', id).orderBy('id', 'desc').executeTakeFirst())
        ?.data_faturamento as unknown,
  );
  if (d === undefined) return null;
  if (d instanceof Date) return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return d === null ? null : String(d).slice(0, 10);
}

/** A date typed into the billing calendar; a click on the modal's text closes the picker (Escape would close the modal). */
async function digitarData(page: Page, modal: Locator, iso: string) {
  await page.locator('#billing-date').fill(dataBR(iso)!);
  await modal.getByRole('note').first().click();
  await page.locator('#billing-date').blur();
  await page.waitForTimeout(200);
  return page.locator('#billing-date').inputValue();
}

/** A weekday of this week (today, or the next one on a weekend) at `hora`:00 in São Paulo (UTC-3, no summer time since 2019). */
function diaUtilAs(hora: number) {
  const hoje = dataEmSaoPaulo(new Date());
  const dia = fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje;
  return { dia, instante: new Date(`${dia}T${String(hora).padStart(2, '0')}:00:00-03:00`) };
}

describe("a dealer's month in the browser", () => {
  it('billing requests inside and outside the 14-hour rule: before 14h today is accepted; after 14h the calendar opens on the next weekday and today is refused with the spec’s message; with the rule off today is accepted again', async () => {
    const admin = await h.entrar(ADMIN);
    await h.api('POST', 'configuracoes', { tipo: REGRA_14_HORAS, periodoInformado: '14' }, admin);

    // 10h: inside the rule, the request for today goes through
    const manha = diaUtilAs(10);
    h.acertarRelogio(manha.instante);
    const { page } = await h.entrarComo(DEALER);
    let v = proximo();
    let { modal } = await abrirSolicitacao(page, v.pedido);
    await estoqueAVista(page);
    expect(await modal.getByText(vmsg.regra14Horas).count()).toBe(0);
    await digitarData(page, modal, manha.dia);
    await expect.poll(() => page.locator('#billing-date').inputValue()).toBe(dataBR(manha.dia));
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await expect.poll(() => toastWith(page, vmsg.faturamentoSolicitado).count()).toBeGreaterThan(0);
    await expect.poll(() => pedidoParaFaturar(v.id)).toBe(manha.dia);

    // 15h: outside the rule: the modal says so, today is not offered, and the server refuses it with the same words
    const tarde = diaUtilAs(15);
    h.acertarRelogio(tarde.instante);
    v = proximo();
    ({ modal } = await abrirSolicitacao(page, v.pedido));
    await estoqueAVista(page);
    await expect.poll(() => modal.getByText(vmsg.regra14Horas).isVisible()).toBe(true);
    await page.locator('.p-calendar:has(#billing-date) button').click();
    const diaDeHoje = page.locator('.p-datepicker td:not(.p-datepicker-other-month) span').filter({ hasText: new RegExp(`^${Number(tarde.dia.slice(8))}$`) });
    await expect.poll(() => diaDeHoje.first().getAttribute('class')).toMatch(/p-disabled/);
    await modal.getByRole('note').first().click();
    await shot(page, 'cenario-dealer-01-regra-14-horas');
    const pagamento = await h.comBanco(
      async (db) =>
        await db
          .selectFrom('tipos_pagamento as p')
          .innerJoin('tipos_venda as t', 't.id', 'p.tipo_venda_id')
          .select(['p.id', 'p.tipo_venda_id'])
          .where('t.nome', '=', 'Estoque')
          .executeTakeFirstOrThrow(),
    );
    const morumbiId = await h.comBanco(
      async (db) => (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow()).id,
    );
    const corpo = {
      veiculoId: [v.id],
      dealerSolicitante: morumbiId,
      tipoVendaId: pagamento.tipo_venda_id,
      tipoPagamentoId: pagamento.id,
      dataFaturamento: tarde.dia,
    };
    const recusa = await chamarDaPagina(page, 'PUT', 'veiculos/faturamentos/gerar', corpo);
    expect(recusa.status).toBe(400);
    expect(recusa.json.errors).toEqual([vmsg.regra14Horas]);
    await modal
      .getByRole('button', { name: 'Cancelar' })
      .or(modal.getByRole('button', { name: 'Voltar' }))
      .first()
      .click();

    // the administrator switches the rule off: at 15h today is accepted
    await h.api('POST', 'configuracoes', { tipo: REGRA_14_HORAS, periodoInformado: '-1' }, await h.entrar(ADMIN));
    ({ modal } = await abrirSolicitacao(page, v.pedido));
    await estoqueAVista(page);
    expect(await modal.getByText(vmsg.regra14Horas).count()).toBe(0);
    await digitarData(page, modal, tarde.dia);
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await expect.poll(() => toastWith(page, vmsg.faturamentoSolicitado).count()).toBeGreaterThan(0);
    await expect.poll(() => pedidoParaFaturar(v.id)).toBe(tarde.dia);
    await h.api('POST', 'configuracoes', { tipo: REGRA_14_HORAS, periodoInformado: '14' }, await h.entrar(ADMIN));
  }, 180_000);

  it('asks a swap of another dealer’s offered vehicle committing to bill it; the other dealer accepts through the billing modal', async () => {
    const { page } = await h.abrirTela(DEALER, '/trade');
    await fecharPendencia(page);
    await page.getByRole('tab', { name: 'Veículos disponíveis para troca' }).click();
    const filtros = page.getByRole('form', { name: 'Filtros dos veículos' });
    await filtros.getByLabel('Pedido').fill(ofertado);
    await filtros.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: `Solicitar troca do pedido ${ofertado}` }).click();
    const confirmacao = page.getByRole('dialog', { name: 'Solicitar troca' });
    await expect.poll(() => confirmacao.getByText(smsg.avisoCompromisso).isVisible()).toBe(true);
    await confirmacao.getByRole('button', { name: 'SIM' }).click();
    const oferta = page.getByRole('dialog', { name: smsg.selecioneOfertar });
    const linhasOferta = oferta.locator('[aria-label="Veículos para ofertar"] tbody tr');
    await expect.poll(() => linhasOferta.count()).toBeGreaterThan(0);
    // one of its vehicles the later steps do not use
    const reservados = new Set(estoque.map((v) => v.pedido));
    const pedidosOferta = (await linhasOferta.all()).map(async (tr) => norm(await tr.locator('td').nth(1).textContent()));
    const dado = (await Promise.all(pedidosOferta)).find((p) => !reservados.has(p))!;
    expect(dado).toBeTruthy();
    await oferta.getByRole('checkbox', { name: `Selecionar pedido ${dado}` }).click();
    await oferta.getByRole('button', { name: 'Solicitar' }).click();
    const contato = page.getByRole('dialog', { name: 'Dados para contato' });
    await expect.poll(() => contato.getByLabel('Nome').inputValue()).toBe('Diego Morumbi');
    await contato.getByLabel('Telefone').pressSequentially('11987654321');
    await contato.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect.poll(() => toastWith(page, smsg.propostaEnviada).count()).toBeGreaterThan(0);

    // Barra: Minhas Trocas (a tab of /trade or its own screen), the request received, accepted with the billing request
    const b = (await h.abrirTela(OUTRO, '/trade')).page;
    await fecharPendencia(b);
    await b
      .getByRole('tab', { name: 'Minhas Trocas' })
      .or(b.getByRole('link', { name: 'Minhas Trocas' }))
      .first()
      .click();
    const recebida = b.locator('[aria-label="Minhas Trocas"] tbody tr').filter({ hasText: ofertado });
    await expect.poll(() => recebida.count()).toBe(1);
    expect(await recebida.textContent()).toContain('Recebida');
    await recebida.getByRole('button', { name: /^Detalhes da troca/ }).click();
    const detalhe = b.getByRole('dialog', { name: /^Solicitação de troca recebida nº/ });
    await detalhe.getByRole('checkbox', { name: `Selecionar pedido ${dado}` }).click();
    await detalhe.getByRole('button', { name: 'Aceitar troca' }).click();
    const modal = b.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
    await expect.poll(() => modal.getByText(smsg.faturamentoDessaTroca).isVisible()).toBe(true);
    expect(await modal.textContent()).toContain(`Pedido ${dado}`);
    await escolherNoModal(b, 'Tipo de venda', 'Estoque');
    await escolherNoModal(b, 'Tipo de pagamento', 'À vista');
    await modal.locator('.check-line').filter({ hasText: 'Faturar assim que possível' }).locator('.p-checkbox').click();
    await shot(b, 'cenario-dealer-02-aceite');
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await expect.poll(() => toastWith(b, smsg.trocaAceita).count()).toBeGreaterThan(0);
    await expect.poll(() => recebida.textContent()).toContain('Realizado');

    // Morumbi now holds the vehicle it asked for
    await page.goto('/distribuition');
    await fecharPendencia(page);
    const form = page.getByRole('form', { name: 'Filtros' }).first();
    await form.getByLabel('Pedido').fill(ofertado);
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: ofertado }).count()).toBe(1);
    expect(await page.locator('tbody tr').filter({ hasText: ofertado }).textContent()).toContain('Morumbi');
  }, 180_000);

  it('places a direct-sales order with its documents; Venda Direta approves it, Financeiro issues its boleto and the dealer downloads the PDF', async () => {
    const { page } = await h.entrarComo(DEALER);
    const v = proximo();
    const { modal } = await abrirSolicitacao(page, v.pedido);
    await escolherNoModal(page, 'Tipo de venda', 'Venda Direta');
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await page.waitForURL(`**/newrequest?**veiculoId=${v.id}`);
    await fecharPendencia(page);
    await expect.poll(() => page.locator('#prod-chassi').inputValue()).toBe(v.chassi);

    // requester and address
    await pick(page, 'sol-tipo-cliente', 'Pessoa Física');
    await digitarMascara(page, 'sol-cpf', '52998224725');
    await page.locator('#sol-cpf').blur();
    await page.locator('#sol-nome').fill('Maria Aparecida Souza');
    await pick(page, 'sol-profissao', 'Empresário');
    await digitarMascara(page, 'sol-celular', '11987654321');
    await page.locator('#sol-email').fill('maria.souza@example.com');
    await digitarMascara(page, 'sol-cep', '01310100');
    await page.locator('#sol-cep').blur();
    await expect.poll(() => page.locator('#sol-logradouro').inputValue()).toBe('Avenida Paulista');
    await page.locator('#sol-numero').fill('1000');
    // the required documents, uploaded from the screen
    const arquivos = page.locator('[aria-label="Arquivos do pedido"]').first();
    for (const [tipo, nome] of [
      ['CPF/CNH', 'cpf.pdf'],
      ['RG/CNH', 'rg.pdf'],
      ['Comprovante de Endereço', 'endereco.pdf'],
    ] as const) {
      await pick(page, 'arq-tipo', new RegExp(`^${tipo.replace('/', '\\/')}$`));
      await page.getByTestId('arquivo-input').setInputFiles({ name: nome, mimeType: 'application/pdf', buffer: pdfDeDemonstracao(`${tipo} Maria`) });
      await expect.poll(() => arquivos.locator('tbody tr').filter({ hasText: nome }).count()).toBe(1);
    }
    // product and prices
    await digitarMascara(page, 'prod-ano-producao', '2026');
    await page.locator('#preco-publico').click();
    await page.locator('#preco-publico').pressSequentially('500000');
    await page.locator('#preco-publico').blur();
    await pick(page, 'preco-tipo-desconto', 'D1');
    await expect.poll(() => page.locator('#preco-especial').textContent()).toMatch(/R\$/);
    await pick(page, 'preco-tipo-pagamento', 'À vista');
    await page.getByRole('radiogroup', { name: 'Pessoa politicamente exposta' }).getByText('Não').click();
    await shot(page, 'cenario-dealer-03-pedido');
    await page.getByRole('button', { name: ROTULO_ACAO.enviarParaAprovacao }).click();
    await expect.poll(() => toastWith(page, pmsg.pedidoEnviadoPara(NOME_STEP[STEP.aprovacaoVenda])).count()).toBeGreaterThan(0);
    const pedido = await h.comBanco((db) => db.selectFrom('pedidos').select(['id', 'codigo', 'step']).where('veiculo_id', '=', v.id).executeTakeFirstOrThrow());

    // Venda Direta approves the sale (pré-pagamento or not, the order reaches the boletos' step)
    const vd = (await h.abrirTela('vendadireta@demo.portal.com.br', `/newrequest?id=${pedido.id}`)).page;
    await fecharPendencia(vd);
    await expect.poll(() => vd.getByTestId('pedido-etapa').textContent()).toBe(NOME_STEP[STEP.aprovacaoVenda]);
    await vd.getByRole('toolbar', { name: 'Ações do pedido' }).getByRole('button', { name: ROTULO_ACAO.aprovarVenda, exact: true }).click();
    await expect.poll(() => toastWith(vd, 'Pedido enviado para').count()).toBeGreaterThan(0);

    // Financeiro inserts one boleto for the whole price: the Temporal workflow registers it with the bank
    const fin = (await h.abrirTela('financeiro@demo.portal.com.br', `/newrequest?id=${pedido.id}`)).page;
    await fecharPendencia(fin);
    const secao = fin.getByRole('region', { name: 'Boletos', exact: true });
    await expect.poll(() => secao.getByRole('form', { name: 'Inserir boleto' }).isVisible()).toBe(true);
    await pick(fin, 'bol-forma', 'Total');
    // Total is one installment: the field is filled and closed
    await expect.poll(() => fin.locator('.p-dropdown:has(#bol-parcelas)').textContent()).toContain('1');
    await secao.getByRole('button', { name: 'Inserir', exact: true }).click();
    // Inserir adds the row; the section's Salvar sends it for issuing
    await secao.getByRole('button', { name: 'Salvar boletos', exact: true }).click();
    await expect.poll(async () => toastWith(fin, bmsg.boletosSalvos(1)).count()).toBeGreaterThan(0);

    // the dealer sees it Emitido on the order and downloads its PDF
    await page.goto(`/newrequest?id=${pedido.id}`);
    await fecharPendencia(page);
    const tabela = page.getByRole('region', { name: 'Boletos', exact: true }).locator('[aria-label="Boletos do pedido"]').first();
    const linha = tabela.locator('tbody tr').filter({ hasText: '1 de 1' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await fecharPendencia(page);
          return norm(await linha.textContent().catch(() => ''));
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toContain('Emitido');
    // the documents were kept with the order
    expect(await page.locator('[aria-label="Arquivos do pedido"]').first().locator('tbody tr').count()).toBe(3);
    const boletoId = await h.comBanco(
      async (db) => (await db.selectFrom('boletos').select('id').where('pedido_id', '=', pedido.id).executeTakeFirstOrThrow()).id,
    );
    await linha.getByRole('button', { name: `Gerar Pdf do boleto ${boletoId}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Boleto ${boletoId}` });
    const download = page.waitForEvent('download');
    await dialogo.getByRole('button', { name: 'Baixar' }).click();
    const d = await download;
    expect(d.suggestedFilename()).toBe(`Boleto_${boletoId}.pdf`);
    expect((await readFile((await d.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, 'cenario-dealer-04-boleto');
  }, 240_000);

  it('attaches an NF-e (XML) to a commission of its own on /comission', async () => {
    const { page } = await h.abrirTela(DEALER, '/comission');
    await page.getByRole('heading', { name: 'Comissões e Notas Fiscais' }).waitFor();
    await page.locator('#f-pedido').fill(comissao.codigo);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('region', { name: 'Lista de comissões' }).locator('tr').filter({ hasText: comissao.codigo });
    await expect.poll(() => row.textContent()).toContain('Sem NF Atrelada');
    await row.locator('.p-checkbox').click();
    await page.getByRole('button', { name: 'Atrelar Nota Fiscal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atrelar Nota Fiscal' });
    let emissao = dataEmSaoPaulo(new Date());
    while (fimDeSemana(emissao)) emissao = new Date(Date.parse(`${emissao}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const xml = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35" versao="4.00">` +
        `<ide><nNF>770011</nNF><dhEmi>${emissao}T10:00:00-03:00</dhEmi></ide><emit><CNPJ>${cnpjMorumbi}</CNPJ></emit>` +
        `<total><ICMSTot><vNF>${comissao.valor.toFixed(2)}</vNF></ICMSTot></total></infNFe></NFe></nfeProc>\n`,
    );
    await dialog.locator('#nf-arquivo').setInputFiles({ name: 'nfe-770011.xml', mimeType: 'application/xml', buffer: xml });
    await toastWith(page, nfMsg.arquivoImportado).first().waitFor();
    expect(await dialog.locator('#nf-numero').inputValue()).toBe('770011');
    await dialog.getByRole('button', { name: 'Atrelar', exact: true }).click();
    await toastWith(page, nfMsg.atrelada).first().waitFor();
    await expect.poll(() => row.textContent()).toContain('Provisionamento');
    expect(await row.textContent()).toContain('770011');
    await shot(page, 'cenario-dealer-05-nfe');
  });

  it('registers a KPI Approved vehicle with its attachments; it is listed Em Auditoria', async () => {
    const { page } = await h.abrirTela(DEALER, '/kpisapproved');
    await expect.poll(() => page.getByRole('heading', { name: 'KPIs Approved', exact: true, level: 2 }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Veículos JLR' }).click();
    await page.getByRole('button', { name: 'Novo veículo' }).click();
    await page.waitForURL('**/kpisapproved/newVehicleJLR');
    await escolher(page, 'kpi-marca', 'Land Rover');
    await page.locator('#kpi-chassi-form').fill('SALCENARIO0000026');
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
    await page.locator('#arquivoContratoGarantia').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await page.locator('#arquivoNFVenda').setInputFiles({ name: 'nf.png', mimeType: 'image/png', buffer: png() });
    await page.locator('#arquivoCheckList').setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect.poll(() => page.locator('[data-anexo="arquivoCheckList"] .kpi-anexo-nome').textContent()).toBe('checklist.pdf');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => toastWith(page, kpiMsg.veiculoCadastrado).count()).toBeGreaterThan(0);
    await page.waitForURL((u) => u.pathname === '/kpisapproved');
    const card = page.locator('.kpi-card').filter({ hasText: 'SALCENARIO0000026' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Em Auditoria');
    await shot(page, 'cenario-dealer-06-kpi');
  });
});
