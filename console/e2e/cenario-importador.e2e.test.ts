import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import { dataEmSaoPaulo, fimDeSemana } from '@portal/contracts/br/dates';
import { pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { principal } from '../../services/core/src/testing/swaps.ts';
import { comCelulas, folhas, planilha } from '../../services/core/src/testing/imports.ts';
import { escolher, fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

/**
 * The importer's back office, one month of work in Chromium over the real stack (PostgreSQL, Temporal, SMTP catcher),
 * written from the spec's words: every tab of /imports fed from its screen with a real .xlsx and a real .csv (each with
 * one bad row), the imported data seen where the spec shows it, then allocation, the vigência of a guide, billing
 * release, a direct-sales order and its invoice through their steps, and the order call. Dates are built from today.
 */

const ADMIN = 'admin@demo.portal.com.br';
const DEALER = 'dealer.morumbi@demo.portal.com.br';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

let h: Harness;
/** the back office's page, signed in once for the month */
let adm: Page;
/** the dealer's page */
let dealer: Page;

/** today in São Paulo, and `dias` from it, as dd/mm/aaaa */
const hojeIso = () => dataEmSaoPaulo(new Date());
const emDias = (dias: number) => {
  const iso = new Date(Date.parse(`${hojeIso()}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};
const HOJE = emDias(0);

/** What the month works with, read from the demo catalogue. */
const cat = {
  modelo: '',
  derivativo: '',
  ano: '',
  /** a Land Rover model type (Plano Anual groups models under their brand) */
  modeloLandRover: '',
  tipoModelo: '',
  codigoModelo: '',
  /** two vehicles the portal knows (Emplacamento) */
  chassisConhecidos: [] as string[],
  /** a vehicle whose billing was requested (Faturamento) */
  chassiFaturamentoSolicitado: '',
  cnpjDealer: '',
};
/** the vehicles the Vista files bring: A goes to direct sale, B to billing; C only arrives */
const VISTA = {
  A: { chassi: 'SALGA2BE0RC900001', pedido: '7790001' },
  B: { chassi: 'SALGA2BE0RC900002', pedido: '7790002' },
  C: { chassi: 'SALGA2BE0RC900003', pedido: '7790003' },
};
/** the direct-sales order moved through its steps, and its commission */
let pedido = { id: 0, codigo: '', valorComissao: 0 };

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  await h.comBanco(async (db) => {
    const d = await db
      .selectFrom('derivativos as d')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .select(['d.descricao', 'm.descricao as modelo'])
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    cat.modelo = d.modelo;
    cat.derivativo = d.descricao;
    cat.ano = String((await db.selectFrom('anos_modelo').select('ano').orderBy('ano', 'desc').executeTakeFirstOrThrow()).ano);
    cat.modeloLandRover = (
      await db
        .selectFrom('modelos as m')
        .innerJoin('marcas as ma', 'ma.id', 'm.marca_id')
        .select('m.descricao')
        .where('ma.nome', '=', 'Land Rover')
        .orderBy('m.id')
        .executeTakeFirstOrThrow()
    ).descricao;
    const tipo = await db
      .selectFrom('tipos_modelo_agrupado as t')
      .innerJoin('tipos_modelo_codigos as c', 'c.tipo_modelo_agrupado_id', 't.id')
      .select(['t.descricao', 'c.codigo'])
      .where('c.status', '=', 1)
      .orderBy('t.id')
      .executeTakeFirstOrThrow();
    cat.tipoModelo = tipo.descricao;
    cat.codigoModelo = tipo.codigo;
    cat.chassisConhecidos = (await db.selectFrom('veiculos').select('chassi').orderBy('id').limit(2).execute()).map((v) => v.chassi);
    cat.chassiFaturamentoSolicitado = (
      await db.selectFrom('veiculos').select('chassi').where('status', '=', 1).where('nota_fiscal', 'is', null).orderBy('id').executeTakeFirstOrThrow()
    ).chassi;
    // a regular direct-sales order of Autostar Morumbi sent for approval (its vehicle is one of the demo's stock)
    const admin = await principal(db, ADMIN);
    const dono = await principal(db, DEALER);
    cat.cnpjDealer = (
      await db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', dono.concessionariaId!).executeTakeFirstOrThrow()
    ).cnpj;
    const id = await pedidoDeTeste(db, () => new Date(), { admin, dealer: dono }, { ate: 'aprovacaoVenda' });
    const p = await db.selectFrom('pedidos').select(['codigo', 'valor_comissao']).where('id', '=', id).executeTakeFirstOrThrow();
    pedido = { id, codigo: p.codigo, valorComissao: Number(p.valor_comissao) };
  });
  adm = (await h.abrirTela(ADMIN, '/imports')).page;
  dealer = (await h.entrarComo(DEALER)).page;
}, 300_000);

// ---------- what the user sees ----------

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
const toast = (page: Page, texto: string) => page.locator('.p-toast-message').filter({ hasText: texto });

/** Picks `opcao` in the dropdown labelled `rotulo` inside `area`. */
async function escolherRotulo(page: Page, area: Locator, rotulo: string, opcao: string) {
  await area
    .locator('.p-dropdown')
    .filter({ has: page.getByLabel(rotulo, { exact: true }) })
    .first()
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: opcao, exact: true }).click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/** A downloaded spreadsheet: its suggested name, its bytes and its first sheet's rows as text. */
async function lerDownload(d: Download) {
  const bytes = await readFile((await d.path())!);
  const todas = await folhas(bytes);
  return { nome: d.suggestedFilename(), bytes, folhas: todas, linhas: todas[0]?.linhas ?? [] };
}
async function baixar(page: Page, botao: Locator) {
  const d = page.waitForEvent('download');
  await botao.click();
  return lerDownload(await d);
}

/** The tab's template ('Baixar planilha modelo'): its file and header row. */
async function modelo(page: Page, area: Locator) {
  const m = await baixar(page, area.getByRole('button', { name: 'Baixar planilha modelo' }));
  expect(m.nome).toMatch(/^PDD_.*\.xlsx$/);
  return m;
}

type Linha = Record<string, string>;
/** Rows in the template's columns (a column the template lacks fails the test). */
function nasColunas(cabecalho: string[], linhas: Linha[]): string[][] {
  return linhas.map((l) => {
    for (const k of Object.keys(l)) if (!cabecalho.includes(k)) throw new Error(`a coluna "${k}" não está no modelo: ${cabecalho.join(', ')}`);
    return cabecalho.map((c) => l[c] ?? '');
  });
}
const xlsx = (cabecalho: string[], linhas: Linha[]) => planilha([cabecalho, ...nasColunas(cabecalho, linhas)]);
/** A UTF-8 CSV with ';' (a cell holding ';', '"' or a line break quoted, RFC 4180). */
function csv(cabecalho: string[], linhas: Linha[]): Buffer {
  const celula = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return Buffer.from([cabecalho, ...nasColunas(cabecalho, linhas)].map((l) => l.map(celula).join(';')).join('\r\n') + '\r\n', 'utf8');
}

/** Opens a tab of /imports: its panel. */
async function aba(nome: string) {
  if (!new URL(adm.url()).pathname.endsWith('/imports')) await adm.goto('/imports');
  await adm.getByRole('tab', { name: nome, exact: true }).click();
  const painel = adm.getByRole('tabpanel');
  await expect.poll(() => painel.getByRole('button', { name: 'Baixar planilha modelo' }).count()).toBeGreaterThan(0);
  return painel;
}

interface Esperado {
  /** the lines (1 = header) of the good rows */
  ok: number[];
  /** the bad row: its line and its message */
  erro: { linha: number; mensagem: string };
}

/**
 * Sends `arquivo` through the area's upload, waits for its history row to end, and reads its result: Aviso, the
 * Aprovados and Erros counts, and the two reports (PDD_Importacao_<id>_OK / _Erro) with each row's status and message.
 */
async function importar(area: Locator, historico: string, nome: string, arquivo: Buffer, esperado: Esperado) {
  const page = adm;
  // the toast of the previous upload is gone first, so the one seen is this upload's
  await expect.poll(() => toast(page, 'Arquivo importado com sucesso!').count(), { timeout: 10_000 }).toBe(0);
  await area.locator('input[type="file"]').setInputFiles({ name: nome, mimeType: nome.endsWith('.csv') ? 'text/csv' : XLSX, buffer: arquivo });
  await expect.poll(() => toast(page, 'Arquivo importado com sucesso!').count()).toBeGreaterThan(0);
  const linha = page.getByLabel(`Histórico: ${historico}`, { exact: true }).getByRole('row').filter({ hasText: nome });
  await expect.poll(() => linha.count(), { timeout: 30_000 }).toBe(1);
  const celulas = linha.getByRole('cell');
  await expect.poll(async () => norm(await celulas.nth(2).textContent()), { timeout: 60_000 }).toBe('Aviso');
  expect(norm(await celulas.nth(3).textContent())).toBe(String(esperado.ok.length + 1));
  const aprovados = linha.getByRole('button', { name: /^Baixar aprovados da importação \d+$/ });
  const erros = linha.getByRole('button', { name: /^Baixar erros da importação \d+$/ });
  expect(norm(await aprovados.textContent())).toBe(String(esperado.ok.length));
  expect(norm(await erros.textContent())).toBe('1');

  const relErros = await baixar(page, erros);
  expect(relErros.nome).toMatch(/^PDD_Importacao_\d+_Erro\.xlsx$/);
  expect(relErros.linhas[0]).toEqual(['Linha', 'Chave', 'Status', 'Mensagem']);
  expect(relErros.linhas.slice(1).map(([l, , s, m]) => [l, s, m])).toEqual([[String(esperado.erro.linha), 'Erro', esperado.erro.mensagem]]);
  await expect.poll(() => page.getByText('Exportando arquivo de expurgo ...').count()).toBe(0);
  const relOk = await baixar(page, aprovados);
  expect(relOk.nome).toMatch(/^PDD_Importacao_\d+_OK\.xlsx$/);
  expect(relOk.linhas.slice(1).map(([l, , s]) => [l, s])).toEqual(esperado.ok.map((n) => [String(n), 'OK']));
  await expect.poll(() => page.getByText('Exportando arquivo de expurgo ...').count()).toBe(0);
}

/** The vehicle list of /distribuition filtered by an order number: its rows. */
async function veiculoNaDistribuicao(page: Page, numero: string, lista = 'Faturamentos abertos') {
  await fecharPendencia(page);
  const filtros = page.getByRole('form', { name: 'Filtros' }).first();
  await filtros.getByLabel('Pedido').fill(numero);
  await filtros.getByRole('button', { name: 'Buscar' }).click();
  const linhas = page.locator(`[aria-label="${lista}"]`).getByRole('row').filter({ hasText: numero });
  await expect.poll(() => linhas.count()).toBe(1);
  await fecharPendencia(page);
  return linhas.first();
}

// ---------- the month ----------

describe("the importer back office's month of work", () => {
  it('Vista: an .xlsx and a .csv, each with a bad row; the new vehicles are in /distribuition', async () => {
    const area = await aba('Vista');
    expect(await area.getByText('A planilha deve ter uma única aba.').count()).toBeGreaterThan(0);
    const { linhas } = await modelo(adm, area);
    const cab = linhas[0]!;
    const veiculo = (v: { chassi: string; pedido: string }, derivativo = cat.derivativo): Linha => ({
      Chassi: v.chassi,
      Pedido: v.pedido,
      Modelo: cat.modelo,
      Derivativo: derivativo,
      'Ano Modelo': cat.ano,
      'Cor Externa': 'Santorini Black',
      'Cor Interna': 'Ebony',
      'Tipo Pedido': 'Stock',
      'Data Disponibilidade': emDias(20),
    });
    await importar(
      area,
      'Vista',
      'vista-mes.xlsx',
      await xlsx(cab, [veiculo(VISTA.A), veiculo(VISTA.B), veiculo({ chassi: 'SALGA2BE0RC900009', pedido: '7790009' }, 'Derivativo Inexistente')]),
      { ok: [2, 3], erro: { linha: 4, mensagem: `Derivativo "Derivativo Inexistente" do modelo "${cat.modelo}" não cadastrado.` } },
    );
    await importar(area, 'Vista', 'vista-mes.csv', csv(cab, [{ ...veiculo(VISTA.C), Chassi: 'SALGA2BE0RC90' }, veiculo(VISTA.C)]), {
      ok: [3],
      erro: { linha: 2, mensagem: 'O chassi deve ter 17 caracteres (letras e números, sem I, O e Q).' },
    });
    await shot(adm, 'cenario-01-vista');

    // the new vehicles wait for allocation in /distribuition: Cota Concessionário
    await adm.goto('/distribuition');
    for (const v of [VISTA.A, VISTA.B, VISTA.C]) {
      const linha = await veiculoNaDistribuicao(adm, v.pedido);
      expect(norm(await linha.textContent())).toContain('Cota Concessionário');
    }
  }, 180_000);

  it('Preço: an .xlsx and a .csv, each with a bad row', async () => {
    const area = await aba('Preço');
    const cab = (await modelo(adm, area)).linhas[0]!;
    const preco = (valor: string, desde: string, derivativo = cat.derivativo): Linha => ({
      Modelo: cat.modelo,
      Derivativo: derivativo,
      'Ano Modelo': cat.ano,
      'Preço Público Final': valor,
      'Vigente Desde': desde,
    });
    await importar(area, 'Preço', 'preco-mes.xlsx', await xlsx(cab, [preco('487.654,32', HOJE), preco('0', emDias(-1))]), {
      ok: [2],
      erro: { linha: 3, mensagem: 'A coluna "Preço Público Final" deve ser um valor maior que zero, com até 2 casas decimais.' },
    });
    await importar(area, 'Preço', 'preco-mes.csv', csv(cab, [preco('450.000,00', emDias(-30)), preco('1.000,00', HOJE, 'Inexistente')]), {
      ok: [2],
      erro: { linha: 3, mensagem: `Derivativo "Inexistente" do modelo "${cat.modelo}" não cadastrado.` },
    });
  }, 120_000);

  it('Specs: an .xlsx and a .csv for a model type, each with a bad row; the orders are in /specs', async () => {
    const area = await aba('Specs');
    await escolherRotulo(adm, area, 'Modelo', cat.tipoModelo);
    const cab = (await modelo(adm, area)).linhas[0]!;
    const spec = (v: { chassi: string; pedido: string }, over: Linha = {}): Linha => ({
      'Número Pedido': v.pedido,
      Chassi: v.chassi,
      'Código Modelo': cat.codigoModelo,
      Opcionais: '086GG - Teto solar; 032DV - Head-up display',
      Status: 'Aberto',
      ...over,
    });
    await importar(area, 'Specs', 'specs-mes.xlsx', await xlsx(cab, [spec(VISTA.A), spec(VISTA.C, { 'Código Modelo': 'ZZZ9' })]), {
      ok: [2],
      erro: { linha: 3, mensagem: 'O código ZZZ9 não é um código ativo do modelo selecionado.' },
    });
    await importar(area, 'Specs', 'specs-mes.csv', csv(cab, [spec(VISTA.C, { Status: 'Fechado' }), spec(VISTA.B)]), {
      ok: [3],
      erro: { linha: 2, mensagem: 'A coluna "Status" aceita Aberto ou Encerrado.' },
    });
    // each imported order is on /specs
    await adm.goto('/specs');
    await adm.getByRole('textbox', { name: 'Pedido', exact: true }).fill(VISTA.A.pedido);
    await adm.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => adm.locator('[aria-label="Specs"]').getByRole('row').filter({ hasText: VISTA.A.pedido }).count()).toBe(1);
  }, 120_000);

  it('Política de Desconto: D1 from an .xlsx and a .csv, each with a bad row', async () => {
    const area = await aba('Política de Desconto');
    await escolherRotulo(adm, area, 'Política de desconto', 'D1');
    const cab = (await modelo(adm, area)).linhas[0]!;
    const politica = (over: Linha): Linha => ({
      Modelo: cat.modelo,
      Derivativo: cat.derivativo,
      'Ano Modelo': cat.ano,
      'Desconto (%)': '4,5',
      'Comissão (%)': '3,25',
      'Vigente Desde': HOJE,
      ...over,
    });
    await importar(
      area,
      'Política de Desconto',
      'politica-mes.xlsx',
      await xlsx(cab, [politica({}), politica({ 'Desconto (%)': '150', 'Vigente Desde': emDias(-2) })]),
      {
        ok: [2],
        erro: { linha: 3, mensagem: 'A coluna "Desconto (%)" deve ser um percentual entre 0 e 100, com até 3 casas decimais.' },
      },
    );
    await importar(
      area,
      'Política de Desconto',
      'politica-mes.csv',
      csv(cab, [politica({ 'Ano Modelo': '', 'Vigente Desde': emDias(-30), 'Comissão (%)': '2' }), politica({ 'Vigente Desde': 'sem data' })]),
      { ok: [2], erro: { linha: 3, mensagem: 'A coluna "Vigente Desde" deve ser uma data válida (dd/mm/aaaa).' } },
    );
  }, 120_000);

  it('Emplacamento: an .xlsx and a .csv, each with a bad row', async () => {
    const area = await aba('Emplacamento');
    const cab = (await modelo(adm, area)).linhas[0]!;
    const [v1, v2] = cat.chassisConhecidos as [string, string];
    const emp = (chassi: string, over: Linha = {}): Linha => ({ Chassi: chassi, Dealer: 'JLR001', 'Data do Emplacamento': HOJE, Placa: 'BRA2E19', ...over });
    await importar(area, 'Emplacamento', 'emplacamento-mes.xlsx', await xlsx(cab, [emp(v1), emp(v2, { Placa: 'XX' })]), {
      ok: [2],
      erro: { linha: 3, mensagem: 'Placa inválida: use AAA9999 ou AAA9A99.' },
    });
    await importar(area, 'Emplacamento', 'emplacamento-mes.csv', csv(cab, [emp(v1, { Dealer: 'JLR999' }), emp(v2, { Placa: 'ABC1D23' })]), {
      ok: [3],
      erro: { linha: 2, mensagem: 'Dealer não encontrado: JLR999.' },
    });
  }, 120_000);

  it("Varejo: an .xlsx and a .csv in the screen's Ano and Ciclo, and a Retail 2 .xlsx, each with a bad row", async () => {
    await aba('Varejo');
    const area = adm.getByRole('region', { name: 'Varejo', exact: true });
    const cab = (await modelo(adm, area)).linhas[0]!;
    const v = (dealerCod: string, modeloNome: string, qtd: string): Linha => ({ Dealer: dealerCod, Modelo: modeloNome, Quantidade: qtd });
    await importar(
      area,
      'Varejo',
      'varejo-mes.xlsx',
      await xlsx(cab, [v('JLR001', cat.modelo, '3'), v('JLR002', cat.modelo, '2'), v('JLR001', 'Modelo Inexistente', '1')]),
      {
        ok: [2, 3],
        erro: { linha: 4, mensagem: 'Modelo não encontrado: Modelo Inexistente.' },
      },
    );
    await importar(area, 'Varejo', 'varejo-mes.csv', csv(cab, [v('JLR005', cat.modelo, 'muitos'), v('JLR005', cat.modeloLandRover, '4')]), {
      ok: [3],
      erro: { linha: 2, mensagem: 'Quantidade deve ser um número inteiro de 0 a 999999.' },
    });
    // the tab's second file, Retail 2 (direct sales delivered by the dealers): its own upload and history
    const retail2 = adm.getByRole('region', { name: 'Varejo 2 (Retail 2)' });
    const cab2 = (await modelo(adm, retail2)).linhas[0]!;
    await importar(retail2, 'Varejo 2 (Retail 2)', 'retail2-mes.xlsx', await xlsx(cab2, [v('JLR999', cat.modelo, '1'), v('JLR001', cat.modelo, '1')]), {
      ok: [3],
      erro: { linha: 2, mensagem: 'Dealer não encontrado: JLR999.' },
    });
  }, 120_000);

  it('Relatórios: Usados from an .xlsx and a .csv, each with a bad row', async () => {
    const area = await aba('Relatórios');
    await escolherRotulo(adm, area, 'Relatório', 'Usados');
    const cab = (await modelo(adm, area)).linhas[0]!;
    const r = (indicador: string, dealerCod: string, valor: string): Linha => ({ Indicador: indicador, Dealer: dealerCod, Valor: valor });
    await importar(area, 'Relatórios', 'usados-mes.xlsx', await xlsx(cab, [r('FATURADO', 'JLR001', '7'), r('XYZ', 'JLR001', '1')]), {
      ok: [2],
      erro: { linha: 3, mensagem: 'Indicador inválido para Usados: use FATURADO, CONFIRMADO.' },
    });
    await importar(area, 'Relatórios', 'usados-mes.csv', csv(cab, [r('CONFIRMADO', '', '3'), r('CONFIRMADO', 'JLR001', '5')]), {
      ok: [3],
      erro: { linha: 2, mensagem: 'Este indicador é por dealer: informe o Dealer.' },
    });
  }, 120_000);

  it('Floor Plan: an .xlsx and a .csv, each with a bad row', async () => {
    const area = await aba('Floor Plan');
    const cab = (await modelo(adm, area)).linhas[0]!;
    const f = (dealerCod: string, limite: string, utilizado: string): Linha => ({ Dealer: dealerCod, Limite: limite, Utilizado: utilizado });
    await importar(area, 'Floor Plan', 'floor-plan-mes.xlsx', await xlsx(cab, [f('JLR001', '5.000.000,00', '3.250.000,00'), f('JLR999', '1000,00', '0')]), {
      ok: [2],
      erro: { linha: 3, mensagem: 'Dealer não encontrado: JLR999.' },
    });
    await importar(area, 'Floor Plan', 'floor-plan-mes.csv', csv(cab, [f('JLR002', 'muito', '0'), f('JLR002', '1000000,00', '250000,00')]), {
      ok: [3],
      erro: { linha: 2, mensagem: 'Limite deve ser um valor numérico de 0 a 99999999999999.' },
    });
  }, 120_000);

  it("Plano Anual: the template's workbook with a dealer sheet and a bad row; a .csv is refused (only .xlsx)", async () => {
    const area = await aba('Plano Anual');
    expect(await area.getByText('Somente arquivo .xlsx.', { exact: false }).count()).toBeGreaterThan(0);
    const m = await modelo(adm, area);
    // the 5th sheet is a dealer's: C4 its code, from C6 the models under their brand, the plan in column H
    const folha = m.folhas[4]!;
    expect(folha.linhas[3]![2]).toMatch(/^JLR\d+$/);
    const celulas: Record<string, string | null> = {};
    for (let r = 6; r <= Math.max(folha.linhas.length, 40); r++) for (const c of ['C', 'H']) celulas[`${c}${r}`] = null;
    Object.assign(celulas, { C4: 'JLR001', C6: 'Land Rover', C7: cat.modeloLandRover, H7: '24', C8: 'Modelo Inexistente', H8: '3' });
    const plano = await comCelulas(m.bytes, 4, celulas);
    await importar(area, 'Plano Anual', 'plano-anual-mes.xlsx', plano, {
      ok: [7],
      erro: { linha: 8, mensagem: 'Modelo não encontrado: Modelo Inexistente.' },
    });
    // the same plan as .csv: refused in pt-BR, nothing in the history
    await area.locator('input[type="file"]').setInputFiles({
      name: 'plano-anual-mes.csv',
      mimeType: 'text/csv',
      buffer: csv(['Dealer', 'Modelo', 'Plano'], [{ Dealer: 'JLR001', Modelo: cat.modeloLandRover, Plano: '24' }]),
    });
    await expect.poll(() => adm.getByText('Extensão não permitida. Envie um arquivo .xlsx.').count()).toBeGreaterThan(0);
    const historicoPlano = adm.getByLabel('Histórico: Plano Anual', { exact: true }).getByRole('row');
    expect(await historicoPlano.filter({ hasText: 'plano-anual-mes.xlsx' }).count()).toBe(1);
    expect(await historicoPlano.filter({ hasText: 'plano-anual-mes.csv' }).count()).toBe(0);
    await shot(adm, 'cenario-02-plano-anual');
  }, 120_000);

  it("the home report (/relatorios, Dealer) shows this month's Floor Plan Disponível of Autostar Morumbi: Limite − Utilizado", async () => {
    await adm.goto('/relatorios');
    const tabela = adm.getByRole('table', { name: 'Dealer', exact: true });
    await expect.poll(() => tabela.isVisible()).toBe(true);
    const colunas = (await tabela.getByRole('columnheader').allTextContents()).map(norm);
    const i = colunas.indexOf('Floor Plan Disponível');
    expect(i).toBeGreaterThan(0);
    const morumbi = tabela.getByRole('row').filter({ hasText: 'JLR001' }).first();
    await expect.poll(async () => norm(await morumbi.getByRole('cell').nth(i).textContent())).toBe('R$ 1.750.000,00');
  }, 60_000);

  it('allocates the Vista vehicles A and B to Autostar Morumbi (/distribuition, Nova Alocação)', async () => {
    await adm.goto('/distribuition');
    for (const v of [VISTA.A, VISTA.B]) {
      const linha = await veiculoNaDistribuicao(adm, v.pedido);
      await linha.getByRole('checkbox').first().click();
      await adm.getByRole('button', { name: 'Nova Alocação' }).click();
      const dialogo = adm.getByRole('dialog', { name: 'Nova Alocação' });
      await dialogo.getByRole('button', { name: 'Alocar' }).click();
      await expect.poll(() => dialogo.getByText('Selecione um dealer para alocação').count()).toBeGreaterThan(0);
      await escolherRotulo(adm, dialogo, 'Dealer da alocação', 'Autostar Morumbi');
      await dialogo.getByRole('button', { name: 'Alocar' }).click();
      await expect.poll(() => toast(adm, 'Veículo(s) alocado(s) com sucesso.').count()).toBeGreaterThan(0);
      await expect.poll(async () => norm(await linha.textContent())).toContain('Autostar Morumbi');
    }
    await shot(adm, 'cenario-03-alocacao');
  }, 120_000);

  it("the dealer asks Venda Direta for A: the order screen shows the Preço import's price and the Política's commission", async () => {
    await dealer.goto('/distribuition');
    const linha = await veiculoNaDistribuicao(dealer, VISTA.A.pedido);
    await linha.getByRole('checkbox').first().click();
    await dealer.getByRole('button', { name: 'Solicitar Faturamento' }).click();
    const modal = dealer.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
    await expect.poll(() => modal.getByText('O seguinte pedido ainda não foi faturado:').isVisible()).toBe(true);
    await escolherRotulo(dealer, modal, 'Tipo de venda', 'Venda Direta');
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await dealer.waitForURL(/\/newrequest\?tipo=solicitacao-direta-vd&veiculoId=\d+/i);
    await fecharPendencia(dealer);
    // the price in force today (the .xlsx's), not typeable; the csv's older price is not the one shown
    await expect.poll(async () => norm(await dealer.locator('#preco-tabela').textContent()), { timeout: 30_000 }).toContain('R$ 487.654,32');
    expect(norm(await dealer.locator('#preco-tabela').textContent())).toContain(`vigente desde ${HOJE}`);
    expect(await dealer.locator('#preco-publico').isDisabled()).toBe(true);
    // D1: the commission of the discount policy imported today
    await escolher(dealer, 'preco-tipo-desconto', 'D1');
    await expect.poll(() => dealer.locator('#comissao-percentual').inputValue()).toMatch(/^3,250/);
    await shot(dealer, 'cenario-04-pedido-preco');
  }, 120_000);

  it('the dealer asks billing of B as Test Drive; the back office releases it (/liberarfaturamento)', async () => {
    await dealer.goto('/distribuition');
    const linha = await veiculoNaDistribuicao(dealer, VISTA.B.pedido);
    await linha.getByRole('checkbox').first().click();
    await dealer.getByRole('button', { name: 'Solicitar Faturamento' }).click();
    const modal = dealer.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
    await expect.poll(() => modal.getByText('O seguinte pedido ainda não foi faturado:').isVisible()).toBe(true);
    await escolherRotulo(dealer, modal, 'Tipo de venda', 'Test Drive');
    await escolherRotulo(dealer, modal, 'Tipo de pagamento', 'À vista');
    await modal.getByRole('checkbox', { name: 'Faturar assim que possível' }).check();
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await expect.poll(() => toast(dealer, 'Aguarde liberar sua solicitação de FATURAMENTO.').count()).toBeGreaterThan(0);
    await expect.poll(async () => norm(await linha.textContent())).toContain('Aguardando Autorização');

    await adm.goto('/liberarfaturamento');
    const filtros = adm.getByRole('form', { name: 'Filtros' }).first();
    await filtros.getByLabel('Pedido').fill(VISTA.B.pedido);
    await filtros.getByRole('button', { name: 'Buscar' }).click();
    const pedidoB = adm.getByRole('row').filter({ hasText: VISTA.B.pedido });
    await expect.poll(() => pedidoB.count()).toBe(1);
    expect(norm(await pedidoB.textContent())).toContain('Test Drive');
    await pedidoB.getByRole('checkbox').first().click();
    await adm.getByRole('button', { name: 'Liberar', exact: true }).click();
    const lib = adm.getByRole('dialog', { name: 'Liberação de Faturamento' });
    await expect.poll(async () => norm(await lib.textContent())).toContain(VISTA.B.pedido);
    await lib.getByRole('button', { name: 'Aprovar Solicitação' }).click();
    await expect.poll(() => toast(adm, 'Faturamento liberado com sucesso.').count()).toBeGreaterThan(0);
    await expect.poll(() => pedidoB.count()).toBe(0);
    await shot(adm, 'cenario-05-liberado');
  }, 120_000);

  it('Faturamento: an .xlsx (the released B) and a .csv, each with a bad row; B is Faturado', async () => {
    const area = await aba('Faturamento');
    const cab = (await modelo(adm, area)).linhas[0]!;
    const f = (chassi: string, nota: string): Linha => ({ Chassi: chassi, 'Nota Fiscal': nota, 'Data Faturamento': HOJE });
    await importar(area, 'Faturamento', 'faturamento-mes.xlsx', await xlsx(cab, [f(VISTA.B.chassi, '880101'), f(VISTA.C.chassi, 'NF-ABC')]), {
      ok: [2],
      erro: { linha: 3, mensagem: 'A nota fiscal deve ter de 1 a 18 dígitos.' },
    });
    await importar(area, 'Faturamento', 'faturamento-mes.csv', csv(cab, [f('SALGA2BE0RC999999', '880102'), f(cat.chassiFaturamentoSolicitado, '880103')]), {
      ok: [3],
      erro: { linha: 2, mensagem: 'Chassi SALGA2BE0RC999999 não cadastrado.' },
    });
    await adm.goto('/distribuition');
    await adm.getByRole('tab', { name: 'Histórico de Veículos' }).click();
    const linha = await veiculoNaDistribuicao(adm, VISTA.B.pedido, 'Histórico de Veículos');
    await expect.poll(async () => norm(await linha.textContent())).toContain('Faturado');
  }, 120_000);

  it("sets the vigência of the Specs model type's guide (/settings/0 'Nova vigência'): the imported order is within it", async () => {
    await adm.goto('/settings/0');
    const card = adm.getByLabel('Vigência dos opcionais');
    await card.getByRole('button', { name: 'Nova vigência' }).click();
    const dialogo = adm.getByRole('dialog');
    await escolher(adm, 'vigencia-tipo', cat.tipoModelo);
    await dialogo.locator('#vigencia-inicio').fill(HOJE);
    await dialogo.locator('#vigencia-inicio').press('Tab');
    await dialogo.getByLabel('Código do opcional 1').fill('086GG');
    await dialogo.getByLabel('Descrição do opcional 1').fill('Teto solar');
    await dialogo.getByRole('button', { name: 'Adicionar opcional' }).click();
    await dialogo.getByLabel('Código do opcional 2').fill('032DV');
    await dialogo.getByLabel('Descrição do opcional 2').fill('Head-up display');
    await dialogo.getByRole('button', { name: 'Salvar vigência' }).click();
    await expect.poll(() => toast(adm, 'Vigência salvo com sucesso').count()).toBeGreaterThan(0);
    await expect.poll(async () => norm(await card.getByRole('row').filter({ hasText: cat.tipoModelo }).first().textContent())).toContain(HOJE);
    // the order of the Specs import has exactly the guide's options
    await adm.goto('/specs');
    await adm.getByRole('textbox', { name: 'Pedido', exact: true }).fill(VISTA.A.pedido);
    await adm.getByRole('button', { name: 'Pesquisar' }).click();
    await expect
      .poll(async () => norm(await adm.locator('[aria-label="Specs"]').getByRole('row').filter({ hasText: VISTA.A.pedido }).textContent()))
      .toContain('Sem divergências');
    await shot(adm, 'cenario-06-vigencia');
  }, 120_000);

  it("moves a direct-sales order through its steps with the order screen's buttons", async () => {
    for (const [acao, proxima] of [
      ['Aprovar venda', 'Cadastro de cliente'],
      ['Aprovar cadastro', 'Faturamento'],
    ] as const) {
      await adm.goto(`/newrequest?id=${pedido.id}`);
      await fecharPendencia(adm);
      const acoes = adm.getByRole('toolbar', { name: 'Ações do pedido' });
      await acoes.getByRole('button', { name: acao, exact: true }).click();
      await expect.poll(() => toast(adm, `Pedido enviado para "${proxima}"`).count()).toBeGreaterThan(0);
      await adm.waitForURL('**/directselling');
    }
    await adm.goto(`/newrequest?id=${pedido.id}`);
    await fecharPendencia(adm);
    await expect.poll(() => adm.getByTestId('pedido-etapa').textContent()).toBe('Faturamento');
  }, 120_000);

  it("the order's commission gets its invoice from the dealer; the back office approves it to Pago (/comission Notas Fiscais)", async () => {
    const numero = '880777';
    const dia = (() => {
      let d = hojeIso();
      while (fimDeSemana(d)) d = new Date(Date.parse(`${d}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      return d;
    })();
    const xml = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35" versao="4.00">` +
        `<ide><nNF>${numero}</nNF><dhEmi>${dia}T10:00:00-03:00</dhEmi></ide><emit><CNPJ>${cat.cnpjDealer}</CNPJ></emit>` +
        `<total><ICMSTot><vNF>${pedido.valorComissao.toFixed(2)}</vNF></ICMSTot></total></infNFe></NFe></nfeProc>\n`,
    );
    const filtrar = async (page: Page, campo: string, valor: string) => {
      await page.getByRole('button', { name: 'Limpar filtros' }).click();
      await page.getByLabel(campo, { exact: true }).fill(valor);
      await page.getByRole('button', { name: 'Buscar' }).click();
    };
    await dealer.goto('/comission');
    await dealer.getByRole('heading', { name: 'Comissões e Notas Fiscais' }).waitFor();
    await filtrar(dealer, 'Pedido', pedido.codigo);
    const comissao = dealer.getByRole('region', { name: 'Lista de comissões' }).getByRole('row').filter({ hasText: pedido.codigo });
    await expect.poll(async () => norm(await comissao.textContent())).toContain('Sem NF Atrelada');
    await comissao.getByRole('checkbox').first().click();
    await dealer.getByRole('button', { name: 'Atrelar Nota Fiscal' }).click();
    const dialogo = dealer.getByRole('dialog', { name: 'Atrelar Nota Fiscal' });
    await dialogo.locator('input[type="file"]').setInputFiles({ name: `nfe-${numero}.xml`, mimeType: 'application/xml', buffer: xml });
    await expect.poll(() => dialogo.getByLabel('Número da nota fiscal').inputValue()).toBe(numero);
    await dialogo.getByRole('button', { name: 'Atrelar', exact: true }).click();
    await expect.poll(async () => norm(await comissao.textContent())).toContain('Provisionamento');

    await adm.goto('/comission');
    await adm.getByRole('tab', { name: 'Notas Fiscais' }).click();
    await filtrar(adm, 'Nota fiscal', numero);
    const nota = adm.getByRole('region', { name: 'Lista de notas fiscais' }).getByRole('row').filter({ hasText: numero });
    for (const [acao, depois] of [
      ['Aprovação de Vendas', 'Aprovado Vendas'],
      ['Aprovação de Diretoria', 'Aprovado Diretoria'],
      ['Pagamento Realizado', 'Pago'],
    ] as const) {
      await nota.getByRole('checkbox').first().click();
      await adm.getByRole('button', { name: acao }).click();
      await expect.poll(async () => norm(await nota.textContent())).toContain(depois);
    }
    await shot(adm, 'cenario-07-nota-paga');
  }, 120_000);

  it("runs the order call: Cadastro de Produção for this month, 'Computar veículos e distribuir Order Call', its progress to the end, the grid", async () => {
    const [ano, mes] = hojeIso().split('-').map(Number) as [number, number];
    const anoFiscal = mes >= 4 ? ano + 1 : ano;
    await adm.goto('/producao');
    await adm.getByRole('button', { name: 'Novo plano' }).click();
    await adm.waitForURL('**/ordercall/detail');
    await adm.getByRole('heading', { name: 'Cadastro de Produção' }).waitFor();
    await escolher(adm, 'plano-ano', `${anoFiscal - 1}/${anoFiscal}`);
    await escolher(adm, 'plano-mes', MESES[mes - 1]);
    const grade = adm.getByRole('table', { name: 'Grade de produção' });
    await expect.poll(() => grade.getByRole('spinbutton').count()).toBeGreaterThan(0);
    await grade.getByRole('spinbutton').first().fill('30');
    await adm.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(adm, 'Plano cadastrado com sucesso!').count()).toBeGreaterThan(0);
    await adm.waitForURL(/\/ordercall\/detail\/\d+$/);

    await adm.getByRole('button', { name: 'Computar veículos e distribuir Order Call' }).click();
    await expect
      .poll(() => adm.getByText('Todas as alterações manuais feitas nesse Order Call serão perdidas. Tem certeza de que deseja continuar?').count())
      .toBe(1);
    await adm.getByRole('button', { name: 'SIM' }).click();
    await expect.poll(() => toast(adm, 'Processamento concluído.').count(), { timeout: 90_000 }).toBeGreaterThan(0);
    await expect.poll(() => adm.getByLabel('Andamento do processamento').count()).toBe(0);
    await expect.poll(() => adm.getByText(/feito pela última vez em: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).count()).toBe(1);

    await adm.goto('/ordercall/edicao');
    await escolher(adm, 'oc-producao', `${anoFiscal} - ${MESES[mes - 1]}`);
    await adm.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => adm.getByRole('spinbutton', { name: /^JLR001 / }).count()).toBeGreaterThan(0);
    await shot(adm, 'cenario-08-order-call');
  }, 180_000);
});
