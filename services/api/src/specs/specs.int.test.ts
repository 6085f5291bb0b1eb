import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { SYSTEM_ACTOR } from '@portal/core/kernel/index';
import { registrarProcessamentoSpec, registrarVigencia } from '@portal/core/specs/index';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { primeiraAba } from '../testing/planilhas.ts';
import { concederLeitura } from '../testing/perfis.ts';
import { contarLinhas } from '../testing/contagem.ts';

/** Model types and codes, the optional-vigência rows and the specs compliance over HTTP and a real PostgreSQL. */
describe('model types and specs compliance over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let gerente: string;
  let morumbi: string;
  let barra: string;
  const erros = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
  const contagem = (tabela: 'tipos_modelo_agrupado' | 'tipos_modelo_codigos') => contarLinhas(t.tdb.db, tabela);
  const dealer = async (codigo: string) =>
    (await t.tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = new Date('2026-11-23T13:00:00.000Z');
    // the demo's Dealer profile has no specs right; granted here to check that a dealer sees only its own orders
    await concederLeitura(t.tdb.db, 'Dealer', 'specs');
    ({ admin, gerente, morumbi, barra } = await t.entrar({ admin: 'admin', gerente: 'gerente', morumbi: 'dealer.morumbi', barra: 'dealer.barra' }));
  }, 120_000);
  afterAll(async () => t?.close());

  it('creates, renames and lists model types; codes are unique and can be inactivated and reactivated', async () => {
    const c = await t.call('POST', 'configuracoes/tipo-modelo', { token: admin, body: { descricao: 'Range Rover Sport' } });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data.mensagem).toBe(cfgMsg.nomeGravado);
    const id = c.json().data.id as number;
    const outro = (await t.call('POST', 'configuracoes/tipo-modelo', { token: admin, body: { descricao: 'Defender' } })).json().data.id as number;

    const k1 = await t.call('POST', 'configuracoes/tipo-modelo/codigo', { token: admin, body: { tipoModeloAgrupadoId: id, codigo: 'l461' } });
    expect(k1.statusCode, k1.body).toBe(200);
    expect(k1.json().data.mensagem).toBe(cfgMsg.codigoGravado);
    const k2 = (await t.call('POST', 'configuracoes/tipo-modelo/codigo', { token: admin, body: { tipoModeloAgrupadoId: id, codigo: 'L494' } })).json().data.id;

    const det = (await t.call('GET', `configuracoes/tipo-modelo/${id}`, { token: admin })).json().data;
    expect(det).toMatchObject({ id, descricao: 'Range Rover Sport' });
    expect(det.codigos).toEqual([
      { id: k1.json().data.id, codigo: 'L461', status: 1, usuarioCadastroNome: 'Ana Administradora', dataCadastro: '2026-11-23T13:00:00.000Z' },
      expect.objectContaining({ id: k2, codigo: 'L494', status: 1 }),
    ]);

    const ina = await t.call('POST', `configuracoes/tipo-modelo/codigo/${k2}/inativar`, { token: admin });
    expect(ina.json().data).toBe(cfgMsg.codigoInativado);
    expect((await t.call('POST', `configuracoes/tipo-modelo/codigo/${k2}/inativar`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', `configuracoes/tipo-modelo/${id}`, { token: admin })).json().data.codigos[1].status).toBe(0);
    expect((await t.call('POST', `configuracoes/tipo-modelo/codigo/${k2}/ativar`, { token: admin })).json().data).toBe(cfgMsg.codigoReativado);

    const ren = await t.call('PUT', `configuracoes/tipo-modelo/${outro}`, { token: admin, body: { id: outro, descricao: 'Defender 110' } });
    expect(ren.statusCode, ren.body).toBe(200);
    expect(ren.json().data.mensagem).toBe(cfgMsg.nomeGravado);

    const todos = (await t.call('GET', 'configuracoes/tipo-modelo', { token: admin })).json().data;
    expect(todos.map((x: { descricao: string }) => x.descricao)).toEqual(['Defender 110', 'Range Rover Sport']);
    expect(todos[0]).toMatchObject({ btnStatus: false, codigos: [] });
    expect(todos[1]).toMatchObject({
      btnStatus: true,
      codigos: [
        { codigo: 'L461', status: 1 },
        { codigo: 'L494', status: 1 },
      ],
    });
    const pag = (await t.call('GET', 'configuracoes/tipo-modelo/listar?page=2&per_page=1', { token: gerente })).json().data;
    expect(pag).toMatchObject({ page: 2, total: 2, rows: [{ descricao: 'Range Rover Sport' }] });

    // duplicates and bad input: a clear message, nothing written
    const [tipos, codigos] = [await contagem('tipos_modelo_agrupado'), await contagem('tipos_modelo_codigos')];
    const casos: [string, string, unknown, string][] = [
      ['POST', 'configuracoes/tipo-modelo', { descricao: 'range rover sport' }, cfgMsg.nomeModeloDuplicado('range rover sport')],
      ['POST', 'configuracoes/tipo-modelo', { descricao: 'x'.repeat(33) }, cfgMsg.nomeModeloMaximo],
      ['POST', 'configuracoes/tipo-modelo', { descricao: '  ' }, cfgMsg.nomeModeloObrigatorio],
      ['PUT', `configuracoes/tipo-modelo/${outro}`, { descricao: 'Range Rover SPORT' }, cfgMsg.nomeModeloDuplicado('Range Rover SPORT')],
      ['POST', 'configuracoes/tipo-modelo/codigo', { tipoModeloAgrupadoId: outro, codigo: 'l461' }, cfgMsg.codigoDuplicado('L461', 'Range Rover Sport')],
      ['POST', 'configuracoes/tipo-modelo/codigo', { tipoModeloAgrupadoId: outro, codigo: '123456789' }, cfgMsg.codigoMaximo],
      ['POST', 'configuracoes/tipo-modelo/codigo', { tipoModeloAgrupadoId: outro, codigo: '' }, cfgMsg.codigoObrigatorio],
      ['POST', 'configuracoes/tipo-modelo/codigo', { codigo: 'ABC' }, cfgMsg.tipoModeloObrigatorio],
    ];
    for (const [m, url, body, msg] of casos) {
      const r = await t.call(m, url, { token: admin, body });
      expect(r.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(erros(r)).toEqual([msg]);
    }
    expect((await t.call('POST', 'configuracoes/tipo-modelo/codigo', { token: admin, body: { tipoModeloAgrupadoId: 99999, codigo: 'ZZ1' } })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', 'configuracoes/tipo-modelo/99999', { token: admin })).statusCode).toBe(404);
    expect((await t.call('POST', 'configuracoes/tipo-modelo/codigo/99999/ativar', { token: admin })).statusCode).toBe(404);
    expect((await t.call('POST', 'configuracoes/tipo-modelo', { token: admin, body: { descricao: 'A', extra: 1 } })).statusCode).toBe(400);
    expect([await contagem('tipos_modelo_agrupado'), await contagem('tipos_modelo_codigos')]).toEqual([tipos, codigos]);
    // two concurrent creations of the same code: one wins, the other gets the message (never a 500)
    const corrida = await Promise.all(
      [id, outro].map((tipo) => t.call('POST', 'configuracoes/tipo-modelo/codigo', { token: admin, body: { tipoModeloAgrupadoId: tipo, codigo: 'X760' } })),
    );
    expect(corrida.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('permissions: reading needs specs r, saving u; the audit keeps each change', async () => {
    const id = (await t.call('GET', 'configuracoes/tipo-modelo', { token: gerente })).json().data[0].id;
    for (const [m, url, body] of [
      ['POST', 'configuracoes/tipo-modelo', { descricao: 'Velar' }],
      ['PUT', `configuracoes/tipo-modelo/${id}`, { descricao: 'Velar' }],
      ['POST', 'configuracoes/tipo-modelo/codigo', { tipoModeloAgrupadoId: id, codigo: 'L560' }],
      ['POST', 'configuracoes/tipo-modelo/codigo/1/inativar', undefined],
    ] as const) {
      expect((await t.call(m, url, { token: gerente, body })).statusCode, url).toBe(403);
      expect((await t.call(m, url, { token: morumbi, body })).statusCode, url).toBe(403);
      expect((await t.call(m, url, { body })).statusCode, url).toBe(401);
    }
    const audit = await t.tdb.db
      .selectFrom('auditoria')
      .select(['tabela', 'acao'])
      .where('tabela', 'in', ['tipos_modelo_agrupado', 'tipos_modelo_codigos'])
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(7);
  });

  it('the Specs processing classifies by active code, compares with the guide in force; list, filters, detail, export, dealer scope', async () => {
    const tipo = (await t.call('POST', 'configuracoes/tipo-modelo', { token: admin, body: { descricao: 'Discovery' } })).json().data.id as number;
    await t.call('POST', 'configuracoes/tipo-modelo/codigo', { token: admin, body: { tipoModeloAgrupadoId: tipo, codigo: 'L462' } });
    const guia = [
      { codigo: '011AA', descricao: 'Teto solar panorâmico' },
      { codigo: '086GF', descricao: 'Head-up display' },
    ];
    await registrarVigencia(t.tdb.db, SYSTEM_ACTOR, { tipoModeloAgrupadoId: tipo, inicioVigencia: '2026-01-01', opcionais: guia.slice(0, 1) });
    await registrarVigencia(t.tdb.db, SYSTEM_ACTOR, { tipoModeloAgrupadoId: tipo, inicioVigencia: '2026-10-01', opcionais: guia });
    const vig = (await t.call('GET', `configuracoes/specs?tipoModeloAgrupadoId=${tipo}`, { token: admin })).json().data;
    expect(vig).toMatchObject({
      total: 2,
      rows: [
        { modeloDescricao: 'Discovery', inicioVigencia: '2026-10-01', fimVigencia: null, usuarioNome: 'Sistema', opcionais: 2 },
        { inicioVigencia: '2026-01-01', fimVigencia: '2026-09-30' },
      ],
    });

    const [m, b] = [await dealer('JLR001'), await dealer('JLR005')];
    const quando = new Date('2026-11-20T10:00:00Z');
    expect(
      (
        await registrarProcessamentoSpec(t.tdb.db, {
          numeroPedido: 'P900001',
          chassi: 'SALGA2AE0RA000001',
          concessionariaId: m,
          codigoModelo: 'l462',
          opcionais: guia,
          dataProcessamento: quando,
        })
      ).situacao,
    ).toBe(2);
    const faltando = {
      numeroPedido: 'P900002',
      chassi: 'SALGA2AE0RA000002',
      concessionariaId: b,
      codigoModelo: 'L462',
      opcionais: [guia[0]!, { codigo: '4XX', descricao: 'Rodas 22"' }],
    };
    expect((await registrarProcessamentoSpec(t.tdb.db, { ...faltando, dataProcessamento: new Date('2026-09-15T10:00:00Z') })).situacao).toBe(1);
    expect((await registrarProcessamentoSpec(t.tdb.db, { ...faltando, dataProcessamento: quando })).situacao).toBe(1);
    // a re-run of the same processing writes nothing twice
    await registrarProcessamentoSpec(t.tdb.db, { ...faltando, dataProcessamento: quando });
    expect(
      (
        await registrarProcessamentoSpec(t.tdb.db, {
          numeroPedido: 'P900003',
          chassi: 'SALGA2AE0RA000003',
          concessionariaId: m,
          codigoModelo: 'ZZZ9',
          opcionais: [],
          dataProcessamento: quando,
          status: 2,
        })
      ).situacao,
    ).toBe(3);

    const lista = (await t.call('GET', 'veiculos/specs/listar?page=1&per_page=10', { token: admin })).json().data;
    expect(lista.total).toBe(3);
    const p2 = lista.rows.find((r: { numeroPedido: string }) => r.numeroPedido === 'P900002');
    expect(p2).toMatchObject({
      situacao: 1,
      situacaoDescricao: 'Com divergências',
      status: 1,
      statusDescricao: 'Aberto',
      modelo: 'Discovery',
      concessionaria: 'Britânia Barra',
    });
    expect(p2.historico).toHaveLength(2);
    expect(p2.historico[0]).toMatchObject({
      dataProcessamento: '2026-11-20T10:00:00.000Z',
      situacao: 1,
      opcionaisFaltantes: [{ codigo: '086GF', descricao: 'Head-up display' }],
      opcionaisExtras: [{ codigo: '4XX', descricao: 'Rodas 22"' }],
    });
    // against the guide in force in September, the head-up display was not required
    expect(p2.historico[1]).toMatchObject({ opcionaisFaltantes: [], opcionaisExtras: [{ codigo: '4XX' }] });

    const filtro = async (q: string, token = admin) =>
      (await t.call('GET', `veiculos/specs/listar?${q}`, { token }))
        .json()
        .data.rows.map((r: { numeroPedido: string }) => r.numeroPedido)
        .sort();
    expect(await filtro('situacao=3')).toEqual(['P900003']);
    expect(await filtro('status=2')).toEqual(['P900003']);
    expect(await filtro('numeroPedido=P90000')).toEqual(['P900001', 'P900002', 'P900003']);
    expect(await filtro('chassi=000002')).toEqual(['P900002']);
    expect(await filtro(`concessionariaId=${m}`)).toEqual(['P900001', 'P900003']);
    expect(await filtro('', morumbi)).toEqual(['P900001', 'P900003']);
    expect(await filtro('', barra)).toEqual(['P900002']);
    expect((await t.call('GET', 'veiculos/specs/listar?situacao=9', { token: admin })).statusCode).toBe(400);

    const det = (await t.call('GET', 'veiculos/specs/P900002', { token: barra })).json().data;
    expect(det).toMatchObject({ numeroPedido: 'P900002', padrao: guia, opcionais: faltando.opcionais });
    expect((await t.call('GET', 'veiculos/specs/P900002', { token: morumbi })).statusCode).toBe(404);
    expect((await t.call('GET', 'veiculos/specs/NAOEXISTE', { token: admin })).statusCode).toBe(404);

    const x = await t.call('GET', 'veiculos/specs/exportar?situacao=1', { token: admin });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('PDD_Specs.xlsx');
    const ws = await primeiraAba(x);
    expect(ws.getRow(1).getCell(1).value).toBe('Pedido');
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(9).value).toBe('086GF Head-up display');
    expect((await t.call('GET', 'veiculos/specs/listar', { token: gerente })).statusCode).toBe(200);
  });
});
