import type { FastifyInstance } from 'fastify';
import {
  ContagemNotificacoesAnswer,
  MarcadasAnswer,
  NotificacaoParams,
  NotificacoesPagina,
  NotificacoesQuery,
  PreferenciasAnswer,
  PreferenciasNotificacoes,
} from '@portal/contracts/notificacoes/schemas';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import type { Db } from '@portal/core/kernel/index';
import * as notificacoes from '@portal/core/notificacoes/index';
import { ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { autenticada, rotas } from '../platform/rota.ts';

/** The bell's ETag: the unread count and the newest notification (either changes when something new or read). */
export const etagDaContagem = (c: { naoLidas: number; ultima: string | null }) => `W/"${c.naoLidas}.${encodeURIComponent(c.ultima ?? '')}"`;

/** The bell and its panel, and the preferences of Meu perfil: any signed-in user, about their own notifications. */
export async function notificacoesRoutes(app: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const rota = rotas(app, ['Notificações']);
  const { db, now } = opts.deps;

  rota.get('/notificacoes', {
    config: autenticada,
    summary: 'Minhas notificações (a mais nova primeiro), com o número de não lidas',
    query: NotificacoesQuery,
    answer: NotificacoesPagina,
    handler: async (req) => ok(await notificacoes.listarNotificacoes(db, principalOf(req), req.query)),
  });

  rota.get('/notificacoes/contagem', {
    config: autenticada,
    summary: 'Não lidas do sino; responde 304 ao If-None-Match da última resposta (ETag)',
    answer: ContagemNotificacoesAnswer,
    handler: async (req, reply) => {
      const c = await notificacoes.contagemNotificacoes(db, principalOf(req));
      const etag = etagDaContagem(c);
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(c);
    },
  });

  rota.patch('/notificacoes/lidas', {
    config: autenticada,
    summary: 'Marcar todas como lidas',
    answer: MarcadasAnswer,
    handler: async (req) => {
      const p = principalOf(req);
      const marcadas = await notificacoes.marcarTodasLidas(db, p, now());
      return ok({ marcadas, naoLidas: (await notificacoes.contagemNotificacoes(db, p)).naoLidas });
    },
  });

  rota.patch('/notificacoes/:id/lida', {
    config: autenticada,
    summary: 'Marcar uma notificação como lida',
    params: NotificacaoParams,
    mensagem: notifMsg.lida,
    handler: async (req) => notificacoes.marcarLida(db, principalOf(req), req.params.id, now()),
  });

  rota.get('/notificacoes/preferencias', {
    config: autenticada,
    summary: 'Minhas preferências de notificação: sino, e-mail, ambos ou nenhum, por tipo',
    answer: PreferenciasAnswer,
    handler: async (req) => ok(await notificacoes.lerPreferencias(db, principalOf(req).userId)),
  });

  rota.put('/notificacoes/preferencias', {
    config: autenticada,
    summary: 'Salvar minhas preferências de notificação',
    body: PreferenciasNotificacoes,
    mensagem: notifMsg.preferenciasSalvas,
    handler: async (req) => notificacoes.salvarPreferencias(db, principalOf(req).userId, req.body),
  });
}
