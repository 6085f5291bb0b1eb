import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsg } from '@portal/contracts/swaps/messages';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { readStream } from '@portal/core/eventstore/store';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { createTestApp, type TestApp } from '../testing/app.ts';

const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321' };
/** the billing-request modal's fields: Estoque, À vista, as soon as possible */
const faturamento = { tipoVendaId: 1, tipoPagamentoId: 1, faturarAssimQuePossivel: true };

describe('PUT veiculos/troca/pedido/aceitar: the accept with the billing request of the vehicle received, one transaction', () => {
  let t: TestApp;
  let tk: Record<'admin' | 'morumbi' | 'barra' | 'brasilia', string>;
  let p: Record<'admin' | 'morumbi' | 'barra' | 'brasilia', Principal>;
  const veiculo = (dono: Principal, troca = false) => veiculoDe(t.tdb.db, () => t.clock.now, p.admin, dono, { troca });
  const escrita = async () => {
    const r = await t.tdb.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };
  /** morumbi asks for a barra vehicle (status 11) offering one of its own */
  const pedido = async () => {
    const interesse = await veiculo(p.barra, true);
    const oferta = await veiculo(p.morumbi);
    const r = await t.call('POST', 'veiculos/troca/solicita', {
      token: tk.morumbi,
      body: { ...contato, veiculoInteresseId: interesse, veiculosPropostos: [oferta] },
    });
    expect(r.statusCode, r.body).toBe(200);
    return { id: r.json().data[0].id as number, interesse, oferta };
  };
  const aceitar = (token: string, query: Record<string, number>, body: Record<string, unknown>) =>
    t.call('PUT', `veiculos/troca/pedido/aceitar?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token, body });
  const statusTroca = async (id: number) => (await t.tdb.db.selectFrom('trocas').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const veiculoLido = (id: number) =>
    t.tdb.db
      .selectFrom('veiculos')
      .select(['status', 'concessionaria_id', 'dealer_solicitante_id', 'tipo_venda_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = new Date('2026-11-23T13:00:00.000Z');
    const emails = { admin: 'admin', morumbi: 'dealer.morumbi', barra: 'dealer.barra', brasilia: 'dealer.brasilia' } as const;
    tk = Object.fromEntries(await Promise.all(Object.entries(emails).map(async ([k, e]) => [k, await t.login(`${e}@demo.portal.com.br`)]))) as typeof tk;
    p = Object.fromEntries(
      await Promise.all((Object.keys(emails) as (keyof typeof emails)[]).map(async (k) => [k, await principal(t.tdb.db, `${emails[k]}@demo.portal.com.br`)])),
    ) as typeof p;
  }, 120_000);
  afterAll(async () => t?.close());

  it('given a received request, when the owner accepts through the modal, then the swap, both vehicles and the billing request of the one received are recorded', async () => {
    const { id, interesse, oferta } = await pedido();
    const solicitada = (await readStream(t.tdb.db, `troca-${id}`))[0]!;
    expect(solicitada.data).toMatchObject({ type: 'TrocaSolicitada', compromissoFaturamento: true });

    const query = {
      veiculoTrocaPedidoId: id,
      concessionariaTrocaId: p.barra.concessionariaId!,
      veiculoTrocaId: interesse,
      concessionariaPropostoId: p.morumbi.concessionariaId!,
      veiculoPropostoId: oferta,
    };
    const r = await aceitar(tk.barra, query, faturamento);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      success: true,
      data: { mensagem: smsg.trocaAceita, trocas: [id], faturamento: [{ id: oferta, status: 1, descricao: vmsg.faturamentoSolicitado }] },
      errors: [],
    });
    expect(await statusTroca(id)).toBe(3);
    // the vehicle received is the owner's and its billing is requested in the owner's name; the one given is the requester's
    expect(await veiculoLido(oferta)).toMatchObject({
      status: 1,
      concessionaria_id: p.barra.concessionariaId,
      dealer_solicitante_id: p.barra.concessionariaId,
      tipo_venda_id: 1,
    });
    expect(await veiculoLido(interesse)).toMatchObject({ status: 0, concessionaria_id: p.morumbi.concessionariaId });
    const aceita = (await readStream(t.tdb.db, `troca-${id}`)).at(-1)!;
    expect(aceita.data).toMatchObject({ type: 'TrocaAceita', veiculosEscolhidos: [oferta], comFaturamento: true });
    const doVeiculo = (await readStream(t.tdb.db, `veiculo-${oferta}`)).slice(-2).map((e) => e.data.type);
    expect(doVeiculo).toEqual(['TrocaEfetivada', 'FaturamentoSolicitado']);

    // already answered: refused with the machine's reason, nothing written
    const antes = await escrita();
    const outra = await aceitar(tk.barra, query, faturamento);
    expect(outra.statusCode).toBe(422);
    expect(outra.json().errors).toEqual([smsg.jaRespondida]);
    expect(await escrita()).toBe(antes);
  });

  it('accepts two swaps in one billing request, or neither when one of them is refused', async () => {
    const a = await pedido();
    const b = await pedido();
    const respondida = await pedido();
    const rej = await t.call('POST', 'veiculos/troca/pedido/rejeitar', { token: tk.barra, body: { veiculoTrocaPedidoId: respondida.id } });
    expect(rej.statusCode).toBe(200);

    const antes = await escrita();
    const recusada = await aceitar(
      tk.barra,
      { veiculoTrocaPedidoId: a.id, veiculoPropostoId: a.oferta },
      { ...faturamento, outrasTrocas: [{ veiculoTrocaPedidoId: respondida.id, veiculoPropostoId: respondida.oferta }] },
    );
    expect(recusada.statusCode).toBe(422);
    expect(recusada.json().errors).toEqual([smsg.jaRespondida]);
    expect(await escrita()).toBe(antes);
    expect(await statusTroca(a.id)).toBe(2);

    const r = await aceitar(
      tk.barra,
      { veiculoTrocaPedidoId: a.id, veiculoPropostoId: a.oferta },
      { ...faturamento, prioridade: true, outrasTrocas: [{ veiculoTrocaPedidoId: b.id, veiculoPropostoId: b.oferta }] },
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.trocas).toEqual([a.id, b.id]);
    expect(r.json().data.faturamento.map((x: { id: number; status: number }) => [x.id, x.status])).toEqual([
      [a.oferta, 1],
      [b.oferta, 1],
    ]);
    expect([await statusTroca(a.id), await statusTroca(b.id)]).toEqual([3, 3]);
    for (const v of [a.oferta, b.oferta]) expect(await veiculoLido(v)).toMatchObject({ status: 1, concessionaria_id: p.barra.concessionariaId });
  });

  it('another dealer’s swap answers 404 and writes nothing', async () => {
    const { id, oferta } = await pedido();
    const antes = await escrita();
    for (const token of [tk.brasilia]) {
      const r = await aceitar(token, { veiculoTrocaPedidoId: id, veiculoPropostoId: oferta }, faturamento);
      expect(r.statusCode).toBe(404);
    }
    // the requester sees the request but may not answer it (the machine's reason)
    const solicitante = await aceitar(tk.morumbi, { veiculoTrocaPedidoId: id, veiculoPropostoId: oferta }, faturamento);
    expect(solicitante.statusCode).toBe(422);
    expect(solicitante.json().errors).toEqual([smsg.somenteDono]);
    expect(await escrita()).toBe(antes);
    expect(await statusTroca(id)).toBe(2);
  });

  it('a bad body answers 400 in pt-BR and writes nothing, the swap stays Pendente', async () => {
    const { id, oferta } = await pedido();
    const q = { veiculoTrocaPedidoId: id, veiculoPropostoId: oferta };
    const antes = await escrita();
    const casos: [Record<string, unknown>, string][] = [
      [{}, vmsg.escolhaTipoVenda],
      [{ tipoVendaId: 1 }, vmsg.escolhaTipoPagamento],
      [{ tipoVendaId: 1, tipoPagamentoId: 1, dataFaturamento: '2026-11-28' }, vmsg.dataInvalida],
      [{ tipoVendaId: 1, tipoPagamentoId: 1, dataFaturamento: '2026-11-20' }, vmsg.dataMenorQueHoje],
    ];
    for (const [body, msg] of casos) {
      const r = await aceitar(tk.barra, q, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().errors).toEqual([msg]);
    }
    const estranho = await aceitar(tk.barra, q, { ...faturamento, veiculoId: [oferta] });
    expect(estranho.statusCode).toBe(400);
    const repetida = await aceitar(tk.barra, q, { ...faturamento, outrasTrocas: [q] });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errors).toEqual([smsg.trocaRepetida]);
    const doisVeiculos = await aceitar(tk.barra, { veiculoTrocaPedidoId: id }, faturamento);
    expect(doisVeiculos.json().errors).toEqual([smsg.peloMenosUmVeiculo]);
    expect(await escrita()).toBe(antes);
    expect(await statusTroca(id)).toBe(2);
    expect(await veiculoLido(oferta)).toMatchObject({ status: 0, concessionaria_id: p.morumbi.concessionariaId });
  });
});
