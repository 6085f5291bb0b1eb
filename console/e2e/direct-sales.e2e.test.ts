import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, digitarMascara, fecharPendencia, type Harness, pick, portalDoArquivo, shot, signIn } from './harness.ts';

const DEALER = 'dealer.morumbi@demo.portal.com.br'; // Diego Morumbi, JLR001
const OUTRO_DEALER = 'dealer.barra@demo.portal.com.br'; // Beatriz Barra, JLR005
const VENDA_DIRETA = 'vendadireta@demo.portal.com.br'; // Vitor Venda Direta
const CPF = '52998224725';
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

let h: Harness;
let veiculoId = 0;
let chassi = '';

const api = <T>(method: string, path: string, body: unknown, token?: string) => h.api<T>(method, path, body, token);

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  const { dealerId, v } = await h.comBanco(async (db) => {
    const morumbi = await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow();
    const v = await db
      .selectFrom('veiculos')
      .select(['id', 'chassi'])
      .where('status', '=', 0)
      .where('concessionaria_id', '=', morumbi.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { dealerId: morumbi.id, v };
  });
  veiculoId = v.id;
  chassi = v.chassi;
  // the dealer's billing request 'Venda Direta' (the vehicle billing dialog's call): the vehicle is reserved for direct sale
  const login = await api<{ accessToken: string }>('POST', 'participantes/entrar', { email: DEALER, password: DEMO_PASSWORD });
  const r = await api<{ id: number; status: number }[]>(
    'PUT',
    'veiculos/faturamentos/gerar',
    { veiculoId: [veiculoId], tipoVendaId: 3, dealerSolicitante: dealerId, prioridade: false },
    login.accessToken,
  );
  expect(r).toEqual([expect.objectContaining({ id: veiculoId, status: 2 })]);
}, 180_000);

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

/** The order list filtered by one order code: the card's text, or '' when the list answers 'Nenhum registro encontrado'. */
async function pedidoNaLista(page: Page, codigo: string) {
  await page.goto('/directselling');
  await fecharPendencia(page);
  const form = page.getByRole('form', { name: 'Filtros de pedidos' });
  await expect.poll(() => form.isVisible()).toBe(true);
  await form.getByLabel('Pedido').fill(codigo);
  await form.getByRole('button', { name: 'Buscar' }).click();
  const cards = page.getByTestId('pedido-card').filter({ hasText: codigo });
  await expect.poll(async () => (await cards.count()) + (await page.getByText('Nenhum registro encontrado').count())).toBe(1);
  return (await cards.count()) ? ((await cards.first().textContent()) ?? '') : '';
}

describe('direct-sales order in the browser', () => {
  it('the dealer fills the order handed off by the billing request and sends it for approval; Venda Direta approves the sale from the list; the history names who did each step; another dealer does not see it', async () => {
    // 1. the dealer lands on /newrequest pre-filled with the vehicle (the billing dialog's hand-off)
    const d = await h.newPage();
    let page = d.page;
    await signIn(page, DEALER);
    await page.waitForURL('**/relatorios');
    await page.goto(`/newRequest?tipo=solicitacao-direta-vd&veiculoId=${veiculoId}`);
    await page.waitForURL(`**/newrequest?tipo=solicitacao-direta-vd&veiculoId=${veiculoId}`);
    await fecharPendencia(page);
    await expect.poll(() => page.locator('#prod-chassi').inputValue()).toBe(chassi);
    expect(await page.locator('#prod-chassi').isDisabled()).toBe(true);
    expect(await page.getByTestId('pedido-etapa').textContent()).toBe('Cadastro');
    expect(await page.getByTestId('pedido-numero').textContent()).toContain('Pedido Nº');
    // the vehicle select shows the reserved vehicle, the dealer is the dealer's own
    await expect.poll(() => page.locator('.p-dropdown:has(#ped-veiculo)').textContent()).toContain(chassi);
    expect(await page.locator('.p-dropdown:has(#ped-dealer)').getAttribute('class')).toContain('p-disabled');

    // 2. the requester: an invalid CPF gets the red border on blur
    await pick(page, 'sol-tipo-cliente', 'Pessoa Física');
    await digitarMascara(page, 'sol-cpf', '11111111111');
    await page.locator('#sol-cpf').blur();
    await expect.poll(() => page.locator('#sol-cpf').getAttribute('class')).toContain('p-invalid');
    expect(await page.getByText('CPF inválido.').isVisible()).toBe(true);
    await page.locator('#sol-cpf').click();
    await page.locator('#sol-cpf').press('Control+a');
    await page.locator('#sol-cpf').press('Backspace');
    await digitarMascara(page, 'sol-cpf', CPF);
    await page.locator('#sol-cpf').blur();
    await expect.poll(() => page.locator('#sol-cpf').getAttribute('class')).not.toContain('p-invalid');
    expect(await page.locator('#sol-cpf').inputValue()).toBe('529.982.247-25');
    await page.locator('#sol-nome').fill('Maria Aparecida Souza');
    await pick(page, 'sol-profissao', 'Empresário');
    await digitarMascara(page, 'sol-celular', '11987654321');
    expect(await page.locator('#sol-celular').inputValue()).toBe('(11)98765-4321');
    await page.locator('#sol-email').fill('maria.souza@example.com');
    // the CEP lookup on blur fills street, district, UF and city
    await digitarMascara(page, 'sol-cep', '01310100');
    await page.locator('#sol-cep').blur();
    await expect.poll(() => page.locator('#sol-logradouro').inputValue()).toBe('Avenida Paulista');
    expect(await page.locator('#sol-bairro').inputValue()).toBe('Bela Vista');
    await expect.poll(() => page.locator('.p-dropdown:has(#sol-cidade)').textContent()).toContain('São Paulo');
    await page.locator('#sol-numero').fill('1000');

    // a document: the type first, then one file, sent at once and kept with the order
    await page.getByRole('button', { name: 'Selecionar arquivo' }).click();
    await expect.poll(() => toastWith(page, 'Selecione um tipo de arquivo para fazer o upload!').count()).toBeGreaterThan(0);
    await pick(page, 'arq-tipo', 'CPF/CNH');
    await page.getByTestId('arquivo-input').setInputFiles({ name: 'cpf-maria.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
    const arquivos = page.locator('[aria-label="Arquivos do pedido"]').first();
    await expect.poll(() => arquivos.locator('tbody tr').filter({ hasText: 'cpf-maria.pdf (não salvo)' }).count()).toBe(1);
    expect(await arquivos.locator('tbody tr').first().textContent()).toContain('Diego Morumbi');

    // 3. product, price and payment, PEP
    await digitarMascara(page, 'prod-ano-producao', '2026');
    await page.locator('#preco-publico').click();
    await page.locator('#preco-publico').pressSequentially('500000');
    await page.locator('#preco-publico').blur();
    await pick(page, 'preco-tipo-desconto', 'D1');
    // the policy brings the discount and the commission (3 decimals); the commission is not typed with D1
    await expect.poll(() => page.locator('#comissao-percentual').inputValue()).toMatch(/\d,\d{3}/);
    expect(await page.locator('#comissao-percentual').isDisabled()).toBe(true);
    await expect.poll(() => page.locator('#preco-especial').textContent()).toMatch(/R\$/);
    await pick(page, 'preco-tipo-pagamento', 'À vista');
    await page.getByRole('radiogroup', { name: 'Pessoa politicamente exposta' }).getByText('Não').click();
    expect(await page.locator('#pep-nao').isChecked()).toBe(true);
    await shot(page, 'direct-sales-01-novo-pedido');

    // 4. send for approval: refused while the client's documents are missing (the server names them, nothing saved);
    // with the other two attached, the toast names the new step and the list opens
    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
    const erros = page.getByRole('list', { name: 'Erros' });
    await expect.poll(() => erros.textContent()).toBe('Anexe os documentos obrigatórios para continuar: Comprovante de Endereço, RG/CNH.');
    await page.locator('.p-dialog-footer').getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => erros.count()).toBe(0);
    expect(page.url()).toContain('/newrequest');
    for (const [tipo, nome] of [
      ['Comprovante de Endereço', 'endereco-maria.pdf'],
      ['RG/CNH', 'rg-maria.pdf'],
    ] as const) {
      await pick(page, 'arq-tipo', new RegExp(`^${tipo}$`));
      await page.getByTestId('arquivo-input').setInputFiles({ name: nome, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      await expect
        .poll(() =>
          arquivos
            .locator('tbody tr')
            .filter({ hasText: `${nome} (não salvo)` })
            .count(),
        )
        .toBe(1);
    }
    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await expect.poll(() => toastWith(page, 'Pedido enviado para "Aprovação de venda"').count()).toBeGreaterThan(0);
    await page.waitForURL('**/directselling');
    const pedido = await h.comBanco((db) => db.selectFrom('pedidos').select(['id', 'codigo']).where('veiculo_id', '=', veiculoId).executeTakeFirstOrThrow());
    expect(await pedidoNaLista(page, pedido.codigo)).toContain('Aprovação de venda');
    await shot(page, 'direct-sales-02-lista-dealer');

    // 5. Venda Direta opens it from the list and approves the sale
    const vd = await h.newPage();
    page = vd.page;
    await signIn(page, VENDA_DIRETA);
    await page.waitForURL('**/relatorios');
    const card = await pedidoNaLista(page, pedido.codigo);
    expect(card).toContain('Maria Aparecida Souza');
    expect(card).toContain('JLR001');
    await page.getByRole('button', { name: `Detalhes do pedido ${pedido.codigo}` }).click();
    await page.waitForURL(`**/newrequest?id=${pedido.id}`);
    await expect.poll(() => page.getByTestId('pedido-etapa').textContent()).toBe('Aprovação de venda');
    expect(await page.getByTestId('pedido-numero').textContent()).toContain(pedido.codigo);
    // dealership, sale type and vehicle are locked once the order exists
    expect(await page.locator('.p-dropdown:has(#ped-veiculo)').getAttribute('class')).toContain('p-disabled');
    expect(await page.locator('#sol-nome').inputValue()).toBe('Maria Aparecida Souza');
    expect(await page.locator('#sol-celular').inputValue()).toBe('(11)98765-4321');
    // a comment to the dealer: Inserir without a message gives the spec's text; with one it is saved at once
    await page.getByRole('button', { name: 'Inserir' }).click();
    await expect.poll(() => toastWith(page, "Comentários, o campo 'Mensagem' precisa ser fornecido.").count()).toBeGreaterThan(0);
    await pick(page, 'com-destinatario', 'Diego Morumbi');
    await page.locator('#com-mensagem').fill('Documentação conferida, seguindo para aprovação.');
    await page.getByRole('button', { name: 'Inserir' }).click();
    await expect.poll(() => toastWith(page, 'Comentário inserido.').count()).toBeGreaterThan(0);
    const comentarios = page.locator('[aria-label="Comentários do pedido"]').first();
    await expect.poll(() => comentarios.locator('tbody tr').filter({ hasText: 'Documentação conferida' }).count()).toBe(1);
    expect(await comentarios.locator('tbody tr').first().textContent()).toContain('Vitor Venda Direta');
    const acoes = page.getByRole('toolbar', { name: 'Ações do pedido' });
    expect(await acoes.getByRole('button', { name: 'Reprovar venda' }).isVisible()).toBe(true);
    expect(await acoes.getByRole('button', { name: 'Cancelar Pedido' }).isVisible()).toBe(true);
    await shot(page, 'direct-sales-03-aprovacao');
    // cancelling needs a comment
    await acoes.getByRole('button', { name: 'Cancelar Pedido' }).click();
    const cancelar = page.getByRole('dialog', { name: 'Cancelar pedido' });
    await cancelar.getByRole('button', { name: 'Cancelar Pedido' }).click();
    await expect.poll(() => cancelar.getByText('O comentário é obrigatório').isVisible()).toBe(true);
    await cancelar.getByRole('button', { name: 'Voltar' }).click();
    await acoes.getByRole('button', { name: 'Aprovar venda' }).click();
    await expect.poll(() => toastWith(page, 'Pedido enviado para "').count()).toBeGreaterThan(0);
    await page.waitForURL('**/directselling');

    // 6. the history shows both steps with who did them
    await page.goto(`/newrequest?id=${pedido.id}`);
    const historico = page.getByRole('table', { name: 'Histórico do pedido' }).or(page.locator('[aria-label="Histórico do pedido"] table')).first();
    await expect.poll(() => historico.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    const linhas = (await historico.locator('tbody tr').allTextContents()).map((t) => t.replace(/\s+/g, ' '));
    expect(linhas.find((l) => l.includes('Aprovação de venda'))).toContain('Diego Morumbi');
    expect(linhas.some((l) => l.includes('Vitor Venda Direta'))).toBe(true);
    expect(linhas.every((l) => /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/.test(l))).toBe(true);
    await page.getByRole('button', { name: 'Detalhes' }).click();
    const log = page.getByRole('dialog', { name: 'Histórico do pedido' });
    await expect.poll(() => log.locator('tbody tr').count()).toBe(linhas.length);
    await shot(page, 'direct-sales-04-historico');
    await log.getByRole('button', { name: 'Voltar' }).click();

    // 7. a dealer of another dealer does not see it, neither in the list nor by its id
    const outro = await h.newPage();
    page = outro.page;
    await signIn(page, OUTRO_DEALER);
    await page.waitForURL('**/relatorios');
    expect(await pedidoNaLista(page, pedido.codigo)).toBe('');
    await page.goto(`/newrequest?id=${pedido.id}`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Pedido não encontrado.' }).count()).toBe(1);
  }, 240_000);
});
