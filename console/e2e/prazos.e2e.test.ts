import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { ehDiaUtil, somarDias } from '@portal/contracts/br/business-days';
import { dataBR, dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { nomeMes } from '@portal/contracts/kpi/messages';
import { escolher, fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

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
/** how far the API's clock is from the system's once moved */
let deslocamento = 0;

portalDoArquivo((x) => (h = x));

/** a vehicle of dealer B offered for swap (status 11), made as the demo makes its vehicles */
const veiculoDaBarra = () =>
  h.comBanco(async (db) => {
    const [admin, barra] = [await principal(db, 'admin@demo.portal.com.br'), await principal(db, DEALER_B)];
    const id = await veiculoDe(db, () => new Date(), admin, barra, { troca: true });
    return db.selectFrom('veiculos').select(['id', 'pedido']).where('id', '=', id).executeTakeFirstOrThrow();
  });

/** dealer A asks for `v` without offering a vehicle: the request's id */
async function pedirTroca(v: { id: number }) {
  const r = await h.api<{ id: number }[]>(
    'POST',
    'veiculos/troca/solicita',
    { ...contato, veiculoInteresseId: v.id, veiculosPropostos: [], confirmarSemVeiculo: true },
    await h.entrar(DEALER_A),
  );
  return r[0]!.id;
}

beforeAll(async () => {
  const v1 = await veiculoDaBarra();
  const primeira = await pedirTroca(v1);
  atrasada = v1.pedido;
  const vence = await h.comBanco((db) => db.selectFrom('prazos').select('vence_em').where('chave', '=', `troca-${primeira}`).executeTakeFirstOrThrow());
  const relogio = new Date(vence.vence_em.getTime() + 86_400_000 + 60_000);
  deslocamento = relogio.getTime() - Date.now();
  h.acertarRelogio(relogio);
  const v2 = await veiculoDaBarra();
  await pedirTroca(v2);
  emDia = v2.pedido;
});

const linhas = (page: Page) => page.locator('[aria-label="Solicitações de troca"] tbody tr');

async function filtrarPrazo(page: Page, opcao: string, formulario = 'Filtros das solicitações') {
  const form = page.getByRole('form', { name: formulario });
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

describe("/liberarfaturamento: the release's Prazo (conf15)", () => {
  it("the demo's Test Drive requests, past their 2 business days once the clock moved, are tagged late; the filter keeps them", async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/liberarfaturamento');
    const tabela = page.locator('[aria-label="Solicitações de faturamento"]');
    await expect.poll(() => tabela.locator('tbody tr .prazo').count()).toBeGreaterThan(0);
    expect(
      await tabela
        .locator('thead th')
        .filter({ hasText: /^Prazo$/ })
        .count(),
    ).toBe(1);
    const primeiro = tabela.locator('tbody tr .prazo').first();
    expect(await primeiro.getAttribute('class')).toContain('prazo-atrasado');
    expect((await primeiro.textContent())?.trim()).toMatch(/^Atrasado há \d+ dias?$/);

    await filtrarPrazo(page, 'No prazo', 'Filtros');
    await expect.poll(() => tabela.locator('tbody tr .prazo').count()).toBe(0);
    await filtrarPrazo(page, 'Atrasado', 'Filtros');
    await expect.poll(() => tabela.locator('tbody tr .prazo-atrasado').count()).toBeGreaterThan(0);
    expect(await tabela.locator('tbody tr .prazo-no-prazo').count()).toBe(0);
    // the filter is in the address, like the list's others
    expect(new URL(page.url()).search).toContain('atrasado');
    await shot(page, 'prazos-liberar-faturamento');
  });
});

describe("/directselling: the approval step's Prazo (conf16)", () => {
  it("an order just sent for approval shows the business days left; 'Atrasado' leaves it out, 'No prazo' keeps it", async () => {
    // sent for approval now on the API's clock (a day past the swap's deadline): on time
    const pedidoId = await h.comBanco(async (db) => {
      const [admin, morumbi] = [await principal(db, 'admin@demo.portal.com.br'), await principal(db, DEALER_A)];
      return pedidoDeTeste(db, () => new Date(Date.now() + deslocamento), { admin, dealer: morumbi }, { ate: 'aprovacaoVenda' });
    });
    const codigo = await h.comBanco(
      async (db) => (await db.selectFrom('pedidos').select('codigo').where('id', '=', pedidoId).executeTakeFirstOrThrow()).codigo,
    );
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/directselling');
    // the list opens as cards (the spec's default view); each card carries the column's label and value
    const linha = page.locator('[aria-label="Pedidos"] li').filter({ hasText: codigo });
    await expect.poll(() => linha.count()).toBe(1);
    const prazo = linha.locator('.prazo');
    expect(await prazo.getAttribute('class')).toContain('prazo-no-prazo');
    expect((await prazo.textContent())?.trim()).toMatch(/dias? úte(l|is)$/);
    await filtrarPrazo(page, 'Atrasado', 'Filtros de pedidos');
    await expect.poll(() => linha.count()).toBe(0);
    await filtrarPrazo(page, 'No prazo', 'Filtros de pedidos');
    await expect.poll(() => linha.count()).toBe(1);
    await shot(page, 'prazos-pedidos');
  });
});

describe("/kpisapproved: the month's KPI lock as a deadline (conf10)", () => {
  it("shows the month's deadline above the list and the 'Prazo' of a vehicle in audit; the filter keeps or drops it", async () => {
    // the month of the API's clock, its lock a week later (a weekday): on time
    const hoje = dataEmSaoPaulo(new Date(Date.now() + deslocamento));
    const [ano, mes] = [Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7))];
    let prazo = somarDias(hoje, 7);
    while (!ehDiaUtil(prazo)) prazo = somarDias(prazo, 1);
    const admin = await h.entrar('admin@demo.portal.com.br');
    await h.api('POST', 'configuracoes/prazo-kpi', { ano, mesId: mes, prazo }, admin);
    const dealer = await h.entrar(DEALER_A);
    const get = <T>(url: string) => h.api<T>('GET', url, undefined, dealer);
    const marca = (await get<{ id: number; nome: string }[]>('kpi/marcas/jlr')).find((m) => m.nome === 'Land Rover')!;
    const modelo = (await get<{ id: number }[]>(`kpi/modelo-jlr-incentivo/${marca.id}`))[0]!;
    const versao = (await get<{ id: number }[]>(`kpi/versao-jlr-incentivo/${modelo.id}`))[0]!;
    const politica = (await get<{ id: number; versaoId: number }[]>(`kpi/versao-jlr-politica/${ano}/Land%20Rover`)).find((p) => p.versaoId === versao.id)!;
    const morumbi = await h.comBanco((db) => db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow());
    const chassi = `SALE2EPRAZO${String(Date.now()).slice(-6)}`;
    await h.api(
      'POST',
      'kpi/veiculos-jlr',
      {
        ano,
        mes: { id: mes },
        concessionaria: { id: morumbi.id },
        marca: { id: marca.id },
        chassi,
        tipoAquisicao: { id: 2 },
        anoModelo: ano - 2,
        precoPublico: 500000,
        custoAquisicao: 300000,
        valorVenda: 400000,
        modeloResponse: { id: modelo.id },
        versao: { id: versao.id },
        politica: { id: politica.id },
        anoPolitica: ano,
        numeroNF: '123456',
        kmVeiculo: '15000',
        dataCompra: somarDias(hoje, -30),
        dataVenda: hoje,
        approved: false,
      },
      dealer,
    );

    const { page } = await h.abrirTela(DEALER_A, '/kpisapproved');
    await fecharPendencia(page);
    await page.getByRole('tab', { name: 'Veículos JLR' }).click();
    await escolher(page, 'kpi-ano', String(ano));
    await escolher(page, 'kpi-mes', nomeMes(mes));
    await page.locator('.kpi-filtros').getByRole('button', { name: 'Buscar' }).click();
    const doMes = page.getByLabel('Prazo do mês');
    await expect.poll(async () => (await doMes.textContent()) ?? '').toContain(`Prazo do KPI de ${nomeMes(mes)}/${ano}: ${dataBR(prazo)}`);
    expect(await doMes.locator('.prazo').getAttribute('class')).toContain('prazo-no-prazo');
    const card = page.locator('.kpi-lista[aria-label="Veículos JLR"] .kpi-card').filter({ hasText: chassi });
    await expect.poll(() => card.count()).toBe(1);
    const celula = card.locator('.prazo');
    expect(await celula.getAttribute('class')).toContain('prazo-no-prazo');
    expect((await celula.textContent())?.trim()).toMatch(/^(1 dia útil|\d+ dias úteis)$/);
    await shot(page, 'prazos-kpi');

    const filtrar = async (opcao: string) => {
      await page
        .locator('.kpi-filtros .p-dropdown')
        .filter({ has: page.getByLabel('Prazo', { exact: true }) })
        .first()
        .click();
      await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: opcao }).first().click();
      await page.locator('.kpi-filtros').getByRole('button', { name: 'Buscar' }).click();
    };
    await filtrar('Atrasado');
    await expect.poll(() => card.count()).toBe(0);
    await filtrar('No prazo');
    await expect.poll(() => card.count()).toBe(1);
  });
});

describe("/settings/0: 'Feriados'", () => {
  it('an administrator adds a holiday (date typed dd/MM/aaaa) and removes it', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/settings/0');
    const card = page.locator('.conf-card[aria-label="Feriados"]');
    await card.scrollIntoViewIfNeeded();
    await card.locator('#feriado-data').fill('07/12/2026');
    await page.keyboard.press('Escape');
    await card.getByLabel('Nome do feriado').fill('Ponte de teste');
    await card.getByLabel('Abrangência do feriado').fill('São Paulo (capital)');
    await card.getByRole('button', { name: 'Adicionar feriado' }).click();
    const linha = card.locator('tbody tr').filter({ hasText: 'Ponte de teste' });
    await expect.poll(() => linha.count()).toBe(1);
    expect(await linha.textContent()).toContain('07/12/2026');
    expect(await h.comBanco((db) => db.selectFrom('feriados').select('nome').where('nome', '=', 'Ponte de teste').execute())).toHaveLength(1);
    await shot(page, 'prazos-feriados');
    await card.getByRole('button', { name: 'Excluir o feriado de 07/12/2026' }).click();
    await expect.poll(() => linha.count()).toBe(0);
  });
});
