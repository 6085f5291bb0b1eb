/**
 * EXPLAIN (ANALYZE, BUFFERS) of the count and page statements of the lists the vehicles bench measures, over a database
 * with demo users and generated vehicles (vehicles-generate.ts): shows whether a page reads only its rows.
 * Run: tsx bench/lists-explain.ts <database-url> [only=<name fragment>]
 */
import type { CompiledQuery } from 'kysely';
import { createDb } from '@portal/core/db/connect';
import { loadPrincipal } from '@portal/core/access/principal';
import { compilarListagem, OPCOES } from '@portal/core/vehicles/queries';
import { compilarLiberacao } from '@portal/core/billing/liberacao';
import { compilarParticipantes } from '@portal/core/admin/users';
import { compilarTroca } from '@portal/core/swaps/queries';

const url = process.argv[2];
if (!url) throw new Error('uso: tsx bench/lists-explain.ts <database-url> [only]');
const only = process.argv[3] ?? '';
const db = createDb({ url, max: 2 });
const now = new Date();
const ator = async (email: string) => {
  const row = await db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await loadPrincipal(db, row.id, null))!;
};
const dealer = await ator('dealer.morumbi@demo.portal.com.br');
const admin = await ator('admin@demo.portal.com.br');
const grupo = await ator('grupo.autostar@demo.portal.com.br');
const modelo = await db
  .selectFrom('veiculos')
  .select('modelo_id')
  .where('concessionaria_id', '=', dealer.concessionariaId)
  .groupBy('modelo_id')
  .orderBy((eb) => eb.fn.countAll(), 'desc')
  .executeTakeFirstOrThrow();
const casos: [string, { count: CompiledQuery<unknown>; rows: CompiledQuery<unknown> }][] = [
  [
    'faturamentos dealer 2 filtros',
    await compilarListagem(db, dealer, now, { page: 1, per_page: 50, status: [0, 1], tipoModeloAgrupadoId: modelo.modelo_id }, OPCOES.faturamentos()),
  ],
  ['faturamentos dealer sem filtro', await compilarListagem(db, dealer, now, { page: 1, per_page: 50 }, OPCOES.faturamentos())],
  ['visao geral admin', await compilarListagem(db, admin, now, { page: 1, per_page: 50 }, OPCOES.visaoGeral())],
  ['liberar admin', compilarLiberacao(db, admin, { page: 1, per_page: 50 })],
  ['troca selecao dealer', await compilarTroca(db, dealer, now, { page: 1, per_page: 50, selecao: true })],
  ['troca solicitar dealer', await compilarTroca(db, dealer, now, { page: 1, per_page: 50, solicitar: true })],
  ['troca solicitar grupo', await compilarTroca(db, grupo, now, { page: 1, per_page: 50, solicitar: true })],
  ['troca solicitar admin modelo', await compilarTroca(db, admin, now, { page: 1, per_page: 50, solicitar: true, tipoModeloAgrupadoId: modelo.modelo_id })],
  ['usuarios admin', compilarParticipantes(db, { page: 1, per_page: 50 })],
];
for (const [nome, c] of casos.filter(([n]) => n.includes(only))) {
  for (const [k, q] of [
    ['count', c.count],
    ['rows', c.rows],
  ] as const) {
    const sqlText = q.sql.replace(/^\/\*stmt:[^*]*\*\/ /, '');
    const plan = await db.connection().execute(async (conn) => {
      const r = await conn.executeQuery({ ...q, sql: `explain (analyze, buffers) ${sqlText}` });
      return (r.rows as { 'QUERY PLAN': string }[]).map((x) => x['QUERY PLAN']).join('\n');
    });
    console.log(`\n=== ${nome} — ${k}\n${plan}`);
  }
}
await db.destroy();
