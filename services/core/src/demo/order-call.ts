import { sql } from 'kysely';
import type { Db } from '../kernel/index.ts';

/**
 * Demo inputs of the order call, in the tables the Plano Anual and retail imports will feed: an annual plan per
 * dealer × model type for fiscal years 2025-2029 and a monthly retail per dealer × model type for 2024-2029. Values
 * come from a fixed formula (no randomness, no clock): bigger dealers plan and sell more, some dealers do not carry
 * some model types (no plan, no retail). Idempotent.
 */
export async function seedEntradasOrderCall(db: Db): Promise<void> {
  // h: a stable pseudo-random 0..99 of (dealer, model, salt)
  const h = (d: unknown, m: unknown, s: number) => sql`((${sql.raw(String(d))} * 7919 + ${sql.raw(String(m))} * 104729 + ${s} * 1299709) % 100)`;
  await sql`
    insert into plano_anual (ano_fiscal, concessionaria_id, modelo_id, quantidade, fonte)
    select a, c.id, m.id, case when ${h('c.id', 'm.id', 1)} < 15 then 0 else 6 + (${h('c.id', 'm.id', 2)} % 30) + (20 - (c.id % 20)) end, 'demo'
    from concessionarias c, modelos m, generate_series(2025, 2029) a
    where c.status = 1
    on conflict do nothing`.execute(db);
  await sql`
    insert into varejo_mensal (concessionaria_id, modelo_id, ano, mes, quantidade, fonte)
    select c.id, m.id, a, ms, case when ${h('c.id', 'm.id', 1)} < 15 then 0 else (${h('c.id', 'm.id', 3)} + ms * 13 + a) % 5 end, 'demo'
    from concessionarias c, modelos m, generate_series(2024, 2029) a, generate_series(1, 12) ms
    where c.status = 1
    on conflict do nothing`.execute(db);
}
