import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDb } from '@portal/core/db/connect';
import { appDatabaseUrl } from '@portal/core/db/app-role';
import { estatisticasDoCache } from '@portal/core/kernel/index';
import type { Db } from '@portal/core/kernel/index';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';
import { LIMITES_FOLGADOS, type LimitesConfig } from './limites.ts';

/**
 * Two API instances on one database, as two processes behind a load balancer (docs/decisions.md "Running on more
 * machines"): each has its own pool, read cache, principal cache (with its own LISTEN connection) and rate-limit
 * counter, and they share only PostgreSQL. A write through one is seen by the next read through the other, cached
 * reads included; the rate limits count both; a session ended or a password changed on one is refused on the other.
 */
const LIMITES: LimitesConfig = { ...LIMITES_FOLGADOS, escrita: { porUsuario: 4, porIp: 1000 } };
/** A minute boundary plus one second: the test's requests all fall in one counting window. */
const inicioDeJanela = () => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);

let um: TestApp;
let outro: FastifyInstance;
let outroDb: Db;
beforeAll(async () => {
  um = await createTestApp({ limites: LIMITES });
  const papel = await appDatabaseUrl(um.tdb.url);
  outroDb = createDb({ url: papel.url, max: 10 });
  outro = await buildApp({
    db: outroDb,
    tokens: um.tokens,
    now: () => um.clock.now,
    appUrl: 'http://portal.test',
    rateLimitMax: 1000,
    limites: LIMITES,
    databaseUrl: papel.url,
    checkAnswers: true,
  });
  await outro.ready();
});
afterAll(async () => {
  await outro?.close();
  await outroDb?.destroy();
  await um?.close();
});

/** A call to the second instance, as TestApp.call is to the first. */
const noOutro = (method: string, url: string, opts: { token?: string; body?: unknown } = {}) =>
  outro.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });

describe('two API instances on one database', () => {
  it('a write through one is seen by the next read through the other, a cached list included', async () => {
    const fx = vehicleFixtures(um);
    const tk = await um.entrar({ admin: 'admin', morumbi: 'dealer.morumbi' });
    const morumbiId = await fx.dealerId('JLR001');
    const lista = () => noOutro('POST', 'relatorios/visao/geral/listar', { token: tk.morumbi, body: { page: 1, per_page: 10 } });
    const total = async () => {
      const r = await lista();
      expect(r.statusCode).toBe(200);
      return (r.json() as { data: { total: number } }).data.total;
    };
    const antes = await total();
    // the second read is kept by the other instance (the only one answering meanwhile: the process's hits grow)
    const acertos = estatisticasDoCache().acertos;
    expect(await total()).toBe(antes);
    expect(estatisticasDoCache().acertos).toBeGreaterThan(acertos);

    const id = await fx.veiculo();
    const r = await um.call('POST', 'veiculos/nova-alocacao', { token: tk.admin, body: { veiculoIds: [id], concessionariaId: morumbiId } });
    expect(r.statusCode).toBe(200);
    // the very next read through the other instance: no wait, no notification
    expect(await total()).toBe(antes + 1);

    // and the other way round: a vehicle allocated through the second is in the next read through the first
    const id2 = await fx.veiculo();
    expect((await noOutro('POST', 'veiculos/nova-alocacao', { token: tk.admin, body: { veiculoIds: [id2], concessionariaId: morumbiId } })).statusCode).toBe(
      200,
    );
    const r2 = await um.call('POST', 'relatorios/visao/geral/listar', { token: tk.morumbi, body: { page: 1, per_page: 10 } });
    expect((r2.json() as { data: { total: number } }).data.total).toBe(antes + 2);
  });

  it('counts the rate limits across both instances (counters in PostgreSQL)', async () => {
    um.clock.now = inicioDeJanela();
    const token = await um.login('dealer.barra@demo.portal.com.br');
    // a write every signed-in user may call; an empty body answers 400, but the request counts
    const escrever = (i: number) =>
      i % 2 === 0 ? um.call('POST', 'participantes/alterarSenha', { token, body: {} }) : noOutro('POST', 'participantes/alterarSenha', { token, body: {} });
    const codigos: number[] = [];
    for (let i = 0; i < 6; i++) codigos.push((await escrever(i)).statusCode);
    expect(codigos).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('a session ended with Sair on one instance is refused on the other', async () => {
    const token = await um.login('dealer.jardins@demo.portal.com.br');
    const perfil = () => noOutro('GET', 'participantes/meu-perfil', { token });
    expect((await perfil()).statusCode).toBe(200);
    expect((await perfil()).statusCode).toBe(200); // its principal now kept by the other instance
    expect((await um.call('POST', 'participantes/sair', { token })).statusCode).toBe(200);
    // NOTIFY principal_alterado reaches the other instance's LISTEN connection: it drops its cache
    await expect.poll(async () => (await perfil()).statusCode, { timeout: 5000, interval: 20 }).toBe(401);
  });

  it('a password changed on one instance revokes the old token on the other', async () => {
    const token = await um.login('regionais@demo.portal.com.br');
    const perfil = () => noOutro('GET', 'participantes/meu-perfil', { token });
    expect((await perfil()).statusCode).toBe(200);
    expect((await perfil()).statusCode).toBe(200);
    const r = await um.call('POST', 'participantes/alterarSenha', {
      token,
      body: { currentPassword: 'Portal@2026', newPassword: 'Dois#Processos1', confirmNewPassword: 'Dois#Processos1' },
    });
    expect(r.statusCode).toBe(200);
    await expect.poll(async () => (await perfil()).statusCode, { timeout: 5000, interval: 20 }).toBe(401);
    // signing in with the new password works through the other instance
    const novo = await noOutro('POST', 'participantes/entrar', { body: { email: 'regionais@demo.portal.com.br', password: 'Dois#Processos1' } });
    expect(novo.statusCode).toBe(200);
  });
});
