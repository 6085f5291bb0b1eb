import type { FastifyInstance } from 'fastify';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { VigenciaBody, VigenciaDetalheAnswer } from '@portal/contracts/settings/vigencia-schemas';
import { obterVigencia, salvarVigencia } from '@portal/core/specs/index';
import type { Db } from '@portal/core/kernel/index';
import { IdParams, ok } from '../platform/schemas.ts';
import { atorECorrelacao } from '../platform/auth.ts';
import { acessosDe, rotas } from '../platform/rota.ts';

export interface VigenciaRoutesOptions {
  deps: { db: Db; now: () => Date };
}

/**
 * The optional-vigência form of /settings/0 (spec 002 §3 "Optional-vigência row", §8.3 'Vigência salvo com sucesso'):
 * read one guide, register one, edit one. The list is `GET configuracoes/specs` (settings/routes.ts). Saving is a
 * settings save: `configuracoes` 'u'.
 */
export async function vigenciaRoutes(appBase: FastifyInstance, opts: VigenciaRoutesOptions) {
  const rota = rotas(appBase, ['Configurações']);
  const { db, now } = opts.deps;
  const { ler, editar } = acessosDe('configuracoes');

  rota.get('/configuracoes/specs/:id', {
    config: ler,
    summary: 'Uma vigência do guia de opcionais obrigatórios, com os opcionais',
    params: IdParams,
    answer: VigenciaDetalheAnswer,
    handler: async (req) => ok(await obterVigencia(db, req.params.id)),
  });
  rota.post('/configuracoes/specs', {
    config: editar,
    summary: 'Cadastrar a vigência do guia de opcionais obrigatórios de um tipo de modelo (reprocessa os pedidos abertos): 201',
    body: VigenciaBody,
    status: 201,
    salvo: cfgMsg.vigenciaSalva,
    handler: async (req) => (await salvarVigencia(db, atorECorrelacao(req), null, req.body, now())).id,
  });
  rota.put('/configuracoes/specs/:id', {
    config: editar,
    summary: 'Alterar a vigência e os opcionais obrigatórios (reprocessa os pedidos abertos)',
    params: IdParams,
    body: VigenciaBody,
    salvo: cfgMsg.vigenciaSalva,
    handler: async (req) => (await salvarVigencia(db, atorECorrelacao(req), req.params.id, req.body, now())).id,
  });
}
