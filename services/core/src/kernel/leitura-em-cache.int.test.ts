import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { createPool } from '../db/connect.ts';
import type { Database } from '../db/types.ts';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { TABELAS_VIGIADAS } from '../tabelas-vigiadas.ts';
import { dealerDaVersao, emCache, estatisticasDoCache, versaoDeLeitura } from './leitura-em-cache.ts';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { SYSTEM_ACTOR, type Actor } from './actor.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.drop());

const marcas = async () => (await sql<{ n: number }>`select count(*)::int as n from marcas`.execute(t.db)).rows[0]!.n;
const novaMarca = (nome: string) => sql`insert into marcas (nome) values (${nome})`;
const linhas = async () => (await sql<{ n: number }>`select count(*)::int as n from versoes_leitura where tabela = 'marcas'`.execute(t.db)).rows[0]!.n;

describe('read version of the watched tables', () => {
  it('every watched table carries the trigger that records its writers', async () => {
    const { rows } = await sql<{ tabela: string }>`
      select c.relname as tabela from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname like 'versao_leitura_%' and not g.tgisinternal`.execute(t.db);
    expect(new Set(rows.map((r) => r.tabela))).toEqual(new Set(TABELAS_VIGIADAS));
  });

  it('changes when a write commits, not when it rolls back, and once per transaction', async () => {
    const v0 = await versaoDeLeitura(t.db, ['marcas', 'modelos']);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await novaMarca('Rollback').execute(trx);
        throw new Error('desfazer');
      })
      .catch(() => undefined);
    expect(await versaoDeLeitura(t.db, ['marcas', 'modelos'])).toBe(v0);
    await t.db.transaction().execute(async (trx) => {
      await novaMarca('Uma').execute(trx);
      await novaMarca('Duas').execute(trx);
    });
    const v1 = await versaoDeLeitura(t.db, ['marcas', 'modelos']);
    expect(v1).not.toBe(v0);
    const soma = (v: string) => Number(v.split('|')[0]!.split(':')[1]);
    expect(soma(v1) - soma(v0)).toBe(1);
    expect(v1.split('|')[1]).toBe(v0.split('|')[1]); // modelos untouched
  });

  it('reads asked for together share one statement, each answered for its own tables', async () => {
    let statements = 0;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(t.url, 2) }), log: () => void statements++ });
    try {
      const sozinha = await versaoDeLeitura(db, ['marcas']);
      const sozinhas = { marcas: sozinha, modelos: await versaoDeLeitura(db, ['modelos']) };
      statements = 0;
      const juntas = await Promise.all([
        versaoDeLeitura(db, ['marcas']),
        versaoDeLeitura(db, ['modelos']),
        versaoDeLeitura(db, ['modelos', 'marcas']),
        ...Array.from({ length: 20 }, () => versaoDeLeitura(db, ['marcas'])),
      ]);
      expect(statements).toBe(1);
      expect(juntas[0]).toBe(sozinhas.marcas);
      expect(juntas[1]).toBe(sozinhas.modelos);
      expect(juntas[2]).toBe(`${sozinhas.modelos}|${sozinhas.marcas}`);
      // a read asked for after a write committed sees it, even while an earlier statement is on its way
      const antes = versaoDeLeitura(db, ['marcas']);
      await novaMarca('Depois').execute(t.db);
      const depois = versaoDeLeitura(db, ['marcas']);
      await antes;
      expect(await depois).not.toBe(sozinha);
    } finally {
      await db.destroy();
    }
  });

  it('folds old rows into one without changing the version', async () => {
    for (let i = 0; i < 60; i++) await novaMarca(`Dobra ${i}`).execute(t.db);
    expect(await linhas()).toBeGreaterThan(50);
    const v = await versaoDeLeitura(t.db, ['marcas']); // starts the fold
    await expect.poll(linhas, { timeout: 5000 }).toBe(1);
    expect(await versaoDeLeitura(t.db, ['marcas'])).toBe(v);
  });
});

describe('emCache', () => {
  it('serves the kept answer while nothing changed and reads again after a write', async () => {
    let leituras = 0;
    const ler = () => emCache(t.db, 'teste/marcas', ['marcas'], { f: 1 }, async () => (leituras++, { n: await marcas() }));
    const a = await ler();
    const b = await ler();
    expect(b).toBe(a);
    expect(leituras).toBe(1);
    await novaMarca('Nova').execute(t.db);
    const c = await ler();
    expect(leituras).toBe(2);
    expect(c.n).toBe(a.n + 1);
    // another key is another answer
    await emCache(t.db, 'teste/marcas', ['marcas'], { f: 2 }, async () => (leituras++, { n: 0 }));
    expect(leituras).toBe(3);
  });

  it('never serves an answer computed before a write that committed during the computation', async () => {
    let leituras = 0;
    const ler = () =>
      emCache(t.db, 'teste/corrida', ['marcas'], null, async () => {
        leituras++;
        const antes = await marcas();
        if (leituras === 1) await novaMarca('Durante').execute(t.db); // commits while the first computation runs
        return { antes };
      });
    const primeira = await ler();
    const segunda = await ler();
    expect(leituras).toBe(2);
    expect(segunda.antes).toBe(primeira.antes + 1);
    expect(await ler()).toBe(segunda);
  });

  it('runs concurrent misses of one key once, keeps no error, freezes the answer, and bypasses transactions', async () => {
    let leituras = 0;
    const lento = () =>
      emCache(t.db, 'teste/lento', ['marcas'], null, async () => {
        leituras++;
        await new Promise((r) => setTimeout(r, 50));
        return { lista: [1, 2] };
      });
    const [a, b, c] = await Promise.all([lento(), lento(), lento()]);
    expect(leituras).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(() => (a.lista as number[]).push(3)).toThrow(TypeError);

    let falhas = 0;
    const falha = () =>
      emCache(t.db, 'teste/falha', ['marcas'], null, async () => {
        falhas++;
        throw new Error('falhou');
      });
    await expect(falha()).rejects.toThrow('falhou');
    await expect(falha()).rejects.toThrow('falhou');
    expect(falhas).toBe(2);

    let dentro = 0;
    await t.db.transaction().execute(async (trx) => {
      await emCache(trx, 'teste/trx', ['marcas'], null, async () => ++dentro);
      await emCache(trx, 'teste/trx', ['marcas'], null, async () => ++dentro);
    });
    expect(dentro).toBe(2);
    expect(estatisticasDoCache(t.db).acertos).toBeGreaterThan(0);
  });
});

describe('read version per dealer', () => {
  const A = 101;
  const B = 102;
  let proximo = 1000;
  /** a vehicle row of `dealer` (null: the importer's stock) */
  const veiculo = async (dealer: number | null, status = 0) => {
    const id = ++proximo;
    await sql`
      insert into veiculos (id, pedido, chassi, status, marca_id, modelo_id, derivativo_id, descricao_id, descricao, ano_modelo_id,
        cor_interna, cor_externa, specs, faturar_assim_que_possivel, prioridade, bloqueado_troca, nsc, dealer_principal, atualizado_em,
        ultima_posicao, concessionaria_id)
      values (${id}, ${`P${id}`}, ${`C${id}`}, ${status}, 1, 1, 1, 1, 'teste', 1, 'preto', 'branco', '{}', false, false, false, false, false,
        now(), 0, ${dealer})`.execute(t.db);
    return id;
  };
  const contar = async (dealer: number | null) =>
    (await sql<{ n: number }>`select count(*)::int as n from veiculos where ${dealer === null ? sql`true` : sql`concessionaria_id = ${dealer}`}`.execute(t.db))
      .rows[0]!.n;
  const leituras = new Map<string, number>();
  /** a dealer's vehicle count kept under its dealer's version; the importer's (null) under the table's total */
  const ler = (dealer: number | null) =>
    emCache(
      t.db,
      'teste/por-dealer',
      ['veiculos', 'marcas'],
      { dealer },
      async () => {
        leituras.set(String(dealer), (leituras.get(String(dealer)) ?? 0) + 1);
        return { n: await contar(dealer) };
      },
      dealer,
    );
  /** which of A, B and the importer computed again (a miss) since the last call */
  let antes = new Map<string, number>();
  const faltas = async () => {
    await Promise.all([ler(A), ler(B), ler(null)]);
    const out = ['101', '102', 'null'].filter((k) => (leituras.get(k) ?? 0) !== (antes.get(k) ?? 0));
    antes = new Map(leituras);
    return out;
  };

  it("dealer A's write leaves dealer B's answer kept and the importer's computed again; moving a vehicle from A to B misses both", async () => {
    const va = await veiculo(A);
    await veiculo(B);
    await faltas();
    expect(await faltas()).toEqual([]); // nothing written: three hits

    await sql`update veiculos set status = 1 where id = ${va}`.execute(t.db);
    expect(await faltas()).toEqual(['101', 'null']);
    await veiculo(A);
    expect(await faltas()).toEqual(['101', 'null']);
    expect((await ler(A)).n).toBe(await contar(A));
    expect((await ler(B)).n).toBe(await contar(B));

    await sql`update veiculos set concessionaria_id = ${B} where id = ${va}`.execute(t.db);
    expect(await faltas()).toEqual(['101', '102', 'null']);
    expect((await ler(A)).n).toBe(await contar(A));
    expect((await ler(B)).n).toBe(await contar(B));

    // a row every dealer may see (the importer's stock, the Bolsão) and a table without a dealer: everyone's
    const estoque = await veiculo(null);
    expect(await faltas()).toEqual(['101', '102', 'null']);
    await sql`update veiculos set status = 121, concessionaria_id = ${B} where id = ${estoque}`.execute(t.db);
    expect(await faltas()).toEqual(['101', '102', 'null']);
    await novaMarca('Por dealer').execute(t.db);
    expect(await faltas()).toEqual(['101', '102', 'null']);
    await sql`delete from veiculos where id = ${va}`.execute(t.db);
    expect(await faltas()).toEqual(['102', 'null']);
  });

  it('a batch transaction (statements and savepoints, as an import batch) changes each dealer it touched once, and folding keeps each sum', async () => {
    const [a1, a2, b1] = [await veiculo(A), await veiculo(A), await veiculo(B)];
    const v0 = {
      a: await versaoDeLeitura(t.db, ['veiculos'], A),
      b: await versaoDeLeitura(t.db, ['veiculos'], B),
      c: await versaoDeLeitura(t.db, ['veiculos'], 999),
    };
    const soma = (v: string) => BigInt(v.split(':')[1]!);
    await t.db.transaction().execute(async (trx) => {
      for (const id of [a1, a2, b1]) {
        await sql`savepoint linha`.execute(trx);
        await sql`update veiculos set status = 2 where id = ${id}`.execute(trx);
        await sql`release savepoint linha`.execute(trx);
      }
      await sql`update veiculos set prioridade = true where id = any(${[a1, a2, b1]}::int[])`.execute(trx);
    });
    const v1 = {
      a: await versaoDeLeitura(t.db, ['veiculos'], A),
      b: await versaoDeLeitura(t.db, ['veiculos'], B),
      c: await versaoDeLeitura(t.db, ['veiculos'], 999),
    };
    expect(soma(v1.a) - soma(v0.a)).toBe(1n);
    expect(soma(v1.b) - soma(v0.b)).toBe(1n);
    expect(v1.c).toBe(v0.c); // a dealer with no vehicle there: untouched

    for (let i = 0; i < 55; i++) await sql`update veiculos set status = ${i % 3} where id = ${i % 2 ? a1 : b1}`.execute(t.db);
    const v2 = {
      a: await versaoDeLeitura(t.db, ['veiculos'], A),
      b: await versaoDeLeitura(t.db, ['veiculos'], B),
      total: await versaoDeLeitura(t.db, ['veiculos']),
    };
    const naoDobradas = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from versoes_leitura where tabela = 'veiculos' and xid <> '0'::xid8`.execute(t.db)).rows[0]!.n;
    await expect.poll(naoDobradas, { timeout: 5000 }).toBe(0);
    expect(await versaoDeLeitura(t.db, ['veiculos'], A)).toBe(v2.a);
    expect(await versaoDeLeitura(t.db, ['veiculos'], B)).toBe(v2.b);
    expect(await versaoDeLeitura(t.db, ['veiculos'])).toBe(v2.total);
  });

  it('keys on one dealer only for a dealer-side user of one dealer', () => {
    const dealer: Actor = { ...SYSTEM_ACTOR, role: 'Dealer', grupoPerfil: GRUPO_PERFIL.Dealer, concessionariaId: A, concessionariaGrupoId: 7 };
    expect(dealerDaVersao(dealer)).toBe(A);
    expect(dealerDaVersao({ ...dealer, processosGrupo: true })).toBeNull();
    expect(dealerDaVersao({ ...dealer, concessionariaId: null })).toBeNull();
    expect(dealerDaVersao(SYSTEM_ACTOR)).toBeNull();
  });
});
