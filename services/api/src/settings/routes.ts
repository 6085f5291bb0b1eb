import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { adicionarConfiguracao, adicionarValorMedio, definirPrazoKpi, listarConfiguracoes } from '@portal/core/settings/settings';
import { alterarFlag, obterFlag } from '@portal/core/settings/flags';
import { listarVigencias } from '@portal/core/specs/index';
import type { Db } from '@portal/core/kernel/index';
import { IdParams, MessageAnswer, ok } from '../platform/schemas.ts';
import {
  ConfiguracoesAnswer,
  ConfiguracoesQuery,
  FlagAnswer,
  FlagBody,
  NovoPeriodoBody,
  PrazoKpiBody,
  ValorMedioBody,
  VigenciasAnswer,
  VigenciasQuery,
} from '@portal/contracts/settings/schemas';
import { principalOf } from '../platform/auth.ts';

export interface SettingsRoutesOptions {
  deps: { db: Db; now: () => Date };
}

/**
 * Settings (/settings/{aba}; spec §7.5): conf1..conf14 with their history, the average value, the KPI deadline per month,
 * the monitoring flags with their LOGS, the optional-vigência rows. Swaps (conf4/8/9), billing (conf13), orders (conf12)
 * and the vehicle lists (flags) read the same store. Every save needs `configuracoes` 'u'.
 */
export async function settingsRoutes(appBase: FastifyInstance, opts: SettingsRoutesOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;
  const tags = ['Configurações'];
  const ler = { permissao: { funcao: 'configuracoes' as const, acesso: 'r' as const } };
  const salvar = { permissao: { funcao: 'configuracoes' as const, acesso: 'u' as const } };
  const ctx = (req: Parameters<typeof principalOf>[0]) => ({ actor: principalOf(req), correlationId: req.id });

  app.get('/configuracoes', {
    config: ler,
    schema: {
      tags,
      summary: 'Configurações gerais conf1..conf14, cada uma com o histórico (data, valor, usuário) e o valor em vigor (ativo)',
      querystring: ConfiguracoesQuery,
      response: { 200: ConfiguracoesAnswer },
    },
    handler: async (req) => ok(await listarConfiguracoes(deps.db, { page: req.query.page ?? 1, per_page: req.query.per_page ?? 20 })),
  });

  app.post('/configuracoes', {
    config: salvar,
    schema: {
      tags,
      summary: 'Novo valor de uma configuração (1-11 períodos, 12 modo de pagamento 0/1, 13 regra das 14 horas 14/-1): 201',
      body: NovoPeriodoBody,
      response: { 201: MessageAnswer },
    },
    handler: async (req, reply) => {
      await adicionarConfiguracao(deps.db, ctx(req), req.body, deps.now());
      return reply.status(201).send(ok(cfgMsg.novoPeriodo));
    },
  });

  app.post('/configuracoes/media-faturamento', {
    config: salvar,
    schema: {
      tags,
      summary: 'Novo valor médio de faturamento em R$ (conf14): 201',
      body: ValorMedioBody,
      response: { 201: MessageAnswer },
    },
    handler: async (req, reply) => {
      await adicionarValorMedio(deps.db, ctx(req), req.body, deps.now());
      return reply.status(201).send(ok(cfgMsg.novoValorMedio));
    },
  });

  app.post('/configuracoes/prazo-kpi', {
    config: salvar,
    schema: {
      tags,
      summary: 'Prazo do KPI Approved de um mês (conf10); nunca sábado ou domingo',
      body: PrazoKpiBody,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      await definirPrazoKpi(deps.db, ctx(req), req.body, deps.now());
      return ok(cfgMsg.operacaoRealizada);
    },
  });

  app.get('/configuracoes/specs', {
    config: ler,
    schema: {
      tags,
      summary: 'Vigências do guia de opcionais por tipo de modelo',
      querystring: VigenciasQuery,
      response: { 200: VigenciasAnswer },
    },
    handler: async (req) => ok(await listarVigencias(deps.db, req.query)),
  });

  app.get('/configuracoes/flag/:id', {
    config: ler,
    schema: {
      tags,
      summary: 'Edição da Flag: a flag e os LOGS de alterações',
      params: IdParams,
      response: { 200: FlagAnswer },
    },
    handler: async (req) => ok(await obterFlag(deps.db, req.params.id)),
  });

  app.put('/configuracoes/flag', {
    config: salvar,
    schema: {
      tags,
      summary: "Alterar uma flag (1 verde até N dias: 'ate'; 2 amarelo entre 'de' e 'ate'; 3 vermelho acima de 'de')",
      body: FlagBody,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      await alterarFlag(deps.db, ctx(req), req.body);
      return ok(cfgMsg.configuracaoAtualizada);
    },
  });
}
