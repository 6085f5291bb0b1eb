import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuditoriaLinha } from '@portal/contracts/admin/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { listarAuditoria } from '@portal/core/admin/audit';
import { Strict, ok, PageOf, PageParams } from '../platform/schemas.ts';

export async function auditRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/auditoria/registros', {
    config: { permissao: { funcao: 'auditoria', acesso: 'r' } },
    schema: {
      tags: ['Auditoria'],
      summary: 'Alterações de cadastros (quem, quando, antes, depois), mais recentes primeiro',
      querystring: Strict({
        tabela: Type.Optional(Type.String({ maxLength: 60 })),
        registroId: Type.Optional(Type.String({ maxLength: 60 })),
        ...PageParams,
      }),
      response: { 200: PageOf(AuditoriaLinha) },
    },
    handler: async (req) => ok(await listarAuditoria(opts.db, req.query)),
  });
}
