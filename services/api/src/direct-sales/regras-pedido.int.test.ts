import { beforeAll, describe, expect, it } from 'vitest';
import { primeiraAba } from '../testing/planilhas.ts';
import { appDaSuite } from '../testing/suite.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';
import { enviarArquivo } from '../testing/envios.ts';
import { corpoPedido, pdfDeDemonstracao } from '@portal/core/testing/pedidos';
import { cmsg } from '@portal/contracts/direct-sales/campos';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { contarLinhas } from '../testing/contagem.ts';

/**
 * Rules of the order that the spec states and no other suite asserts (docs/conformance.md): the cascade of a vehicle's cancel
 * (stock-billing-swaps.md §2.3), the fields locked once an order exists and the saved files only an administrator deletes
 * (direct-sales-imports-kpi.md §5.1).
 */
const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
const fx = vehicleFixtures(t);
let admin: string, vd: string, morumbi: string;
let JLR001: number, JLR005: number;

beforeAll(async () => {
  ({ admin, vd, morumbi } = await t.entrar({ admin: 'admin', vd: 'vendadireta', morumbi: 'dealer.morumbi' }));
  [JLR001, JLR005] = (await Promise.all(['JLR001', 'JLR005'].map(fx.dealerId))) as [number, number];
});

const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const eventos = () => contarLinhas(t.tdb.db, 'events');
const eventosDoPedido = (id: number) =>
  t.tdb.db.selectFrom('events').select(['type', 'data']).where('stream_id', '=', `pedido-${id}`).orderBy('version').execute();

/** A Morumbi stock vehicle reserved for direct sale (14) by Morumbi's billing request. */
async function reservado(): Promise<number> {
  const id = await fx.veiculo({ concessionariaId: JLR001 });
  const r = await t.call('PUT', 'veiculos/faturamentos/gerar', { token: morumbi, body: { veiculoId: [id], tipoVendaId: 3, dealerSolicitante: JLR001 } });
  expect(r.statusCode, r.body).toBe(200);
  return id;
}
/** The client's three documents (CPF/CNH, proof of address, RG/CNH), uploaded by `token` as the screen does. */
const documentos = async (token: string) =>
  Promise.all(
    [2, 7, 12].map(async (tipoArquivo) => ({
      id: await enviarArquivo(t.app, token, `doc-${tipoArquivo}.pdf`, pdfDeDemonstracao(`doc ${tipoArquivo}`), { tipo: 'application/pdf' }),
      tipoArquivo,
    })),
  );
/** A saved order of Morumbi for vehicle `v` with the client's documents, at step `step` (0 or 2). */
async function pedido(v: number, step = 0): Promise<number> {
  const body = {
    ...corpoPedido(JLR001, v),
    steps: { id: step },
    pedidoDescricaoProduto: { corExterna: 'Fuji White', corInterna: 'Ebony', anoModelo: 2026, anoProducao: 2026, marca: 'Land Rover' },
    pedidoPrecoPagamento: { precoPublico: 400000, precoOpcional: 0, tipoDesconto: 1, tipoPagamento: 1 },
    pedidoArquivos: await documentos(morumbi),
    pedidoContatoEmpresas: [],
    pedidoComentarios: [],
  };
  const r = await t.call('POST', 'pedidos', { token: morumbi, body });
  expect(r.statusCode, r.body).toBe(200);
  return data<{ id: number }>(r).id;
}
/** The order as GET answers it, without its read-only context: the body a save sends back. */
async function comoSalvo(id: number): Promise<Record<string, unknown>> {
  const { contexto: _c, ...body } = data<Record<string, unknown>>(await t.call('GET', `pedidos/${id}`, { token: admin }));
  return body;
}
const salvar = async (token: string, id: number, over: Record<string, unknown>) =>
  t.call('PUT', `pedidos/${id}`, { token, body: { ...(await comoSalvo(id)), ...over } });
const step = async (id: number) => data<{ steps: { id: number } }>(await t.call('GET', `pedidos/${id}`, { token: admin })).steps.id;

describe('cancelling a vehicle cancels its open direct-sales order (stock-billing-swaps.md §2.3)', () => {
  it('a reserved vehicle (order in Cadastro) and a sold one (sale approved): both orders end Cancelado, with the reason', async () => {
    const [a, b] = [await reservado(), await reservado()];
    const [pa, pb] = [await pedido(a), await pedido(b, 2)];
    expect((await t.call('PUT', `pedidos/${pb}/aprovar-venda`, { token: vd, body: {} })).statusCode).toBe(200);
    expect([await fx.status(a), await fx.status(b)]).toEqual([14, 13]);

    const r = await t.call('POST', 'veiculos/cancelar', { token: admin, body: { ids: [a, b], motivo: ' Fábrica ' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(data(r)).toEqual([
      { id: a, status: 1, descricao: vmsg.pedidoCancelado },
      { id: b, status: 1, descricao: vmsg.pedidoCancelado },
    ]);
    expect([await fx.status(a), await fx.status(b)]).toEqual([9, 9]);
    for (const p of [pa, pb]) {
      expect(await step(p)).toBe(9);
      const ultimo = (await eventosDoPedido(p)).at(-1)!;
      expect(ultimo.type).toBe('PedidoCancelado');
      expect((ultimo.data as { motivo?: string }).motivo).toBe(`${cmsg.veiculoCancelado}: Fábrica`);
      const log = data<{ id: number }[]>(await t.call('GET', `pedidos/${p}/log`, { token: morumbi }));
      expect(log.at(-1)!.id).toBe(9);
    }
    // a cancelled order is no longer the vehicle's open order: released, the vehicle may be ordered again
    expect((await t.call('POST', `pedidos/cancelar/${pa}`, { token: vd, body: { motivo: 'de novo' } })).statusCode).toBe(422);
  });

  it('a vehicle cancel refused (a dealer may not cancel) leaves its order open and untouched', async () => {
    const a = await reservado();
    const p = await pedido(a);
    const antes = await eventosDoPedido(p);
    const r = await t.call('POST', 'veiculos/cancelar', { token: morumbi, body: { ids: [a] } });
    expect(r.statusCode).toBe(200);
    expect(data<{ status: number }[]>(r)[0]!.status).toBe(0);
    expect(await fx.status(a)).toBe(14);
    expect(await step(p)).toBe(0);
    expect(await eventosDoPedido(p)).toHaveLength(antes.length);
  });
});

describe('dealer, sale type and vehicle are locked once an order exists (direct-sales-imports-kpi.md §5.1)', () => {
  it('a save changing any of them is refused with the pt-BR message and writes nothing, even for an administrator', async () => {
    const a = await reservado();
    const outro = await reservado();
    const p = await pedido(a);
    const antes = await eventos();
    const atual = await comoSalvo(p);
    const produto = atual.pedidoDescricaoProduto as Record<string, unknown>;
    const tentativas: Record<string, unknown>[] = [
      { concessionariaId: JLR005 },
      { tipoVenda: 2 },
      { veiculoId: outro },
      // the vehicle named in the product description only (undefined: left out of the JSON body)
      { veiculoId: undefined, pedidoDescricaoProduto: { ...produto, veiculoId: outro } },
    ];
    for (const over of tentativas)
      for (const token of [morumbi, admin]) {
        const r = await salvar(token, p, over);
        expect(r.statusCode, JSON.stringify(over)).toBe(422);
        expect(errors(r)).toEqual([cmsg.concessionariaBloqueada]);
      }
    // with a move in the same request too: nothing saved, no move
    const movendo = await salvar(morumbi, p, { concessionariaId: JLR005, steps: { id: 2 } });
    expect(errors(movendo)).toEqual([cmsg.concessionariaBloqueada]);
    expect(await eventos()).toBe(antes);
    const depois = await comoSalvo(p);
    expect(depois).toMatchObject({ concessionariaId: JLR001, tipoVenda: 1, steps: { id: 0 } });
    expect((depois.pedidoDescricaoProduto as { veiculoId: number }).veiculoId).toBe(a);
    // the same values sent back are not a change
    expect((await salvar(morumbi, p, { concessionariaId: JLR001, tipoVenda: 1, veiculoId: a })).statusCode).toBe(200);
  });
});

describe('only an administrator deletes an order’s saved files (direct-sales-imports-kpi.md §5.1)', () => {
  it('a dealer and Venda Direta are refused with the spec message, nothing written; the administrator removes it', async () => {
    const p = await pedido(await reservado());
    const arquivos = (await comoSalvo(p)).pedidoArquivos as { id: string }[];
    expect(arquivos).toHaveLength(3);
    const antes = await eventos();
    for (const token of [morumbi, vd]) {
      const r = await salvar(token, p, { pedidoArquivos: arquivos.slice(1) });
      expect(r.statusCode).toBe(422);
      expect(errors(r)).toEqual([pmsg.somenteAdministradorExclui]);
    }
    expect(await eventos()).toBe(antes);
    expect((await comoSalvo(p)).pedidoArquivos).toHaveLength(3);
    // adding a file is anyone’s: the dealer adds one and keeps the saved three
    const [novo] = await documentos(morumbi);
    expect((await salvar(morumbi, p, { pedidoArquivos: [...arquivos, novo] })).statusCode).toBe(200);
    const ok = await salvar(admin, p, { pedidoArquivos: arquivos.slice(1) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(((await comoSalvo(p)).pedidoArquivos as { id: string }[]).map((f) => f.id)).toEqual(arquivos.slice(1).map((f) => f.id));
  });
});

describe('Exportar Cadastro carries the order history row (direct-sales-imports-kpi.md §3)', () => {
  it('registration, requester, product (model, derivative, version), payment, commission and PEP, with names, not ids', async () => {
    const p = await pedido(await reservado());
    const { codigo } = data<{ codigo: string }>(await t.call('GET', `pedidos/${p}`, { token: admin }));
    const x = await t.call('POST', 'relatorios/cadastro-pedido-vd', { token: vd, body: { pedido: codigo } });
    expect(x.statusCode).toBe(200);
    const ws = await primeiraAba(x);
    const cabecalhos = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(cabecalhos).toEqual([
      'Data de cadastro',
      'Cadastrado por',
      'Pedido VD',
      'Código do pedido',
      'Concessionária',
      'Etapa',
      'Tipo de venda',
      'Tipo de cliente',
      'CNPJ',
      'Razão social',
      'Nome fantasia',
      'Inscrição estadual',
      'Inscrição municipal',
      'CPF',
      'Nome',
      'Profissão',
      'Telefone',
      'Celular',
      'E-mail',
      'RG',
      'CEP',
      'Logradouro',
      'Número',
      'Complemento',
      'Bairro',
      'UF',
      'Cidade',
      'Chassi',
      'Marca',
      'Modelo',
      'Derivativo',
      'Versão',
      'Cor externa',
      'Cor interna',
      'Ano modelo',
      'Ano produção',
      'Edição limitada',
      'Preço público',
      'Preço opcionais',
      'Preço público final',
      'Tipo de desconto',
      'Desconto especial (%)',
      'Preço especial',
      'Forma de pagamento',
      'Comissão (%)',
      'Valor da comissão',
      'Pessoa politicamente exposta',
    ]);
    expect(ws.rowCount).toBe(2);
    const linha = Object.fromEntries(cabecalhos.map((h, i) => [h, ws.getRow(2).getCell(i + 1).value]));
    const dados = (await t.tdb.db.selectFrom('pedidos').select('contexto').where('id', '=', p).executeTakeFirstOrThrow()).contexto as {
      dados: { pedidoDescricaoProduto: { derivativoId: number; versaoId: number }; pedidoSolicitante: { profissaoId: number } };
    };
    const produto = dados.dados.pedidoDescricaoProduto;
    const nome = async (tabela: 'derivativos' | 'versoes' | 'profissoes', id: number) =>
      (await t.tdb.db.selectFrom(tabela).select('descricao').where('id', '=', id).executeTakeFirstOrThrow()).descricao;
    expect(linha).toMatchObject({
      'Pedido VD': codigo,
      'Tipo de cliente': 'Pessoa Física',
      CPF: '52998224725',
      Nome: 'Maria Cliente',
      Profissão: await nome('profissoes', dados.dados.pedidoSolicitante.profissaoId),
      Derivativo: await nome('derivativos', produto.derivativoId),
      Versão: await nome('versoes', produto.versaoId),
      'Cor externa': 'Fuji White',
      'Forma de pagamento': 'À vista',
      'Pessoa politicamente exposta': 'Não',
    });
  });
});
