import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../services/core/src/db/connect.ts';
import { planilha } from '../../services/core/src/testing/imports.ts';
import { abaVista } from '../../contracts/src/imports/abas/vista.ts';
import { shot, signIn, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 300_000);
afterAll(async () => {
  await h?.stop();
});

describe('/imports in the browser', () => {
  it('uploads a Vista file: success toast, progress, then the history row with its totals; the two files of Varejo', async () => {
    const db = createDb({ url: h.stack.databaseUrl, max: 1 });
    let arquivo: Buffer;
    try {
      const d = await db
        .selectFrom('derivativos as d')
        .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
        .select(['d.descricao', 'm.descricao as modelo'])
        .orderBy('d.id')
        .executeTakeFirstOrThrow();
      const ano = await db.selectFrom('anos_modelo').select('ano').orderBy('ano').executeTakeFirstOrThrow();
      const linha = (chassi: string) => [chassi, '7700001', d.modelo, d.descricao, String(ano.ano), 'Preto', 'Ebony', 'Stock', '20/01/2027'];
      arquivo = await planilha([abaVista.colunas.map((c) => c.nome), linha('SALGA2BE0RA777001'), linha('SALGA2BE0RA777002'), linha('SALGA2BE0RA777002')]);
    } finally {
      await db.destroy();
    }
    const { page } = await h.newPage();
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/imports');
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
});
