import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpiMsg } from '@portal/contracts/kpi/messages';

import { METRICAS_KPI } from '@portal/contracts/kpi/resumo';

import { pdf, png } from '@portal/core/testing/arquivos';

import { createTestApp, type TestApp } from '../testing/app.ts';

import { multipartArquivo } from '../testing/envios.ts';
import { corpoOutrosKpi, corpoVeiculoKpi, referenciaKpi, type ReferenciaKpi } from '../testing/kpi.ts';

/**
 * The KPI Approved programme over HTTP and a real PostgreSQL: every call of the `kpi` area, the vehicle's life cycle on its
 * stream, the month lock, the dealer scope. Data in March 2026 (open) and February 2026 (past its deadline), the clock fixed.
 */
let t: TestApp;
let admin: string;
let morumbi: string;
let jardins: string;
let dMorumbi: number;
let dJardins: number;
let dProprio: number;
const ANO = 2026;
const MES = 3;

const anexar = async (token: string, nome: string, conteudo: Buffer) => {
  const m = multipartArquivo(nome, conteudo);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/genericos/enviar/newvehicle',
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    payload: m.payload,
  });
};

let ref: ReferenciaKpi;
let seq = 0;
const veiculo = (over: Record<string, unknown> = {}) => ({
  ...corpoVeiculoKpi(ref, {
    ano: ANO,
    mes: MES,
    concessionariaId: dMorumbi,
    chassi: `SALTEST00000${String(++seq).padStart(5, '0')}`,
    dataCompra: '2026-01-10',
    dataVenda: '2026-03-11',
  }),
  ...over,
});
const criar = async (token: string, over: Record<string, unknown> = {}) => {
  const r = await t.call('POST', 'kpi/veiculos-jlr', { token, body: veiculo(over) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
};
const q = (dealer: number, ano = ANO, mes = MES) => `ano=${ano}&mesId=${mes}&concessionariaId=${dealer}`;

beforeAll(async () => {
  t = await createTestApp();
  // the demo's KPI data is relative to the real clock: these tests use their own months only
  for (const tb of ['kpi_preparacoes', 'kpi_standards', 'kpi_captacoes', 'kpi_outros', 'kpi_veiculos'] as const) await t.tdb.db.deleteFrom(tb).execute();
  t.clock.now = new Date('2026-03-20T15:00:00Z');
  admin = await t.login('admin@demo.portal.com.br');
  morumbi = await t.login('dealer.morumbi@demo.portal.com.br');
  jardins = await t.login('dealer.jardins@demo.portal.com.br');
  const ids = await t.tdb.db
    .selectFrom('concessionarias')
    .select(['id', 'codigo_dealer'])
    .where('codigo_dealer', 'in', ['JLR001', 'JLR002', 'JLR004'])
    .execute();
  const id = (c: string) => ids.find((x) => x.codigo_dealer === c)!.id;
  [dMorumbi, dJardins, dProprio] = [id('JLR001'), id('JLR002'), id('JLR004')];
  // February 2026's deadline was the 10th of March: locked at the test's clock; March's is in April
  await t.tdb.db
    .insertInto('configuracoes_gerais')
    .values([
      { tipo: 10, valor: '2026-03-10', usuario_nome: 'teste', ano: 2026, mes: 2 },
      { tipo: 10, valor: '2026-04-10', usuario_nome: 'teste', ano: 2026, mes: 3 },
    ])
    .execute();
  ref = await referenciaKpi(t, morumbi);
});
afterAll(async () => t?.close());

describe('KPI reference lists', () => {
  it('brands, acquisition types and the cascade model → version → policy year → policy', async () => {
    expect((await t.call('GET', 'kpi/marcas/jlr', { token: morumbi })).json().data.map((m: { nome: string }) => m.nome)).toEqual(['Jaguar', 'Land Rover']);
    const todas = (await t.call('GET', 'kpi/marcas', { token: morumbi })).json().data.data;
    expect(todas.length).toBeGreaterThan(2);
    expect((await t.call('GET', 'kpi/tipos-aquisicao', { token: morumbi })).json().data).toEqual([
      { id: 1, nome: 'Troca' },
      { id: 2, nome: 'Compra' },
    ]);
    expect(ref.politica).toMatchObject({ versaoId: ref.versao.id, modeloId: ref.modelo.id, anoPolitica: 2026 });
    const anos = (await t.call('GET', 'kpi/anos-politica/Land%20Rover', { token: morumbi })).json().data;
    expect(anos).toContain(2026);
    expect((await t.call('GET', 'kpi/anos-politica/Nenhuma', { token: morumbi })).json().data).toEqual([]);
    expect((await t.call('GET', 'kpi/modelo-jlr-incentivo/999999', { token: morumbi })).json().data).toEqual([]);
  });

  it('anos-meses: up to the current month, each with its deadline state', async () => {
    const r = (await t.call('GET', 'kpi/anos-meses', { token: morumbi })).json().data;
    const ano = r.find((a: { ano: number }) => a.ano === 2026);
    expect(ano.meses.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
    expect(ano.meses[1]).toMatchObject({ id: 2, nome: 'Fevereiro', prazoVencido: true, prazo: '2026-03-10' });
    expect(ano.meses[2]).toMatchObject({ id: 3, nome: 'Março', prazoVencido: false });
  });
});

describe('KPI vehicle (JLR)', () => {
  it("refuses an incomplete form with every 'Preencha o campo X.' in the spec's order, writing nothing", async () => {
    const r = await t.call('POST', 'kpi/veiculos-jlr', { token: morumbi, body: { ano: ANO, mes: { id: MES } } });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toBe('Preencha o campo Marca.');
    expect(r.json().errors.at(-1)).toBe('Preencha o campo Ano da política.');
    expect(await t.tdb.db.selectFrom('kpi_veiculos').select('id').execute()).toEqual([]);
    const politicaErrada = await t.call('POST', 'kpi/veiculos-jlr', { token: morumbi, body: veiculo({ anoPolitica: 2025 }) });
    expect(politicaErrada.json().errors).toEqual([kpiMsg.politicaNaoConfere]);
  });

  it("a new vehicle is 'Em Auditoria', with its derived figures and history; the Administrador approves it", async () => {
    const id = await criar(morumbi);
    const v = (await t.call('GET', `kpi/veiculos-jlr/${id}`, { token: morumbi })).json().data;
    expect(v).toMatchObject({ statusDescricao: 'Em Auditoria', anosPassados: 2, depreciacao: 40, tempoEstoque: 60, concessionaria: { id: dMorumbi } });
    expect(v.historico).toHaveLength(1);
    const stream = await t.tdb.db.selectFrom('events').select('type').where('stream_id', '=', `kpi-veiculo-${id}`).execute();
    expect(stream.map((e) => e.type)).toEqual(['VeiculoKpiCadastrado']);
    expect((await t.call('PUT', `kpi/veiculos-jlr/${id}/aprovar`, { token: morumbi })).statusCode).toBe(403);
    expect((await t.call('PUT', `kpi/veiculos-jlr/${id}/aprovar`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', `kpi/veiculos-jlr/${id}`, { token: morumbi })).json().data.statusDescricao).toBe('Aprovados');
    // a dealer cannot edit nor delete it now; the Administrador can edit, and the history names the field
    const put = await t.call('PUT', `kpi/veiculos-jlr/${id}`, { token: morumbi, body: veiculo({ chassi: 'SALX1', valorVenda: 410000 }) });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toEqual([kpiMsg.dealerNaoPodeEditarAprovado]);
    const del = await t.call('DELETE', `kpi/veiculos-jlr/${id}`, { token: morumbi });
    expect(del.json().errors).toEqual([kpiMsg.dealerNaoPodeExcluirAprovado]);
    expect((await t.call('PUT', `kpi/veiculos-jlr/${id}`, { token: admin, body: veiculo({ chassi: 'SALADM1', valorVenda: 410000 }) })).statusCode).toBe(200);
    const h = (await t.call('GET', `kpi/veiculos-jlr/${id}`, { token: admin })).json().data.historico;
    expect(h.at(-1)).toMatchObject({
      acao: 'Alteração',
      usuarioNome: expect.any(String),
      campos: expect.arrayContaining(['chassi', 'valorVenda', 'depreciacao']),
    });
  });

  it('the own dealer registers straight into Aprovados, approved forced', async () => {
    const id = await criar(admin, { concessionaria: { id: dProprio } });
    expect((await t.call('GET', `kpi/veiculos-jlr/${id}`, { token: admin })).json().data).toMatchObject({ statusDescricao: 'Aprovados', approved: true });
  });

  it('dealer scope: another dealer sees 404 and lists nothing of it; the Chassi filter is the Administrador’s', async () => {
    const id = await criar(morumbi);
    expect((await t.call('GET', `kpi/veiculos-jlr/${id}`, { token: jardins })).statusCode).toBe(404);
    expect((await t.call('PUT', `kpi/veiculos-jlr/${id}`, { token: jardins, body: veiculo() })).statusCode).toBe(404);
    expect((await t.call('DELETE', `kpi/veiculos-jlr/${id}`, { token: jardins })).statusCode).toBe(404);
    expect((await t.call('GET', `kpi/veiculos-jlr?${q(dMorumbi)}`, { token: jardins })).statusCode).toBe(404);
    const proprios = (await t.call('GET', `kpi/veiculos-jlr?ano=${ANO}&mesId=${MES}`, { token: jardins })).json().data;
    expect(proprios).toEqual([]);
    const lista = (await t.call('GET', `kpi/veiculos-jlr?${q(dMorumbi)}`, { token: morumbi })).json().data;
    expect(lista.map((v: { id: number }) => v.id)).toContain(id);
    expect((await t.call('GET', `kpi/veiculos-jlr?${q(dMorumbi)}&chassi=SAL`, { token: morumbi })).statusCode).toBe(403);
    const chassi = lista.find((v: { id: number }) => v.id === id).chassi;
    const filtrada = (await t.call('GET', `kpi/veiculos-jlr?${q(dMorumbi)}&chassi=${chassi}`, { token: admin })).json().data;
    expect(filtrada.map((v: { id: number }) => v.id)).toEqual([id]);
    // the dealer deletes its own vehicle in audit
    expect((await t.call('DELETE', `kpi/veiculos-jlr/${id}`, { token: morumbi })).json().data.mensagem).toBe(kpiMsg.veiculoExcluido);
    expect((await t.call('GET', `kpi/veiculos-jlr/${id}`, { token: morumbi })).statusCode).toBe(404);
  });

  it('attachments: jpg/jpeg/png/pdf by name and content; an Approved vehicle needs its documents', async () => {
    const ok1 = await anexar(morumbi, 'contrato.pdf', pdf());
    expect(ok1.statusCode, ok1.body).toBe(200);
    const nf = (await anexar(morumbi, 'nf.png', png())).json().data.filesUploaded[0];
    const check = (await anexar(morumbi, 'check.PDF', pdf())).json().data.filesUploaded[0];
    for (const [nome, conteudo] of [
      ['foto.gif', png()],
      ['falso.png', Buffer.from('não sou uma imagem')],
    ] as const) {
      const r = await anexar(morumbi, nome, conteudo);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([kpiMsg.extensaoNaoAceita]);
    }
    const sem = await t.call('POST', 'kpi/veiculos-jlr', { token: morumbi, body: veiculo({ approved: true, arquivoNFVenda: nf }) });
    expect(sem.json().errors).toEqual([kpiMsg.anexosApproved]);
    const alheio = (await anexar(jardins, 'x.pdf', pdf())).json().data.filesUploaded[0];
    const r = await t.call('POST', 'kpi/veiculos-jlr', {
      token: morumbi,
      body: veiculo({ approved: true, arquivoContratoGarantia: alheio, arquivoNFVenda: nf, arquivoCheckList: check }),
    });
    expect(r.json().errors).toEqual([kpiMsg.anexoInvalido]);
    const id = await criar(morumbi, { approved: true, arquivoContratoGarantia: ok1.json().data.filesUploaded[0], arquivoNFVenda: nf, arquivoCheckList: check });
    const v = (await t.call('GET', `kpi/veiculos-jlr/${id}`, { token: admin })).json().data;
    expect(v).toMatchObject({ approved: true, arquivoNFVenda: nf, arquivoNFVendaFisico: 'nf.png', arquivoContratoGarantiaFisico: 'contrato.pdf' });
    // the importer reads the dealer's attachment; another dealer does not
    expect((await t.call('GET', `genericos/${nf}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', `genericos/${nf}`, { token: jardins })).statusCode).toBe(404);
  });
});

describe('KPI monthly tabs and summaries', () => {
  it('preparations, standards, captações and Outros feed the KPIs tab', async () => {
    for (const tb of ['kpi_preparacoes', 'kpi_standards', 'kpi_captacoes', 'kpi_outros', 'kpi_veiculos'] as const) await t.tdb.db.deleteFrom(tb).execute();
    const a = await criar(morumbi, { valorVenda: 400000 });
    const b = await criar(morumbi, { valorVenda: 200000, marca: { id: ref.marca.id } });
    const preps = (await t.call('GET', `kpi/preparacao-veiculos?${q(dMorumbi)}`, { token: morumbi })).json().data;
    expect(preps.map((p: { id: number }) => p.id).sort()).toEqual([a, b].sort());
    const salvar = await t.call('POST', 'kpi/preparacao-veiculos', {
      token: morumbi,
      body: [
        { id: a, custoPreparacaoDinheiro: 4000, tempoPreparacao: '4', tempoPublicacao: 2 },
        { id: b, custoPreparacaoDinheiro: 2000, tempoPreparacao: 6, tempoPublicacao: '2' },
      ],
    });
    expect(salvar.json().data.mensagem).toBe(kpiMsg.registroAtualizado);
    const p2 = (await t.call('GET', `kpi/preparacao-veiculos?${q(dMorumbi)}`, { token: morumbi })).json().data;
    expect(p2.find((p: { id: number }) => p.id === a)).toMatchObject({ custoPreparacaoDinheiro: 4000, tempoPreparacao: 4, custoPreparacaoPorcentagem: 1 });
    expect((await t.call('POST', 'kpi/preparacao-veiculos', { token: jardins, body: [{ id: a, tempoPreparacao: 1 }] })).statusCode).toBe(404);

    const stds = (await t.call('GET', `kpi/standards?${q(dMorumbi)}`, { token: morumbi })).json().data;
    expect(stds[0]).toMatchObject({ ordem: 1, cumpriu: null });
    const st = await t.call('POST', 'kpi/standards', {
      token: morumbi,
      body: { ano: ANO, mes: { id: MES }, concessionaria: { id: dMorumbi }, itens: [{ id: stds[0].id, cumpriu: true, justificativa: 'ok' }] },
    });
    expect(st.json().data.mensagem).toBe(kpiMsg.standardAtualizado);
    await t.call('POST', 'kpi/standards', { token: morumbi, body: { ano: ANO, mes: { id: MES }, itens: [{ id: stds[1].id, cumpriu: 'null' }] } });
    const stds2 = (await t.call('GET', `kpi/standards?${q(dMorumbi)}`, { token: morumbi })).json().data;
    expect([stds2[0].cumpriu, stds2[1].cumpriu]).toEqual([true, null]);

    const cap = (over: Record<string, unknown> = {}) => ({
      ano: ANO,
      mes: { id: MES },
      concessionaria: { id: dMorumbi },
      marca: { id: 2 },
      tipoAquisicao: { id: 1 },
      chassi: 'CAP0001',
      modelo: 'Evoque',
      custoAquisicao: 200000,
      dataCompra: '2026-03-02',
      ...over,
    });
    const c1 = await t.call('POST', 'kpi/captacao', { token: morumbi, body: cap() });
    expect(c1.statusCode, c1.body).toBe(200);
    const cid = c1.json().data.id;
    await t.call('POST', 'kpi/captacao', { token: morumbi, body: cap({ chassi: 'CAP0002', marca: { id: 4 }, tipoAquisicao: { id: 2 } }) });
    const vazia = await t.call('POST', 'kpi/captacao', { token: morumbi, body: { ano: ANO, mes: { id: MES } } });
    expect(vazia.json().errors[0]).toBe('Preencha o campo Marcas.');
    expect((await t.call('GET', `kpi/captacao/${cid}`, { token: morumbi })).json().data).toMatchObject({ chassi: 'CAP0001', tipoAquisicao: { nome: 'Troca' } });
    expect((await t.call('GET', `kpi/captacao/${cid}`, { token: jardins })).statusCode).toBe(404);
    expect((await t.call('PUT', `kpi/captacao/${cid}`, { token: morumbi, body: cap({ modelo: 'Velar', dataVenda: '2026-03-12' }) })).statusCode).toBe(200);
    expect((await t.call('GET', `kpi/captacao/${cid}`, { token: morumbi })).json().data).toMatchObject({ modelo: 'Velar', tempoEstoque: 10 });
    const c3 = (await t.call('POST', 'kpi/captacao', { token: morumbi, body: cap({ chassi: 'CAP0003' }) })).json().data.id;
    expect((await t.call('DELETE', `kpi/captacao/${c3}`, { token: jardins })).statusCode).toBe(404);
    expect((await t.call('DELETE', `kpi/captacao/${c3}`, { token: morumbi })).statusCode).toBe(200);
    expect((await t.call('GET', `kpi/captacao?${q(dMorumbi)}`, { token: morumbi })).json().data).toHaveLength(2);

    const o = await t.call('POST', 'kpi/outros', { token: morumbi, body: corpoOutrosKpi({ ano: ANO, mes: MES, concessionariaId: dMorumbi }) });
    expect(o.json().data.mensagem).toBe(kpiMsg.outrosAtualizado);
    const outros = (await t.call('GET', `kpi/outros?${q(dMorumbi)}`, { token: morumbi })).json().data;
    expect(outros).toMatchObject({
      totalVendaVeiculosNovos: 20,
      estoqueAte30Dias: 5,
      totalVeiculosAdquiridosViaTradeIn: 1,
      totalSeminovosJlrAdquiridosParaRevenda: 1,
      receitaBrutaSeminovos: 600000,
      custoTotalSeminovos: 606000,
    });

    const v = (await t.call('GET', `kpi/resumo/dealer?${q(dMorumbi)}`, { token: morumbi })).json().data.valores;
    expect(v).toMatchObject({
      totalVendaVeiculosNovos: 20,
      totalSeminovosLandRover: 2,
      standardsPrograma: 15,
      penetracaoApprovedVersusNovosJlr: 0,
      penetracaoUsadosVersusNovosJlr: 20,
      participacaoJlrNovoTradeIn: 5,
      giroEstoque: 0.4,
      tempoPreparacao: 5,
      tempoPublicacao: 2,
      totalSeminovosJlrAdquiridosParaRevenda: 1,
      custoMedioPreparacaoVeiculo: 3000,
      totalEstoque: 10,
    });
    expect((await t.call('GET', `kpi/resumo/dealer?${q(dMorumbi)}`, { token: jardins })).statusCode).toBe(404);

    const mensal = (await t.call('GET', `kpi/resumo/nsc-por-mes?ano=${ANO}&mesId=${MES}`, { token: admin })).json().data;
    expect(mensal.concessionarias.length).toBeGreaterThan(5);
    expect(mensal.concessionarias.find((c: { id: number }) => c.id === dMorumbi).valores.totalEstoque).toBe(10);
    expect(mensal.totais.totalEstoque).toBe(10);
    expect(Object.keys(mensal.medias).sort()).toEqual(METRICAS_KPI.map(([k]) => k).sort());
    const doDealer = (await t.call('GET', `kpi/resumo/nsc-por-dealer?concessionariaId=${dMorumbi}`, { token: admin })).json().data;
    expect(doDealer.meses.map((m: { mes: { id: number } }) => m.mes.id)).toEqual([1, 2, 3]);
    expect(doDealer.meses[2].valores.totalEstoque).toBe(10);
    expect(doDealer.totais.totalEstoque).toBe(10);
    // a dealer's NSC view holds only itself
    expect(
      (await t.call('GET', `kpi/resumo/nsc-por-mes?ano=${ANO}&mesId=${MES}`, { token: jardins })).json().data.concessionarias.map((c: { id: number }) => c.id),
    ).toEqual([dJardins]);
    const bi = (await t.call('GET', 'bi/KpiApproved?ano=2026', { token: admin })).json().data;
    expect(bi.meses[2].valores.totalEstoque).toBe(10);
    const xlsx = await t.call('GET', 'bi/KpiApproved/exportar?ano=2026&quadro=vendas-mes', { token: admin });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await t.call('GET', 'bi/KpiApproved/exportar?ano=2026&quadro=outro', { token: admin })).statusCode).toBe(400);
  });
});

describe('the month lock', () => {
  it('a month past its KPI deadline refuses every write, from anyone, and nothing changes', async () => {
    // data of February written while it was open
    t.clock.now = new Date('2026-03-05T15:00:00Z');
    const id = await criar(morumbi, { mes: { id: 2 } });
    const cid = (
      await t.call('POST', 'kpi/captacao', {
        token: morumbi,
        body: { ano: ANO, mes: { id: 2 }, marca: { id: 1 }, tipoAquisicao: { id: 1 }, chassi: 'CAPF', custoAquisicao: 1000 },
      })
    ).json().data.id;
    t.clock.now = new Date('2026-03-20T15:00:00Z');
    const eventos = async () => (await t.tdb.db.selectFrom('events').select('position').execute()).length;
    const antes = await eventos();
    const fev = { ano: ANO, mes: { id: 2 }, concessionaria: { id: dMorumbi } };
    const mensagem = kpiMsg.mesBloqueado('Fevereiro', 2026);
    for (const [token, metodo, url, body] of [
      [morumbi, 'POST', 'kpi/veiculos-jlr', veiculo({ mes: { id: 2 } })],
      [morumbi, 'PUT', `kpi/veiculos-jlr/${id}`, veiculo({ mes: { id: 2 } })],
      [admin, 'PUT', `kpi/veiculos-jlr/${id}/aprovar`, undefined],
      [morumbi, 'DELETE', `kpi/veiculos-jlr/${id}`, undefined],
      [admin, 'DELETE', `kpi/veiculos-jlr/${id}`, undefined],
      [morumbi, 'POST', 'kpi/preparacao-veiculos', [{ id, tempoPreparacao: 1 }]],
      [morumbi, 'POST', 'kpi/standards', { ...fev, itens: [{ id: 1, cumpriu: true }] }],
      [morumbi, 'POST', 'kpi/captacao', { ...fev, marca: { id: 1 }, tipoAquisicao: { id: 1 }, chassi: 'CAPG', custoAquisicao: 1000 }],
      [morumbi, 'PUT', `kpi/captacao/${cid}`, { ...fev, marca: { id: 1 }, tipoAquisicao: { id: 1 }, chassi: 'CAPG', custoAquisicao: 1000 }],
      [morumbi, 'DELETE', `kpi/captacao/${cid}`, undefined],
      [admin, 'POST', 'kpi/outros', { ...fev, estoqueAte30Dias: 1 }],
    ] as const) {
      const r = await t.call(metodo, url, { token, ...(body !== undefined ? { body } : {}) });
      expect(r.statusCode, `${metodo} ${url}`).toBe(422);
      expect(r.json().errors).toEqual([mensagem]);
    }
    expect(await eventos()).toBe(antes);
    expect((await t.call('GET', `kpi/captacao/${cid}`, { token: morumbi })).statusCode).toBe(200);
    expect(await t.tdb.db.selectFrom('kpi_outros').select('ano').where('mes', '=', 2).execute()).toEqual([]);
  });
});
