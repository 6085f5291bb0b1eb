import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { seedDemo } from '../demo/seed.ts';
import { TokenService } from '../access/tokens.ts';
import { principal } from '../testing/swaps.ts';
import { createDb } from '../db/connect.ts';
import { estatisticasDoCache, type Actor, type Db } from '../kernel/index.ts';
import { pipeline, totais } from '../reports/index.ts';
import { alterarStatus } from './commands.ts';
import { listarFaturamentos } from './queries.ts';

/**
 * The dealer-scoped vehicle reads (the lists, the pipeline analysis, the totals by status) are kept under the dealer's
 * read version (docs/decisions.md "Read cache per dealer"): another dealer's vehicle written leaves a dealer's kept
 * answer a hit — and that answer is still what a fresh read gives —, while a write to one of its own vehicles is seen by
 * its next read. The importer's reads key on the whole table and miss after either write.
 */
let t: TestDb;
let fresco: Db;
const now = new Date('2026-11-24T15:00:00Z');
const ctx = { correlationId: 'cache-por-dealer' };
let admin: Actor;
let morumbi: Actor;
let jardins: Actor;

beforeAll(async () => {
  t = await createTestDb();
  await seedDemo({ db: t.db, tokens: new TokenService(randomBytes(32).toString('hex')), now: () => now, appUrl: 'http://test' }, { vehicles: 600 });
  admin = await principal(t.db, 'admin@demo.portal.com.br');
  morumbi = await principal(t.db, 'dealer.morumbi@demo.portal.com.br');
  jardins = await principal(t.db, 'dealer.jardins@demo.portal.com.br');
  // a second handle to the same database has a cache of its own: its reads are what a fresh computation answers
  fresco = createDb({ url: t.url, max: 2 });
});
afterAll(async () => {
  await fresco?.destroy();
  await t?.drop();
});

/**
 * One of the dealer's vehicles in its open billing list and the pipeline's Cota (status 0, in stock), and its month of
 * availability; `qualquer`: any of its vehicles the block takes (status 0).
 */
async function veiculoDe(a: Actor, qualquer = false): Promise<Veiculo> {
  const r = await sql<Veiculo>`select id, ano_disponibilidade as ano, mes_disponibilidade as mes from veiculos
    where concessionaria_id = ${a.concessionariaId} and status = 0
      and (${qualquer} or (data_entrada_estoque is not null and ano_disponibilidade is not null))
    order by id limit 1`.execute(t.db);
  expect(r.rows[0], `um veículo em estoque do dealer ${a.concessionariaId}`).toBeDefined();
  return r.rows[0]!;
}
type Veiculo = { id: number; ano: number; mes: number };
const bloquear = async (v: Veiculo) => {
  const r = await alterarStatus({ db: t.db, now: () => now }, admin, { veiculoId: [v.id], status: 5, motivo: 'teste do cache por dealer' }, ctx);
  expect(r.map((x) => x.status)).toEqual([1]);
};

/** The dealer-scoped reads under test, each as (db, actor, the month of the vehicle to be blocked) → answer. */
const LEITURAS = {
  lista: (db: Db, a: Actor) => listarFaturamentos(db, a, now, { page: 1, per_page: 20 }),
  pipeline: (db: Db, a: Actor) => pipeline.pipeline(db, a, now, { status: 3 }),
  totalStatus: (db: Db, a: Actor, v: Veiculo) => totais.totalStatus(db, a, now, { ano: v.ano, mes: v.mes }),
};

/** Reads `ler` as `a` and says whether the answer came from the cache; it must equal a fresh read either way. */
async function ler(nome: keyof typeof LEITURAS, a: Actor, v: Veiculo): Promise<{ acerto: boolean; resposta: unknown }> {
  const antes = estatisticasDoCache(t.db);
  const resposta = await LEITURAS[nome](t.db, a, v);
  const depois = estatisticasDoCache(t.db);
  expect(JSON.parse(JSON.stringify(resposta)), `${nome} igual a uma leitura nova`).toEqual(JSON.parse(JSON.stringify(await LEITURAS[nome](fresco, a, v))));
  return { acerto: depois.acertos > antes.acertos && depois.faltas === antes.faltas, resposta };
}

describe('dealer-scoped vehicle reads keyed on the dealer', () => {
  for (const nome of Object.keys(LEITURAS) as (keyof typeof LEITURAS)[]) {
    it(`${nome}: kept across another dealer's write, read again after its own`, async () => {
      const meu = await veiculoDe(morumbi);
      for (const a of [morumbi, jardins, admin]) await ler(nome, a, meu);
      expect((await ler(nome, morumbi, meu)).acerto, 'a repeated read is a hit').toBe(true);

      await bloquear(await veiculoDe(jardins, true));
      expect((await ler(nome, morumbi, meu)).acerto, "another dealer's write leaves it kept").toBe(true);
      expect((await ler(nome, admin, meu)).acerto, "the importer's read keys on the whole table").toBe(false);
      expect((await ler(nome, jardins, meu)).acerto, "the writer's dealer reads again").toBe(false);

      const antes = (await ler(nome, morumbi, meu)).resposta;
      await bloquear(meu);
      const depois = await ler(nome, morumbi, meu);
      expect(depois.acerto, 'its own vehicle written: read again').toBe(false);
      expect(depois.resposta, 'and the block is in the answer').not.toEqual(antes);
    });
  }

  it("a group's user keys on the whole table", async () => {
    const grupo = await principal(t.db, 'grupo.autostar@demo.portal.com.br');
    const v = await veiculoDe(jardins, true);
    await ler('lista', grupo, v);
    expect((await ler('lista', grupo, v)).acerto).toBe(true);
    await bloquear(v);
    expect((await ler('lista', grupo, v)).acerto).toBe(false);
  });
});
