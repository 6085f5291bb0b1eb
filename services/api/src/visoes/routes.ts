import type { FastifyInstance } from 'fastify';
import { VisaoAlteracao, VisaoNova, VisaoPadraoCorpo, VisaoSalvaAnswer, VisoesAnswer, VisoesQuery } from '@portal/contracts/visoes/schemas';
import { visaoMsg } from '@portal/contracts/visoes/messages';
import type { Db } from '@portal/core/kernel/index';
import * as visoes from '@portal/core/visoes/index';
import { ok, IdParams, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { autenticada, rotas } from '../platform/rota.ts';

/**
 * Saved views of the lists (filters, columns, order, page size under a name): every signed-in user keeps their own, one
 * the default of each list, and may share one with their profile type (read-only to the others). Stream `visao-<id>`.
 */
export async function visoesRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const rota = rotas(appBase, ['Visões salvas']);
  const deps = opts.deps;
  const { db } = deps;
  const salva = async (req: Parameters<typeof principalOf>[0], id: number, mensagem: string) =>
    ok({ visao: await visoes.obterVisao(db, principalOf(req), id), mensagem });

  rota.get('/visoes', {
    config: autenticada,
    summary: 'Visões de uma lista: as do usuário e as compartilhadas com o seu tipo de perfil',
    query: VisoesQuery,
    answer: VisoesAnswer,
    handler: async (req) => ok(await visoes.listarVisoes(db, principalOf(req), req.query.lista)),
  });

  rota.post('/visoes', {
    config: autenticada,
    summary: 'Salvar a visão de uma lista (filtros, colunas, ordem, tamanho da página)',
    body: VisaoNova,
    answer: VisaoSalvaAnswer,
    handler: async (req) => {
      const { id } = await visoes.salvarVisao(deps, principalOf(req), correlacao(req), req.body);
      return salva(req, id, visaoMsg.visaoSalva);
    },
  });

  rota.put('/visoes/:id', {
    config: autenticada,
    summary: 'Renomear, alterar ou compartilhar uma visão do usuário',
    params: IdParams,
    body: VisaoAlteracao,
    answer: VisaoSalvaAnswer,
    handler: async (req) => {
      await visoes.alterarVisao(deps, principalOf(req), correlacao(req), req.params.id, req.body);
      return salva(req, req.params.id, visaoMsg.visaoAlterada);
    },
  });

  rota.put('/visoes/:id/padrao', {
    config: autenticada,
    summary: 'Tornar (ou deixar de ser) a visão padrão da lista, aplicada ao abrir a tela',
    params: IdParams,
    body: VisaoPadraoCorpo,
    answer: VisaoSalvaAnswer,
    handler: async (req) => {
      await visoes.definirVisaoPadrao(deps, principalOf(req), correlacao(req), req.params.id, req.body.padrao);
      return salva(req, req.params.id, req.body.padrao ? visaoMsg.visaoPadrao : visaoMsg.visaoSemPadrao);
    },
  });

  rota.delete('/visoes/:id', {
    config: autenticada,
    summary: 'Excluir uma visão do usuário',
    params: IdParams,
    mensagem: visaoMsg.visaoExcluida,
    handler: async (req) => {
      await visoes.excluirVisao(deps, principalOf(req), correlacao(req), req.params.id);
    },
  });
}
