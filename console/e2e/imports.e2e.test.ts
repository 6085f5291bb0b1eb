import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDb } from '../../services/core/src/db/connect.ts';
import { readFile } from 'node:fs/promises';
import { csv, planilha } from '../../services/core/src/testing/imports.ts';
import { linhas } from '../../services/core/src/imports/verificacao.ts';
import { abaVista } from '../../contracts/src/imports/abas/vista.ts';
import { abaPreco } from '../../contracts/src/imports/abas/preco.ts';
import { ABA_EMPLACAMENTO } from '../../contracts/src/imports/abas/emplacamento.ts';
import { anoFiscalDe, anoMesEmSaoPaulo } from '../../services/core/src/imports/ciclos.ts';
import { portalDoArquivo, shot, type Harness } from './harness.ts';

let h: Harness;
portalDoArquivo((x) => (h = x));

/** An administrator on /imports with the tab `aba` chosen. */
async function abaComoAdministrador(aba: string) {
  const { page } = await h.abrirTela('admin@demo.portal.com.br', '/imports');
  await page.getByRole('tab', { name: aba }).click();
  return page;
}

/** The row of the file `nome` in the history of `aba`, once it is there. */
async function linhaDoHistorico(page: Page, aba: string, nome: string) {
  const linha = page.locator(`[aria-label="Histórico: ${aba}"] tbody tr`).filter({ hasText: nome });
  await expect.poll(() => linha.count(), { timeout: 30_000 }).toBe(1);
  return linha;
}

/** The first derivative of the demo catalogue (with its model's name) and the first model year. */
const primeiroDerivativo = () =>
  h.comBanco(async (db) => {
    const d = await db
      .selectFrom('derivativos as d')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .select(['d.descricao', 'm.descricao as modelo'])
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const { ano } = await db.selectFrom('anos_modelo').select('ano').orderBy('ano').executeTakeFirstOrThrow();
    return { d, ano };
  });

describe('/imports in the browser', () => {
  it('uploads a Vista file: success toast, progress, then the history row with its totals; the two files of Varejo', async () => {
    const { d, ano } = await primeiroDerivativo();
    const linha = (chassi: string) => [chassi, '7700001', d.modelo, d.descricao, String(ano), 'Preto', 'Ebony', 'Stock', '20/01/2027'];
    const arquivo = await planilha([abaVista.colunas.map((c) => c.nome), linha('SALGA2BE0RA777001'), linha('SALGA2BE0RA777002'), linha('SALGA2BE0RA777002')]);
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/imports');
    await expect.poll(() => page.getByRole('heading', { name: 'Importações', exact: true, level: 2 }).count()).toBe(1);
    // the Vista tab is the first: its rules and the template link
    await expect.poll(() => page.getByText('A planilha deve ter uma única aba.').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Baixar planilha modelo' }).count()).toBe(1);

    await page.locator('.importacao-aba input[type="file"]').setInputFiles({
      name: 'vista-e2e.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: arquivo,
    });
    await expect.poll(() => page.getByText('Arquivo importado com sucesso!').count()).toBeGreaterThan(0);
    const linhaHist = page.locator('[aria-label="Histórico: Vista"] tbody tr').filter({ hasText: 'vista-e2e.xlsx' });
    await expect.poll(() => linhaHist.count(), { timeout: 30_000 }).toBe(1);
    // the row updates without a reload until the import ends: Aviso (2 accepted, 1 duplicated)
    await expect.poll(() => linhaHist.textContent(), { timeout: 60_000 }).toContain('Aviso');
    const texto = (await linhaHist.textContent()) ?? '';
    expect(texto).toContain('3');
    expect(await linhaHist.getByRole('button', { name: /Baixar duplicados/ }).count()).toBe(1);
    await shot(page, 'imports-vista');

    // the demo's import history: a Preço file with approved, refused and duplicated rows
    await page.getByRole('tab', { name: 'Preço' }).click();
    const demo = page.locator('[aria-label="Histórico: Preço"] tbody tr').filter({ hasText: 'precos-demonstracao.csv' });
    await expect.poll(() => demo.count()).toBe(1);
    expect(await demo.textContent()).toContain('Aviso');
    expect(await demo.getByRole('button', { name: /Baixar erros/ }).count()).toBe(1);

    // every tab is delivered: Varejo holds its two files, each with its own upload and history
    await page.getByRole('tab', { name: 'Varejo' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Varejo 2 (Retail 2)' }).count()).toBe(1);
    expect(await page.locator('.importacao-aba input[type="file"]').count()).toBe(2);
    expect(await page.getByText(/Em breve/).count()).toBe(0);
  }, 180_000);

  it("uploads a Varejo file with the screen's default Ano and Ciclo: the current fiscal year and month, accepted and processed", async () => {
    // the server's clock is today's: the expected defaults are computed from it, never written as dates
    const agora = new Date();
    const anoFiscal = anoFiscalDe(agora);
    const { ano, mes } = anoMesEmSaoPaulo(agora);
    const db = createDb({ url: h.stack.databaseUrl, max: 1 });
    let ciclo: string;
    try {
      ciclo = (await db.selectFrom('ciclos').select('nome').where('ano', '=', ano).where('mes', '=', mes).executeTakeFirstOrThrow()).nome;
    } finally {
      await db.destroy();
    }
    const page = await abaComoAdministrador('Varejo');
    const varejo = page.getByRole('region', { name: 'Varejo', exact: true });
    const rotulo = (p: string) => varejo.locator(`.p-dropdown:has(#imp-6-${p}) .p-dropdown-label`);
    // the fiscal year shown as year/next year (spec 000 §9), e.g. 2027 → '2026/2027'
    await expect.poll(() => rotulo('ano').textContent()).toBe(`${anoFiscal - 1}/${anoFiscal}`);
    await expect.poll(() => rotulo('cicloId').textContent()).toBe(ciclo);
    await varejo.locator('input[type="file"]').setInputFiles({
      name: 'varejo-padrao-e2e.csv',
      mimeType: 'text/csv',
      buffer: csv([
        ['Dealer', 'Modelo', 'Quantidade'],
        ['JLR001', 'Defender', '3'],
      ]),
    });
    await expect.poll(() => page.getByText('Arquivo importado com sucesso!').count()).toBeGreaterThan(0);
    const linhaHist = await linhaDoHistorico(page, 'Varejo', 'varejo-padrao-e2e.csv');
    // OK: the engine took the cycle as one of the fiscal year's (an Erro would carry 'Ciclo inválido…')
    await expect.poll(() => linhaHist.locator('td').nth(2).textContent(), { timeout: 60_000 }).toBe('OK');
    // the upload sent the fiscal year itself (the server's `ano`), not the text shown
    const enviado = await h.comBanco(
      async (db) =>
        (await db.selectFrom('importacoes').select('parametros').where('nome_arquivo', '=', 'varejo-padrao-e2e.csv').executeTakeFirstOrThrow()).parametros,
    );
    expect(enviado).toMatchObject({ ano: anoFiscal });
  }, 180_000);

  it('uploads a Preço file, watches it end, and downloads the report of its refused rows (file name and rows)', async () => {
    const { d: derivativo, ano } = await primeiroDerivativo();
    const modelo = derivativo.modelo;
    const l = (nome: string, data: string) => [derivativo.modelo, nome, String(ano), '250.000,00', data];
    // 2 accepted, 1 refused (unknown derivative, line 4), 1 duplicated
    const arquivo = csv([
      abaPreco.colunas.map((c) => c.nome),
      l(derivativo.descricao, '01/01/2041'),
      l(derivativo.descricao, '01/02/2041'),
      l('Inexistente E2E', '01/03/2041'),
      l(derivativo.descricao, '01/02/2041'),
    ]);
    const page = await abaComoAdministrador('Preço');
    await expect.poll(() => page.locator('[aria-label="Histórico: Preço"]').count()).toBe(1);
    await page.locator('.importacao-aba input[type="file"]').setInputFiles({ name: 'precos-e2e.csv', mimeType: 'text/csv', buffer: arquivo });
    await expect.poll(() => page.getByText('Arquivo importado com sucesso!').count()).toBeGreaterThan(0);
    const linhaHist = await linhaDoHistorico(page, 'Preço', 'precos-e2e.csv');
    await expect.poll(() => linhaHist.textContent(), { timeout: 60_000 }).toContain('Aviso');
    const baixar = linhaHist.getByRole('button', { name: /Baixar erros da importação/ });
    expect(await baixar.count()).toBe(1);
    const download = page.waitForEvent('download');
    await baixar.click();
    const d = await download;
    expect(d.suggestedFilename()).toMatch(/^PDD_Importacao_\d+_Erro\.xlsx$/);
    const conteudo = await readFile((await d.path())!);
    const lidas: string[][] = [];
    for await (const r of linhas(conteudo, 'xlsx')) lidas.push(r.valores);
    expect(lidas[0]).toEqual(['Linha', 'Chave', 'Status', 'Mensagem']);
    expect(lidas.length).toBe(2);
    expect(lidas[1]![0]).toBe('4');
    expect(lidas[1]![2]).toBe('Erro');
    expect(lidas[1]![3]).toBe(`Derivativo "Inexistente E2E" do modelo "${modelo}" não cadastrado.`);
    await shot(page, 'imports-preco-relatorio');
  }, 180_000);

  it('uploads an Emplacamento file from its tab (the shared POST importacoes with arquivo=5) and sees it end in the history', async () => {
    const db = createDb({ url: h.stack.databaseUrl, max: 1 });
    let arquivo: Buffer;
    try {
      const dealer = await db.selectFrom('concessionarias').select('codigo_dealer').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      const veiculo = await db.selectFrom('veiculos').select('chassi').orderBy('id').executeTakeFirstOrThrow();
      // 1 accepted (a known chassis), 1 with a warning (a chassis the portal does not know): the import ends in Aviso
      arquivo = csv([
        ABA_EMPLACAMENTO.colunas.map((c) => c.nome),
        [veiculo.chassi, dealer.codigo_dealer, '15/11/2026', 'BRA2E19'],
        ['SALGA2AE1PA777005', dealer.codigo_dealer, '16/11/2026', ''],
      ]);
    } finally {
      await db.destroy();
    }
    const page = await abaComoAdministrador('Emplacamento');
    await expect.poll(() => page.locator('[aria-label="Histórico: Emplacamento"]').count()).toBe(1);
    const envio = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/importacoes'));
    await page.locator('.importacao-aba input[type="file"]').setInputFiles({ name: 'emplacamento-e2e.csv', mimeType: 'text/csv', buffer: arquivo });
    expect(new URL((await envio).url()).searchParams.get('arquivo')).toBe('5');
    await expect.poll(() => page.getByText('Arquivo importado com sucesso!').count()).toBeGreaterThan(0);
    expect(await page.getByText('Aba de importação não encontrada.').count()).toBe(0);
    const linhaHist = await linhaDoHistorico(page, 'Emplacamento', 'emplacamento-e2e.csv');
    await expect.poll(() => linhaHist.textContent(), { timeout: 60_000 }).toContain('Aviso');
    expect(await linhaHist.getByRole('button', { name: /Baixar aprovados da importação/ }).count()).toBe(1);
    expect(await linhaHist.getByRole('button', { name: /Baixar avisos da importação/ }).count()).toBe(1);
    await shot(page, 'imports-emplacamento');
  }, 180_000);
});
