import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { kpiMsg, nomeMes } from '@portal/contracts/kpi/messages';
import { formatarNumeroKpi, percentual, type MetricaKpi } from '@portal/contracts/kpi/resumo';
import type { CaptacaoKpi, PreparacaoVeiculo, StandardKpi } from '@portal/contracts/kpi/schemas';
import { chamarDaPagina, escolher, portalDoArquivo, shot, signIn, type Harness } from './harness.ts';

/**
 * Issue 10, browser: a dealer registers a preparation, a standard and captações through the KPI sub-screens, each shows in
 * its tab, and the KPIs tab moves by exactly what the formulas (contracts/kpi/resumo.ts) say; a month past its deadline
 * (settings conf10, set through the API) opens read-only. The demo seed gives Autostar Morumbi KPI data for the current and
 * the previous month (relative to the clock), so every month here is picked relative to today.
 */
let h: Harness;
portalDoArquivo((x) => (h = x));

const DEALER = 'dealer.morumbi@demo.portal.com.br';
const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const mesAtual = () => ({ ano: Number(hojeSp().slice(0, 4)), mes: Number(hojeSp().slice(5, 7)) });
const mesAnterior = () => {
  const { ano, mes } = mesAtual();
  return mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 };
};
const r2 = (n: number) => Math.round(n * 100) / 100;
const brl = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
/** Playwright's text has NBSPs where Intl puts them; compare with plain spaces. */
const semNbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ').trim();

const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

const api = chamarDaPagina;
const dados = async <T>(page: Page, path: string) => {
  const r = await api<T>(page, 'GET', path);
  expect(r.status, path).toBe(200);
  return r.json.data as T;
};

/** The KPIs tab's figure of one metric, as shown. */
const valorKpi = (page: Page, k: MetricaKpi) => page.locator(`table[aria-label="KPIs do dealer"] td[data-metrica="${k}"]`).textContent();
async function abrirAba(page: Page, nome: string) {
  await page.getByRole('tab', { name: nome, exact: true }).click();
}
async function abrirKpis(page: Page) {
  await page.goto('/kpisapproved');
  await expect.poll(() => page.getByRole('heading', { name: 'KPIs Approved', exact: true, level: 2 }).count()).toBe(1);
}

describe('KPI Approved in Chromium: preparation, standard, captação and the KPIs tab; the month lock', () => {
  it('a dealer registers a preparation, a standard and two captações (Salvar + keeps the screen); the KPIs tab moves by the formulas', async () => {
    const { page } = await h.entrarComo(DEALER);
    await abrirKpis(page);
    const { ano, mes } = mesAtual();
    // without concessionariaId a dealer reads its own
    const q = `ano=${ano}&mesId=${mes}`;

    // the month's base figures, from the API, before anything changes
    const preps = await dados<PreparacaoVeiculo[]>(page, `kpi/preparacao-veiculos?${q}`);
    const standards = await dados<StandardKpi[]>(page, `kpi/standards?${q}`);
    const caps = await dados<CaptacaoKpi[]>(page, `kpi/captacao?${q}`);
    const somaN = (xs: (number | null)[]) => ({ soma: xs.reduce<number>((s, x) => s + (x ?? 0), 0), n: xs.filter((x) => x !== null).length });
    const tp = somaN(preps.map((p) => p.tempoPreparacao));
    const tpu = somaN(preps.map((p) => p.tempoPublicacao));
    const cp = somaN(preps.map((p) => p.custoPreparacaoDinheiro));
    const pesoCumprido = standards.filter((s) => s.cumpriu === true).reduce((s, x) => s + x.peso, 0);
    const trocas = caps.filter((c) => c.tipoAquisicao.nome === 'Troca').length;

    // the KPIs tab (the first) answers the current month: read the figures the changes will move
    await expect.poll(() => page.getByRole('table', { name: 'KPIs do dealer' }).getByRole('row').count()).toBe(20);
    const antes = {
      tempoPreparacao: await valorKpi(page, 'tempoPreparacao'),
      tempoPublicacao: await valorKpi(page, 'tempoPublicacao'),
      custoMedioPreparacaoVeiculo: await valorKpi(page, 'custoMedioPreparacaoVeiculo'),
      standardsPrograma: await valorKpi(page, 'standardsPrograma'),
      participacaoJlrNovoTradeIn: await valorKpi(page, 'participacaoJlrNovoTradeIn'),
      totalSeminovosJlrAdquiridosParaRevenda: await valorKpi(page, 'totalSeminovosJlrAdquiridosParaRevenda'),
      totalVendaVeiculosNovos: await valorKpi(page, 'totalVendaVeiculosNovos'),
    };
    const media = (x: { soma: number; n: number }) => formatarNumeroKpi(x.n ? r2(x.soma / x.n) : null);
    // the screen agrees with the formulas over the API's rows before the change
    expect(antes.tempoPreparacao).toBe(media(tp));
    expect(antes.tempoPublicacao).toBe(media(tpu));
    expect(antes.custoMedioPreparacaoVeiculo).toBe(media(cp));
    expect(antes.standardsPrograma).toBe(formatarNumeroKpi(r2(pesoCumprido)));
    const novos = Number(antes.totalVendaVeiculosNovos);
    expect(novos).toBeGreaterThan(0);
    expect(antes.participacaoJlrNovoTradeIn).toBe(formatarNumeroKpi(percentual(trocas, novos)));
    const revendaAntes = Number(antes.totalSeminovosJlrAdquiridosParaRevenda);

    // 1. Preparação: a vehicle of the month still without a preparation
    const alvo = preps.find((p) => p.custoPreparacaoDinheiro === null && p.tempoPreparacao === null && p.tempoPublicacao === null);
    expect(alvo, 'a KPI vehicle of the month without preparation').toBeDefined();
    await abrirAba(page, 'Preparação dos veículos');
    const cardPrep = page.locator('.kpi-card').filter({ hasText: alvo!.chassi });
    await expect.poll(() => cardPrep.count()).toBe(1);
    await cardPrep.getByRole('button', { name: `Editar preparação ${alvo!.chassi}` }).click();
    await page.waitForURL('**/kpisapproved/preparationVehicle');
    await expect.poll(() => page.getByRole('heading', { name: 'Novo Veículo Preparação', exact: true, level: 2 }).count()).toBe(1);
    expect(await page.locator('#prep-chassi').inputValue()).toBe(alvo!.chassi);
    expect(semNbsp(await page.locator('#prep-venda').inputValue())).toBe(semNbsp(brl(alvo!.valorVenda)));
    expect(await page.locator('#prep-pct').inputValue()).toBe('');
    const custo = 7350;
    await page.locator('#prep-custo').click();
    await page.locator('#prep-custo').pressSequentially(String(custo));
    await page.locator('#prep-custo').press('Tab');
    // cost / sale value × 100, 2 decimals, recomputed on leaving the currency field
    const pctEsperado = (Math.round((custo / alvo!.valorVenda) * 10_000) / 100).toFixed(2).replace('.', ',');
    await expect.poll(() => page.locator('#prep-pct').inputValue()).toBe(pctEsperado);
    await page.locator('#prep-tempo').pressSequentially('6');
    await page.locator('#prep-publicacao').pressSequentially('2');
    await shot(page, 'kpi-preparacao-form');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, kpiMsg.registroAtualizado).count()).toBeGreaterThan(0);
    await page.waitForURL((u) => u.pathname === '/kpisapproved');
    // back on the Preparação tab (kept in local storage), the card shows the figures
    await expect
      .poll(() =>
        cardPrep
          .locator('.kpi-campo')
          .allTextContents()
          .then((t) => t.map(semNbsp)),
      )
      .toEqual(
        expect.arrayContaining([
          `Custo de preparação${semNbsp(brl(custo))}`,
          'Tempo de preparação (dias)6',
          'Tempo para publicação (dias)2',
          `Custo de preparação em (%)${pctEsperado}`,
        ]),
      );

    // 2. Standard: one not met (or not answered) becomes met
    const std = standards.find((s) => s.cumpriu !== true);
    expect(std, 'a standard of the month not met').toBeDefined();
    await abrirAba(page, 'Standards');
    const cardStd = page.locator('.kpi-card').filter({ has: page.locator('strong', { hasText: std!.nome }) });
    await expect.poll(() => cardStd.count()).toBe(1);
    await cardStd.getByRole('button', { name: `Editar standard ${std!.nome}` }).click();
    await page.waitForURL('**/kpisapproved/newStandard');
    await expect.poll(() => page.getByRole('heading', { name: std!.nome, exact: true, level: 2 }).count()).toBe(1);
    expect(await page.locator('#std-peso').inputValue()).toBe(`${String(std!.peso).replace('.', ',')}%`);
    await escolher(page, 'std-cumpriu', 'Sim');
    await page.locator('#std-justificativa').fill('Cumprido conforme auditoria e2e');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, kpiMsg.standardAtualizado).count()).toBeGreaterThan(0);
    await page.waitForURL((u) => u.pathname === '/kpisapproved');
    await expect
      .poll(() => cardStd.locator('.kpi-campo').allTextContents())
      .toEqual(expect.arrayContaining(['CumpriuSim', 'JustificativaCumprido conforme auditoria e2e']));

    // 3. Captação: a Troca of a JLR brand with 'Salvar +' (the screen stays, cleared), then a Compra of another brand
    const marcasJlr = await dados<{ id: number; nome: string }[]>(page, 'kpi/marcas/jlr');
    // the spec's shape for this one: data.data
    const marcas = (await dados<{ data: { id: number; nome: string }[] }>(page, 'kpi/marcas')).data;
    const jlr = marcasJlr.find((m) => m.nome === 'Land Rover') ?? marcasJlr[0]!;
    const outra = marcas.find((m) => !marcasJlr.some((j) => j.id === m.id))!;
    expect(outra, 'a brand that is not JLR').toBeDefined();
    await abrirAba(page, 'Captação');
    await page.getByRole('button', { name: 'Nova captação' }).click();
    await page.waitForURL('**/kpisapproved/newCaptacao');
    await expect.poll(() => page.getByRole('heading', { name: 'Nova Captação', exact: true, level: 2 }).count()).toBe(1);
    await escolher(page, 'cap-marca', jlr.nome);
    await escolher(page, 'cap-tipo', 'Troca');
    await page.locator('#cap-chassi').fill('sale2ecap0000001');
    expect(await page.locator('#cap-chassi').inputValue()).toBe('SALE2ECAP0000001');
    await page.locator('#cap-custo').click();
    await page.locator('#cap-custo').pressSequentially('215000');
    // the date is picked only (typing is disabled): today from the button bar
    expect(await page.locator('#cap-data').getAttribute('readonly')).not.toBeNull();
    await page.locator('#cap-data').click();
    await page.locator('.p-datepicker-buttonbar button').first().click();
    const hoje = hojeSp();
    const hojeBr = `${hoje.slice(8, 10)}/${hoje.slice(5, 7)}/${hoje.slice(0, 4)}`;
    await expect.poll(() => page.locator('#cap-data').inputValue()).toBe(hojeBr);
    await page.keyboard.press('Escape');
    await page.locator('#cap-modelo').fill('Discovery Sport');
    await page.locator('#cap-troca').fill('Defender 90');
    await page.getByRole('button', { name: 'Salvar +', exact: true }).click();
    await expect.poll(() => toast(page, kpiMsg.registroAtualizado).count()).toBeGreaterThan(0);
    // still on the screen, the form cleared for the next one
    await expect.poll(() => page.locator('#cap-chassi').inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/kpisapproved/newCaptacao');
    expect(await page.locator('#cap-modelo').inputValue()).toBe('');
    expect(await page.locator('#cap-custo').inputValue()).toBe('');

    await escolher(page, 'cap-marca', outra.nome);
    await escolher(page, 'cap-tipo', 'Compra');
    await page.locator('#cap-chassi').fill('WBAE2ECAP0000002');
    await page.locator('#cap-custo').click();
    await page.locator('#cap-custo').pressSequentially('180000');
    await page.locator('#cap-modelo').fill('Série 3');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, kpiMsg.registroAtualizado).count()).toBeGreaterThan(0);
    await page.waitForURL((u) => u.pathname === '/kpisapproved');
    const lista = page.locator('.kpi-lista[aria-label="Captações"]');
    // the list starts with 5 cards: open them all
    const total = caps.length + 2;
    for (let i = 5; i < total; i += 5) await lista.getByRole('button', { name: 'Carregar mais' }).click();
    const cap1 = lista.locator('.kpi-card').filter({ hasText: 'SALE2ECAP0000001' });
    const cap2 = lista.locator('.kpi-card').filter({ hasText: 'WBAE2ECAP0000002' });
    await expect.poll(() => cap1.count()).toBe(1);
    expect(await lista.locator('.kpi-card').count()).toBe(total);
    expect(semNbsp(await cap1.textContent())).toContain(`Marca${jlr.nome}`);
    expect(semNbsp(await cap1.textContent())).toContain(`Data da compra${hojeBr}`);
    expect(semNbsp(await cap1.textContent())).toContain(`Custo de aquisição${semNbsp(brl(215_000))}`);
    expect(await cap1.locator('.kpi-card-cabecalho').textContent()).toContain('Troca');
    expect(await cap2.locator('.kpi-card-cabecalho').textContent()).toContain('Compra');
    expect(semNbsp(await cap2.textContent())).toContain(`Marca${outra.nome}`);
    await shot(page, 'kpi-captacoes');

    // the KPIs tab: each figure moved by exactly what its formula gives
    await abrirAba(page, 'KPIs');
    await expect.poll(() => valorKpi(page, 'tempoPreparacao')).toBe(media({ soma: tp.soma + 6, n: tp.n + 1 }));
    expect(await valorKpi(page, 'tempoPublicacao')).toBe(media({ soma: tpu.soma + 2, n: tpu.n + 1 }));
    expect(await valorKpi(page, 'custoMedioPreparacaoVeiculo')).toBe(media({ soma: cp.soma + custo, n: cp.n + 1 }));
    expect(await valorKpi(page, 'standardsPrograma')).toBe(formatarNumeroKpi(r2(pesoCumprido + std!.peso)));
    // one more Troca over the same new sales; one more JLR captação for resale (the other brand's does not count)
    expect(await valorKpi(page, 'participacaoJlrNovoTradeIn')).toBe(formatarNumeroKpi(percentual(trocas + 1, novos)));
    expect(await valorKpi(page, 'totalSeminovosJlrAdquiridosParaRevenda')).toBe(String(revendaAntes + 1));
    expect(await valorKpi(page, 'totalVendaVeiculosNovos')).toBe(antes.totalVendaVeiculosNovos);
    for (const k of ['tempoPreparacao', 'standardsPrograma', 'participacaoJlrNovoTradeIn'] as const) expect(await valorKpi(page, k), k).not.toBe(antes[k]);
    await shot(page, 'kpi-kpis-depois');
  });

  it('a month past its KPI deadline (conf10, set by the administrator) opens read-only for the dealer; the current month does not', async () => {
    const anterior = mesAnterior();
    // a weekday of the previous month: already past (the deadline is never a Saturday or Sunday)
    let dia = 1;
    while ([0, 6].includes(new Date(Date.UTC(anterior.ano, anterior.mes - 1, dia)).getUTCDay())) dia++;
    const prazo = `${anterior.ano}-${String(anterior.mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
    const adm = (await h.newPage()).page;
    await signIn(adm, 'admin@demo.portal.com.br');
    await adm.waitForURL('**/relatorios');
    const r = await api(adm, 'POST', 'configuracoes/prazo-kpi', { ano: anterior.ano, mesId: anterior.mes, prazo });
    expect(r.status).toBe(200);

    const { page } = await h.entrarComo(DEALER);
    const meses = await dados<{ ano: number; meses: { id: number; prazoVencido: boolean; prazo: string | null }[] }[]>(page, 'kpi/anos-meses');
    expect(meses.find((a) => a.ano === anterior.ano)?.meses.find((m) => m.id === anterior.mes)).toMatchObject({ prazoVencido: true, prazo });
    await page.evaluate(() => localStorage.setItem('kpi.aba', '4'));
    await abrirKpis(page);
    const aviso = page.getByRole('status').filter({ hasText: 'O prazo do KPI' });
    // the current month is open: its actions are offered
    await expect.poll(() => page.getByRole('button', { name: 'Nova captação' }).count()).toBe(1);
    expect(await aviso.count()).toBe(0);

    await escolher(page, 'kpi-ano', String(anterior.ano));
    await escolher(page, 'kpi-mes', nomeMes(anterior.mes));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => aviso.textContent()).toBe(kpiMsg.mesBloqueado(nomeMes(anterior.mes), anterior.ano));
    // every tab of that month: its records shown, no new / edit / delete
    const captacoes = page.locator('.kpi-lista[aria-label="Captações"] .kpi-card');
    await expect.poll(() => captacoes.count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Nova captação' }).count()).toBe(0);
    expect(await captacoes.getByRole('button').count()).toBe(0);
    await abrirAba(page, 'Veículos JLR');
    await expect.poll(() => page.locator('.kpi-lista[aria-label="Veículos JLR"] .kpi-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Novo veículo' }).count()).toBe(0);
    // kilometres shown with ' km' (access-reports-administration.md §9)
    const kms = await page
      .locator('.kpi-lista[aria-label="Veículos JLR"] .kpi-campo')
      .filter({ hasText: 'Km do veículo' })
      .locator('.kpi-valor')
      .allTextContents();
    expect(kms.length).toBeGreaterThan(0);
    expect(
      kms.every((k) => k === '-' || /^\d{1,3}(\.\d{3})* km$/.test(k)),
      kms.join(' | '),
    ).toBe(true);
    expect(kms.some((k) => k.endsWith(' km'))).toBe(true);
    expect(await page.locator('.kpi-card-acoes button').count()).toBe(0);
    await abrirAba(page, 'Preparação dos veículos');
    await expect.poll(() => page.locator('.kpi-lista[aria-label="Preparação dos veículos"] .kpi-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Editar preparação/ }).count()).toBe(0);
    await abrirAba(page, 'Standards');
    await expect.poll(() => page.locator('.kpi-lista[aria-label="Standards"] .kpi-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Editar standard/ }).count()).toBe(0);
    await abrirAba(page, 'Outros');
    await expect.poll(() => page.getByRole('article', { name: 'Outros' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Editar', exact: true }).count()).toBe(0);
    await shot(page, 'kpi-mes-bloqueado');

    // the server agrees: a write to that month is refused with the same message, nothing written
    const antes = await dados<CaptacaoKpi[]>(page, `kpi/captacao?ano=${anterior.ano}&mesId=${anterior.mes}`).catch(() => null);
    const w = await api(page, 'POST', 'kpi/captacao', {
      ano: anterior.ano,
      mes: { id: anterior.mes },
      concessionaria: { id: antes?.[0]?.concessionaria.id },
      marca: { id: 1 },
      tipoAquisicao: { id: 1 },
      chassi: 'SALE2EBLOQ000001',
      custoAquisicao: 100_000,
    });
    expect(w.status).toBe(422);
    expect(w.json.errors).toEqual([kpiMsg.mesBloqueado(nomeMes(anterior.mes), anterior.ano)]);

    // back to the current month: open again
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => aviso.count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Editar', exact: true }).count()).toBe(1);
  });
});
