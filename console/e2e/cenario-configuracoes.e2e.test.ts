import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { instanteAposDiasUteis } from '@portal/contracts/br/business-days';
import { dataBR, dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { nomeMes, kpiMsg } from '@portal/contracts/kpi/messages';
import { somarDias } from '@portal/contracts/settings/disponibilidade';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { chamarDaPagina, escolher, fecharPendencia, type Harness, linhaDoPedido, portalDoArquivo, shot } from './harness.ts';

/**
 * Issue 26: each general setting the administrator changes on /settings/0 visibly changes what a dealer can do, the dealer in
 * a second browser context: conf1–conf3 (availability after the next Vista import), conf4 (a swap request's deadline), conf5
 * (the billing-change block), conf6 (the maximum postponement: the billing calendar's last day), conf7 (the stalled-vehicle
 * pop-up), conf8 (the swap list's automatic-swap date), conf10 (the KPI month lock) and the 14-hour rule (conf13). conf14 (the
 * average value) changes no figure (docs/decisions.md) and conf9/conf12 are proven elsewhere (swaps.int, direct-sales-flow.e2e).
 */

const ADMIN = 'admin@demo.portal.com.br';
const MORUMBI = 'dealer.morumbi@demo.portal.com.br';
const JARDINS = 'dealer.jardins@demo.portal.com.br';
const BARRA = 'dealer.barra@demo.portal.com.br';

let h: Harness;
type V = { id: number; pedido: string; chassi: string };
/** Morumbi's stock vehicles, taken by the steps */
let morumbi: V[] = [];
/** Barra's: one offered for swap (entered stock 10 days ago), one for the postponement */
let barraTroca: V;
let barraPrazo: V;
/** Jardins': the one left stalled */
let jardinsParado: V;
const hoje = () => dataEmSaoPaulo(new Date());

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const card = (page: Page, tipo: number) => page.locator(`.conf-card[data-conf="${tipo}"]`);
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  await h.comBanco(async (db) => {
    const admin = await principal(db, ADMIN);
    /** new stock vehicles of a dealer, through the vehicle commands */
    const novos = async (email: string, n: number) => {
      const dono = await principal(db, email);
      const ids: number[] = [];
      for (let i = 0; i < n; i++) ids.push(await veiculoDe(db, () => new Date(), admin, dono));
      return ids;
    };
    const futuro = somarDias(hoje(), 60);
    const ids = { morumbi: await novos(MORUMBI, 5), barra: await novos(BARRA, 2), jardins: await novos(JARDINS, 1) };
    // every vehicle of Jardins' stock far from its extension date, but the new one, whose date passed three days ago
    const jardins = (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR002').executeTakeFirstOrThrow()).id;
    await db.updateTable('veiculos').set({ data_prorrogacao_faturamento: futuro }).where('concessionaria_id', '=', jardins).execute();
    await db
      .updateTable('veiculos')
      .set({ data_prorrogacao_faturamento: somarDias(hoje(), -3) })
      .where('id', 'in', ids.jardins)
      .execute();
    await db
      .updateTable('veiculos')
      .set({ data_disponibilidade: somarDias(hoje(), -5), data_prorrogacao_faturamento: futuro })
      .where('id', 'in', ids.morumbi)
      .execute();
    // the postponement vehicle: available today, no extension date of its own (the setting gives it); the swap one entered stock 10 days ago
    await db.updateTable('veiculos').set({ data_disponibilidade: hoje(), data_prorrogacao_faturamento: null }).where('id', '=', ids.barra[1]!).execute();
    await db
      .updateTable('veiculos')
      .set({ data_entrada_estoque: somarDias(hoje(), -10) })
      .where('id', '=', ids.barra[0]!)
      .execute();
    const ler = (lista: number[]) => db.selectFrom('veiculos').select(['id', 'pedido', 'chassi']).where('id', 'in', lista).orderBy('id').execute();
    morumbi = await ler(ids.morumbi);
    [barraTroca, barraPrazo] = (await ler(ids.barra)) as [V, V];
    jardinsParado = (await ler(ids.jardins))[0]!;
  });
  await h.api('PUT', 'veiculos/alterar/status', { veiculoId: [barraTroca.id], status: 11 }, await h.entrar(BARRA));
}, 120_000);
afterEach(() => h.acertarRelogio(null));

/** The administrator's /settings/0: a whole-day setting typed and added; its value in force shows it. */
async function definir(page: Page, tipo: number, valor: number) {
  const c = card(page, tipo);
  await c.getByRole('textbox', { name: /^Novo período/ }).fill(String(valor));
  await c.getByRole('button', { name: /^Adicionar/ }).click();
  await expect.poll(() => c.getByTestId(`ativo-conf${tipo}`).textContent()).toBe(String(valor));
}

async function escolherNoModal(page: Page, rotulo: string, opcao: string) {
  await page
    .locator('.p-dialog .p-dropdown')
    .filter({ has: page.getByLabel(rotulo, { exact: true }) })
    .first()
    .click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: opcao }).first().click();
}

/** 'Solicitar Faturamento' for one pedido, Estoque, À vista: the modal with its calendar. */
async function modalEstoque(page: Page, pedido: string) {
  const linha = await linhaDoPedido(page, pedido);
  await linha.locator('.p-checkbox').first().click();
  await page.getByRole('button', { name: 'Solicitar Faturamento' }).click();
  const modal = page.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
  await expect.poll(() => modal.getByText('O seguinte pedido ainda não foi faturado:').isVisible()).toBe(true);
  await escolherNoModal(page, 'Tipo de venda', 'Estoque');
  await escolherNoModal(page, 'Tipo de pagamento', 'À vista');
  await expect.poll(() => page.locator('#billing-date').count()).toBe(1);
  return modal;
}

/** A date typed into the billing calendar: what the field keeps once it loses focus ('' when the calendar does not offer it). */
async function digitarData(page: Page, iso: string) {
  await page.locator('#billing-date').fill(dataBR(iso)!);
  // a click on the modal's text closes the picker (Escape would close the modal)
  await page.getByRole('dialog', { name: 'Solicitação de Faturamento:' }).getByRole('note').first().click();
  await page.locator('#billing-date').blur();
  await page.waitForTimeout(200);
  return page.locator('#billing-date').inputValue();
}

/** the n-th weekday after `iso` */
function diasUteisDepois(iso: string, n: number) {
  let d = iso;
  for (let i = 0; i < n; i++) d = proximoDiaDaSemana(d);
  return d;
}

describe('each setting the administrator changes, seen by the dealer', () => {
  it('conf1, conf2 and conf3: the availability date the dealer sees after the next Vista import counts from production, forecast or shipment', async () => {
    const admin = (await h.abrirTela(ADMIN, '/settings/0')).page;
    await definir(admin, 1, 10);
    await definir(admin, 2, 20);
    await definir(admin, 3, 30);
    const [producao, forecast, embarque] = morumbi.splice(0, 3) as [V, V, V];
    const csv =
      'Chassi,Pedido,Modelo,Derivativo,Ano Modelo,Data Produção,Data Forecast,Data Embarque\n' +
      `${producao.chassi},,,,,01/03/2030,,\n${forecast.chassi},,,,,,01/03/2030,\n${embarque.chassi},,,,,,,01/03/2030\n`;
    const token = await h.entrar(ADMIN);
    const form = new FormData();
    form.append('files', new Blob([csv], { type: 'text/csv' }), 'vista.csv');
    const r = await fetch(`${h.stack.apiUrl}/importacoes?arquivo=1`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const id = ((await r.json()) as { data: { id: number } }).data.id;
    await expect.poll(async () => (await h.api<{ status: number }>('GET', `importacoes/${id}`, undefined, token)).status, { timeout: 60_000 }).toBe(2);

    const dealer = (await h.entrarComo(MORUMBI)).page;
    for (const [v, data] of [
      [producao, '11/03/2030'],
      [forecast, '21/03/2030'],
      [embarque, '31/03/2030'],
    ] as const)
      await expect.poll(async () => norm(await (await linhaDoPedido(dealer, v.pedido)).textContent())).toContain(data);
    await shot(dealer, 'cenario-configuracoes-01-disponibilidade');
  }, 120_000);

  it('the 14-hour rule: switched on, after 14h the dealer’s calendar starts on the next weekday with the spec’s message; switched off, today is offered', async () => {
    const hojeUtil = fimDeSemana(hoje()) ? proximoDiaDaSemana(hoje()) : hoje();
    h.acertarRelogio(new Date(`${hojeUtil}T15:00:00-03:00`));
    const admin = (await h.abrirTela(ADMIN, '/settings/0')).page;
    const c13 = card(admin, 13);
    await c13.getByRole('button', { name: 'Ligar', exact: true }).click();
    await expect.poll(() => c13.locator('tbody tr').count()).toBeGreaterThan(0);
    const ligada = norm(await c13.getByTestId('ativo-conf13').textContent());
    const dealer = (await h.entrarComo(MORUMBI)).page;
    const v = morumbi[0]!;
    let modal = await modalEstoque(dealer, v.pedido);
    await expect.poll(() => modal.getByText(vmsg.regra14Horas).isVisible()).toBe(true);
    expect(await digitarData(dealer, hojeUtil)).toBe('');
    await shot(dealer, 'cenario-configuracoes-02-regra-ligada');

    await c13.getByRole('button', { name: 'Desligar', exact: true }).click();
    await expect.poll(async () => norm(await c13.getByTestId('ativo-conf13').textContent())).not.toBe(ligada);
    modal = await modalEstoque(dealer, v.pedido);
    expect(await modal.getByText(vmsg.regra14Horas).count()).toBe(0);
    expect(await digitarData(dealer, hojeUtil)).toBe(dataBR(hojeUtil));
    await c13.getByRole('button', { name: 'Ligar', exact: true }).click();
  }, 120_000);

  it('conf6: a vehicle without an extension date of its own may be billed up to availability + conf6 days — the calendar and the server follow the setting', async () => {
    const admin = (await h.abrirTela(ADMIN, '/settings/0')).page;
    await definir(admin, 6, 60);
    const dealer = (await h.entrarComo(BARRA)).page;
    const alem = diasUteisDepois(somarDias(hoje(), 10), 1);
    await modalEstoque(dealer, barraPrazo.pedido);
    expect(await digitarData(dealer, alem)).toBe(dataBR(alem));

    await definir(admin, 6, 10);
    await modalEstoque(dealer, barraPrazo.pedido);
    expect(await digitarData(dealer, alem)).toBe('');
    const tipos = await h.comBanco((db) =>
      db
        .selectFrom('tipos_pagamento as p')
        .innerJoin('tipos_venda as t', 't.id', 'p.tipo_venda_id')
        .select(['p.id', 'p.tipo_venda_id'])
        .where('t.nome', '=', 'Estoque')
        .executeTakeFirstOrThrow(),
    );
    const barraId = await h.comBanco(
      async (db) => (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR005').executeTakeFirstOrThrow()).id,
    );
    const r = await chamarDaPagina(dealer, 'PUT', 'veiculos/faturamentos/gerar', {
      veiculoId: [barraPrazo.id],
      dealerSolicitante: barraId,
      tipoVendaId: tipos.tipo_venda_id,
      tipoPagamentoId: tipos.id,
      dataFaturamento: alem,
    });
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual([vmsg.dataMaiorQueProrrogacao(dataBR(somarDias(hoje(), 10))!)]);
    await shot(dealer, 'cenario-configuracoes-03-prorrogacao');
  }, 120_000);

  it('conf5: a billing request conf5 days or less from its date can no longer be cancelled; 0 lifts the block', async () => {
    const v = morumbi[1]!;
    const data = diasUteisDepois(hoje(), 2);
    const dealer = (await h.entrarComo(MORUMBI)).page;
    let modal = await modalEstoque(dealer, v.pedido);
    expect(await digitarData(dealer, data)).toBe(dataBR(data));
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await expect.poll(() => toastWith(dealer, vmsg.faturamentoSolicitado).count()).toBeGreaterThan(0);

    const admin = (await h.abrirTela(ADMIN, '/settings/0')).page;
    await definir(admin, 5, 30);
    const cancelar = async () => {
      const linha = await linhaDoPedido(admin, v.pedido);
      await linha.locator('.p-checkbox').first().click();
      await admin.getByRole('button', { name: 'Cancelar Solicitação' }).click();
      await admin.getByRole('dialog', { name: 'Cancelar Solicitação' }).getByRole('button', { name: 'Cancelar Solicitação' }).click();
    };
    await cancelar();
    await expect.poll(() => toastWith(admin, vmsg.cancelamentoBloqueado(v.chassi, dataBR(data)!, 30)).count()).toBeGreaterThan(0);
    await shot(admin, 'cenario-configuracoes-04-bloqueio-cancelamento');
    await admin.goto('/settings/0');
    await definir(admin, 5, 0);
    await cancelar();
    await expect.poll(() => toastWith(admin, vmsg.solicitacaoCancelada).count()).toBeGreaterThan(0);
    // the dealer may ask again
    modal = await modalEstoque(dealer, v.pedido);
    expect(await modal.isVisible()).toBe(true);
  }, 120_000);

  it('conf4 and conf8: the swap request’s deadline counts conf4 business days; the offered vehicle’s automatic-swap date is its stock entry + conf8 days', async () => {
    const admin = (await h.abrirTela(ADMIN, '/settings/0')).page;
    await definir(admin, 4, 7);
    await definir(admin, 8, 90);
    const dealer = (await h.abrirTela(MORUMBI, '/trade')).page;
    await fecharPendencia(dealer);
    await dealer.getByRole('tab', { name: 'Veículos disponíveis para troca' }).click();
    const filtros = dealer.getByRole('form', { name: 'Filtros dos veículos' });
    await filtros.getByLabel('Pedido').fill(barraTroca.pedido);
    await filtros.getByRole('button', { name: 'Buscar' }).click();
    const oferta = dealer.locator('[aria-label="Veículos disponíveis para troca"] tbody tr').filter({ hasText: barraTroca.pedido });
    await expect.poll(async () => norm(await oferta.textContent())).toContain(dataBR(somarDias(hoje(), 80))!);

    const antes = Date.now();
    const r = await chamarDaPagina(dealer, 'POST', 'veiculos/troca/solicita', {
      veiculoInteresseId: barraTroca.id,
      confirmarSemVeiculo: true,
      contatoNome: 'Diego Morumbi',
      contatoEmail: 'diego@morumbi.com.br',
      contatoTelefone: '11987654321',
    });
    expect(r.status, JSON.stringify(r.json)).toBeLessThan(300);
    const prazos = [antes, Date.now()].map((t) => dataBR(dataEmSaoPaulo(instanteAposDiasUteis(new Date(t), 7)))!);
    await dealer.getByRole('tab', { name: 'Solicitações de troca' }).click();
    const enviada = dealer.locator('[aria-label="Solicitações de troca"] tbody tr').filter({ hasText: barraTroca.pedido });
    await expect.poll(() => enviada.count()).toBe(1);
    const texto = norm(await enviada.textContent());
    expect(
      prazos.some((p) => texto.includes(p)),
      `${texto} ∌ ${prazos.join(' | ')}`,
    ).toBe(true);
    await shot(dealer, 'cenario-configuracoes-05-troca');
  }, 120_000);

  it('conf10: a month past its KPI deadline opens read-only for the dealer; the current month stays open', async () => {
    const hojeIso = hoje();
    const [ano, mes] = [Number(hojeIso.slice(0, 4)), Number(hojeIso.slice(5, 7))];
    const anterior = mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 };
    let prazo = `${anterior.ano}-${String(anterior.mes).padStart(2, '0')}-01`;
    while (fimDeSemana(prazo)) prazo = somarDias(prazo, 1);

    const admin = (await h.abrirTela(ADMIN, '/settings/0')).page;
    const c10 = card(admin, 10);
    await c10.getByLabel('Ano do prazo').fill(String(anterior.ano));
    // the month select, not the history table's page-size box
    await c10.locator('.p-dropdown').filter({ hasText: 'Mês' }).first().click();
    await admin
      .locator('.p-dropdown-panel')
      .getByRole('option', { name: nomeMes(anterior.mes), exact: true })
      .click();
    await c10.locator('.p-calendar input').fill(dataBR(prazo)!);
    await admin.keyboard.press('Escape');
    await c10.getByRole('button', { name: 'Salvar prazo do KPI' }).click();
    await expect.poll(async () => norm(await c10.locator('tbody').textContent())).toContain(dataBR(prazo)!);

    const dealer = (await h.abrirTela(MORUMBI, '/kpisapproved')).page;
    await expect.poll(() => dealer.getByRole('heading', { name: 'KPIs Approved', exact: true, level: 2 }).count()).toBe(1);
    await dealer.keyboard.press('Escape');
    const aviso = dealer.getByRole('status').filter({ hasText: 'O prazo do KPI' });
    await dealer.getByRole('tab', { name: 'Veículos JLR' }).click();
    await expect.poll(() => dealer.getByRole('button', { name: 'Novo veículo' }).count()).toBe(1);
    expect(await aviso.count()).toBe(0);
    await escolher(dealer, 'kpi-ano', String(anterior.ano));
    await escolher(dealer, 'kpi-mes', nomeMes(anterior.mes));
    await dealer.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => aviso.textContent()).toBe(kpiMsg.mesBloqueado(nomeMes(anterior.mes), anterior.ano));
    expect(await dealer.getByRole('button', { name: 'Novo veículo' }).count()).toBe(0);
    await shot(dealer, 'cenario-configuracoes-06-kpi');
  }, 120_000);

  it('conf7: stalled stock three days past its date blocks with the pop-up when conf7 is 0, not when it is 5', async () => {
    const admin = (await h.abrirTela(ADMIN, '/settings/0')).page;
    await definir(admin, 7, 5);
    const dealer = (await h.entrarComo(JARDINS)).page;
    const popup = dealer.getByRole('dialog', { name: 'Faturamento em atraso' });
    await dealer.goto('/distribuition');
    await expect.poll(() => dealer.locator('[aria-label="Faturamentos abertos"] tbody tr').count()).toBeGreaterThan(0);
    await dealer.waitForTimeout(500);
    expect(await popup.count()).toBe(0);

    await definir(admin, 7, 0);
    await dealer.goto('/distribuition');
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.textContent()).toContain(jardinsParado.pedido);
    await shot(dealer, 'cenario-configuracoes-07-parados');
    await popup.getByRole('button', { name: 'Entendi' }).click();
    await definir(admin, 7, 3650);
  }, 120_000);
});
