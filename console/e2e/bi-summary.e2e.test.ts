import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NUMEROS_SUMMARY, rotuloMes, type DadosBiEmplacamento, type DadosBiSummary, type NumeroSummary } from '@portal/contracts/bi/summary';
import { biMsg } from '@portal/contracts/order-call/bi';
import { linhasXlsx } from '../../services/core/src/testing/xlsx-leitura.ts';
import { chamarDaPagina, escolher, portalDoArquivo, shot, type Harness } from './harness.ts';

/**
 * Issue 10, browser: the desktop /summary and /emplacamento dashboards (bi-mobile.e2e covers the 390 px pages and only the
 * first /summary chart's presence). Every chart drawn, each table one click away equal to the API's figures for the same
 * filters, the filters in the URL (a reload keeps them), 'Atualizar' with the spec's toast and the .xlsx export. Months are
 * picked relative to today (the demo seed bills and registers vehicles today).
 */
let h: Harness;
portalDoArquivo((x) => (h = x));

const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const mesAtual = () => ({ ano: Number(hojeSp().slice(0, 4)), mes: Number(hojeSp().slice(5, 7)) });
const mesAnterior = () => {
  const { ano, mes } = mesAtual();
  return mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 };
};
const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

const valorDoFiltro = (page: Page, inputId: string) => page.locator(`.p-dropdown:has(#${inputId}) .p-dropdown-label`).textContent();
const toast = (page: Page, text: string) => page.locator('.p-toast-message-success').filter({ hasText: text });

/** GET with the signed-in user's token, from the page (what the console sends): the data of a 200. */
const apiGet = async <T>(page: Page, path: string) => {
  const r = await chamarDaPagina<T>(page, 'GET', path);
  if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
  return r.json.data as T;
};

/** How many pixels of a chart's canvas are painted (0 when nothing was drawn). */
const pixelsDesenhados = (quadro: Locator) =>
  quadro.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx || !c.width || !c.height) return 0;
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
    return n;
  });

/** The table a chart shows after 'Ver tabela': header and body cells as text. */
async function tabelaDoQuadro(quadro: Locator) {
  await quadro.getByRole('button', { name: 'Ver tabela' }).click();
  const tabela = quadro.getByRole('table');
  await expect.poll(() => tabela.count()).toBe(1);
  const cabecalho = await tabela.locator('thead th').allTextContents();
  const linhas = await tabela
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((td) => td.textContent?.trim() ?? '')));
  await quadro.getByRole('button', { name: 'Ver gráfico' }).click();
  return { cabecalho, linhas };
}
/** The rows a table must show for the API's figures: each number in pt-BR; bar charts end with a Total row. */
function esperado(linhas: [string, ...number[]][], total: boolean): string[][] {
  const out = linhas.map(([r, ...v]) => [r, ...v.map((x) => numero.format(x))]);
  if (total && linhas.length) {
    const n = linhas[0]!.length - 1;
    out.push(['Total', ...Array.from({ length: n }, (_, i) => numero.format(linhas.reduce((s, l) => s + (l[i + 1] as number), 0)))]);
  }
  return out;
}

const linhasSummary = (d: DadosBiSummary) => ({
  numeros: (Object.keys(NUMEROS_SUMMARY) as NumeroSummary[]).map((k): [string, number] => [NUMEROS_SUMMARY[k], d.numeros[k]]),
  dia: d.faturamentoDiario.map((x): [string, number] => [String(x.dia).padStart(2, '0'), x.faturados]),
  modelo: d.porModelo.map((x): [string, number, number, number] => [x.modelo, x.faturados, x.estoqueJlr, x.estoqueDealer]),
});
const linhasEmplacamento = (d: DadosBiEmplacamento) => ({
  mensal: d.mensal.map((x): [string, number] => [rotuloMes(x.ano, x.mes), x.quantidade]),
  modelo: d.porModelo.map((x): [string, number] => [x.rotulo, x.quantidade]),
  dealer: d.porDealer.map((x): [string, number] => [x.rotulo, x.quantidade]),
});

/** 'Exportar' of one chart: the downloaded .xlsx has the chart's dimension and series, then the API's rows. */
async function exportar(page: Page, titulo: string, cabecalho: string[], linhas: [string, ...number[]][]) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Exportar ${titulo}` }).click();
  const d = await download;
  expect(d.suggestedFilename()).toMatch(/^PDD_.+\.xlsx$/);
  const conteudo = await readFile((await d.path())!);
  expect(await linhasXlsx(conteudo)).toEqual([cabecalho, ...linhas]);
}

describe('BI Summary and Emplacamento (desktop) in Chromium', () => {
  it('/summary: three charts drawn, each table equal to GET bi/summary, filters kept in the URL, Atualizar and the export', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');
    const atual = mesAtual();
    const m = rotuloMes(atual.ano, atual.mes);

    // no filter: the current São Paulo month
    await page.goto('/summary');
    await expect.poll(() => page.getByRole('heading', { name: 'Summary', exact: true, level: 2 }).count()).toBe(1);
    const titulos = [`Números do mês ${m}`, `Faturamento dia a dia em ${m}`, `Faturados em ${m} e estoque hoje por modelo`];
    const d = await apiGet<DadosBiSummary>(page, `bi/summary?ano=${atual.ano}&mes=${atual.mes}`);
    expect(d.numeros.faturados, 'the demo bills vehicles today').toBeGreaterThan(0);
    for (const t of titulos) {
      const quadro = page.getByRole('article', { name: t });
      await expect.poll(() => quadro.locator('canvas').count(), { message: t }).toBe(1);
      await expect.poll(() => pixelsDesenhados(quadro), { message: t }).toBeGreaterThan(500);
    }
    expect(await valorDoFiltro(page, 'summary-mes')).toBe(MESES[atual.mes - 1]);
    const l = linhasSummary(d);
    const numeros = await tabelaDoQuadro(page.getByRole('article', { name: titulos[0] }));
    expect(numeros.cabecalho).toEqual(['Indicador', 'Quantidade']);
    expect(numeros.linhas).toEqual(esperado(l.numeros, true));
    const dia = await tabelaDoQuadro(page.getByRole('article', { name: titulos[1] }));
    expect(dia.linhas).toEqual(esperado(l.dia, false));
    const modelo = await tabelaDoQuadro(page.getByRole('article', { name: titulos[2] }));
    expect(modelo.cabecalho).toEqual(['Modelo', 'Faturados', 'Estoque JLR', 'Estoque Dealer']);
    expect(modelo.linhas).toEqual(esperado(l.modelo, true));
    await shot(page, 'bi-summary-desktop');

    // Exportar: the same rows as an .xlsx
    await exportar(page, titulos[2]!, ['Modelo', 'Faturados', 'Estoque JLR', 'Estoque Dealer'], l.modelo);
    await exportar(page, titulos[0]!, ['Indicador', 'Quantidade'], l.numeros);

    // filters: a brand and a dealer go to the URL, the tables follow the API for them, a reload keeps them
    const marca = d.opcoes.marcas[0]!;
    const dealer = d.opcoes.dealers.find((x) => x.nome.startsWith('JLR001')) ?? d.opcoes.dealers[0]!;
    await escolher(page, 'summary-marca', marca.nome);
    await page.waitForURL(new RegExp(`marcaId=${marca.id}`));
    await escolher(page, 'summary-dealer', dealer.nome);
    await page.waitForURL(new RegExp(`concessionariaId=${dealer.id}`));
    await page.reload();
    await expect.poll(() => valorDoFiltro(page, 'summary-marca')).toBe(marca.nome);
    expect(await valorDoFiltro(page, 'summary-dealer')).toBe(dealer.nome);
    const filtrado = await apiGet<DadosBiSummary>(page, `bi/summary?marcaId=${marca.id}&concessionariaId=${dealer.id}`);
    const quadroNumeros = page.getByRole('article', { name: titulos[0] });
    await expect.poll(() => quadroNumeros.locator('canvas').count()).toBe(1);
    expect((await tabelaDoQuadro(quadroNumeros)).linhas).toEqual(esperado(linhasSummary(filtrado).numeros, true));

    // the previous month, chosen on the page: in the URL, kept by a reload, its figures those of the API
    const ant = mesAnterior();
    if (ant.ano !== atual.ano) await escolher(page, 'summary-ano', String(ant.ano));
    await escolher(page, 'summary-mes', MESES[ant.mes - 1]!);
    await page.waitForURL(new RegExp(`mes=${ant.mes}(&|$)`));
    await page.reload();
    const mAnt = rotuloMes(ant.ano, ant.mes);
    const numerosAnt = page.getByRole('article', { name: `Números do mês ${mAnt}` });
    await expect.poll(() => numerosAnt.count()).toBe(1);
    expect(await valorDoFiltro(page, 'summary-mes')).toBe(MESES[ant.mes - 1]);
    expect(await valorDoFiltro(page, 'summary-marca')).toBe(marca.nome);
    const anterior = await apiGet<DadosBiSummary>(page, `bi/summary?ano=${ant.ano}&mes=${ant.mes}&marcaId=${marca.id}&concessionariaId=${dealer.id}`);
    expect((await tabelaDoQuadro(numerosAnt)).linhas).toEqual(esperado(linhasSummary(anterior).numeros, true));

    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => toast(page, biMsg.atualizacaoSolicitada).count()).toBeGreaterThan(0);
  });

  it('/emplacamento: three charts drawn, each table equal to GET bi/emplacamento, filters kept in the URL, Atualizar and the export', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');
    const atual = mesAtual();
    const m = rotuloMes(atual.ano, atual.mes);

    await page.goto('/emplacamento');
    await expect.poll(() => page.getByRole('heading', { name: 'Emplacamento', exact: true, level: 2 }).count()).toBe(1);
    const d = await apiGet<DadosBiEmplacamento>(page, `bi/emplacamento?ano=${atual.ano}&mes=${atual.mes}`);
    expect(d.porDealer.length, 'the demo registers billed vehicles').toBeGreaterThan(0);
    const titulos = ['Emplacamentos nos últimos 12 meses', `Emplacamentos por modelo em ${m}`, `Emplacamentos por dealer em ${m}`];
    for (const t of titulos) {
      const quadro = page.getByRole('article', { name: t });
      await expect.poll(() => quadro.locator('canvas').count(), { message: t }).toBe(1);
      await expect.poll(() => pixelsDesenhados(quadro), { message: t }).toBeGreaterThan(500);
    }
    const l = linhasEmplacamento(d);
    expect(l.mensal).toHaveLength(12);
    expect(l.mensal[11]![0]).toBe(m);
    // the demo imports registrations: the series is named for them, not for the billing proxy
    expect(d.fonte).toBe('emplacamento');
    const serie = 'Emplacamentos';
    const mensal = await tabelaDoQuadro(page.getByRole('article', { name: titulos[0] }));
    expect(mensal.cabecalho).toEqual(['Mês', serie]);
    expect(mensal.linhas).toEqual(esperado(l.mensal, false));
    expect((await tabelaDoQuadro(page.getByRole('article', { name: titulos[1] }))).linhas).toEqual(esperado(l.modelo, true));
    const porDealer = await tabelaDoQuadro(page.getByRole('article', { name: titulos[2] }));
    expect(porDealer.cabecalho).toEqual(['Dealer', serie]);
    expect(porDealer.linhas).toEqual(esperado(l.dealer, true));
    await shot(page, 'bi-emplacamento-desktop');
    await exportar(page, titulos[2]!, ['Dealer', serie], l.dealer);
    await exportar(page, titulos[0]!, ['Mês', serie], l.mensal);

    // a dealer filter in the URL, kept by a reload: only that dealer's registrations
    const dealer = d.opcoes.dealers.find((x) => d.porDealer.some((p) => p.rotulo === x.nome)) ?? d.opcoes.dealers[0]!;
    await escolher(page, 'emplacamento-dealer', dealer.nome);
    await page.waitForURL(new RegExp(`concessionariaId=${dealer.id}`));
    await page.reload();
    await expect.poll(() => valorDoFiltro(page, 'emplacamento-dealer')).toBe(dealer.nome);
    const filtrado = await apiGet<DadosBiEmplacamento>(page, `bi/emplacamento?concessionariaId=${dealer.id}`);
    const quadroDealer = page.getByRole('article', { name: titulos[2] });
    await expect.poll(() => quadroDealer.locator('canvas').count()).toBe(1);
    const so = await tabelaDoQuadro(quadroDealer);
    expect(so.linhas).toEqual(esperado(linhasEmplacamento(filtrado).dealer, true));
    expect(so.linhas.filter((x) => x[0] !== 'Total').every((x) => x[0] === dealer.nome)).toBe(true);
    const mensalFiltrado = await tabelaDoQuadro(page.getByRole('article', { name: titulos[0] }));
    expect(mensalFiltrado.linhas).toEqual(esperado(linhasEmplacamento(filtrado).mensal, false));

    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => toast(page, biMsg.atualizacaoSolicitada).count()).toBeGreaterThan(0);
  });
});
