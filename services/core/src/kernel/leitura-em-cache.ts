import { sql } from 'kysely';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import type { Actor } from './actor.ts';
import type { Db } from './db.ts';
import { TABELAS_DOS_RELATORIOS, type TabelaVigiada } from '../tabelas-vigiadas.ts';

export type { TabelaVigiada };

/*
 * Aggregates kept under the read version of the tables they read (docs/decisions.md "Read cache").
 *
 * Every statement that writes a watched table records its transaction in `versoes_leitura` (migration
 * 2026-11-26T1300-versoes-leitura), once per transaction, with weight 1. The sum of the weights one statement sees only
 * grows as writers commit, so two equal sums mean the same committed writes. `emCache` reads the sums first and computes
 * afterwards: the result then reflects at least those writes, and any later reader that still sees the same sums sees no
 * other write — the kept result is exactly what it would compute. So a hit is never stale, a write is seen by the next
 * read, and nothing needs to be invalidated by hand. Not used inside a transaction (its own uncommitted writes would
 * count). Concurrent misses of one key run the computation once. Kept results are frozen: a caller cannot change
 * another caller's answer. The watched tables are the contexts' (each declares them in its `tabelas-vigiadas.ts`; `../tabelas-vigiadas.ts`
 * gathers them).
 */

/** Rows per table above which the version read folds the old rows into one (the sum does not change). */
const DOBRAR_ACIMA_DE = 50;
const MAX_ENTRADAS = 500;

/**
 * The read version of `tabelas`: each one's sum of weights, as one string. The reads asked for in the same turn of the
 * event loop share one statement (over the union of their tables), sent after the last of them asked: each caller's
 * sums are still read after it started, which is all the argument above needs, and fifty concurrent list requests
 * cost one version statement instead of a hundred.
 */
export function versaoDeLeitura(db: Db, tabelas: readonly TabelaVigiada[]): Promise<string> {
  let lote = lotes.get(db);
  if (!lote) {
    const uniao = new Set<TabelaVigiada>();
    const somas = new Promise<void>((r) => setImmediate(r)).then(() => {
      lotes.delete(db); // later callers start the next statement
      return lerSomas(db, [...uniao]);
    });
    lotes.set(db, (lote = { uniao, somas }));
  }
  for (const t of tabelas) lote.uniao.add(t);
  return lote.somas.then((soma) => tabelas.map((t) => `${t}:${soma.get(t) ?? '0'}`).join('|'));
}
const lotes = new WeakMap<Db, { uniao: Set<TabelaVigiada>; somas: Promise<Map<string, string>> }>();

async function lerSomas(db: Db, tabelas: TabelaVigiada[]): Promise<Map<string, string>> {
  const { rows } = await sql<{ tabela: string; soma: string; n: number }>`
    select tabela, sum(peso)::text as soma, count(*)::int as n from versoes_leitura
    where tabela = any(${tabelas}::text[]) group by tabela`.execute(db);
  for (const r of rows) if (r.n > DOBRAR_ACIMA_DE) void dobrar(db, r.tabela);
  return new Map(rows.map((r) => [r.tabela, r.soma]));
}

const dobrando = new Set<string>();
/** Folds a table's rows into its row of xid 0 in one statement, keeping the sum; one at a time per table. */
async function dobrar(db: Db, tabela: string): Promise<void> {
  if (dobrando.has(tabela)) return;
  dobrando.add(tabela);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(hashtext('versoes_leitura'), hashtext(${tabela})) as ok`.execute(trx);
      if (!rows[0]?.ok) return;
      await sql`
        with apagadas as (delete from versoes_leitura where tabela = ${tabela} and xid <> '0'::xid8 returning peso)
        insert into versoes_leitura (tabela, xid, peso) select ${tabela}, '0'::xid8, coalesce(sum(peso), 0) from apagadas
        on conflict (tabela, xid) do update set peso = versoes_leitura.peso + excluded.peso`.execute(trx);
    });
  } catch {
    // folding is housekeeping: the next version read tries again
  } finally {
    dobrando.delete(tabela);
  }
}

class Cache {
  readonly entradas = new Map<string, unknown>();
  readonly emCurso = new Map<string, Promise<unknown>>();
  acertos = 0;
  faltas = 0;

  guardar(chave: string, valor: unknown) {
    this.entradas.delete(chave);
    this.entradas.set(chave, valor);
    while (this.entradas.size > MAX_ENTRADAS) this.entradas.delete(this.entradas.keys().next().value!);
  }
}
const caches = new WeakMap<Db, Cache>();
const cacheDe = (db: Db) => {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Cache()));
  return c;
};

function congelar<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) congelar(x);
  }
  return v;
}

/** Hits and misses of `db`'s cache (benchmarks and tests). */
export const estatisticasDoCache = (db: Db) => {
  const c = cacheDe(db);
  return { acertos: c.acertos, faltas: c.faltas, entradas: c.entradas.size };
};

/**
 * `ler` kept per version of `tabelas` and per `chave` — which must name everything the answer depends on besides those
 * tables: the caller's scope, the filters and the day when the answer uses today's date. Errors are not kept.
 */
export async function emCache<T>(db: Db, nome: string, tabelas: readonly TabelaVigiada[], chave: unknown, ler: () => Promise<T>): Promise<T> {
  if (db.isTransaction || process.env.PORTAL_SEM_CACHE_DE_LEITURA === '1') return ler();
  const cache = cacheDe(db);
  const completa = `${nome}\u0000${JSON.stringify(chave)}\u0000${await versaoDeLeitura(db, tabelas)}`;
  if (cache.entradas.has(completa)) {
    cache.acertos++;
    const v = cache.entradas.get(completa) as T;
    cache.guardar(completa, v);
    return v;
  }
  const emCurso = cache.emCurso.get(completa);
  if (emCurso) {
    cache.acertos++;
    return emCurso as Promise<T>;
  }
  cache.faltas++;
  const p = ler().then(congelar);
  cache.emCurso.set(completa, p);
  try {
    const v = await p;
    cache.guardar(completa, v);
    return v;
  } finally {
    cache.emCurso.delete(completa);
  }
}

/** What of the caller a scoped read depends on: who it is and what it may see. */
export const chaveDoAtor = (a: Actor) => [a.userId, a.role, a.grupoPerfil, a.concessionariaId, a.concessionariaGrupoId, a.processosGrupo];

/** The days a read may take from `now`: São Paulo's and UTC's (they differ in the evening). */
export const diasDaChave = (now: Date) => [dataEmSaoPaulo(now), now.toISOString().slice(0, 10)];

/**
 * A scoped read over every watched table, kept per caller scope, per filter and — when it is given `now` — per day (the
 * reads use `now` only through today's date).
 */
export function emCacheDoAtor<T>(db: Db, nome: string, actor: Actor, now: Date | null, f: unknown, ler: () => Promise<T>): Promise<T> {
  return emCache(db, nome, TABELAS_DOS_RELATORIOS, now ? [chaveDoAtor(actor), diasDaChave(now), f] : [chaveDoAtor(actor), f], ler);
}

/**
 * A scoped read `(db, actor, now, filtro)` kept per version of every watched table, per caller scope, per filter and per
 * day (the reads use `now` only through today's date).
 */
export function porVersao<F, T>(nome: string, ler: (db: Db, actor: Actor, now: Date, f: F) => Promise<T>) {
  return (db: Db, actor: Actor, now: Date, f: F): Promise<T> => emCacheDoAtor(db, nome, actor, now, f, () => ler(db, actor, now, f));
}
