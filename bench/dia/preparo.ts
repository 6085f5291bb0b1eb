/**
 * What bench:dia needs in its database before the load, made with the portal's own code: the demo reference data and
 * `n` generated vehicles (vehicles-generate.ts) on the first run; 60 dealer-side users (three per dealer) and 10
 * back-office users (several profiles), created once; a few draft orders for the order saves; and, per run, the
 * vehicles each kind of write will touch and the CSV of the Faturamento import (100,000 of the vehicles' chassis).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '@portal/core/kernel/index';
import { SYSTEM_ACTOR } from '@portal/core/kernel/index';
import { createDb, ensureDatabase } from '@portal/core/db/connect';
import { migrateToLatest } from '@portal/core/db/migrate';
import { seedDemo } from '@portal/core/demo/seed';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { criarConta } from '@portal/core/access/accounts';
import type { TokenService } from '@portal/core/access/tokens';
import { principal } from '@portal/core/testing/swaps';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { generateVehicles } from '../vehicles-generate.ts';

export const SENHA = DEMO_PASSWORD;
const DOMINIO = 'bench-dia.portal.com.br';
/** the back-office users: a copy of the profile of each demo user named */
const STAFF = ['admin', 'admin', 'admin', 'faturamento', 'faturamento', 'financeiro', 'financeiro', 'vendadireta', 'logistica', 'montadora'];

export interface UsuarioBench {
  email: string;
  dealerId: number | null;
  perfil: string;
}

/** Migrates the database and fills it on the first run (demo data, `n` vehicles, the bench's users). */
export async function prepararBase(url: string, n: number, tokens: TokenService): Promise<{ db: Db; usuarios: UsuarioBench[] }> {
  await ensureDatabase(url);
  const db = createDb({ url, max: 6 });
  await migrateToLatest(db);
  const now = new Date();
  const vazio = !(await db.selectFrom('participantes').select('id').limit(1).executeTakeFirst());
  if (vazio) {
    await seedDemo({ db, tokens, now: () => now, appUrl: 'http://bench' }, { vehicles: 0 });
    console.log('gerando veículos…', await generateVehicles(db, n, now));
    await sql`analyze`.execute(db);
  }
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from veiculos`.execute(db);
  if (rows[0]!.n < n) console.warn(`atenção: a base tem ${rows[0]!.n} veículos (pedidos ${n}); use outra BENCH_DB para outro tamanho`);
  return { db, usuarios: await usuarios(db, tokens) };
}

async function usuarios(db: Db, tokens: TokenService): Promise<UsuarioBench[]> {
  const dealers = await db.selectFrom('concessionarias').select(['id', 'concessionaria_grupo_id']).where('status', '=', 1).orderBy('id').execute();
  const perfis = new Map(
    (
      await db
        .selectFrom('participantes as p')
        .innerJoin('perfis as f', 'f.id', 'p.perfil_id')
        .select(['p.email', 'p.perfil_id', 'f.descricao'])
        .where('p.email', 'like', '%@demo.portal.com.br')
        .execute()
    ).map((r) => [r.email.split('@')[0]!, { id: r.perfil_id, nome: r.descricao }]),
  );
  const quer: (UsuarioBench & { perfilId: number; grupoId: number | null })[] = [];
  for (let k = 0; k < 60; k++) {
    const d = dealers[k % dealers.length]!;
    const p = perfis.get('dealer.morumbi')!;
    quer.push({ email: `dealer${k + 1}@${DOMINIO}`, dealerId: d.id, perfil: p.nome, perfilId: p.id, grupoId: d.concessionaria_grupo_id });
  }
  STAFF.forEach((s, k) => {
    const p = perfis.get(s)!;
    quer.push({ email: `${s}${k + 1}@${DOMINIO}`, dealerId: null, perfil: p.nome, perfilId: p.id, grupoId: null });
  });
  const existentes = new Set((await db.selectFrom('participantes').select('email').where('email', 'like', `%@${DOMINIO}`).execute()).map((r) => r.email));
  const deps = { db, tokens, now: () => new Date(), appUrl: 'http://bench' };
  for (const u of quer.filter((q) => !existentes.has(q.email)))
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('participantes')
        .values({ nome: u.email.split('@')[0]!, email: u.email, perfil_id: u.perfilId, concessionaria_id: u.dealerId, concessionaria_grupo_id: u.grupoId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await criarConta(deps, trx, { id: row.id, nome: u.email.split('@')[0]!, email: u.email }, SYSTEM_ACTOR, { correlationId: 'bench-dia' }, SENHA);
    });
  return quer.map(({ email, dealerId, perfil }) => ({ email, dealerId, perfil }));
}

/** Draft orders of Morumbi for the order saves (made through the real commands, as the drill's are). */
export async function rascunhos(db: Db, n: number): Promise<{ ids: number[]; dealerId: number }> {
  const admin = await principal(db, 'admin@demo.portal.com.br');
  const morumbi = await principal(db, 'dealer.morumbi@demo.portal.com.br');
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await pedidoDeTeste(db, () => new Date(), { admin, dealer: morumbi }));
  return { ids, dealerId: morumbi.concessionariaId! };
}

/** Orders each dealer may open on the order screen (key 0: any, for back-office users). */
export async function pedidosPorDealer(db: Db): Promise<Record<number, number[]>> {
  const rows = await db.selectFrom('pedidos').select(['id', 'concessionaria_id']).orderBy('id', 'desc').limit(2000).execute();
  const out: Record<number, number[]> = { 0: rows.slice(0, 200).map((r) => r.id) };
  for (const r of rows) (out[r.concessionaria_id] ??= []).push(r.id);
  return out;
}

/** Vehicles for each kind of write: distinct, drawn at random among those the write accepts. */
export async function alvos(db: Db, dealers: number[], n: number) {
  const q = async (where: ReturnType<typeof sql>, lim: number) =>
    (
      await sql<{ id: number; concessionaria_id: number }>`
      select id, concessionaria_id from veiculos v where ${where} and concessionaria_id = any(${dealers}::int[]) order by random() limit ${lim}`.execute(db)
    ).rows;
  const cota = await q(sql`status = 0`, 2 * n);
  const troca = await q(sql`status = 11`, 2 * n);
  return { faturar: cota.slice(0, n), alocar: cota.slice(n), trocar: troca };
}

/**
 * The Faturamento file (CSV, `;`): `n` rows, each a vehicle's chassis (taken again from the first when the base has
 * fewer: those rows are Duplicado), an invoice number and today's date. The vehicles awaiting their billing
 * (Faturamento solicitado, status 1: the rows an importer's file carries, which the vehicle machine takes) come first,
 * then the others, which the machine refuses (each an Erro row): the batches committed during the run write vehicles,
 * as a real file does, instead of measuring the error path. The writer bills, moves and swaps status 0 and 11
 * vehicles only (`alvos`), so none is in both.
 */
export async function arquivoFaturamento(db: Db, n: number, dir: string): Promise<{ arquivo: string; nome: string; faturaveis: number }> {
  const { rows } = await sql<{ chassi: string; faturavel: boolean }>`
    select chassi, status = 1 as faturavel from veiculos where chassi ~ '^[A-HJ-NPR-Z0-9]{17}$'
    order by status = 1 desc, id limit ${n}`.execute(db);
  const hoje = dataEmSaoPaulo(new Date()).split('-').reverse().join('/');
  const base = Date.now() % 1_000_000;
  const linhas = Array.from({ length: n }, (_, i) => `${rows[i % rows.length]!.chassi};${base * 1000 + i};${hoje}`);
  const texto = ['Chassi;Nota Fiscal;Data Faturamento', ...linhas].join('\r\n') + '\r\n';
  const nome = `dia-faturamento-${Date.now()}.csv`;
  const arquivo = join(dir, nome);
  writeFileSync(arquivo, texto);
  return { arquivo, nome, faturaveis: rows.filter((r) => r.faturavel).length };
}
