/**
 * Grows the `veiculos` read model to `total` rows by copying the generated vehicles in SQL (insert … select, one copy per statement), for the
 * 1,000,000-row export: each copy gets a new id and its own pedido and chassi; only the read model the export reads is
 * written (no events), so this database is for export benchmarks only.
 * Run on its own: tsx bench/vehicles-multiply.ts <database-url> [total=1000000]
 */
import { sql } from 'kysely';
import type { Db } from '@portal/core/kernel/index';
import { createDb } from '@portal/core/db/connect';

export async function multiplyVehicles(db: Db, total: number): Promise<{ vehicles: number; ms: number }> {
  const t0 = performance.now();
  const { rows: cols } = await sql<{ c: string }>`
    select column_name as c from information_schema.columns where table_schema = 'public' and table_name = 'veiculos' order by ordinal_position`.execute(db);
  const { rows: info } = await sql<{ n: number; max: number }>`select count(*)::int as n, max(id) as max from veiculos`.execute(db);
  const { n, max } = info[0]!;
  const copias = Math.ceil(total / n) - 1;
  if (copias <= 0) return { vehicles: n, ms: 0 };
  const troca: Record<string, string> = {
    id: `v.id + k * ${max}`,
    pedido: `v.pedido || '-' || k`,
    chassi: `v.chassi || '-' || k`,
  };
  const lista = cols.map((r) => sql.id(r.c));
  const valores = cols.map((r) => (troca[r.c] ? sql.raw(troca[r.c]!) : sql.ref(`v.${r.c}`)));
  // one copy per statement, so no single transaction holds a million rows' worth of WAL
  for (let k = 1; k <= copias; k++) {
    const falta = total - n * k;
    await sql`insert into veiculos (${sql.join(lista)})
      select ${sql.join(valores)} from veiculos v, (select ${k}::int as k) g where v.id <= ${max} order by v.id limit ${Math.min(n, falta)}`.execute(db);
  }
  await sql`analyze veiculos`.execute(db);
  const { rows: fim } = await sql<{ n: number }>`select count(*)::int as n from veiculos`.execute(db);
  return { vehicles: fim[0]!.n, ms: Math.round(performance.now() - t0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('uso: tsx bench/vehicles-multiply.ts <database-url> [total]');
  const db = createDb({ url });
  console.log(await multiplyVehicles(db, Number(process.argv[3] ?? 1_000_000)));
  await db.destroy();
}
