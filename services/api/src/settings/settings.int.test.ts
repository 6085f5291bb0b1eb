import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { configuracoesTroca, prazoKpi, prazoKpiVencido, regra14HorasLigada } from '@portal/core/settings/index';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { contarLinhas } from '../testing/contagem.ts';

/** Settings over HTTP and a real PostgreSQL: every call of /settings, history, validation, permissions, the readers. */
describe('settings (/settings/{aba}) over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let gerente: string;
  let morumbi: string;
  const linhas = () => contarLinhas(t.tdb.db, 'configuracoes_gerais');
  const auditorias = async (tabela: string) =>
    t.tdb.db.selectFrom('auditoria').select(['antes', 'depois', 'participante_id']).where('tabela', '=', tabela).orderBy('id').execute();
  const erros = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = new Date('2026-11-23T13:00:00.000Z');
    [admin, gerente, morumbi] = (await Promise.all(['admin', 'gerente', 'dealer.morumbi'].map((u) => t.login(`${u}@demo.portal.com.br`)))) as [
      string,
      string,
      string,
    ];
  }, 120_000);
  afterAll(async () => t?.close());

  it('POST configuracoes keeps the history (who, when, old → new) and the readers see the new value', async () => {
    const r = await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 4, periodoInformado: '7' } });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toBe(cfgMsg.novoPeriodo);
    expect((await configuracoesTroca(t.tdb.db)).duracaoTrocaDiasUteis).toBe(7);
    const lista = (await t.call('GET', 'configuracoes?page=1&per_page=8', { token: admin })).json().data;
    expect(lista.conf4).toMatchObject({
      ativo: '7',
      total: 2,
      rows: [
        { periodoInformado: '7', usuario: 'Ana Administradora' },
        { periodoInformado: '5', usuario: 'Sistema' },
      ],
    });
    expect(lista.conf4.rows[0].dataAlteracao).toBe('2026-11-23T13:00:00.000Z');
    expect(lista.conf11).toEqual({ ...lista.conf14, acao: 'Adicionar' });
    const a = (await auditorias('configuracoes_gerais')).at(-1)!;
    expect(a).toMatchObject({ antes: { tipo: 4, valor: '5' }, depois: { tipo: 4, valor: '7' } });
    expect(a.participante_id).toEqual(expect.any(Number));
    // every period type, the stalled-vehicle threshold (7) included
    for (const tipo of [1, 2, 3, 5, 6, 7])
      expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo, periodoInformado: 10 + tipo } })).statusCode).toBe(201);
    expect((await t.call('GET', 'configuracoes', { token: admin })).json().data.conf7.ativo).toBe('17');
  });

  it('payment mode (conf12) and the 14-hour rule (conf13) are set here and read by orders and billing', async () => {
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 12, periodoInformado: 1 } })).statusCode).toBe(201);
    expect((await t.call('GET', 'configuracoes', { token: admin })).json().data.conf12.ativo).toBe('1');
    expect(await regra14HorasLigada(t.tdb.db)).toBe(false);
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 13, periodoInformado: '14' } })).statusCode).toBe(201);
    expect(await regra14HorasLigada(t.tdb.db)).toBe(true);
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 13, periodoInformado: '-1' } })).statusCode).toBe(201);
    expect(await regra14HorasLigada(t.tdb.db)).toBe(false);
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 12, periodoInformado: '0' } })).statusCode).toBe(201);
  });

  it('bad values: 400 with the setting’s pt-BR message, nothing written', async () => {
    const antes = await linhas();
    const casos: [unknown, string][] = [
      [{ tipo: 4, periodoInformado: 'cinco' }, cfgMsg.periodoDias],
      [{ tipo: 8, periodoInformado: '-3' }, cfgMsg.periodoDias],
      [{ tipo: 9, periodoInformado: '99999' }, cfgMsg.periodoMaximo],
      [{ tipo: 1, periodoInformado: '   ' }, cfgMsg.periodoObrigatorio],
      [{ tipo: 2, periodoInformado: null }, cfgMsg.periodoObrigatorio],
      [{ tipo: 10, periodoInformado: 'x'.repeat(33) }, cfgMsg.periodoTexto],
      // conf11 is the average value (the spec's eleventh general setting): saved only as conf14
      [{ tipo: 11, periodoInformado: 'Trimestral' }, cfgMsg.usarValorMedio],
      [{ tipo: 12, periodoInformado: '2' }, cfgMsg.modoPagamentoInvalido],
      [{ tipo: 13, periodoInformado: '13' }, cfgMsg.regra14Invalida],
      [{ tipo: 14, periodoInformado: '100' }, cfgMsg.usarValorMedio],
    ];
    for (const [body, msg] of casos) {
      const r = await t.call('POST', 'configuracoes', { token: admin, body });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(erros(r)).toEqual([msg]);
    }
    for (const body of [{ tipo: 18, periodoInformado: '1' }, { tipo: 4 }, { tipo: 4, periodoInformado: '1', extra: 1 }, { tipo: 'a', periodoInformado: '1' }]) {
      const r = await t.call('POST', 'configuracoes', { token: admin, body });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 4 } })).json().errors).toEqual([cfgMsg.periodoObrigatorio]);
    expect(await linhas()).toBe(antes);
  });

  it('POST configuracoes/media-faturamento: conf14 with valor, dataCriacao and usuario; a bad value refused', async () => {
    const r = await t.call('POST', 'configuracoes/media-faturamento', { token: admin, body: { valor: 412345.6 } });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toBe(cfgMsg.novoValorMedio);
    expect((await t.call('POST', 'configuracoes/media-faturamento', { token: admin, body: { valor: 'R$ 398.000,50' } })).statusCode).toBe(201);
    const c14 = (await t.call('GET', 'configuracoes', { token: admin })).json().data.conf14;
    expect(c14).toMatchObject({ ativo: '398000.50', total: 2 });
    expect(c14.rows[0]).toMatchObject({ valor: '398000.50', usuario: 'Ana Administradora', dataCriacao: '2026-11-23T13:00:00.000Z' });
    expect(c14.rows[1]).toMatchObject({ valor: '412345.60' });
    const antes = await linhas();
    for (const valor of [0, -10, 'abc', 1e12, 1.234, null]) {
      const b = await t.call('POST', 'configuracoes/media-faturamento', { token: admin, body: { valor } });
      expect(b.statusCode, String(valor)).toBe(400);
      expect(erros(b)).toEqual([cfgMsg.valorMedioInvalido]);
    }
    expect(await linhas()).toBe(antes);
  });

  it('POST configuracoes/prazo-kpi: one deadline per month, never on a weekend; the KPI reads it (prazoVencido)', async () => {
    const r = await t.call('POST', 'configuracoes/prazo-kpi', { token: admin, body: { ano: 2026, mesId: 11, prazo: '2026-12-04' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toBe(cfgMsg.operacaoRealizada);
    expect((await t.call('POST', 'configuracoes/prazo-kpi', { token: admin, body: { ano: 2026, mesId: 10, prazo: '06/11/2026' } })).statusCode).toBe(200);
    expect(await prazoKpi(t.tdb.db, 2026, 11)).toBe('2026-12-04');
    expect(await prazoKpi(t.tdb.db, 2026, 10)).toBe('2026-11-06');
    expect(await prazoKpiVencido(t.tdb.db, 2026, 10, t.clock.now)).toBe(true);
    expect(await prazoKpiVencido(t.tdb.db, 2026, 11, t.clock.now)).toBe(false);
    expect(await prazoKpiVencido(t.tdb.db, 2026, 9, t.clock.now)).toBe(false);
    const c10 = (await t.call('GET', 'configuracoes', { token: admin })).json().data.conf10;
    expect(c10.rows[0]).toMatchObject({ mes: 10, ano: 2026, periodoInformado: '2026-11-06' });
    const antes = await linhas();
    const casos: [unknown, string][] = [
      [{ ano: 2026, mesId: 11, prazo: '2026-12-05' }, cfgMsg.prazoFimDeSemana],
      [{ ano: 2026, mesId: 11, prazo: '06/12/2026' }, cfgMsg.prazoFimDeSemana],
      [{ ano: 2026, mesId: 11, prazo: '2026-02-30' }, cfgMsg.prazoDataInvalida],
      [{ ano: 2026, mesId: 11 }, cfgMsg.prazoDataInvalida],
      [{ ano: 2026, mesId: 0, prazo: '2026-12-04' }, cfgMsg.prazoMesInvalido],
      [{ ano: 1999, mesId: 1, prazo: '2026-12-04' }, cfgMsg.prazoAnoInvalido],
    ];
    for (const [body, msg] of casos) {
      const b = await t.call('POST', 'configuracoes/prazo-kpi', { token: admin, body });
      expect(b.statusCode, JSON.stringify(body)).toBe(400);
      expect(erros(b)).toEqual([msg]);
    }
    expect(await linhas()).toBe(antes);
  });

  it('monitoring flags: GET, Edição da Flag with its LOGS, PUT keeps the ranges contiguous and the vehicle lists follow', async () => {
    expect(
      (await t.call('GET', 'configuracoes/flag', { token: admin })).json().data.map((f: { de: number | null; ate: number | null }) => [f.de, f.ate]),
    ).toEqual([
      [null, 30],
      [31, 60],
      [60, null],
    ]);
    const r = await t.call('PUT', 'configuracoes/flag', { token: admin, body: { id: 2, tipo: 2, de: '21', ate: '45' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toBe(cfgMsg.configuracaoAtualizada);
    expect((await t.call('PUT', 'configuracoes/flag', { token: admin, body: { id: 3, tipo: 3, de: 50, ate: null } })).statusCode).toBe(200);
    expect(
      (await t.call('GET', 'configuracoes/flag', { token: morumbi })).json().data.map((f: { de: number | null; ate: number | null }) => [f.de, f.ate]),
    ).toEqual([
      [null, 20],
      [21, 50],
      [50, null],
    ]);
    const f2 = (await t.call('GET', 'configuracoes/flag/2', { token: admin })).json().data;
    expect(f2).toMatchObject({ id: 2, tipo: 2, de: 21, ate: 50 });
    expect(f2.logs).toHaveLength(1);
    expect(f2.logs[0]).toMatchObject({ usuario: 'Ana Administradora', deAnterior: 31, ateAnterior: 60, de: 21, ate: 45 });
    expect((await t.call('GET', 'configuracoes/flag/3', { token: admin })).json().data.logs[0]).toMatchObject({ deAnterior: 45, de: 50 });
    expect((await t.call('GET', 'configuracoes/flag/4', { token: admin })).statusCode).toBe(404);

    const casos: [unknown, string][] = [
      [{ id: 1, tipo: 1, ate: '12a' }, cfgMsg.flagAteInvalido],
      [{ id: 3, tipo: 3, de: '' }, cfgMsg.flagDeInvalido],
      [{ id: 2, tipo: 2, de: '30', ate: '25' }, cfgMsg.flagDeMaiorQueAte],
      [{ id: 1, tipo: 1, ate: '50' }, cfgMsg.flagSequencia],
      [{ id: 3, tipo: 3, de: '20' }, cfgMsg.flagSequencia],
      [{ id: 2, tipo: 3, de: '1', ate: '2' }, cfgMsg.flagTipoDivergente],
      [{ id: 1, tipo: 1, ate: '99999999' }, cfgMsg.flagDiasMaximo],
    ];
    const antes = (await auditorias('configuracoes_flag')).length;
    for (const [body, msg] of casos) {
      const b = await t.call('PUT', 'configuracoes/flag', { token: admin, body });
      expect(b.statusCode, JSON.stringify(body)).toBe(400);
      expect(erros(b)).toEqual([msg]);
    }
    expect((await t.call('PUT', 'configuracoes/flag', { token: admin, body: { id: 1, tipo: 1, ate: '1'.repeat(33) } })).statusCode).toBe(400);
    expect((await auditorias('configuracoes_flag')).length).toBe(antes);
    expect((await t.call('GET', 'configuracoes/flag/1', { token: admin })).json().data.ate).toBe(20);
  });

  it('GET configuracoes/specs lists the optional-vigência rows of a model type', async () => {
    const r = await t.call('GET', 'configuracoes/specs?page=1&per_page=8', { token: admin });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ page: 1, total: 0, rows: [] });
    expect((await t.call('GET', 'configuracoes/specs?tipoModeloAgrupadoId=abc', { token: admin })).statusCode).toBe(400);
  });

  it('permissions: reading needs configuracoes r, every save needs u; a dealer reads nothing', async () => {
    expect((await t.call('GET', 'configuracoes', { token: gerente })).statusCode).toBe(200);
    expect((await t.call('GET', 'configuracoes/flag/1', { token: gerente })).statusCode).toBe(200);
    const antes = await linhas();
    for (const [m, url, body] of [
      ['POST', 'configuracoes', { tipo: 4, periodoInformado: '3' }],
      ['POST', 'configuracoes/media-faturamento', { valor: 10 }],
      ['POST', 'configuracoes/prazo-kpi', { ano: 2026, mesId: 12, prazo: '2027-01-05' }],
      ['PUT', 'configuracoes/flag', { id: 1, tipo: 1, ate: '10' }],
    ] as const) {
      expect((await t.call(m, url, { token: gerente, body })).statusCode, url).toBe(403);
      expect((await t.call(m, url, { token: morumbi, body })).statusCode, url).toBe(403);
      expect((await t.call(m, url, { body })).statusCode, url).toBe(401);
    }
    expect((await t.call('GET', 'configuracoes', { token: morumbi })).statusCode).toBe(403);
    expect(await linhas()).toBe(antes);
  });
});
