import { beforeAll, describe, expect, it } from 'vitest';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { createDb } from '../../services/core/src/db/connect.ts';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { portalDoArquivo, shot, type Harness } from './harness.ts';

/** /pipeline: a day cell opens its vehicles and Exportar downloads them; the panels by role. */
let h: Harness;
let chassi = '';
let modelo = '';

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  try {
    // enters Autostar Morumbi's quota today: Cota Concessionária counts it on today's column
    const id = await veiculoDe(db, () => new Date(), await principal(db, 'admin@demo.portal.com.br'), await principal(db, 'dealer.morumbi@demo.portal.com.br'));
    const v = await db
      .selectFrom('veiculos as v')
      .innerJoin('modelos as m', 'm.id', 'v.modelo_id')
      .select(['v.chassi', 'm.descricao'])
      .where('v.id', '=', id)
      .executeTakeFirstOrThrow();
    [chassi, modelo] = [v.chassi, v.descricao];
  } finally {
    await db.destroy();
  }
}, 300_000);

describe('pipeline analysis (/pipeline)', () => {
  it('an administrator opens a day’s detail from Cota Concessionária and exports it', async () => {
    const hoje = dataEmSaoPaulo(new Date());
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/pipeline');
    await expect.poll(() => page.getByRole('heading', { name: `Análise de Pipeline | Mês: ${hoje.slice(5, 7)}/${hoje.slice(0, 4)}` }).isVisible()).toBe(true);
    for (const aba of ['Painel do Administrador', 'Painel do Dealer', 'Veículo Demo'])
      expect(await page.getByRole('tab', { name: aba }).isVisible()).toBe(true);
    const tabela = page.getByRole('table', { name: 'Cota Concessionária', exact: true });
    const celula = tabela.getByRole('button', { name: `Detalhar ${modelo} dia ${hoje.slice(8, 10)}` });
    await expect.poll(() => celula.isVisible()).toBe(true);
    await celula.click();
    const dialogo = page.getByRole('dialog');
    await expect.poll(() => dialogo.getByText(chassi).isVisible()).toBe(true);
    // a page of the cell's vehicles, with the cell's whole count
    await expect.poll(() => dialogo.getByText(/^1–\d+ de \d+$/).isVisible()).toBe(true);
    await shot(page, 'pipeline-analysis-detail');
    const download = page.waitForEvent('download');
    await dialogo.getByRole('button', { name: 'Exportar' }).click();
    expect((await download).suggestedFilename()).toBe('PDD_Pipeline Detalhe Dia.xlsx');
    await dialogo.getByRole('button', { name: 'Voltar' }).click();
    // the pre-export modal offers the four exports
    await page.getByRole('button', { name: 'Exportar' }).first().click();
    for (const b of [/Exportar Jaguar \(/, /Exportar Land Rover/, /Exportar Tipo de venda/, /Exportar Jaguar \+ Land Rover/])
      await expect.poll(() => page.getByRole('dialog').getByRole('button', { name: b }).isVisible()).toBe(true);
  });

  it('a dealer sees Análise de Pipeline and Veículo Demo, with its failed billings or Sem dados', async () => {
    const { page } = await h.abrirTela('dealer.morumbi@demo.portal.com.br', '/pipeline');
    await expect.poll(() => page.getByRole('tab', { name: 'Análise de Pipeline' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Painel do Administrador' }).count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'Disponibilização de Veículos', exact: true })
          .or(page.getByRole('region', { name: 'Disponibilização de Veículos' }))
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Falhas de faturamento' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Veículo Demo' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /^Veículos Demo \(Test Drive\) disponibilizados no mês/ }).isVisible()).toBe(true);
  });
});
