import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { replayStream } from '@portal/core/contexts';
import { Strict, ok, Answer } from '../platform/schemas.ts';

export async function auditoriaRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/auditoria/streams/:streamId', {
    config: { permissao: { funcao: 'auditoria', acesso: 'r' } },
    schema: {
      tags: ['Auditoria'],
      summary: 'Reproduz um stream: cada evento, quem o fez e o estado depois dele',
      params: Strict({ streamId: Type.String({ pattern: '^[a-z-]+-[A-Za-z0-9-]+$', maxLength: 120 }) }),
      response: { 200: Answer(Type.Array(Type.Any())) },
    },
    handler: async (req) => ok(await replayStream(opts.db, req.params.streamId)),
  });
}
