import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { registrarProcessamentoSpec } from '@portal/core/specs/index';
import { createTestApp, type TestApp } from '../testing/app.ts';

/** The optional-vigência form over HTTP: register and edit a guide, the open orders follow it; bad input writes nothing. */
describe('vigência of the mandatory-options guide over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let dealer: string;
  let tipo: number;
  const erros = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
  const conta = async (tabela: 'specs_vigencias' | 'auditoria' | 'specs_conformidade_historico') =>
    Number(
      (
        await t.tdb.db
          .selectFrom(tabela)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const spec = async (numeroPedido: string) => (await t.call('GET', `veiculos/specs/${numeroPedido}`, { token: admin })).json().data;
  const teto = { codigo: '011AA', descricao: 'Teto solar panorâmico' };
  const hud = { codigo: '086GF', descricao: 'Head-up display' };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = new Date('2026-11-23T13:00:00.000Z');
    ({ admin, dealer } = await t.entrar({ admin: 'admin', dealer: 'dealer.morumbi' }));
    tipo = (await t.call('POST', 'configuracoes/tipo-modelo', { token: admin, body: { descricao: 'Defender Teste' } })).json().data.id as number;
    await t.call('POST', 'configuracoes/tipo-modelo/codigo', { token: admin, body: { tipoModeloAgrupadoId: tipo, codigo: 'L999' } });
    // two open orders processed while the type had no guide in force: outside the guide (situação 3)
    const quando = new Date('2026-11-20T10:00:00Z');
    for (const [numeroPedido, opcionais] of [
      ['V100001', [teto]],
      ['V100002', [teto, hud]],
    ] as const)
      expect(
        (await registrarProcessamentoSpec(t.tdb.db, { numeroPedido, codigoModelo: 'L999', opcionais: [...opcionais], dataProcessamento: quando })).situacao,
      ).toBe(3);
    await registrarProcessamentoSpec(t.tdb.db, { numeroPedido: 'V100003', codigoModelo: 'L999', opcionais: [teto], dataProcessamento: quando, status: 2 });
    // processed before its code was registered under the type: no type at all
    await registrarProcessamentoSpec(t.tdb.db, { numeroPedido: 'V100004', codigoModelo: 'L998', opcionais: [teto], dataProcessamento: quando });
    await t.call('POST', 'configuracoes/tipo-modelo/codigo', { token: admin, body: { tipoModeloAgrupadoId: tipo, codigo: 'L998' } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('registers a guide: 201 with the spec text, listed, and the open orders come inside the guide', async () => {
    const r = await t.call('POST', 'configuracoes/specs', {
      token: admin,
      body: {
        tipoModeloAgrupadoId: tipo,
        inicioVigencia: '01/11/2026',
        fimVigencia: null,
        opcionais: [{ codigo: ' 011aa ', descricao: 'Teto solar panorâmico' }],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data.mensagem).toBe(cfgMsg.vigenciaSalva);
    const id = r.json().data.id as number;

    const lista = (await t.call('GET', `configuracoes/specs?tipoModeloAgrupadoId=${tipo}`, { token: admin })).json().data;
    expect(lista.rows).toEqual([
      {
        id,
        tipoModeloAgrupadoId: tipo,
        modeloDescricao: 'Defender Teste',
        inicioVigencia: '2026-11-01',
        fimVigencia: null,
        usuarioNome: 'Ana Administradora',
        opcionais: 1,
      },
    ]);
    expect((await t.call('GET', `configuracoes/specs/${id}`, { token: admin })).json().data.opcionais).toEqual([teto]);

    const v1 = await spec('V100001');
    expect(v1).toMatchObject({ situacao: 2, situacaoDescricao: 'Sem divergências', padrao: [teto], dataProcessamento: '2026-11-23T13:00:00.000Z' });
    expect(v1.historico.map((h: { situacao: number }) => h.situacao)).toEqual([2, 3]);
    const v2 = await spec('V100002');
    expect(v2).toMatchObject({ situacao: 1 });
    expect(v2.historico[0].opcionaisExtras).toEqual([hud]);
    expect(await spec('V100004')).toMatchObject({ situacao: 2, tipoModeloAgrupadoId: tipo, modelo: 'Defender Teste' });
    // a closed order keeps the result it was closed with
    expect(await spec('V100003')).toMatchObject({ situacao: 3, status: 2 });
  });

  it('edits the guide (PUT): the orders are checked again, the edit is audited', async () => {
    const id = (await t.call('GET', `configuracoes/specs?tipoModeloAgrupadoId=${tipo}`, { token: admin })).json().data.rows[0].id as number;
    t.clock.now = new Date('2026-11-23T13:05:00.000Z');
    const r = await t.call('PUT', `configuracoes/specs/${id}`, {
      token: admin,
      body: { tipoModeloAgrupadoId: tipo, inicioVigencia: '2026-11-01', fimVigencia: '', opcionais: [teto, hud] },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ id, mensagem: cfgMsg.vigenciaSalva });
    expect(await spec('V100002')).toMatchObject({ situacao: 2, padrao: [teto, hud] });
    expect((await spec('V100001')).historico[0]).toMatchObject({ situacao: 1, opcionaisFaltantes: [hud] });
    const a = await t.tdb.db.selectFrom('auditoria').select(['acao', 'antes', 'depois']).where('tabela', '=', 'specs_vigencias').orderBy('id').execute();
    expect(a.map((x) => x.acao)).toEqual(['criar', 'alterar']);
  });

  it('a later guide closes the one in force the day before it starts', async () => {
    t.clock.now = new Date('2026-11-23T13:10:00.000Z');
    const r = await t.call('POST', 'configuracoes/specs', {
      token: admin,
      body: { tipoModeloAgrupadoId: tipo, inicioVigencia: '2027-01-01', opcionais: [hud] },
    });
    expect(r.statusCode, r.body).toBe(201);
    const rows = (await t.call('GET', `configuracoes/specs?tipoModeloAgrupadoId=${tipo}`, { token: admin })).json().data.rows;
    expect(rows.map((x: { inicioVigencia: string; fimVigencia: string | null }) => [x.inicioVigencia, x.fimVigencia])).toEqual([
      ['2027-01-01', null],
      ['2026-11-01', '2026-12-31'],
    ]);
    // the guide in force today did not change: no new processing
    expect((await spec('V100002')).dataProcessamento).toBe('2026-11-23T13:05:00.000Z');
  });

  it('bad input answers 400 in pt-BR and writes nothing', async () => {
    const antes = await Promise.all([conta('specs_vigencias'), conta('auditoria'), conta('specs_conformidade_historico')]);
    const id = (await t.call('GET', `configuracoes/specs?tipoModeloAgrupadoId=${tipo}`, { token: admin })).json().data.rows[1].id as number;
    const casos: [unknown, string | null][] = [
      [{ inicioVigencia: '2028-01-01', opcionais: [hud] }, cfgMsg.tipoModeloObrigatorio],
      [{ tipoModeloAgrupadoId: 999999, inicioVigencia: '2028-01-01', opcionais: [hud] }, cfgMsg.tipoModeloObrigatorio],
      [{ tipoModeloAgrupadoId: tipo, inicioVigencia: '31/02/2028', opcionais: [hud] }, cfgMsg.vigenciaInicioInvalido],
      [{ tipoModeloAgrupadoId: tipo, inicioVigencia: '2028-03-01', fimVigencia: 'amanhã', opcionais: [hud] }, cfgMsg.vigenciaFimInvalido],
      [{ tipoModeloAgrupadoId: tipo, inicioVigencia: '2028-03-01', fimVigencia: '2028-02-01', opcionais: [hud] }, cfgMsg.vigenciaFimAntesDoInicio],
      [{ tipoModeloAgrupadoId: tipo, inicioVigencia: '2028-03-01', opcionais: [] }, cfgMsg.vigenciaSemOpcionais],
      [{ tipoModeloAgrupadoId: tipo, inicioVigencia: '2028-03-01', opcionais: [{ codigo: 'A B', descricao: 'x' }] }, cfgMsg.vigenciaCodigoOpcional('A B')],
      [{ tipoModeloAgrupadoId: tipo, inicioVigencia: '2028-03-01', opcionais: [hud, { codigo: '086gf' }] }, cfgMsg.vigenciaOpcionalRepetido('086GF')],
      // 2026-12-01..2026-12-31 falls inside the guide of 01/11/2026 to 31/12/2026
      [
        { tipoModeloAgrupadoId: tipo, inicioVigencia: '2026-12-01', fimVigencia: '2026-12-31', opcionais: [hud] },
        cfgMsg.vigenciaSobreposta('01/11/2026', '31/12/2026'),
      ],
      [{ tipoModeloAgrupadoId: tipo, inicioVigencia: '2028-03-01', opcionais: [hud], extra: 1 }, null],
    ];
    for (const [body, mensagem] of casos) {
      const r = await t.call('POST', 'configuracoes/specs', { token: admin, body });
      expect(r.statusCode, r.body).toBe(400);
      if (mensagem) expect(erros(r)).toEqual([mensagem]);
    }
    // an edit that would reach into the next guide (01/01/2027, open)
    const r = await t.call('PUT', `configuracoes/specs/${id}`, {
      token: admin,
      body: { tipoModeloAgrupadoId: tipo, inicioVigencia: '2026-11-01', opcionais: [teto] },
    });
    expect(r.statusCode).toBe(400);
    expect(erros(r)).toEqual([cfgMsg.vigenciaSobreposta('01/01/2027', 'sem data de fim')]);
    expect(
      (
        await t.call('PUT', 'configuracoes/specs/999999', {
          token: admin,
          body: { tipoModeloAgrupadoId: tipo, inicioVigencia: '2029-01-01', opcionais: [teto] },
        })
      ).statusCode,
    ).toBe(404);
    expect(await Promise.all([conta('specs_vigencias'), conta('auditoria'), conta('specs_conformidade_historico')])).toEqual(antes);
  });

  it('a dealer cannot read, register or edit a guide (403)', async () => {
    const antes = await conta('specs_vigencias');
    const body = { tipoModeloAgrupadoId: tipo, inicioVigencia: '2029-01-01', opcionais: [teto] };
    expect((await t.call('POST', 'configuracoes/specs', { token: dealer, body })).statusCode).toBe(403);
    expect((await t.call('PUT', 'configuracoes/specs/1', { token: dealer, body })).statusCode).toBe(403);
    expect((await t.call('GET', 'configuracoes/specs/1', { token: dealer })).statusCode).toBe(403);
    expect(await conta('specs_vigencias')).toBe(antes);
  });
});
