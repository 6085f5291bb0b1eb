import type { FastifyInstance } from 'fastify';
import { ComunicadosPagina, ComunicadoTextoAnswer, PopupAnswer, PopupEnviado, PopupsHomeAnswer, PopupsPagina } from '@portal/contracts/popups/schemas';
import { popupMsg } from '@portal/contracts/popups/messages';
import { adminMsg } from '@portal/contracts/admin/messages';
import { InvalidInput } from '@portal/core/kernel/index';
import type { AccessDeps } from '@portal/core/access/index';
import * as popups from '@portal/core/popups/popups';
import { ok, IdParams, PageQuery } from '../platform/schemas.ts';
import { atorECorrelacao, principalOf } from '../platform/auth.ts';
import { acessosDe, autenticada, rotas } from '../platform/rota.ts';

/** Pop-up manager, comunicados and the home notices (spec 002 §2.11, §7.8; 000 §7 Access). */
export async function popupRoutes(appBase: FastifyInstance, opts: { deps: AccessDeps }) {
  const rota = rotas(appBase, ['Pop-ups']);
  const { db, now } = opts.deps;
  const { ler, editar } = acessosDe('popups');

  rota.get('/popup/home', {
    config: autenticada,
    summary: 'Pop-ups ativos do grupo do usuário no período de hoje, na ordem de exibição',
    answer: PopupsHomeAnswer,
    handler: async (req) => ok(await popups.listarPopupsHome(db, principalOf(req), now())),
  });

  rota.get('/popup/sininho', {
    config: autenticada,
    summary: 'Comunicados do grupo do usuário (o texto só dos ativos)',
    query: PageQuery,
    answer: ComunicadosPagina,
    handler: async (req) => ok(await popups.listarComunicados(db, principalOf(req), now(), req.query)),
  });

  rota.get('/popup/sininho/:id', {
    config: autenticada,
    summary: "Texto do comunicado para o modal; inativo responde 'O popup está inativo'",
    params: IdParams,
    answer: ComunicadoTextoAnswer,
    handler: async (req) => ok(await popups.obterComunicado(db, principalOf(req), req.params.id)),
  });

  rota.get('/popup', {
    config: ler,
    summary: 'Pop-ups (gerenciador)',
    query: PageQuery,
    answer: PopupsPagina,
    handler: async (req) => ok(await popups.listarPopups(db, req.query)),
  });

  rota.get('/popup/:id', {
    config: ler,
    summary: 'Pop-up (formulário)',
    params: IdParams,
    answer: PopupAnswer,
    handler: async (req) => ok(await popups.obterPopup(db, req.params.id)),
  });

  rota.post('/popup', {
    config: editar,
    summary: 'Cadastrar pop-up (HTML sanitizado)',
    body: PopupEnviado,
    status: 201,
    salvo: popupMsg.popupCadastrado,
    handler: async (req) => (await popups.criarPopup({ db, now }, atorECorrelacao(req), req.body)).id,
  });

  rota.put('/popup/:id', {
    config: editar,
    summary: 'Alterar pop-up (HTML sanitizado)',
    params: IdParams,
    body: PopupEnviado,
    status: 201,
    salvo: popupMsg.popupAtualizado,
    handler: async (req) => {
      if (req.body.id && req.body.id !== req.params.id) throw new InvalidInput(adminMsg.idDivergente);
      await popups.alterarPopup({ db, now }, atorECorrelacao(req), req.params.id, req.body);
      return req.params.id;
    },
  });
}
