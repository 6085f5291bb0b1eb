import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { createDb } from '../../services/core/src/db/connect.ts';
import { portalDoArquivo, shot, type Harness } from './harness.ts';

let h: Harness;
/** a vehicle in a dealer's stock (monitored) and its days there, read from the seeded data (never a fixed day) */
let pedido = '';
let dias = 0;

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  const hoje = dataEmSaoPaulo(new Date());
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  try {
    const rows = await db
      .selectFrom('veiculos')
      .select(['pedido', 'status', 'data_entrada_estoque'])
      .where('status', 'in', [0, 10, 11])
      .where('concessionaria_id', 'is not', null)
      .where('data_entrada_estoque', 'is not', null)
      .orderBy('id')
      .execute();
    const diasDe = (d: unknown) => {
      // node-postgres reads a date column as local midnight
      const iso =
        d instanceof Date ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` : String(d).slice(0, 10);
      return Math.round((Date.parse(`${hoje}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)) / 86_400_000);
    };
    const candidatos = rows.map((r) => ({ pedido: r.pedido, status: r.status, dias: diasDe(r.data_entrada_estoque) }));
    // prefer 2..60 days (green or yellow under the defaults 30/60): one threshold then moves it to the other band
    let v = candidatos.find((r) => r.dias >= 2 && r.dias <= 60) ?? candidatos.find((r) => r.dias > 60);
    if (!v) {
      // the demo seed puts every vehicle in stock on the day it runs (0 days, always green): age one by 20 days
      // (a Cota vehicle, status 0: no swap deadline runs on it)
      const alvo = candidatos.find((r) => r.status === 0);
      if (!alvo) throw new Error('no vehicle in a dealer stock in the demo data');
      const entrada = new Date(Date.parse(`${hoje}T12:00:00Z`) - 20 * 86_400_000).toISOString().slice(0, 10);
      await db.updateTable('veiculos').set({ data_entrada_estoque: entrada }).where('pedido', '=', alvo.pedido).execute();
      const lido = await db.selectFrom('veiculos').select('data_entrada_estoque').where('pedido', '=', alvo.pedido).executeTakeFirstOrThrow();
      v = { pedido: alvo.pedido, status: alvo.status, dias: diasDe(lido.data_entrada_estoque) };
    }
    pedido = v.pedido;
    dias = v.dias;
  } finally {
    await db.destroy();
  }
}, 300_000);

const toast = (page: Page, kind: 'success' | 'error', text: string) => page.locator(`.p-toast-message-${kind}`).filter({ hasText: text });
const NOMES: Record<string, string> = { 'flag-verde': 'Verde', 'flag-amarelo': 'Amarela', 'flag-vermelho': 'Vermelha' };

/** Visão Geral narrowed to the vehicle: its flag (Verde / Amarela / Vermelha) and the flag's tooltip text. */
async function flagNaVisaoGeral(page: Page, viaMenu = false): Promise<{ nome: string; descricao: string }> {
  if (viaMenu) {
    // back through the side menu (no page load): the list must not show what the browser had cached
    const link = page.getByRole('link', { name: 'Visão Geral', exact: true });
    if (!(await link.isVisible())) await page.getByText('COTA VEÍCULOS', { exact: true }).click();
    await link.click();
    await page.waitForURL('**/reports');
  } else await page.goto('/reports');
  const form = page.getByRole('form', { name: 'Filtros' }).first();
  await form.getByLabel('Pedido').fill(pedido);
  await form.getByRole('button', { name: 'Buscar' }).click();
  const linhas = page.locator('tbody tr');
  await expect.poll(() => linhas.filter({ hasText: pedido }).count()).toBe(1);
  await expect.poll(() => linhas.count()).toBe(1);
  const flag = linhas.first().locator('.flag-range');
  await expect.poll(() => flag.count()).toBe(1);
  const classe = (await flag.getAttribute('class')) ?? '';
  const nome = Object.entries(NOMES).find(([c]) => classe.includes(c))?.[1] ?? '';
  return { nome, descricao: (await flag.getAttribute('aria-label')) ?? '' };
}

/** /settings/2 → 'Edição da Flag' of one flag: fills one field, saves, back to the list. */
async function editarFlag(page: Page, flag: 'Verde' | 'Vermelha', campo: 'De' | 'Até', valor: number) {
  await page.goto('/settings/2');
  await page.getByRole('button', { name: `Editar flag ${flag}` }).click();
  const edicao = page.getByLabel('Edição da Flag');
  await expect.poll(() => edicao.getByRole('heading', { name: 'Edição da Flag' }).count()).toBe(1);
  await edicao.getByLabel(campo, { exact: true }).fill(String(valor));
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(() => toast(page, 'success', cfgMsg.configuracaoAtualizada).count()).toBeGreaterThan(0);
  await edicao.getByRole('button', { name: 'Voltar' }).click();
  await expect.poll(() => page.getByRole('table', { name: 'Flags' }).or(page.locator('[aria-label="Flags"]')).first().isVisible()).toBe(true);
}

describe('monitoring flags in the browser', () => {
  it("a new threshold in 'Edição da Flag' moves a vehicle's flag on Visão Geral, and back", async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');

    // under the defaults (green up to 30 days, yellow up to 60)
    const antes = await flagNaVisaoGeral(page);
    const esperado = dias <= 30 ? 'Verde' : dias <= 60 ? 'Amarela' : 'Vermelha';
    expect(antes.nome).toBe(esperado);

    // the threshold that puts this vehicle in the neighbouring band
    const mudanca =
      antes.nome === 'Verde'
        ? { flag: 'Verde' as const, campo: 'Até' as const, valor: dias - 1, depois: 'Amarela', volta: 30, texto: `De ${dias} a 60 dias em estoque` }
        : antes.nome === 'Amarela'
          ? { flag: 'Verde' as const, campo: 'Até' as const, valor: dias, depois: 'Verde', volta: 30, texto: `Até ${dias} dias em estoque` }
          : { flag: 'Vermelha' as const, campo: 'De' as const, valor: dias, depois: 'Amarela', volta: 60, texto: `De 31 a ${dias} dias em estoque` };
    await editarFlag(page, mudanca.flag, mudanca.campo, mudanca.valor);

    const depois = await flagNaVisaoGeral(page, true);
    expect(depois.nome).toBe(mudanca.depois);
    expect(depois.descricao).toBe(mudanca.texto);
    await shot(page, 'settings-flags-visao-geral');

    // the threshold put back: the vehicle's flag is the first one again
    await editarFlag(page, mudanca.flag, mudanca.campo, mudanca.volta);
    const final = await flagNaVisaoGeral(page, true);
    expect(final).toEqual(antes);
  });
});
