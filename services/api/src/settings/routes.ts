import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { smsg } from '@portal/contracts/swaps/messages';
import { adicionarConfiguracao, listarConfiguracoes } from '@portal/core/settings/settings';
import type { Db } from '@portal/core/kernel/index';
import { Answer, Int, MessageAnswer, Opt, PageNumber, Strict, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';

export interface SettingsRoutesOptions {
  deps: { db: Db; now: () => Date };
}

const Tabela = Type.Object({
  rows: Type.Array(Type.Object({ dataAlteracao: Type.String(), periodoInformado: Type.String(), usuario: Type.String() })),
  page: Type.Integer(),
  total: Type.Integer(),
  ativo: Type.Union([Type.String(), Type.Null()]),
});

/** General settings (/settings/0): conf1..conf14 with their history; a new value per type (the swaps read conf4, conf8, conf9). */
export async function settingsRoutes(appBase: FastifyInstance, opts: SettingsRoutesOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;
  const tags = ['Configurações'];

  app.get('/configuracoes', {
    config: { permissao: { funcao: 'configuracoes', acesso: 'r' } },
    schema: {
      tags,
      summary: 'Configurações gerais conf1..conf14, cada uma com o histórico (data, valor, usuário) e o valor em vigor (ativo)',
      querystring: Strict({ page: Opt(PageNumber), per_page: Opt(Int(1, 100)) }),
      response: { 200: Answer(Type.Record(Type.String(), Tabela)) },
    },
    handler: async (req) => ok(await listarConfiguracoes(deps.db, { page: req.query.page ?? 1, per_page: req.query.per_page ?? 20 })),
  });

  app.post('/configuracoes', {
    config: { permissao: { funcao: 'configuracoes', acesso: 'u' } },
    schema: {
      tags,
      summary: 'Novo período de uma configuração (tipos 1-6 e 8-11; 12 modo de pagamento): 201',
      body: Strict({ periodoInformado: Type.Union([Type.String({ maxLength: 100 }), Type.Number()]), tipo: Int(1, 14) }),
      response: { 201: MessageAnswer },
    },
    handler: async (req, reply) => {
      await adicionarConfiguracao(deps.db, { actor: principalOf(req), correlationId: req.id }, req.body, deps.now());
      return reply.status(201).send(ok(smsg.novoPeriodo));
    },
  });
}
