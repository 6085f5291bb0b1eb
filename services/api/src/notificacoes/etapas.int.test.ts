import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { NOME_STEP } from '@portal/contracts/direct-sales/steps';
import { NOME_STEP_NF } from '@portal/contracts/comissoes/steps';
import { rebuildProjections } from '@portal/core/contexts';
import { enfileirarEmailsDeNotificacoes } from '@portal/core/notificacoes/index';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import { pdf } from '@portal/core/testing/arquivos';
import type { Principal } from '@portal/core/access/principal';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';
import { enviarParaAnexar } from '../testing/envios.ts';

/**
 * An order or a commission invoice reaching a step: the profiles that move that step are told (the machine's own guards:
 * Venda Direta approves the sale, Faturamento the customer's record, Financeiro the payment, the order's dealer inserts
 * the boletos…), the one who moved it is not, another dealer never.
 */
const EMAIL = (u: string) => `${u}@demo.portal.com.br`;
type Item = { id: string; tipo: string; texto: string; link: string };

describe('notifications of the steps an order or an invoice reaches: the profiles that move them', () => {
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const tk = usuariosDaSuite(t, {
    admin: 'admin',
    vd: 'vendadireta',
    fin: 'financeiro',
    fat: 'faturamento',
    log: 'logistica',
    morumbi: 'dealer.morumbi',
    grupo: 'grupo.autostar',
    jardins: 'dealer.jardins',
  });
  let admin: Principal, morumbi: Principal;
  const db = () => t.tdb.db;
  const sino = async (token: string, stream: string) => {
    const r = await t.call('GET', 'notificacoes?per_page=100', { token });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().data.rows as Item[]).filter((n) => n.id.startsWith(`${stream}@`));
  };
  const quem = async (stream: string) => {
    const out: string[] = [];
    for (const [nome, token] of Object.entries(tk)) if ((await sino(token, stream)).length) out.push(nome);
    return out.sort();
  };
  const codigo = async (id: number) => (await db().selectFrom('pedidos').select('codigo').where('id', '=', id).executeTakeFirstOrThrow()).codigo as string;

  beforeAll(async () => {
    admin = await principal(db(), EMAIL('admin'));
    morumbi = await principal(db(), EMAIL('dealer.morumbi'));
  });

  it('an order sent for approval tells Venda Direta; approved over HTTP, Faturamento; each item opens the order', async () => {
    const id = await pedidoDeTeste(db(), () => t.clock.now, { admin, dealer: morumbi }, { ate: 'aprovacaoVenda' });
    const [enviado, ...resto] = await sino(tk.vd, `pedido-${id}`);
    expect(resto).toEqual([]);
    expect(enviado).toMatchObject({ tipo: 'pedidoEtapa', texto: notifMsg.pedidoEtapa(await codigo(id), NOME_STEP[2]), link: `/newrequest?id=${id}` });
    // the dealer sent it (its own act); the other profiles do not move step 2
    expect(await quem(`pedido-${id}`)).toEqual(['vd']);

    const { contexto: _c, ...corpo } = (await t.call('GET', `pedidos/${id}`, { token: tk.vd })).json().data;
    const r = await t.call('PUT', `pedidos/${id}`, { token: tk.vd, body: { ...corpo, steps: { id: 3 } } });
    expect(r.statusCode, r.body).toBe(200);
    const [aprovado] = await sino(tk.fat, `pedido-${id}`);
    expect(aprovado).toMatchObject({ tipo: 'pedidoEtapa', texto: notifMsg.pedidoEtapa(await codigo(id), NOME_STEP[3]) });
    expect((await sino(tk.vd, `pedido-${id}`)).map((n) => n.id)).toEqual([enviado!.id]);
  });

  it("a pré-pagamento order at Inserir Boletos tells its dealer (and its group's user), Financeiro and Venda Direta; not another dealer", async () => {
    const id = await pedidoDeTeste(db(), () => t.clock.now, { admin, dealer: morumbi }, { prePagamento: true, ate: 'inserirBoletos' });
    const [ultimo] = (await sino(tk.morumbi, `pedido-${id}`)).filter((n) => n.texto.includes(NOME_STEP[10]));
    expect(ultimo).toMatchObject({ tipo: 'pedidoEtapa', link: `/newrequest?id=${id}` });
    const naEtapa10 = async (token: string) => (await sino(token, `pedido-${id}`)).some((n) => n.texto.includes(NOME_STEP[10]));
    for (const token of [tk.morumbi, tk.grupo, tk.fin, tk.vd]) expect(await naEtapa10(token)).toBe(true);
    // the administrator moved it; Jardins is another dealer; Faturamento and Logística do not move step 10
    for (const token of [tk.admin, tk.jardins, tk.fat, tk.log]) expect(await naEtapa10(token)).toBe(false);
  });

  it('an invoice attached tells Venda Direta; approved by sales, the board (Administrador); rejected, the dealer', async () => {
    const pedido = await pedidoDeTeste(db(), () => t.clock.now, { admin, dealer: morumbi }, { ate: 'faturamentoRegular' });
    const cnpj = (
      await db().selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', morumbi.concessionariaId!).executeTakeFirstOrThrow()
    ).cnpj;
    const valor = Number((await db().selectFrom('pedidos').select('valor_comissao').where('id', '=', pedido).executeTakeFirstOrThrow()).valor_comissao);
    const url = await enviarParaAnexar(t.app, tk.morumbi, 'nf.pdf', pdf(), { finalidade: 'nfe' });
    const r = await t.call('POST', 'notas/fiscais', {
      token: tk.morumbi,
      body: {
        pedidosId: [pedido],
        numeroNotaFiscal: '4321',
        dataEmissao: '2026-11-20',
        valorNotaFiscal: valor,
        valorComissao: valor,
        cnpjEmitente: cnpj,
        urlNotaFiscal: url,
        concessionariasId: morumbi.concessionariaId,
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    const nf = r.json().data.id as number;
    const stream = `nota-fiscal-${nf}`;
    expect(await sino(tk.vd, stream)).toEqual([
      expect.objectContaining({ id: `${stream}@1`, tipo: 'notaFiscalEtapa', texto: notifMsg.notaFiscalEtapa('4321', NOME_STEP_NF[1]), link: '/comission' }),
    ]);
    expect(await quem(stream)).toEqual(['vd']);

    const mover = (token: string, steps: number, comentario?: string) =>
      t.call('PUT', 'notas/fiscais/alterar/steps', { token, body: { ids: [nf], steps, ...(comentario ? { comentario } : {}) } });
    expect((await mover(tk.vd, 2)).statusCode).toBe(200);
    expect((await sino(tk.admin, stream)).map((n) => n.texto)).toEqual([notifMsg.notaFiscalEtapa('4321', NOME_STEP_NF[2])]);
    expect((await mover(tk.admin, 5, 'Valor divergente')).statusCode).toBe(200);
    const doDealer = await sino(tk.morumbi, stream);
    expect(doDealer.map((n) => n.texto)).toEqual([notifMsg.notaFiscalEtapa('4321', NOME_STEP_NF[5])]);
    expect(await sino(tk.grupo, stream)).toHaveLength(1);
    expect(await sino(tk.jardins, stream)).toEqual([]);
  });

  it('respects the preference; e-mails go once to the profiles told; the rebuild gives the same rows', async () => {
    const atual = (await t.call('GET', 'notificacoes/preferencias', { token: tk.fat })).json().data;
    expect(atual.canais.pedidoEtapa).toBe('ambos');
    await t.call('PUT', 'notificacoes/preferencias', { token: tk.fat, body: { canais: { ...atual.canais, pedidoEtapa: 'nenhum' } } });
    const id = await pedidoDeTeste(db(), () => t.clock.now, { admin, dealer: morumbi }, { ate: 'faturamentoRegular' });
    // steps 3 and 5 are Faturamento's: with none chosen, its bell shows neither
    expect(await sino(tk.fat, `pedido-${id}`)).toEqual([]);
    expect(await sino(tk.vd, `pedido-${id}`)).toHaveLength(1);

    await enfileirarEmailsDeNotificacoes({ db: db(), appUrl: 'http://portal.test', now: () => t.clock.now });
    const paraDe = async (idNotificacao: string) =>
      (
        await db()
          .selectFrom('notificacoes_emails as ne')
          .innerJoin('emails_saida as e', 'e.id', 'ne.email_id')
          .select('e.para')
          .where('ne.notificacao_id', '=', idNotificacao)
          .execute()
      ).map((e) => e.para);
    const [doVd] = await sino(tk.vd, `pedido-${id}`);
    expect(await paraDe(doVd!.id)).toEqual([EMAIL('vendadireta')]);
    const doFat = await db()
      .selectFrom('notificacoes')
      .select('id')
      .where('stream_id', '=', `pedido-${id}`)
      .where(sql<boolean>`'Faturamento' = any(papeis)`)
      .execute();
    expect(doFat.length).toBe(2);
    for (const n of doFat) expect(await paraDe(n.id)).toEqual([]);

    const [r] = await rebuildProjections(db(), ['notificacoes']);
    expect(r, r!.differences.join('\n')).toMatchObject({ equal: true });
    expect(await enfileirarEmailsDeNotificacoes({ db: db(), appUrl: 'http://portal.test', now: () => t.clock.now })).toEqual([]);
  });
});
