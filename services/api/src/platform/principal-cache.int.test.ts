import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bloquearConta } from '@portal/core/access/accounts';
import { versaoDosPrincipais, type Principal } from '@portal/core/access/principal';
import { SYSTEM_ACTOR } from '@portal/core/kernel/index';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { PrincipalCache } from './principal-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setAuditoria = async (r: boolean) =>
  sql`update perfil_funcoes set r = ${r}, u = ${r} where perfil_id = (select id from perfis where descricao = 'Administrador')
      and funcao_id = (select id from funcoes where codigo = 'auditoria')`.execute(t.tdb.db);

const silenciar = () =>
  sql`create or replace function notificar_principal_alterado() returns trigger language plpgsql as $$
    begin insert into versoes_principais (xid, peso) values (pg_current_xact_id(), 1) on conflict (xid) do nothing; return null; end $$`.execute(t.tdb.db);
const religar = () =>
  sql`create or replace function notificar_principal_alterado() returns trigger language plpgsql as $$
    begin
      insert into versoes_principais (xid, peso) values (pg_current_xact_id(), 1) on conflict (xid) do nothing;
      perform pg_notify('principal_alterado', tg_table_name);
      return null;
    end $$`.execute(t.tdb.db);

describe('principal cache', () => {
  it('drops a cached principal when another process changes a profile (NOTIFY from the database)', async () => {
    const admin = await t.login('admin@demo.portal.com.br');
    const call = () => t.call('GET', 'auditoria/streams/conta-1', { token: admin });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200); // served from the cache
    await setAuditoria(false); // as another API instance or a script would
    await expect.poll(async () => (await call()).statusCode, { timeout: 5000, interval: 20 }).toBe(403);
    await setAuditoria(true);
    await expect.poll(async () => (await call()).statusCode, { timeout: 5000, interval: 20 }).toBe(200);
  });

  it('applies this instance’s own writes at the next request (a password change revokes the token at once)', async () => {
    const token = await t.login('regionais@demo.portal.com.br');
    expect((await t.call('GET', 'participantes/meu-perfil', { token })).statusCode).toBe(200);
    const r = await t.call('POST', 'participantes/alterarSenha', {
      token,
      body: { currentPassword: 'Portal@2026', newPassword: 'Cache#Nova1', confirmNewPassword: 'Cache#Nova1' },
    });
    expect(r.statusCode).toBe(200);
    expect((await t.call('GET', 'participantes/meu-perfil', { token })).statusCode).toBe(401);
  });

  it('keeps the cached principals across a write that changes none (a saved view), and loads none again', async () => {
    const token = await t.login('dealer.jardins@demo.portal.com.br');
    const ler = () => t.call('GET', 'participantes/meu-perfil', { token });
    const cache = t.app.cacheDePrincipais!;
    // the sign-in's own notification may still be on its way: read until a read is a hit
    await expect
      .poll(async () => {
        const { faltas } = cache.estatisticas();
        expect((await ler()).statusCode).toBe(200);
        return cache.estatisticas().faltas - faltas;
      })
      .toBe(0);
    const r = await t.call('POST', 'visoes', { token, body: { lista: 'boletos', nome: `Cache ${Date.now()}`, filtros: {} } });
    expect(r.statusCode, r.body).toBe(200);
    const antes = cache.estatisticas();
    expect((await ler()).statusCode).toBe(200);
    expect((await ler()).statusCode).toBe(200);
    expect(cache.estatisticas()).toEqual({ acertos: antes.acertos + 2, faltas: antes.faltas });
  });

  it('sees its own write to a principal through the committed version alone, with the notification silenced', async () => {
    // the triggers record their transaction but notify nobody: only the check after the write can drop the cache
    await silenciar();
    try {
      const token = await t.login('dealer.poa@demo.portal.com.br');
      const ler = () => t.call('GET', 'participantes/meu-perfil', { token });
      expect((await ler()).statusCode).toBe(200);
      expect((await ler()).statusCode).toBe(200);
      const r = await t.call('POST', 'participantes/alterarSenha', {
        token,
        body: { currentPassword: 'Portal@2026', newPassword: 'Cache#Nova2', confirmNewPassword: 'Cache#Nova2' },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect((await ler()).statusCode).toBe(401);
    } finally {
      await religar();
    }
  });

  it('a check taken while a principal change is uncommitted does not hide it from the check after its commit', async () => {
    // the race a sequence had: another write of this process reads the version during the change's transaction
    await silenciar();
    const cache = new PrincipalCache(t.tdb.url, () => {});
    await cache.start();
    let commit!: () => void;
    const liberado = new Promise<void>((r) => (commit = r));
    let mudou!: () => void;
    const mudado = new Promise<void>((r) => (mudou = r));
    let mudanca: Promise<void> | null = null;
    try {
      const ler = () => versaoDosPrincipais(t.tdb.db);
      const principal = (nome: string) => ({ nome }) as unknown as Principal;
      await cache.conferirVersao(ler);
      mudanca = t.tdb.db.transaction().execute(async (trx) => {
        await sql`update perfis set descricao = descricao where descricao = 'Administrador'`.execute(trx);
        mudou();
        await liberado;
      });
      await mudado;
      await cache.conferirVersao(ler); // another write answered meanwhile
      expect(await cache.get('k', async () => principal('antes'))).toEqual({ nome: 'antes' });
      commit();
      await mudanca;
      await cache.conferirVersao(ler); // the changing write's own check, after its commit
      expect(await cache.get('k', async () => principal('depois'))).toEqual({ nome: 'depois' });
    } finally {
      commit();
      await mudanca;
      await cache.close();
      await religar();
    }
  });

  it('folds the versions into one row and keeps the sum', async () => {
    const antes = BigInt(await versaoDosPrincipais(t.tdb.db));
    for (let i = 0; i < 210; i++) await setAuditoria(true);
    const depois = BigInt(await versaoDosPrincipais(t.tdb.db));
    expect(depois - antes).toBe(210n);
    await expect.poll(async () => Number((await sql<{ n: string }>`select count(*)::text as n from versoes_principais`.execute(t.tdb.db)).rows[0]!.n)).toBe(1);
    expect(await versaoDosPrincipais(t.tdb.db)).toBe(String(depois));
  });

  it('stops caching when its LISTEN connection is lost, so nothing stale is served', async () => {
    const admin = await t.login('admin@demo.portal.com.br');
    const call = () => t.call('GET', 'auditoria/streams/conta-1', { token: admin });
    expect((await call()).statusCode).toBe(200);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(t.tdb.db);
    await new Promise((r) => setTimeout(r, 200));
    await setAuditoria(false);
    try {
      // no notification can arrive now: the very next request must still see the change
      expect((await call()).statusCode).toBe(403);
    } finally {
      await setAuditoria(true);
    }
  });

  it('resumes once the LISTEN connection is back: a block by another process revokes the session at the next requests', async () => {
    const token = await t.login('dealer.jardins@demo.portal.com.br');
    const call = () => t.call('GET', 'participantes/meu-perfil', { token });
    expect((await call()).statusCode).toBe(200);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(t.tdb.db);
    // the cache listens again after its retry (2 s)
    await expect
      .poll(
        async () =>
          Number(
            (
              await sql<{ n: string }>`select count(*)::text as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(
                t.tdb.db,
              )
            ).rows[0]!.n,
          ),
        { timeout: 15_000, interval: 200 },
      )
      .toBe(1);
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const id = (await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', 'dealer.jardins@demo.portal.com.br').executeTakeFirstOrThrow()).id;
    await bloquearConta({ db: t.tdb.db, tokens: t.tokens, now: () => new Date(), appUrl: 'http://portal.test' }, SYSTEM_ACTOR, id, true, {
      correlationId: 'outro-processo',
    });
    await expect.poll(async () => (await call()).statusCode, { timeout: 5000, interval: 20 }).toBe(401);
  });
});
