import { beforeAll, describe, expect, it } from 'vitest';
import { smsg } from '@portal/contracts/swaps/messages';
import { readStream } from '@portal/core/eventstore/store';
import { fold } from '@portal/core/eventstore/decider';
import { vehicleAggregate } from '@portal/core/vehicles/aggregate';
import { expirarTroca } from '@portal/core/swaps/commands';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { primeiraAba } from '../testing/planilhas.ts';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';
import { ULTIMA_CONF } from '@portal/contracts/settings/regras';
import { contarLinhas } from '../testing/contagem.ts';

const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321', comentario: 'Cliente aguardando.' };

describe('swaps over HTTP and a real PostgreSQL', () => {
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const emails = {
    admin: 'admin',
    morumbi: 'dealer.morumbi',
    barra: 'dealer.barra',
    brasilia: 'dealer.brasilia',
    recife: 'dealer.recife',
    financeiro: 'financeiro',
  } as const;
  const tk = usuariosDaSuite(t, emails);
  let p: Record<'admin' | 'morumbi' | 'barra' | 'brasilia', Principal>;
  const veiculo = (dono: Principal, troca = false) => veiculoDe(t.tdb.db, () => t.clock.now, p.admin, dono, { troca });
  const eventos = () => contarLinhas(t.tdb.db, 'events');
  const solicita = (token: string, body: Record<string, unknown>) => t.call('POST', 'veiculos/troca/solicita', { token, body: { ...contato, ...body } });
  const pedir = async (interesse: number, propostos: number[], token = tk.morumbi) => {
    const r = await solicita(token, { veiculoInteresseId: interesse, veiculosPropostos: propostos, confirmarSemVeiculo: propostos.length === 0 });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data[0].id as number;
  };
  const troca = (id: number) => t.tdb.db.selectFrom('trocas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    p = Object.fromEntries(
      await Promise.all(
        (['admin', 'morumbi', 'barra', 'brasilia'] as const).map(async (k) => [k, await principal(t.tdb.db, `${emails[k]}@demo.portal.com.br`)]),
      ),
    ) as typeof p;
  });

  it('lists vehicles available for swap (other dealers, status 11) and the own vehicles to offer', async () => {
    const dela = await veiculo(p.barra, true);
    const minha = await veiculo(p.morumbi, true);
    const cota = await veiculo(p.morumbi);
    const disp = (await t.call('POST', 'veiculos/troca/listar', { token: tk.morumbi, body: { solicitar: true, page: 1, per_page: 100 } })).json().data;
    const ids = disp.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(dela);
    expect(ids).not.toContain(minha);
    expect(disp.rows.find((r: { id: number }) => r.id === dela)).toMatchObject({
      modelo: expect.any(String),
      dataLimiteTroca: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      specs: [{ codigo: '011AA', descricao: 'Teto solar panorâmico' }],
    });
    const sel = (await t.call('POST', 'veiculos/troca/listar', { token: tk.morumbi, body: { selecao: true, per_page: 100 } })).json().data;
    expect(sel.rows.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([minha, cota]));
    expect(sel.rows.map((r: { id: number }) => r.id)).not.toContain(dela);
    expect(
      (await t.call('POST', 'veiculos/troca/listar', { token: tk.morumbi, body: { solicitar: true, dataDeDisponibilidade: '23/11/2026' } })).statusCode,
    ).toBe(400);
    expect((await t.call('POST', 'veiculos/troca/listar', { token: tk.financeiro, body: {} })).statusCode).toBe(403);
  });

  it('refuses bad requests with a pt-BR message and writes nothing', async () => {
    const minha = await veiculo(p.morumbi, true);
    const outra = await veiculo(p.morumbi);
    const dela = await veiculo(p.barra, true);
    const antes = await eventos();
    const casos: [Record<string, unknown>, number, string][] = [
      [{ veiculoInteresseId: minha, veiculosPropostos: [outra] }, 422, smsg.veiculoJaPossui],
      [{ veiculoInteresseId: dela, veiculosPropostos: [] }, 422, smsg.nenhumVeiculoOfertado],
      [{ veiculoInteresseId: dela }, 422, smsg.nenhumVeiculoOfertado],
      [{ veiculoInteresseId: dela, veiculosPropostos: [outra], contatoTelefone: '9876-54' }, 400, smsg.telefoneInvalido],
      [{ veiculoInteresseId: dela, veiculosPropostos: [outra], contatoEmail: 'diego' }, 400, smsg.emailInvalido],
      [{ veiculoInteresseId: dela, veiculosPropostos: [outra], comentario: 'x'.repeat(8001) }, 400, smsg.comentarioLongo],
    ];
    for (const [body, status, msg] of casos) {
      const r = await solicita(tk.morumbi, body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(r.json()).toMatchObject({ success: false, errors: [msg] });
    }
    expect((await solicita(tk.morumbi, { veiculoInteresseId: dela, veiculosPropostos: [outra], extra: 1 })).statusCode).toBe(400);
    expect((await solicita(tk.recife, { veiculoInteresseId: dela, veiculosPropostos: [] })).statusCode).toBe(403);
    expect(await eventos()).toBe(antes);
  });

  it('request → received Pendente with the counter → detail → accept with exactly one vehicle (PUT with query) → log', async () => {
    const dela = await veiculo(p.barra, true);
    const [o1, o2] = [await veiculo(p.morumbi), await veiculo(p.morumbi)];
    const r = await solicita(tk.morumbi, { veiculoInteresseId: dela, veiculosPropostos: [o1, o2] });
    expect(r.json()).toMatchObject({ success: true, data: [{ status: 1, descricao: smsg.propostaEnviada }] });
    const id = r.json().data[0].id as number;
    // no Temporal client in this app: the start waits for the worker's sweep
    expect(await t.tdb.db.selectFrom('trocas_expiracao').select(['iniciado_em', 'vence_em']).where('troca_id', '=', id).executeTakeFirstOrThrow()).toEqual({
      iniciado_em: null,
      vence_em: new Date('2026-11-30T13:00:00.000Z'),
    });

    const contagem = await t.call('GET', 'veiculos/troca/minhas/contagem-pendencias', { token: tk.barra });
    expect(contagem.json()).toMatchObject({ success: true, data: expect.any(Number) });
    expect(contagem.json().data).toBeGreaterThanOrEqual(1);
    expect((await t.call('GET', 'veiculos/troca/minhas/contagem-pendencias', { token: tk.admin })).json().data).toBe(0);

    const recebidas = (await t.call('POST', 'veiculos/troca/minhas/listar', { token: tk.barra, body: { recebida: true, status: [2], per_page: 100 } })).json()
      .data;
    expect(recebidas.rows.find((x: { veiculoTrocaPedidoId: number }) => x.veiculoTrocaPedidoId === id)).toMatchObject({
      tipoSolicitacao: 'Recebida',
      status: 2,
      statusDescricao: 'Pendente',
      destacada: true,
      podeCeder: true,
      contatoTelefone: '11987654321',
      nomeUsuarioSolicitou: 'Diego Morumbi',
      veiculoId: dela,
    });
    const enviadas = (await t.call('POST', 'veiculos/troca/minhas/listar', { token: tk.morumbi, body: { enviada: true, per_page: 100 } })).json().data;
    expect(enviadas.rows.find((x: { veiculoTrocaPedidoId: number }) => x.veiculoTrocaPedidoId === id)).toMatchObject({
      tipoSolicitacao: 'Enviada',
      podeCeder: false,
    });
    const aba0 = (await t.call('POST', 'veiculos/troca/listar', { token: tk.morumbi, body: { per_page: 100 } })).json().data;
    expect(aba0.rows.map((x: { veiculoTrocaPedidoId: number }) => x.veiculoTrocaPedidoId)).toContain(id);

    const det = await t.call('GET', `veiculos/troca/minhas/detalhe?veiculoTrocaPedidoId=${id}&enviada=false`, { token: tk.barra });
    expect(det.json().data.propostos.map((v: { id: number }) => v.id)).toEqual([o1, o2]);
    expect((await t.call('GET', `veiculos/troca/minhas/detalhe?veiculoTrocaPedidoId=${id}`, { token: tk.brasilia })).statusCode).toBe(404);
    expect((await t.call('GET', `veiculos/troca/minhas/log?veiculoTrocaPedidoId=${id}`, { token: tk.brasilia })).statusCode).toBe(404);

    const antes = await eventos();
    const dois = await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.barra, body: { veiculoTrocaPedidoId: id, veiculoPropostoId: [o1, o2] } });
    expect(dois.statusCode).toBe(422);
    expect(dois.json().errors).toEqual([smsg.somenteUmVeiculo]);
    const nenhum = await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.barra, body: { veiculoTrocaPedidoId: id } });
    expect(nenhum.json().errors).toEqual([smsg.peloMenosUmVeiculo]);
    expect(
      (await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.morumbi, body: { veiculoTrocaPedidoId: id, veiculoPropostoId: o1 } })).json().errors,
    ).toEqual([smsg.somenteDono]);
    expect(await eventos()).toBe(antes);

    const body = {
      veiculoTrocaPedidoId: id,
      concessionariaTrocaId: p.barra.concessionariaId,
      veiculoTrocaId: dela,
      concessionariaPropostoId: p.morumbi.concessionariaId,
      veiculoPropostoId: o2,
    };
    // the bare accept (POST); the PUT form comes with the billing request (aceite.int.test.ts)
    const ok = await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.barra, body });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, data: smsg.trocaAceita, errors: [] });
    const segundo = await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.barra, body: { veiculoTrocaPedidoId: id, veiculoPropostoId: o2 } });
    expect(segundo.statusCode).toBe(422);
    expect(segundo.json().errors).toEqual([smsg.jaRespondida]);

    const meus = (await t.call('POST', 'veiculos/troca/listar', { token: tk.morumbi, body: { selecao: true, per_page: 100 } }))
      .json()
      .data.rows.map((v: { id: number }) => v.id);
    expect(meus).toEqual(expect.arrayContaining([dela, o1]));
    expect(meus).not.toContain(o2);
    const log = (await t.call('GET', `veiculos/troca/minhas/log?veiculoTrocaPedidoId=${id}`, { token: tk.morumbi })).json().data;
    expect(log.map((l: { descricao: string }) => l.descricao)).toEqual(['Troca solicitada', 'Troca aceita']);
    expect(log[1]).toMatchObject({ nome: 'Beatriz Barra', statusDescricao: 'Realizado', veiculoPropostoId: o2 });
    const vlog = (await t.call('GET', `veiculos/log/${dela}`, { token: tk.admin })).json().data;
    expect(JSON.stringify(vlog)).toContain(`Troca nº ${id}`);
  });

  it('reject, cancel (PUT with query), cession within the monthly limit (changed through POST configuracoes), expired and cancelled requests refuse an accept', async () => {
    const conf = await t.call('POST', 'configuracoes', { token: tk.admin, body: { tipo: 9, periodoInformado: '1' } });
    expect(conf.statusCode, conf.body).toBe(201);
    expect(conf.json().data).toBe(smsg.novoPeriodo);
    expect((await t.call('POST', 'configuracoes', { token: tk.admin, body: { tipo: 4, periodoInformado: 'cinco' } })).json().errors).toEqual([
      smsg.periodoInvalido,
    ]);
    expect((await t.call('POST', 'configuracoes', { token: tk.admin, body: { tipo: 14, periodoInformado: '3' } })).statusCode).toBe(400);
    expect((await t.call('POST', 'configuracoes', { token: tk.barra, body: { tipo: 9, periodoInformado: '9' } })).statusCode).toBe(403);
    const lista = (await t.call('GET', 'configuracoes?page=1&per_page=8', { token: tk.admin })).json().data;
    expect(Object.keys(lista)).toHaveLength(ULTIMA_CONF);
    expect(lista.conf9).toMatchObject({
      ativo: '1',
      total: 2,
      page: 1,
      rows: [
        { periodoInformado: '1', usuario: 'Ana Administradora' },
        { periodoInformado: '2', usuario: 'Sistema' },
      ],
    });
    expect(lista.conf4).toMatchObject({ ativo: '5' });

    const [v1, v2, v3, v4] = [await veiculo(p.barra, true), await veiculo(p.barra, true), await veiculo(p.barra, true), await veiculo(p.barra, true)];
    const rej = await pedir(v1, [await veiculo(p.morumbi)]);
    expect((await t.call('POST', 'veiculos/troca/pedido/rejeitar', { token: tk.barra, body: { veiculoTrocaPedidoId: rej } })).json().data).toBe(
      smsg.trocaRejeitada,
    );
    expect((await troca(rej)).status).toBe(5);

    const can = await pedir(v2, [await veiculo(p.morumbi)]);
    expect((await t.call('PUT', `veiculos/troca/pedido/cancelar?veiculoTrocaPedidoId=${can}`, { token: tk.barra })).json().errors).toEqual([
      smsg.somenteSolicitante,
    ]);
    expect((await t.call('PUT', `veiculos/troca/pedido/cancelar?veiculoTrocaPedidoId=${can}`, { token: tk.morumbi })).json()).toEqual({
      success: true,
      data: smsg.trocaCancelada,
      errors: [],
    });
    expect(
      (await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.barra, body: { veiculoTrocaPedidoId: can, veiculoPropostoId: 1 } })).json().errors,
    ).toEqual([smsg.cancelada]);

    const c1 = await pedir(v3, [], tk.brasilia);
    const c2 = await pedir(v4, [], tk.brasilia);
    expect((await t.call('POST', 'veiculos/troca/pedido/ceder', { token: tk.barra, body: { veiculoTrocaPedidoId: c1 } })).json().data).toBe(smsg.trocaCedida);
    const antes = await eventos();
    const acima = await t.call('POST', 'veiculos/troca/pedido/ceder', { token: tk.barra, body: { veiculoTrocaPedidoId: c2 } });
    expect(acima.statusCode).toBe(422);
    expect(acima.json().errors).toEqual([smsg.limiteCessoesAtingido]);
    expect(await eventos()).toBe(antes);

    const exp = await pedir(await veiculo(p.barra, true), [await veiculo(p.morumbi)]);
    expect(await expirarTroca({ db: t.tdb.db, now: () => new Date('2026-12-01T00:00:00.000Z') }, exp)).toBe('expirada');
    const tarde = await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.barra, body: { veiculoTrocaPedidoId: exp, veiculoPropostoId: 1 } });
    expect(tarde.statusCode).toBe(422);
    expect(tarde.json().errors).toEqual([smsg.expirada]);
    const expiradas = (await t.call('POST', 'veiculos/troca/minhas/listar', { token: tk.morumbi, body: { status: 8, troca: 1 } })).json().data;
    expect(expiradas.rows.map((x: { veiculoTrocaPedidoId: number }) => x.veiculoTrocaPedidoId)).toContain(exp);
    const semTroca = (await t.call('POST', 'veiculos/troca/minhas/listar', { token: tk.brasilia, body: { troca: 3, per_page: 100 } })).json().data;
    expect(semTroca.rows.map((x: { veiculoTrocaPedidoId: number }) => x.veiculoTrocaPedidoId).sort()).toEqual([c1, c2].sort());
  });

  it('exports the swap report (.xlsx) with the dealer-scoped rows', async () => {
    const r = await t.call('POST', 'relatorios/troca', { token: tk.brasilia, body: {} });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('PDD_Relatorio_Trocas.xlsx');
    const ws = await primeiraAba(r);
    expect(ws.getRow(1).getCell(1).value).toBe('Nº da solicitação');
    const linhas = ws.rowCount - 1;
    const esperado = await t.tdb.db
      .selectFrom('trocas')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) =>
        eb.or([eb('concessionaria_dona_id', '=', p.brasilia.concessionariaId!), eb('concessionaria_solicitante_id', '=', p.brasilia.concessionariaId!)]),
      )
      .executeTakeFirstOrThrow();
    expect(linhas).toBe(Number(esperado.n));
    expect(linhas).toBeGreaterThanOrEqual(2);
  });

  it('20 concurrent accepts of requests sharing a vehicle: exactly one succeeds and every vehicle stream stays consistent', async () => {
    const alvo = await veiculo(p.barra, true);
    const ofertas: number[] = [];
    const pedidos: number[] = [];
    for (let i = 0; i < 20; i++) {
      const o = await veiculo(i % 2 ? p.morumbi : p.brasilia);
      ofertas.push(o);
      pedidos.push(await pedir(alvo, [o], i % 2 ? tk.morumbi : tk.brasilia));
    }
    const respostas = await Promise.all(
      pedidos.map((id, i) =>
        t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.barra, body: { veiculoTrocaPedidoId: id, veiculoPropostoId: ofertas[i] } }),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    expect(codigos.every((c) => c === 200 || c === 409 || c === 422)).toBe(true);
    for (const r of respostas.filter((x) => x.statusCode !== 200)) expect(r.json().errors[0]).toMatch(/\S/);
    const vencedor = codigos.indexOf(200);
    console.log(`aceites simultâneos: ${JSON.stringify(Object.fromEntries([200, 409, 422].map((c) => [c, codigos.filter((x) => x === c).length])))}`);

    const streamAlvo = await readStream(t.tdb.db, `veiculo-${alvo}`);
    expect(streamAlvo.filter((e) => e.type === 'TrocaEfetivada')).toHaveLength(1);
    for (const [i, v] of [alvo, ...ofertas].entries()) {
      const stream = await readStream(t.tdb.db, `veiculo-${v}`);
      expect(stream.map((e) => e.version)).toEqual(stream.map((_, k) => k + 1));
      const estado = fold(vehicleAggregate, stream).context as { concessionariaId: number; status: number };
      const row = await t.tdb.db.selectFrom('veiculos').select(['concessionaria_id', 'status', 'ultima_posicao']).where('id', '=', v).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ concessionaria_id: estado.concessionariaId, status: estado.status, ultima_posicao: stream[stream.length - 1]!.position });
      if (i > 0) expect(stream.filter((e) => e.type === 'TrocaEfetivada').length).toBe(i - 1 === vencedor ? 1 : 0);
    }
    expect(await t.tdb.db.selectFrom('veiculos').select('concessionaria_id').where('id', '=', alvo).executeTakeFirstOrThrow()).toEqual({
      concessionaria_id: vencedor % 2 ? p.morumbi.concessionariaId : p.brasilia.concessionariaId,
    });
    const estados = await t.tdb.db.selectFrom('trocas').select(['id', 'status']).where('id', 'in', pedidos).execute();
    expect(estados.filter((s) => s.status === 3).map((s) => s.id)).toEqual([pedidos[vencedor]]);
    expect(estados.filter((s) => s.status === 4)).toHaveLength(19);
  });
});
