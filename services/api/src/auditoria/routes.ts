import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { replayStream } from '@portal/core/contexts';
import { listarAuditoria } from '@portal/core/admin/index';
import { listarEventosSeguranca } from '@portal/core/seguranca/index';
import { AuditoriaPagina, AuditoriaQuery, ReplayAnswer, StreamParams } from '@portal/contracts/auditoria/schemas';
import { EventosSegurancaPagina, EventosSegurancaQuery } from '@portal/contracts/seguranca/schemas';
import { ok, okAs } from '../platform/schemas.ts';
import { permissao, rotas } from '../platform/rota.ts';

/** The auditor's calls: the changes of the administration's records, the replay of a stream, the security events. */
export async function auditoriaRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const rota = rotas(appBase, ['Auditoria']);
  const ler = permissao('auditoria', 'r');

  rota.get('/auditoria/registros', {
    config: ler,
    summary: 'Alterações de cadastros (quem, quando, antes, depois), mais recentes primeiro',
    query: AuditoriaQuery,
    answer: AuditoriaPagina,
    handler: async (req) => ok(await listarAuditoria(opts.db, req.query)),
  });

  rota.get('/auditoria/streams/:streamId', {
    config: ler,
    summary: 'Reproduz um stream: cada evento, quem o fez e o estado depois dele',
    params: StreamParams,
    answer: ReplayAnswer,
    // each aggregate's machine has its own context (typed `unknown` by the replay): an object, as ReplayAnswer says
    handler: async (req) => okAs(ReplayAnswer, await replayStream(opts.db, req.params.streamId)),
  });

  rota.get('/auditoria/seguranca', {
    config: ler,
    summary: 'Eventos de segurança (entradas, senhas, permissões, acesso espelho, 403, downloads, segunda via), mais recentes primeiro',
    description:
      'Filtros: tipo, período (de, ate: yyyy-MM-dd, dias de São Paulo), usuário (parte do nome ou do e-mail), IP. E-mails e documentos vêm mascarados.',
    query: EventosSegurancaQuery,
    answer: EventosSegurancaPagina,
    handler: async (req) => ok(await listarEventosSeguranca(opts.db, req.query)),
  });
}
