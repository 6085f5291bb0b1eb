import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { replayStream } from '@portal/core/contexts';
import { listarAuditoria } from '@portal/core/admin/index';
import { listarEventosSeguranca } from '@portal/core/seguranca/index';
import { AuditoriaPagina, AuditoriaQuery, ReplayAnswer, StreamParams } from '@portal/contracts/auditoria/schemas';
import { EventosSegurancaPagina, EventosSegurancaQuery } from '@portal/contracts/seguranca/schemas';
import { ok, okAs } from '../platform/schemas.ts';

/** The auditor's calls: the changes of the administration's records, the replay of a stream, the security events. */
export async function auditoriaRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const ler = { permissao: { funcao: 'auditoria' as const, acesso: 'r' as const } };
  const tags = ['Auditoria'];

  app.get('/auditoria/registros', {
    config: ler,
    schema: {
      tags,
      summary: 'Alterações de cadastros (quem, quando, antes, depois), mais recentes primeiro',
      querystring: AuditoriaQuery,
      response: { 200: AuditoriaPagina },
    },
    handler: async (req) => ok(await listarAuditoria(opts.db, req.query)),
  });

  app.get('/auditoria/streams/:streamId', {
    config: ler,
    schema: {
      tags,
      summary: 'Reproduz um stream: cada evento, quem o fez e o estado depois dele',
      params: StreamParams,
      response: { 200: ReplayAnswer },
    },
    // each aggregate's machine has its own context (typed `unknown` by the replay): an object, as ReplayAnswer says
    handler: async (req) => okAs(ReplayAnswer, await replayStream(opts.db, req.params.streamId)),
  });

  app.get('/auditoria/seguranca', {
    config: ler,
    schema: {
      tags,
      summary: 'Eventos de segurança (entradas, senhas, permissões, acesso espelho, 403, downloads, segunda via), mais recentes primeiro',
      description:
        'Filtros: tipo, período (de, ate: yyyy-MM-dd, dias de São Paulo), usuário (parte do nome ou do e-mail), IP. E-mails e documentos vêm mascarados.',
      querystring: EventosSegurancaQuery,
      response: { 200: EventosSegurancaPagina },
    },
    handler: async (req) => ok(await listarEventosSeguranca(opts.db, req.query)),
  });
}
