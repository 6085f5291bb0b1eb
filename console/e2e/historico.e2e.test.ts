import { beforeAll, describe, expect, it } from 'vitest';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { principal } from '../../services/core/src/testing/swaps.ts';
import { primeiraEmissao } from '../src/features/direct-sales/boletos.ts';
import { fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

const FINANCEIRO = 'financeiro@demo.portal.com.br';
const VENDA_DIRETA = 'vendadireta@demo.portal.com.br';
const DEALER = 'dealer.morumbi@demo.portal.com.br';
const DATA_HORA = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

let h: Harness;
let cancelado = 0;
let pedido = { id: 0, codigo: '' };
let boletoId = 0;

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  // through the real commands: an order cancelled by Venda Direta with a reason; a pré-pagamento order with one boleto issued
  const ids = await h.comBanco(async (db) => {
    const atores = { admin: await principal(db, 'admin@demo.portal.com.br'), dealer: await principal(db, DEALER) };
    const agora = () => new Date();
    const c = await pedidoDeTeste(db, agora, atores, { ate: 'aprovacaoVenda' });
    const p = await pedidoDeTeste(db, agora, atores, { prePagamento: true, ate: 'inserirBoletos' });
    const codigo = (await db.selectFrom('pedidos').select('codigo').where('id', '=', p).executeTakeFirstOrThrow()).codigo;
    return { c, p, codigo };
  });
  cancelado = ids.c;
  pedido = { id: ids.p, codigo: ids.codigo };
  await h.api('POST', `pedidos/cancelar/${cancelado}`, { motivo: 'Cliente desistiu' }, await h.entrar(VENDA_DIRETA));
  const parcela = {
    tipoPagamento: 'Parcial',
    valorTotal: 494_000,
    valorParcial: 100_000,
    numeroParcela: 1,
    quantidadeVezes: 2,
    dataEmissao: primeiraEmissao(dataEmSaoPaulo(new Date())),
  };
  const emitido = await h.api<{ boleto: { id: number } }>('POST', `boleto/emitir/${pedido.id}`, parcela, await h.entrar(FINANCEIRO));
  boletoId = emitido.boleto.id;
}, 300_000);

describe('Histórico in the browser', () => {
  it("the order screen's Histórico completo: each event in pt-BR, who with the profile, when, and the reason from → to", async () => {
    const { page } = await h.abrirTela(VENDA_DIRETA, `/newrequest?id=${cancelado}`);
    await fecharPendencia(page);
    const secao = page.getByRole('region', { name: 'Histórico', exact: true });
    await secao.getByRole('button', { name: 'Histórico completo' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Histórico do pedido: cada evento' });
    const linhas = dialogo.locator('tbody tr');
    await expect.poll(() => linhas.filter({ hasText: 'Pedido cancelado' }).count()).toBe(1);
    expect(await linhas.first().textContent()).toContain('Pedido criado');
    const cancelamento = (await linhas.filter({ hasText: 'Pedido cancelado' }).textContent()) ?? '';
    expect(cancelamento).toMatch(DATA_HORA);
    expect(cancelamento).toContain('(Venda Direta)');
    expect(cancelamento).toContain('Comentário: — → Cliente desistiu');
    // not an auditor: no 'Estado após o evento'
    expect(await dialogo.getByText('Estado após o evento').count()).toBe(0);
    await shot(page, 'historico-01-pedido');
    await dialogo.getByRole('button', { name: 'Voltar' }).click();
  }, 120_000);

  it("a boleto's log shows its Histórico: created, by whom and when, with the amount from → to; the auditor may show the state after each", async () => {
    const { page } = await h.abrirTela(FINANCEIRO, '/boletos');
    await fecharPendencia(page);
    const filtros = page.getByRole('form', { name: 'Filtros de boletos' });
    await filtros.getByRole('textbox', { name: 'Pedido' }).fill(pedido.codigo);
    await filtros.getByRole('button', { name: 'Buscar' }).click();
    const linha = page.locator('[aria-label="Lista de boletos"]').first().locator('tbody tr').filter({ hasText: pedido.codigo });
    await expect.poll(() => linha.count()).toBe(1);
    await linha.getByRole('button', { name: new RegExp(`^Log do pedido ${pedido.codigo}`) }).click();
    const dialogo = page.getByRole('dialog', { name: `Log do boleto ${boletoId}` });
    const historico = dialogo.getByRole('region', { name: 'Histórico' });
    const criado = historico.locator('tbody tr').filter({ hasText: 'Boleto criado' });
    await expect.poll(() => criado.count()).toBe(1);
    const texto = (await criado.textContent()) ?? '';
    expect(texto).toMatch(DATA_HORA);
    expect(texto).toContain('Fernanda Financeiro (Financeiro)');
    expect(texto).toContain('Valor do boleto: — → 100.000');
    expect(await historico.getByText('Estado após o evento').count()).toBe(0);
    await shot(page, 'historico-02-boleto');

    // the administrator holds auditoria: the toggle shows the state after each event
    const adm = await h.abrirTela('admin@demo.portal.com.br', `/newrequest?id=${pedido.id}`);
    await fecharPendencia(adm.page);
    await adm.page.getByRole('region', { name: 'Histórico', exact: true }).getByRole('button', { name: 'Histórico completo' }).click();
    const dAdm = adm.page.getByRole('dialog', { name: 'Histórico do pedido: cada evento' });
    await expect.poll(() => dAdm.locator('tbody tr').filter({ hasText: 'Pedido criado' }).count()).toBe(1);
    await dAdm.getByRole('switch', { name: 'Estado após o evento' }).click();
    await expect.poll(() => dAdm.locator('thead').textContent()).toContain('Estado após o evento');
    expect(await dAdm.locator('tbody tr').first().textContent()).toContain('"pedidoId"');
  }, 120_000);
});
