import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import type { TestDb } from '../testing/db.ts';
import { createDb } from '../db/connect.ts';
import { appDatabaseUrl } from '../db/app-role.ts';
import { SYSTEM_ACTOR, type Actor } from './actor.ts';
import type { Db } from './db.ts';
import { PAPEL_DEALER, leituraDoDealer } from './leitura-do-dealer.ts';
import { bancoComDemo } from '../testing/demo.ts';

/**
 * Row-level security on the vehicles (migration 2026-11-27T0100-veiculos-rls): the second wall behind the queries' dealer
 * scope. Every statement here leaves the scope out on purpose, as a query with a scope bug would.
 */
let t: TestDb;
let app: Db;
let A: { id: number; grupo: number };
let B: { id: number; grupo: number };
const dealer = (d: { id: number; grupo: number }, processosGrupo = false): Actor => ({
  ...SYSTEM_ACTOR,
  userId: 99,
  role: 'Dealer',
  grupoPerfil: GRUPO_PERFIL.Dealer,
  concessionariaId: d.id,
  concessionariaGrupoId: d.grupo,
  processosGrupo,
});
type Linha = { id: number; concessionaria_id: number | null; dealer_solicitante_id: number | null; concessionaria_grupo_id: number | null; status: number };
const linhas = (d: Db) =>
  sql<Linha>`select id, concessionaria_id, dealer_solicitante_id, concessionaria_grupo_id, status from veiculos order by id`.execute(d).then((r) => r.rows);
const negado = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: '42501' });

beforeAll(async () => {
  t = await bancoComDemo(undefined, { vehicles: 30 });
  const [a, b] = await t.db.selectFrom('concessionarias').select(['id', 'concessionaria_grupo_id as grupo']).orderBy('id').limit(2).execute();
  A = { id: a!.id, grupo: 900_001 };
  B = { id: b!.id, grupo: 900_002 };
  // as the owner (row security does not apply to it): a third of the vehicles A's, a third B's, the rest in the Bolsão
  // without a dealer, and one of B's requested by A
  await sql`update veiculos set
      concessionaria_id = case id % 3 when 0 then ${A.id}::int when 1 then ${B.id}::int end,
      concessionaria_grupo_id = case id % 3 when 0 then ${A.grupo}::int when 1 then ${B.grupo}::int end,
      dealer_solicitante_id = null, dealer_solicitante_grupo_id = null,
      status = case id % 3 when 2 then 121 else 0 end`.execute(t.db);
  await sql`update veiculos set dealer_solicitante_id = ${A.id}, dealer_solicitante_grupo_id = ${A.grupo}
    where id = (select min(id) from veiculos where id % 3 = 1)`.execute(t.db);
  const papel = await appDatabaseUrl(t.url);
  expect(papel.note).toBeNull();
  app = createDb({ url: papel.url, max: 2 });
});
afterAll(async () => {
  await app?.destroy();
  await t?.drop();
});

describe('row-level security on the vehicles', () => {
  it('is on for veiculos and veiculo_logs, and neither application role bypasses it', async () => {
    const tabelas = await sql<{ relname: string; relrowsecurity: boolean }>`select relname, relrowsecurity from pg_class
      where relname in ('veiculos', 'veiculo_logs') and relkind = 'r' order by relname`.execute(t.db);
    expect(tabelas.rows).toEqual([
      { relname: 'veiculo_logs', relrowsecurity: true },
      { relname: 'veiculos', relrowsecurity: true },
    ]);
    const papeis = await sql<{ rolname: string; rolbypassrls: boolean; rolsuper: boolean }>`select rolname, rolbypassrls, rolsuper from pg_roles
      where rolname in ('portal_app', ${PAPEL_DEALER}) order by rolname`.execute(t.db);
    expect(papeis.rows).toEqual([
      { rolname: 'portal_app', rolbypassrls: false, rolsuper: false },
      { rolname: PAPEL_DEALER, rolbypassrls: false, rolsuper: false },
    ]);
  });

  it('the dealer role without a dealer set sees no vehicle and no history', async () => {
    expect((await linhas(t.db)).length).toBe(30);
    expect(Number((await sql<{ n: string }>`select count(*) as n from veiculo_logs`.execute(t.db)).rows[0]!.n)).toBeGreaterThan(0);
    await app.transaction().execute(async (trx) => {
      await sql`select set_config('role', ${PAPEL_DEALER}, true)`.execute(trx);
      expect(await linhas(trx)).toEqual([]);
      expect((await sql`select * from veiculo_logs`.execute(trx)).rows).toEqual([]);
    });
  });

  it("with dealer A set, sees only A's vehicles, the ones A requested and the Bolsão, and only their history", async () => {
    const quem = await leituraDoDealer(app, dealer(A), (d) =>
      sql<{ u: string; d: string }>`select current_user as u, current_setting('portal.dealer') as d`.execute(d),
    );
    expect(quem.rows[0]).toEqual({ u: PAPEL_DEALER, d: String(A.id) });
    const vistas = await leituraDoDealer(app, dealer(A), linhas);
    const esperadas = (await linhas(t.db)).filter((v) => v.concessionaria_id === A.id || v.dealer_solicitante_id === A.id || v.status === 121);
    expect(vistas).toEqual(esperadas);
    expect(vistas.some((v) => v.concessionaria_id === B.id && v.dealer_solicitante_id === A.id)).toBe(true);
    expect(vistas.filter((v) => v.concessionaria_id === B.id)).toHaveLength(1);
    // a query that names B's vehicles outright still gets none of them
    const deB = await leituraDoDealer(app, dealer(A), (d) =>
      d.selectFrom('veiculos').select('id').where('concessionaria_id', '=', B.id).where('dealer_solicitante_id', 'is', null).execute(),
    );
    expect(deB).toEqual([]);
    const logs = await leituraDoDealer(app, dealer(A), (d) => d.selectFrom('veiculo_logs').select('veiculo_id').execute());
    expect(logs.length).toBeGreaterThan(0);
    const ids = new Set(esperadas.map((v) => v.id));
    expect(logs.filter((l) => !ids.has(l.veiculo_id))).toEqual([]);
  });

  it("with group access, by the group: B's group sees B's vehicles and the Bolsão", async () => {
    const vistas = await leituraDoDealer(app, dealer(B, true), linhas);
    expect(vistas).toEqual((await linhas(t.db)).filter((v) => v.concessionaria_grupo_id === B.grupo || v.status === 121));
  });

  it('the dealer role reads no other table and writes nothing', async () => {
    await leituraDoDealer(app, dealer(A), async (d) => {
      await negado(sql`select 1 from contas limit 1`.execute(d));
    });
    await leituraDoDealer(app, dealer(A), async (d) => {
      await negado(sql`select 1 from events limit 1`.execute(d));
    });
    await leituraDoDealer(app, dealer(A), async (d) => {
      await negado(sql`update veiculos set nsc = nsc`.execute(d));
    });
  });

  it("leaves the application's own role to importer staff and to callers inside a transaction, and sets nothing beyond its transaction", async () => {
    expect(await leituraDoDealer(app, SYSTEM_ACTOR, linhas)).toHaveLength(30);
    await app.transaction().execute(async (trx) => {
      const u = await leituraDoDealer(trx, dealer(A), (d) => sql<{ u: string }>`select current_user as u`.execute(d));
      expect(u.rows[0]!.u).toBe('portal_app');
    });
    await leituraDoDealer(app, dealer(A), linhas);
    // the pool's connections are back to portal_app, with no dealer set
    for (let i = 0; i < 3; i++) {
      const r = await sql<{ u: string; d: string | null }>`select current_user as u, nullif(current_setting('portal.dealer', true), '') as d`.execute(app);
      expect(r.rows[0]).toEqual({ u: 'portal_app', d: null });
      expect((await linhas(app)).length).toBe(30);
    }
  });
});
