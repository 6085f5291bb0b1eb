import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESES } from '@portal/contracts/vehicles/status';
import { createTestApp, type TestApp } from '../testing/app.ts';

/** GET mes and GET marca (spec 002 §7.7), over HTTP and real PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('GET mes and GET marca', () => {
  it('answer the twelve months (1-12) and the vehicle data’s brands to any signed-in user', async () => {
    const dealer = await t.login('dealer.morumbi@demo.portal.com.br');
    const meses = await t.call('GET', 'mes', { token: dealer });
    expect(meses.statusCode).toBe(200);
    expect(meses.json().data).toEqual(MESES.map((nome, i) => ({ id: i + 1, nome })));
    expect(meses.json().data[2]).toEqual({ id: 3, nome: 'Março' });
    const marcas = await t.call('GET', 'marca', { token: dealer });
    expect(marcas.statusCode).toBe(200);
    const doBanco = await t.tdb.db.selectFrom('marcas').select(['id', 'nome']).orderBy('nome').execute();
    expect(marcas.json().data).toEqual(doBanco);
    expect(doBanco.map((m) => m.nome)).toEqual(['Jaguar', 'Land Rover']);
  });

  it('refuse an anonymous caller (401); they take no input, so there is nothing else to refuse', async () => {
    expect((await t.call('GET', 'marca')).statusCode).toBe(401);
    expect((await t.call('GET', 'mes')).statusCode).toBe(401);
  });
});
