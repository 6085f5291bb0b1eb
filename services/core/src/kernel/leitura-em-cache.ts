import { sql } from 'kysely';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import type { Actor } from './actor.ts';
import { ehDealer } from './scope.ts';
import type { Db } from './db.ts';
import { TABELAS_DOS_RELATORIOS, type TabelaVigiada } from '../tabelas-vigiadas.ts';

export type { TabelaVigiada };

/*
 * Aggregates kept under the read version of the tables they read (docs/decisions.md "Read cache").
 *
 * Every statement that writes a watched table records its transaction in `versoes_leitura` (migrations
 * 2026-11-26T1300-versoes-leitura and 2026-11-27T1500-versoes-leitura-por-dealer), with weight 1, once per transaction
 * and per dealer whose reads may see a row the statement touched, before or after it: the tables that carry a dealer
 * (vehicles and their log, billing requests, swaps, orders, the BI read model) record each such dealer, and dealer 0
 * for rows every dealer may see (the importer's stock, the Bolsão); the other tables record dealer 0. A read's version
 * is, per table, a sum of weights: the table's total for a read of the whole network, the sum over its dealer's rows
 * and the 0 rows for a read scoped to one dealer. Either sum only grows as writers commit, and two equal sums mean the
 * same committed writes to the rows it covers. `emCache` reads the sums first and computes afterwards: the result then
 * reflects at least those writes, and any later reader that still sees the same sums sees no other write to those rows
 * — the kept result is exactly what it would compute. So a hit is never stale, a write is seen by the next read, and
 * nothing needs to be invalidated by hand. Not used inside a transaction (its own uncommitted writes would count).
 * Concurrent misses of one key run the computation once. Kept results are frozen: a caller cannot change another
 * caller's answer. The watched tables are the contexts' (each declares them in its `tabelas-vigiadas.ts`;
 * `../tabelas-vigiadas.ts` gathers them).
 *
 * Keyed on one dealer (`dealer` given): only a read that sees, of the tables carrying a dealer, nothing but rows the
 * triggers record for that dealer or for 0 — its vehicles, those it requested, consigned to it or that came from it,
 * the Bolsão and the importer's stock; its orders; the swaps it asked for or was asked; its billing requests and those
 * of its vehicles — as a read behind `escopoVeiculos` (vehicle lists, pipeline, totals) or `escopoDoDealer` over orders
 * is. A read that shows a dealer other dealers' rows (the swap lists' vehicles on offer, the home reports' network
 * figures) keys on the totals (`dealer` null), as does a dealer group's user. The dealers each table records are
 * written once, in the migration's `CHAVES`; a read that opts in must be checked against them.
 */

/** Rows per table above which the version read folds the old rows into one (the sum does not change). */
const DOBRAR_ACIMA_DE = 50;
const MAX_ENTRADAS = 500;

/**
 * The read version of `tabelas`: each one's sum of weights — the total, or with `dealer` the sum over that dealer's
 * rows and the rows of every dealer (0) — as one string. The reads asked for in the same turn of the event loop share
 * one statement (over the union of their tables and dealers), sent after the last of them asked: each caller's sums
 * are still read after it started, which is all the argument above needs, and fifty concurrent list requests cost one
 * version statement instead of a hundred.
 */
export function versaoDeLeitura(db: Db, tabelas: readonly TabelaVigiada[], dealer: number | null = null): Promise<string> {
  let lote = lotes.get(db);
  if (!lote) {
    const uniao = new Set<TabelaVigiada>();
    const dealers = new Set<number>();
    const somas = new Promise<void>((r) => setImmediate(r)).then(() => {
      lotes.delete(db); // later callers start the next statement
      return lerSomas(db, [...uniao], [...dealers]);
    });
    lotes.set(db, (lote = { uniao, dealers, somas }));
  }
  for (const t of tabelas) lote.uniao.add(t);
  if (dealer !== null) lote.dealers.add(dealer);
  return lote.somas.then((s) =>
    tabelas
      .map((t) =>
        dealer === null
          ? `${t}:${s.total.get(t) ?? '0'}`
          : `${t}@${dealer}:${BigInt(s.porDealer.get(`${t}@0`) ?? 0) + BigInt(s.porDealer.get(`${t}@${dealer}`) ?? 0)}`,
      )
      .join('|'),
  );
}
interface Somas {
  total: Map<string, string>;
  /** `tabela@dealer` → the sum of that dealer's rows (dealer 0: every dealer's) */
  porDealer: Map<string, string>;
}
const lotes = new WeakMap<Db, { uniao: Set<TabelaVigiada>; dealers: Set<number>; somas: Promise<Somas> }>();

async function lerSomas(db: Db, tabelas: TabelaVigiada[], dealers: number[]): Promise<Somas> {
  const { rows } = await sql<{ tabela: string; dealer: number | null; soma: string; n: number }>`
    select tabela, dealer, sum(peso)::text as soma, count(*) filter (where xid <> '0'::xid8)::int as n from versoes_leitura
    where tabela = any(${tabelas}::text[])
    group by grouping sets ((tabela), (tabela, dealer))
    having grouping(dealer) = 1 or dealer = 0 or dealer = any(${dealers}::int[])`.execute(db);
  const s: Somas = { total: new Map(), porDealer: new Map() };
  for (const r of rows) {
    if (r.dealer === null) {
      s.total.set(r.tabela, r.soma);
      if (r.n > DOBRAR_ACIMA_DE) void dobrar(db, r.tabela);
    } else s.porDealer.set(`${r.tabela}@${r.dealer}`, r.soma);
  }
  return s;
}

const dobrando = new Set<string>();
/** Folds a table's rows into one row of xid 0 per dealer in one statement, keeping each dealer's sum; one at a time per table. */
async function dobrar(db: Db, tabela: string): Promise<void> {
  if (dobrando.has(tabela)) return;
  dobrando.add(tabela);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(hashtext('versoes_leitura'), hashtext(${tabela})) as ok`.execute(trx);
      if (!rows[0]?.ok) return;
      await sql`
        with apagadas as (delete from versoes_leitura where tabela = ${tabela} and xid <> '0'::xid8 returning dealer, peso)
        insert into versoes_leitura (tabela, dealer, xid, peso) select ${tabela}, dealer, '0'::xid8, sum(peso) from apagadas group by dealer
        on conflict (tabela, dealer, xid) do update set peso = versoes_leitura.peso + excluded.peso`.execute(trx);
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

/**
 * A read model rewritten while its source tables were not (a rebuild that put a drifted counter right): the reads kept
 * under the sources' version must miss, as if the sources had been written. Records one write to each source for every
 * dealer (0), in the caller's transaction, so it counts only if the rewrite commits.
 */
export async function registrarReescrita(trx: Db, fontes: readonly string[]): Promise<void> {
  await sql`insert into versoes_leitura (tabela, dealer, xid, peso)
    select t, 0, pg_current_xact_id(), 1 from unnest(${fontes as string[]}::text[]) t
    on conflict (tabela, dealer, xid) do nothing`.execute(trx);
}

/** Hits and misses of every cache of this process (an app wraps its handle: the server reads these). */
const doProcesso = { acertos: 0, faltas: 0 };

/** Hits and misses of `db`'s cache, or without `db` of every cache of the process (benchmarks and tests). */
export const estatisticasDoCache = (db?: Db) => {
  if (!db) return { ...doProcesso };
  const c = cacheDe(db);
  return { acertos: c.acertos, faltas: c.faltas, entradas: c.entradas.size };
};

/**
 * `ler` kept per version of `tabelas` and per `chave` — which must name everything the answer depends on besides those
 * tables: the caller's scope, the filters and the day when the answer uses today's date. Errors are not kept.
 * `dealer`: the version of that dealer's rows only, for a read that sees no other dealer's (see the comment above).
 */
export async function emCache<T>(
  db: Db,
  nome: string,
  tabelas: readonly TabelaVigiada[],
  chave: unknown,
  ler: () => Promise<T>,
  dealer: number | null = null,
): Promise<T> {
  if (db.isTransaction || process.env.PORTAL_SEM_CACHE_DE_LEITURA === '1') return ler();
  const cache = cacheDe(db);
  const completa = `${nome}\u0000${JSON.stringify(chave)}\u0000${await versaoDeLeitura(db, tabelas, dealer)}`;
  if (cache.entradas.has(completa)) {
    cache.acertos++;
    doProcesso.acertos++;
    const v = cache.entradas.get(completa) as T;
    cache.guardar(completa, v);
    return v;
  }
  const emCurso = cache.emCurso.get(completa);
  if (emCurso) {
    cache.acertos++;
    doProcesso.acertos++;
    return emCurso as Promise<T>;
  }
  cache.faltas++;
  doProcesso.faltas++;
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

/**
 * The dealer a read of `a` may key its version on: its own, for a dealer-side user of one dealer; null (the totals)
 * for importer staff, a group's user (processosGrupo) and a dealer-side user without a dealer.
 */
export const dealerDaVersao = (a: Actor): number | null =>
  ehDealer(a) && a.concessionariaId !== null && !(a.processosGrupo && a.concessionariaGrupoId !== null) ? a.concessionariaId : null;

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
 * `emCacheDoAtor` keyed, for a dealer-side user of one dealer, on its dealer's version (`dealerDaVersao`): another
 * dealer's writes leave its answer kept. Only for a read scoped as the comment at the top of this file says.
 */
export function emCacheDoDealer<T>(db: Db, nome: string, actor: Actor, now: Date | null, f: unknown, ler: () => Promise<T>): Promise<T> {
  const chave = now ? [chaveDoAtor(actor), diasDaChave(now), f] : [chaveDoAtor(actor), f];
  return emCache(db, nome, TABELAS_DOS_RELATORIOS, chave, ler, dealerDaVersao(actor));
}

/**
 * A scoped read `(db, actor, now, filtro)` kept per version of every watched table, per caller scope, per filter and per
 * day (the reads use `now` only through today's date).
 */
export function porVersao<F, T>(nome: string, ler: (db: Db, actor: Actor, now: Date, f: F) => Promise<T>) {
  return (db: Db, actor: Actor, now: Date, f: F): Promise<T> => emCacheDoAtor(db, nome, actor, now, f, () => ler(db, actor, now, f));
}

/** `porVersao` keyed on the dealer's version (`emCacheDoDealer`): only for a read scoped to the caller's dealer. */
export function porVersaoDoDealer<F, T>(nome: string, ler: (db: Db, actor: Actor, now: Date, f: F) => Promise<T>) {
  return (db: Db, actor: Actor, now: Date, f: F): Promise<T> => emCacheDoDealer(db, nome, actor, now, f, () => ler(db, actor, now, f));
}
