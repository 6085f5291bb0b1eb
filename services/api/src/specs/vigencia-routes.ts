import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { VigenciaBody, VigenciaDetalheAnswer } from '@portal/contracts/settings/vigencia-schemas';
import { obterVigencia, salvarVigencia } from '@portal/core/specs/index';
import type { Db } from '@portal/core/kernel/index';
import { IdParams, Saved, saved, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';

export interface VigenciaRoutesOptions {
  deps: { db: Db; now: () => Date };
}

/**
 * The optional-vigência form of /settings/0 (spec 002 §3 "Optional-vigência row", §8.3 'Vigência salvo com sucesso'):
 * read one guide, register one, edit one. The list is `GET configuracoes/specs` (settings/routes.ts). Saving is a
 * settings save: `configuracoes` 'u'.
 */
export async function vigenciaRoutes(appBase: FastifyInstance, opts: VigenciaRoutesOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now } = opts.deps;
  const tags = ['Configurações'];
  const ler = { permissao: { funcao: 'configuracoes' as const, acesso: 'r' as const } };
  const salvar = { permissao: { funcao: 'configuracoes' as const, acesso: 'u' as const } };
  const ctx = (req: Parameters<typeof principalOf>[0]) => ({ actor: principalOf(req), correlationId: req.id });

  app.get('/configuracoes/specs/:id', {
    config: ler,
    schema: { tags, summary: 'Uma vigência do guia de opcionais obrigatórios, com os opcionais', params: IdParams, response: { 200: VigenciaDetalheAnswer } },
    handler: async (req) => ok(await obterVigencia(db, req.params.id)),
  });
  app.post('/configuracoes/specs', {
    config: salvar,
    schema: {
      tags,
      summary: 'Cadastrar a vigência do guia de opcionais obrigatórios de um tipo de modelo (reprocessa os pedidos abertos): 201',
      body: VigenciaBody,
      response: { 201: Saved },
    },
    handler: async (req, reply) => reply.status(201).send(saved((await salvarVigencia(db, ctx(req), null, req.body, now())).id, cfgMsg.vigenciaSalva)),
  });
  app.put('/configuracoes/specs/:id', {
    config: salvar,
    schema: {
      tags,
      summary: 'Alterar a vigência e os opcionais obrigatórios (reprocessa os pedidos abertos)',
      params: IdParams,
      body: VigenciaBody,
      response: { 200: Saved },
    },
    handler: async (req) => saved((await salvarVigencia(db, ctx(req), req.params.id, req.body, now())).id, cfgMsg.vigenciaSalva),
  });
}
