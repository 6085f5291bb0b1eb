import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../kernel/index.ts';

export interface LimiteDocumento {
  /** lookups allowed per document in one window */
  max: number;
  /** the window's length, in milliseconds */
  janelaMs: number;
}

/** /gera-boleto: 10 lookups per CPF/CNPJ per hour, whatever the address they come from (the per-IP limit is the route's). */
export const LIMITE_DOCUMENTO_PADRAO: LimiteDocumento = { max: 10, janelaMs: 60 * 60 * 1000 };

/** The key a document is counted under: a SHA-256, so the table never holds the document. */
export const chaveDoDocumento = (documento: string) => createHash('sha256').update(`gera-boleto:${documento}`).digest('hex');

/**
 * Counts one public lookup for `documento` in the current fixed window and answers whether it is within the limit. The
 * count comes first, whatever the lookup then finds, so the limit says nothing about the document or the order.
 *
 * One upsert (`insert … on conflict do update … returning`) makes the count exact under concurrent requests and across
 * API machines; finished windows are swept by each window's first lookup (index on `janela`). This is the boletos
 * context's own small limiter, with its own table (`boletos_consultas_documento`), kept apart from the API's IP limiter:
 * when the platform's PostgreSQL limiter (api platform/limites.ts) lands, this becomes one of its keys
 * (`gera-boleto:doc:<hash>`, same max and window) and the table goes.
 */
export async function contarConsultaDocumento(db: Db, documento: string, now: Date, limite: LimiteDocumento = LIMITE_DOCUMENTO_PADRAO): Promise<boolean> {
  const janela = new Date(Math.floor(now.getTime() / limite.janelaMs) * limite.janelaMs);
  const r = await sql<{ consultas: number }>`
    insert into boletos_consultas_documento (documento_hash, janela, consultas) values (${chaveDoDocumento(documento)}, ${janela}, 1)
    on conflict (documento_hash, janela) do update set consultas = boletos_consultas_documento.consultas + 1
    returning consultas`.execute(db);
  const consultas = r.rows[0]!.consultas;
  // a window's first lookup sweeps the finished windows (of every document)
  if (consultas === 1) await sql`delete from boletos_consultas_documento where janela < ${janela}`.execute(db);
  return consultas <= limite.max;
}
