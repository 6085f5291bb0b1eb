import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The public second copy (/gera-boleto) asks for a 'Código de acesso' printed on the boleto, besides the order code and
 * the buyer's CPF/CNPJ (docs/decisions.md, "/gera-boleto: código de acesso"):
 *  - `boletos_codigo_acesso`: one code per boleto, kept as is (the PDF prints it every time it is generated; a hash
 *    could not be printed). Outside the event store: it is a secret, not history, and the events are replayed to auditors.
 *    Boletos issued before this migration get one here (the same alphabet and length as core boletos/codigo-acesso.ts);
 *  - `boletos_consultas_documento`: lookups per document in fixed windows (the per-document limit of the public lookup,
 *    core boletos/limite-documento.ts), keyed by a SHA-256 of the document, never the document itself.
 */
const ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codigo = () => [...randomBytes(12)].map((b) => ALFABETO[b & 31]).join('');

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table boletos_codigo_acesso (
      boleto_id integer primary key,
      codigo text not null,
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table boletos_consultas_documento (
      documento_hash text not null,
      janela timestamptz not null,
      consultas integer not null default 1,
      primary key (documento_hash, janela)
    )`.execute(db);
  await sql`create index boletos_consultas_documento_janela on boletos_consultas_documento (janela)`.execute(db);
  // the backfill: every boleto already recorded, in batches
  for (;;) {
    const semCodigo = await sql<{ id: number }>`
      select b.id from boletos b where not exists (select 1 from boletos_codigo_acesso a where a.boleto_id = b.id) order by b.id limit 1000`.execute(db);
    if (!semCodigo.rows.length) break;
    await db
      .insertInto('boletos_codigo_acesso')
      .values(semCodigo.rows.map((r) => ({ boleto_id: r.id, codigo: codigo() })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists boletos_consultas_documento`.execute(db);
  await sql`drop table if exists boletos_codigo_acesso`.execute(db);
}
