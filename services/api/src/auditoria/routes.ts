import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { replayStream } from '@portal/core/contexts';
import { listarEventosSeguranca } from '@portal/core/seguranca/index';
import { EventoSegurancaLinha, FiltrosEventosSeguranca } from '@portal/contracts/seguranca/schemas';
import { Strict, ok, Answer, PageOf, PageParams } from '../platform/schemas.ts';

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

  app.get('/auditoria/seguranca', {
    config: { permissao: { funcao: 'auditoria', acesso: 'r' } },
    schema: {
      tags: ['Auditoria'],
      summary: 'Eventos de segurança (entradas, senhas, permissões, acesso espelho, 403, downloads, segunda via), mais recentes primeiro',
      description:
        'Filtros: tipo, período (de, ate: yyyy-MM-dd, dias de São Paulo), usuário (parte do nome ou do e-mail), IP. E-mails e documentos vêm mascarados.',
      querystring: Strict({ ...FiltrosEventosSeguranca, ...PageParams }),
      response: { 200: PageOf(EventoSegurancaLinha) },
    },
    handler: async (req) => ok(await listarEventosSeguranca(opts.db, req.query)),
  });
}
