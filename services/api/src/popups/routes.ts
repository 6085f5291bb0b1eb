import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ComunicadosPagina, ComunicadoTextoAnswer, PopupAnswer, PopupEnviado, PopupsHomeAnswer, PopupsPagina } from '@portal/contracts/popups/schemas';
import { popupMsg } from '@portal/contracts/popups/messages';
import { adminMsg } from '@portal/contracts/admin/messages';
import { InvalidInput } from '@portal/core/kernel/index';
import type { AccessDeps } from '@portal/core/access/index';
import * as popups from '@portal/core/popups/popups';
import { ok, IdParams, PageQuery, saved, Saved } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { adminCtx } from '../admin/index.ts';

/** Pop-up manager, comunicados and the home notices (spec 002 §2.11, §7.8; 000 §7 Access). */
export async function popupRoutes(appBase: FastifyInstance, opts: { deps: AccessDeps }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now } = opts.deps;
  const tags = ['Pop-ups'];
  const ler = { permissao: { funcao: 'popups' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'popups' as const, acesso: 'u' as const } };
  const autenticada = { permissao: { autenticada: true as const } };

  app.get('/popup/home', {
    config: autenticada,
    schema: { tags, summary: 'Pop-ups ativos do grupo do usuário no período de hoje, na ordem de exibição', response: { 200: PopupsHomeAnswer } },
    handler: async (req) => ok(await popups.listarPopupsHome(db, principalOf(req), now())),
  });

  app.get('/popup/sininho', {
    config: autenticada,
    schema: { tags, summary: 'Comunicados do grupo do usuário (o texto só dos ativos)', querystring: PageQuery, response: { 200: ComunicadosPagina } },
    handler: async (req) => ok(await popups.listarComunicados(db, principalOf(req), now(), req.query)),
  });

  app.get('/popup/sininho/:id', {
    config: autenticada,
    schema: {
      tags,
      summary: "Texto do comunicado para o modal; inativo responde 'O popup está inativo'",
      params: IdParams,
      response: { 200: ComunicadoTextoAnswer },
    },
    handler: async (req) => ok(await popups.obterComunicado(db, principalOf(req), req.params.id)),
  });

  app.get('/popup', {
    config: ler,
    schema: { tags, summary: 'Pop-ups (gerenciador)', querystring: PageQuery, response: { 200: PopupsPagina } },
    handler: async (req) => ok(await popups.listarPopups(db, req.query)),
  });

  app.get('/popup/:id', {
    config: ler,
    schema: { tags, summary: 'Pop-up (formulário)', params: IdParams, response: { 200: PopupAnswer } },
    handler: async (req) => ok(await popups.obterPopup(db, req.params.id)),
  });

  app.post('/popup', {
    config: editar,
    schema: { tags, summary: 'Cadastrar pop-up (HTML sanitizado)', body: PopupEnviado, response: { 201: Saved } },
    handler: async (req, reply) => {
      const { id } = await popups.criarPopup({ db, now }, adminCtx(req), req.body);
      return reply.status(201).send(saved(id, popupMsg.popupCadastrado));
    },
  });

  app.put('/popup/:id', {
    config: editar,
    schema: { tags, summary: 'Alterar pop-up (HTML sanitizado)', params: IdParams, body: PopupEnviado, response: { 201: Saved } },
    handler: async (req, reply) => {
      if (req.body.id && req.body.id !== req.params.id) throw new InvalidInput(adminMsg.idDivergente);
      await popups.alterarPopup({ db, now }, adminCtx(req), req.params.id, req.body);
      return reply.status(201).send(saved(req.params.id, popupMsg.popupAtualizado));
    },
  });
}
