import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarArquivo } from '../testing/envios.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';
import { corpoPedido, pdfDeDemonstracao } from '@portal/core/testing/pedidos';
import { CAMPOS_MONETARIOS, ROTULO_CAMPO_MONETARIO, modoCampo, type CampoMonetario } from '@portal/contracts/direct-sales/campos-editaveis';
import { documentosParaAvancar } from '@portal/contracts/direct-sales/documentos';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { PERFIL_PEDIDO, type PerfilPedido, type TipoDesconto } from '@portal/contracts/direct-sales/order-machine';
import type { EtapaPedidoId } from '@portal/contracts/direct-sales/referencias';
import { formatarPercentual } from '@portal/contracts/direct-sales/precos';

/**
 * Who changes an order's money, over HTTP and real PostgreSQL: for every step an order can stand at × every profile ×
 * every money field, a change is either accepted (the PedidoAtualizado event records the field from → to, the actor in its
 * metadata) or refused with 400 naming the field and nothing written (the event store's last position unchanged) — exactly
 * as the contracts' rule (`modoCampo`) says. Each case runs on both save paths: the one-statement data-only save and the
 * transaction (a new comment in the same request sends the save through it).
 */
let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let morumbi: number;
const EMAIL: Record<PerfilPedido, string> = {
  Administrador: 'admin@demo.portal.com.br',
  'Venda Direta': 'vendadireta@demo.portal.com.br',
  Financeiro: 'financeiro@demo.portal.com.br',
  Faturamento: 'faturamento@demo.portal.com.br',
  Logística: 'logistica@demo.portal.com.br',
  'Gerente de Vendas': 'gerente@demo.portal.com.br',
  Dealer: 'dealer.morumbi@demo.portal.com.br',
};
const PERFIS = Object.values(PERFIL_PEDIDO);
const tk = {} as Record<PerfilPedido, string>;
const uid = {} as Record<PerfilPedido, number>;
type Corpo = Record<string, unknown> & {
  pedidoPrecoPagamento: Record<string, number | null>;
  pedidoDescricaoProduto: { derivativoId: number; versaoId: number };
  pedidoArquivos: { id: string; tipoArquivo: number }[];
  percentualComissao: number | null;
  prePagamento: boolean;
  versao: number;
  steps: { id: number };
};

const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const ultimaPosicao = async () =>
  String(
    (
      await t.tdb.db
        .selectFrom('events')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirstOrThrow()
    ).p,
  );
const lerPedido = async (id: number) => {
  const { contexto: _c, ...body } = data<Corpo & { contexto: unknown }>(await t.call('GET', `pedidos/${id}`, { token: tk.Administrador }));
  return body as Corpo;
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  fx = vehicleFixtures(t);
  for (const p of PERFIS) {
    tk[p] = await t.login(EMAIL[p]);
    uid[p] = Number(JSON.parse(Buffer.from(tk[p].split('.')[1]!, 'base64url').toString()).sub);
  }
  morumbi = await fx.dealerId('JLR001');
}, 120_000);
afterAll(async () => t?.close());

const enviarPdf = (nome: string, token = tk.Administrador) => enviarArquivo(t.app, token, nome, pdfDeDemonstracao(nome), { tipo: 'application/pdf' });

/** A new order of Morumbi (D4, à vista), registered by the dealer, regular or pré-pagamento as the setting conf12 says. */
async function novoPedido(prePagamento: boolean): Promise<number> {
  const v = await fx.veiculo({ concessionariaId: morumbi });
  const g = await t.call('PUT', 'veiculos/faturamentos/gerar', { token: tk.Dealer, body: { veiculoId: [v], tipoVendaId: 3, dealerSolicitante: morumbi } });
  expect(g.statusCode, g.body).toBe(200);
  const conf = await t.call('POST', 'configuracoes', { token: tk.Administrador, body: { tipo: 12, periodoInformado: prePagamento ? '1' : '0' } });
  expect(conf.statusCode, conf.body).toBe(201);
  const pedidoArquivos = await Promise.all(
    documentosParaAvancar(1, 0, [], { tipoPagamento: 1 }).map(async (d) => ({ id: await enviarPdf('doc.pdf', tk.Dealer), tipoArquivo: d.tipoArquivo })),
  );
  const base = corpoPedido(morumbi, v);
  const r = await t.call('POST', 'pedidos', {
    token: tk.Dealer,
    body: { ...base, pedidoArquivos, pedidoPrecoPagamento: { ...base.pedidoPrecoPagamento, tipoDesconto: 5, tipoPagamento: 1 } },
  });
  expect(r.statusCode, r.body).toBe(200);
  return data<{ id: number }>(r).id;
}

/** Moves the order (as Administrador, who may make every move), attaching first the documents the step asks for. */
async function mover(id: number, step: number, extra: Record<string, unknown> = {}) {
  const body = await lerPedido(id);
  const anexados = body.pedidoArquivos.map((a) => a.tipoArquivo);
  const faltam = documentosParaAvancar(1, body.steps.id as EtapaPedidoId, anexados, { tipoPagamento: 1 });
  const novos = await Promise.all(faltam.map(async (d) => ({ id: await enviarPdf('doc.pdf'), tipoArquivo: d.tipoArquivo })));
  const r = await t.call('PUT', `pedidos/${id}`, {
    token: tk.Administrador,
    body: { ...body, pedidoArquivos: [...body.pedidoArquivos, ...novos], steps: { id: step }, ...extra },
  });
  expect(r.statusCode, r.body).toBe(200);
  expect(data<{ steps: { id: number } }>(r).steps.id).toBe(step);
}

/** A new order walked to the last of `passos` (motivos for the moves that need a comment). */
async function caminhoAte(pre: boolean, passos: number[], motivos: Record<number, string> = {}): Promise<number> {
  const id = await novoPedido(pre);
  for (const step of passos) await mover(id, step, motivos[step] ? { motivo: motivos[step] } : {});
  return id;
}

/** One order standing at each step an order can stand at (each step its own order). */
async function pedidosPorEtapa(): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  out.set(0, await novoPedido(false));
  out.set(1, await caminhoAte(false, [2, 1], { 1: 'Documentação incompleta' }));
  out.set(9, await caminhoAte(false, [9], { 9: 'Cliente desistiu' }));
  const regular = [2, 3, 5, 6, 7, 8, 15];
  for (let i = 0; i < regular.length; i++) out.set(regular[i]!, await caminhoAte(false, regular.slice(0, i + 1)));
  const pre = [2, 10, 11, 12, 13];
  for (let i = 1; i < pre.length; i++) out.set(pre[i]!, await caminhoAte(true, pre.slice(0, i + 1)));
  return out;
}

/** The policy in force for the order's discount type and product (GET pedidos/percentual/desconto). */
async function politica(body: Corpo): Promise<{ desconto: number; comissao: number }> {
  const p = body.pedidoDescricaoProduto;
  const r = await t.call(
    'GET',
    `pedidos/percentual/desconto?tipoDesconto=${body.pedidoPrecoPagamento.tipoDesconto}&derivativoId=${p.derivativoId}&versaoId=${p.versaoId}`,
    {
      token: tk.Administrador,
    },
  );
  expect(r.statusCode, r.body).toBe(200);
  return data(r);
}

/** The body with `campo` changed as the case needs: within the policy for a typed percent, beyond it for one that is the policy's. */
function alterar(body: Corpo, campo: CampoMonetario, modo: string, pol: { desconto: number; comissao: number }): { corpo: Corpo; para: unknown } {
  const preco = { ...body.pedidoPrecoPagamento };
  const corpo: Corpo = { ...body, pedidoPrecoPagamento: preco };
  const dentro = (atual: number | null, limite: number) => (atual === limite ? Math.max(0, limite - 0.25) : limite);
  switch (campo) {
    case 'precoPublico':
      return { corpo, para: (preco.precoPublico = (preco.precoPublico ?? 0) + 1000) };
    case 'precoOpcional':
      return { corpo, para: (preco.precoOpcional = (preco.precoOpcional ?? 0) + 100) };
    case 'tipoDesconto':
      // another discount type brings its own policy's percents: the body leaves them out and the server fills them
      // (who may not change the type sends only the type: the refusal names it alone)
      if (modo !== 'bloqueado') {
        preco.descontoEspecial = null;
        corpo.percentualComissao = null;
      }
      return { corpo, para: (preco.tipoDesconto = preco.tipoDesconto === 5 ? 3 : 5) };
    case 'descontoEspecial':
      return { corpo, para: (preco.descontoEspecial = modo === 'ateAPolitica' ? dentro(preco.descontoEspecial ?? null, pol.desconto) : pol.desconto + 0.5) };
    case 'percentualComissao':
      return { corpo, para: (corpo.percentualComissao = modo === 'ateAPolitica' ? dentro(body.percentualComissao, pol.comissao) : pol.comissao + 0.5) };
    case 'prePagamento':
      return { corpo, para: (corpo.prePagamento = !body.prePagamento) };
  }
}

describe('money fields: every step × profile × field, on both save paths', () => {
  let pedidos: Map<number, number>;
  beforeAll(async () => {
    pedidos = await pedidosPorEtapa();
  }, 300_000);

  it('reaches every step an order can stand at', () => {
    expect([...pedidos.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15]);
  });

  for (const via of ['um comando', 'transação'] as const)
    it(`accepts what the rule lets change and refuses the rest with 400 naming the field (${via})`, async () => {
      let aceitos = 0;
      let recusados = 0;
      for (const [step, id] of [...pedidos].sort((a, b) => a[0] - b[0]))
        for (const perfil of PERFIS)
          for (const campo of CAMPOS_MONETARIOS) {
            const body = await lerPedido(id);
            expect(body.steps.id).toBe(step);
            const tipoDesconto = body.pedidoPrecoPagamento.tipoDesconto as TipoDesconto;
            const modo = modoCampo(step as 0, perfil, campo, { tipoDesconto, temPrecoFinal: false });
            const pol = await politica(body);
            const { corpo, para } = alterar(body, campo, modo, pol);
            const comentario =
              via === 'transação' ? { pedidoComentarios: [{ descricao: `${perfil} ${campo}`, usuarioDestinatarioId: uid.Administrador }] } : {};
            const antes = await ultimaPosicao();
            const r = await t.call('PUT', `pedidos/${id}`, { token: tk[perfil], body: { ...corpo, ...comentario } });
            const caso = `${via}: step ${step}, ${perfil}, ${campo} (${modo}) → ${r.statusCode} ${r.body}`;
            if (modo === 'digitado' || modo === 'ateAPolitica') {
              aceitos++;
              expect(r.statusCode, caso).toBe(200);
              const ev = await t.tdb.db
                .selectFrom('events')
                .select(['data', 'metadata'])
                .where('stream_id', '=', `pedido-${id}`)
                .where('type', '=', 'PedidoAtualizado')
                .orderBy('version', 'desc')
                .executeTakeFirstOrThrow();
              const d = ev.data as { alteracoesMonetarias: { campo: string; de: unknown; para: unknown }[] };
              const de = campo === 'percentualComissao' ? body.percentualComissao : body.pedidoPrecoPagamento[campo];
              expect(d.alteracoesMonetarias, caso).toContainEqual({ campo, de, para });
              expect(ev.metadata, caso).toMatchObject({ userId: uid[perfil] });
              if (campo === 'tipoDesconto') {
                // back to D4, so the next cases see the order as before (the same profile, at the same step, may)
                const volta = alterar(await lerPedido(id), 'tipoDesconto', modo, pol).corpo;
                expect((await t.call('PUT', `pedidos/${id}`, { token: tk[perfil], body: volta })).statusCode, caso).toBe(200);
              }
            } else {
              recusados++;
              expect(r.statusCode, caso).toBe(400);
              const rotulo = ROTULO_CAMPO_MONETARIO[campo];
              const mensagem =
                campo === 'prePagamento'
                  ? pmsg.prePagamentoDaConfiguracao
                  : modo === 'daPolitica'
                    ? pmsg.campoDaPolitica(rotulo, formatarPercentual(campo === 'descontoEspecial' ? pol.desconto : pol.comissao))
                    : pmsg.campoMonetarioBloqueado(rotulo);
              expect(errors(r), caso).toEqual([mensagem]);
              expect(errors(r)[0], caso).toContain(`O campo ${rotulo}`);
              expect(await ultimaPosicao(), caso).toBe(antes);
            }
          }
      // the dealer changes prices and the discount type at 0 and 1; the direct-sales team up to 2; the administrator after
      expect(aceitos).toBe(2 * (3 + 5 + 5) + 2 * 5 + 9 * 5);
      expect(recusados).toBe(14 * 7 * 6 - aceitos);
    }, 600_000);
});

describe('the sources of the money', () => {
  it('POST pedidos: pré-pagamento is the setting conf12’s; a body that says otherwise is refused and nothing is written', async () => {
    const v = await fx.veiculo({ concessionariaId: morumbi });
    await t.call('PUT', 'veiculos/faturamentos/gerar', { token: tk.Dealer, body: { veiculoId: [v], tipoVendaId: 3, dealerSolicitante: morumbi } });
    expect((await t.call('POST', 'configuracoes', { token: tk.Administrador, body: { tipo: 12, periodoInformado: '0' } })).statusCode).toBe(201);
    const antes = await ultimaPosicao();
    const r = await t.call('POST', 'pedidos', { token: tk.Dealer, body: { ...corpoPedido(morumbi, v), prePagamento: true } });
    expect(r.statusCode).toBe(400);
    expect(errors(r)).toEqual([pmsg.prePagamentoDaConfiguracao]);
    expect(await ultimaPosicao()).toBe(antes);
    const ok = await t.call('POST', 'pedidos', { token: tk.Dealer, body: { ...corpoPedido(morumbi, v), prePagamento: false } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await lerPedido(data<{ id: number }>(ok).id)).prePagamento).toBe(false);
  });

  it('with a final price in the Preço table the dealer’s public price is the table’s; the Digitar preço team may type another', async () => {
    const id = await novoPedido(false);
    const body = await lerPedido(id);
    const produto = body.pedidoDescricaoProduto as unknown as { derivativoId: number; anoModelo: number };
    const ano = await t.tdb.db.selectFrom('anos_modelo').select('id').where('ano', '=', produto.anoModelo).executeTakeFirstOrThrow();
    await t.tdb.db
      .insertInto('precos_finais')
      .values({ derivativo_id: produto.derivativoId, ano_modelo_id: ano.id, preco_publico: 612345.67, vigente_desde: '2026-01-01' })
      .execute();
    const antes = await ultimaPosicao();
    const digitado = await t.call('PUT', `pedidos/${id}`, {
      token: tk.Dealer,
      body: { ...body, pedidoPrecoPagamento: { ...body.pedidoPrecoPagamento, precoPublico: 100 } },
    });
    expect(digitado.statusCode).toBe(400);
    expect(errors(digitado)).toEqual([pmsg.campoDaTabela('Preço público', 'R$ 612.345,67')]);
    expect(await ultimaPosicao()).toBe(antes);
    // left out: the table's price (and the optionals stay as they were: the dealer does not type them either)
    const daTabela = await t.call('PUT', `pedidos/${id}`, {
      token: tk.Dealer,
      body: { ...body, pedidoPrecoPagamento: { ...body.pedidoPrecoPagamento, precoPublico: null } },
    });
    expect(daTabela.statusCode, daTabela.body).toBe(200);
    expect((await lerPedido(id)).pedidoPrecoPagamento.precoPublico).toBe(612345.67);
    const opcionais = await t.call('PUT', `pedidos/${id}`, {
      token: tk.Dealer,
      body: { ...(await lerPedido(id)), pedidoPrecoPagamento: { ...(await lerPedido(id)).pedidoPrecoPagamento, precoOpcional: 1 } },
    });
    expect(errors(opcionais)).toEqual([pmsg.campoMonetarioBloqueado('Preço opcionais')]);
    const vd = await t.call('PUT', `pedidos/${id}`, {
      token: tk['Venda Direta'],
      body: { ...(await lerPedido(id)), pedidoPrecoPagamento: { ...(await lerPedido(id)).pedidoPrecoPagamento, precoPublico: 600000 } },
    });
    expect(vd.statusCode, vd.body).toBe(200);
    expect((await lerPedido(id)).pedidoPrecoPagamento).toMatchObject({ precoPublico: 600000 });
    // a new order of that derivative and model year (the fixtures' vehicles share them): the dealer's typed price is refused, the table's is taken when left out
    const v = await fx.veiculo({ concessionariaId: morumbi });
    await t.call('PUT', 'veiculos/faturamentos/gerar', { token: tk.Dealer, body: { veiculoId: [v], tipoVendaId: 3, dealerSolicitante: morumbi } });
    const base = corpoPedido(morumbi, v);
    const tipado = await t.call('POST', 'pedidos', { token: tk.Dealer, body: base });
    expect(tipado.statusCode).toBe(400);
    expect(errors(tipado)).toEqual([pmsg.campoDaTabela('Preço público', 'R$ 612.345,67'), pmsg.campoMonetarioBloqueado('Preço opcionais')]);
    const semPreco = { ...base.pedidoPrecoPagamento, precoPublico: null, precoOpcional: null };
    const novo = await t.call('POST', 'pedidos', { token: tk.Dealer, body: { ...base, pedidoPrecoPagamento: semPreco } });
    expect(novo.statusCode, novo.body).toBe(200);
    expect((await lerPedido(data<{ id: number }>(novo).id)).pedidoPrecoPagamento.precoPublico).toBe(612345.67);
    await t.tdb.db.deleteFrom('precos_finais').where('derivativo_id', '=', produto.derivativoId).execute();
  });

  it('the direct-sales team types the discount up to the policy’s, and the commission only with D4', async () => {
    const id = await novoPedido(false);
    const body = await lerPedido(id);
    const pol = await politica(body);
    const acima = await t.call('PUT', `pedidos/${id}`, {
      token: tk['Venda Direta'],
      body: { ...body, pedidoPrecoPagamento: { ...body.pedidoPrecoPagamento, descontoEspecial: pol.desconto + 1 } },
    });
    expect(errors(acima)).toEqual([pmsg.campoAcimaDaPolitica('Desconto especial', formatarPercentual(pol.desconto))]);
    const comissaoAcima = await t.call('PUT', `pedidos/${id}`, { token: tk['Venda Direta'], body: { ...body, percentualComissao: pol.comissao + 1 } });
    expect(errors(comissaoAcima)).toEqual([pmsg.campoAcimaDaPolitica('Percentual de comissão', formatarPercentual(pol.comissao))]);
    // D1: the commission is the policy's, typed by nobody
    const d1 = { ...body, pedidoPrecoPagamento: { ...body.pedidoPrecoPagamento, tipoDesconto: 1, descontoEspecial: null }, percentualComissao: 0.1 };
    const r = await t.call('PUT', `pedidos/${id}`, { token: tk['Venda Direta'], body: d1 });
    expect(r.statusCode).toBe(400);
    expect(errors(r)[0]).toMatch(/^O campo Percentual de comissão vem da política de desconto/);
  });
});
