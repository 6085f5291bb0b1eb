import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { DevEmailsAnswer } from '@portal/contracts/dev/schemas';
import { ok } from '../platform/schemas.ts';
import { publica, rotas } from '../platform/rota.ts';

/** Development only: what the local SMTP catcher received, for the console's outbox page. */
export async function devRoutes(app: FastifyInstance, opts: { db: Kysely<Database> }) {
  rotas(app, ['Desenvolvimento']).get('/dev/emails', {
    config: publica,
    summary: 'Caixa de saída (SMTP local de desenvolvimento)',
    answer: DevEmailsAnswer,
    handler: async () => {
      const rows = await opts.db.selectFrom('dev_emails_recebidos').selectAll().orderBy('id', 'desc').limit(100).execute();
      return ok(rows.map((r) => ({ ...r, recebido_em: r.recebido_em.toISOString() })));
    },
  });
}
