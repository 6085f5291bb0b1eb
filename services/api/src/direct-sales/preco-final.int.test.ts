import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abaPreco } from '@portal/contracts/imports/abas/preco';
import { lmsg } from '@portal/contracts/direct-sales/lookups';
import { csv } from '@portal/core/testing/imports';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { importarPlanilha } from '../testing/importar.ts';

/**
 * GET pedidos/preco-final over HTTP and real PostgreSQL: the price a Preço import wrote (uploaded as the screen does,
 * processed by the engine) is what the order screen is answered, by the Vigente Desde in force on the server's day.
 */
let t: TestApp;
let admin: string;
let dealer: string;
let produto: { derivativoId: number; derivativo: string; modelo: string };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  admin = await t.login('admin@demo.portal.com.br');
  dealer = await t.login('dealer.morumbi@demo.portal.com.br');
  const d = await t.tdb.db
    .selectFrom('derivativos as d')
    .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
    .select(['d.id', 'd.descricao', 'm.descricao as modelo'])
    .orderBy('d.id', 'desc')
    .executeTakeFirstOrThrow();
  produto = { derivativoId: d.id, derivativo: d.descricao, modelo: d.modelo };
}, 120_000);
afterAll(async () => t?.close());

const preco = (token: string, qs: string) => t.call('GET', `pedidos/preco-final?${qs}`, { token });

const importarPrecos = async (linhas: string[][]) =>
  expect(await importarPlanilha(t, admin, 'importacoes/preco-final', 'precos.csv', csv([abaPreco.colunas.map((c) => c.nome), ...linhas]))).toBe(2);

describe('GET pedidos/preco-final (the order screen’s price from the Preço import)', () => {
  it('answers the imported price in force today, for every user of the order screen', async () => {
    const qs = `derivativoId=${produto.derivativoId}&anoModelo=2026`;
    expect((await preco(dealer, qs)).json().data).toEqual({ precoPublico: null, vigenteDesde: null });
    await importarPrecos([
      [produto.modelo, produto.derivativo, '2026', '510.000,00', '01/01/2026'],
      [produto.modelo, produto.derivativo, '2026', '523.456,78', '01/11/2026'],
      // not yet in force on the server's day (2026-11-23)
      [produto.modelo, produto.derivativo, '2026', '600.000,00', '01/12/2026'],
      [produto.modelo, produto.derivativo, '2025', '480.000,00', '01/01/2026'],
    ]);
    for (const token of [admin, dealer]) {
      const r = await preco(token, qs);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toEqual({ precoPublico: 523456.78, vigenteDesde: '2026-11-01' });
    }
    expect((await preco(dealer, `derivativoId=${produto.derivativoId}&anoModelo=2025`)).json().data.precoPublico).toBe(480000);
    t.clock.now = new Date('2026-12-02T13:00:00Z');
    expect((await preco(await t.login('dealer.morumbi@demo.portal.com.br'), qs)).json().data).toEqual({ precoPublico: 600000, vigenteDesde: '2026-12-01' });
    t.clock.now = new Date('2026-11-23T13:00:00Z');
  });

  it('refuses a request without the derivative or with a model year that is not 4 digits (400 in pt-BR), and an unknown derivative (404)', async () => {
    for (const qs of [
      'anoModelo=2026',
      `derivativoId=${produto.derivativoId}&anoModelo=26`,
      'derivativoId=abc&anoModelo=2026',
      `derivativoId=${produto.derivativoId}`,
    ]) {
      const r = await preco(dealer, qs);
      expect(r.statusCode, qs).toBe(400);
      expect(r.json().success).toBe(false);
      expect(r.json().errors[0]).toMatch(/[a-zà-ú]/i);
    }
    const r = await preco(dealer, 'derivativoId=999999&anoModelo=2026');
    expect(r.statusCode).toBe(404);
    expect(r.json().errors).toEqual([lmsg.derivativoNaoEncontrado]);
  });

  it('needs a signed-in user of the order screens', async () => {
    expect((await t.call('GET', `pedidos/preco-final?derivativoId=${produto.derivativoId}&anoModelo=2026`)).statusCode).toBe(401);
  });
});
