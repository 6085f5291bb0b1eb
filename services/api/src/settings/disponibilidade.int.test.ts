import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definicaoVista } from '@portal/core/imports/tipos/vista';
import { importar } from '@portal/core/imports/tipos/importar-de-teste';
import { createTestApp, type TestApp } from '../testing/app.ts';

/**
 * conf1, conf2 and conf3 (spec 002 §9: availability of national cars after production, imported pre-shipment cars
 * from forecast, imported post-shipment cars from shipment): the administrator changes them over HTTP and the
 * Vista import counts each vehicle's availability with the value in force.
 */
describe('availability settings take effect in the Vista import', () => {
  let t: TestApp;
  let admin: string;
  let dealer: string;
  let linhaBase: Record<string, string>;
  let importacao = 9000;

  const definir = (tipo: number, dias: number, token = admin) => t.call('POST', 'configuracoes', { token, body: { tipo, periodoInformado: String(dias) } });
  const importarLinha = async (celulas: Record<string, string>) => {
    const [r] = await importar(t.tdb.db, definicaoVista, {}, [{ numero: 2, celulas: { ...linhaBase, ...celulas } }], ++importacao);
    expect(r!.status, JSON.stringify(r)).toBe(2);
  };
  const disponibilidade = async (chassi: string) => {
    const v = await t.tdb.db.selectFrom('veiculos').select('data_disponibilidade').where('chassi', '=', chassi).executeTakeFirstOrThrow();
    return v.data_disponibilidade ? new Date(v.data_disponibilidade).toISOString().slice(0, 10) : null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = new Date('2026-11-23T13:00:00.000Z');
    ({ admin, dealer } = await t.entrar({ admin: 'admin', dealer: 'dealer.morumbi' }));
    const d = await t.tdb.db
      .selectFrom('derivativos as d')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .select(['m.descricao as modelo', 'd.descricao as derivativo'])
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const ano = await t.tdb.db.selectFrom('anos_modelo').select('ano').orderBy('ano', 'desc').executeTakeFirstOrThrow();
    linhaBase = { Pedido: '7700001', Modelo: d.modelo, Derivativo: d.derivativo, 'Ano Modelo': String(ano.ano) };
  }, 120_000);
  afterAll(async () => t?.close());

  it('conf3 (after shipment): a change over HTTP moves the next import of the vehicle', async () => {
    expect((await definir(3, 25)).statusCode).toBe(201);
    await importarLinha({ Chassi: 'SALGA2BE0RA770001', 'Data Embarque': '10/11/2026', 'Data Disponibilidade': '01/01/2027' });
    expect(await disponibilidade('SALGA2BE0RA770001')).toBe('2026-12-05');
    expect((await definir(3, 40)).statusCode).toBe(201);
    await importarLinha({ Chassi: 'SALGA2BE0RA770001', 'Data Embarque': '10/11/2026' });
    expect(await disponibilidade('SALGA2BE0RA770001')).toBe('2026-12-20');
  });

  it('conf2 (before shipment, from the forecast) and conf1 (national cars, from production)', async () => {
    expect((await definir(2, 60)).statusCode).toBe(201);
    expect((await definir(1, 7)).statusCode).toBe(201);
    await importarLinha({ Chassi: 'SALGA2BE0RA770002', Pedido: '7700002', 'Data Forecast': '01/11/2026' });
    await importarLinha({ Chassi: 'SALGA2BE0RA770003', Pedido: '7700003', 'Data Produção': '2026-11-20' });
    expect(await disponibilidade('SALGA2BE0RA770002')).toBe('2026-12-31');
    expect(await disponibilidade('SALGA2BE0RA770003')).toBe('2026-11-27');
    // without any stage the row's own date stands
    await importarLinha({ Chassi: 'SALGA2BE0RA770004', Pedido: '7700004', 'Data Disponibilidade': '15/01/2027' });
    expect(await disponibilidade('SALGA2BE0RA770004')).toBe('2027-01-15');
  });

  it('a dealer cannot change them (403) and nothing is written', async () => {
    const antes = await t.tdb.db
      .selectFrom('configuracoes_gerais')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await definir(1, 99, dealer)).statusCode).toBe(403);
    expect((await t.call('GET', 'configuracoes', { token: admin })).json().data.conf1.ativo).toBe('7');
    const depois = await t.tdb.db
      .selectFrom('configuracoes_gerais')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(depois.n).toBe(antes.n);
  });
});
