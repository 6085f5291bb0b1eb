import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { adicionarConfiguracao, adicionarValorMedio, definirPrazoKpi, listarConfiguracoes } from '@portal/core/settings/settings';
import { alterarFlag, obterFlag } from '@portal/core/settings/flags';
import { listarVigencias } from '@portal/core/specs/index';
import type { Db } from '@portal/core/kernel/index';
import { Answer, Id, IdParams, Int, MessageAnswer, N, Opt, PageNumber, PageOf, Strict, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';

export interface SettingsRoutesOptions {
  deps: { db: Db; now: () => Date };
}

const Linha = Type.Object({
  dataAlteracao: Type.String(),
  periodoInformado: Type.String(),
  usuario: Type.String(),
  mes: Type.Optional(Type.Integer()),
  ano: Type.Optional(Type.Integer()),
  valor: Type.Optional(Type.String()),
  dataCriacao: Type.Optional(Type.String()),
});
const Tabela = Type.Object({
  rows: Type.Array(Linha),
  page: Type.Integer(),
  total: Type.Integer(),
  ativo: Type.Union([Type.String(), Type.Null()]),
  acao: Type.Optional(Type.String()),
});
/** A typed value the server validates itself, so a wrong one gets the setting's own pt-BR message. */
const Valor = (max: number) => Opt(Type.Union([Type.String({ maxLength: max }), Type.Number()]));
const Flag = Type.Object({ id: Type.Integer(), tipo: Type.Integer(), de: N(Type.Integer()), ate: N(Type.Integer()) });
const FlagLog = Type.Object({
  data: Type.String(),
  usuario: N(Type.String()),
  deAnterior: N(Type.Integer()),
  ateAnterior: N(Type.Integer()),
  de: N(Type.Integer()),
  ate: N(Type.Integer()),
});
const Vigencia = Type.Object({
  id: Type.Integer(),
  tipoModeloAgrupadoId: Type.Integer(),
  modeloDescricao: Type.String(),
  inicioVigencia: Type.String(),
  fimVigencia: N(Type.String()),
  usuarioNome: Type.String(),
  opcionais: Type.Integer(),
});

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
      querystring: Strict({ page: Opt(PageNumber), per_page: Opt(Int(1, 100)) }),
      response: { 200: Answer(Type.Record(Type.String(), Tabela)) },
    },
    handler: async (req) => ok(await listarConfiguracoes(deps.db, { page: req.query.page ?? 1, per_page: req.query.per_page ?? 20 })),
  });

  app.post('/configuracoes', {
    config: salvar,
    schema: {
      tags,
      summary: 'Novo valor de uma configuração (1-11 períodos, 12 modo de pagamento 0/1, 13 regra das 14 horas 14/-1): 201',
      body: Strict({ periodoInformado: Valor(100), tipo: Int(1, 14) }),
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
      // a number first: the form sends a number, and a typed number must not be read as the mask's text
      body: Strict({ valor: Opt(Type.Union([Type.Number(), Type.String({ maxLength: 40 })])) }),
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
      body: Strict({ ano: Opt(Int(0, 9999)), mesId: Opt(Int(0, 99)), prazo: Opt(Type.String({ maxLength: 40 })) }),
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
      querystring: Strict({ tipoModeloAgrupadoId: Opt(Id), page: Opt(PageNumber), per_page: Opt(Int(1, 100)) }),
      response: { 200: PageOf(Vigencia) },
    },
    handler: async (req) => ok(await listarVigencias(deps.db, req.query)),
  });

  app.get('/configuracoes/flag/:id', {
    config: ler,
    schema: {
      tags,
      summary: 'Edição da Flag: a flag e os LOGS de alterações',
      params: IdParams,
      response: { 200: Answer(Type.Object({ ...Flag.properties, logs: Type.Array(FlagLog) })) },
    },
    handler: async (req) => ok(await obterFlag(deps.db, req.params.id)),
  });

  app.put('/configuracoes/flag', {
    config: salvar,
    schema: {
      tags,
      summary: "Alterar uma flag (1 verde até N dias: 'ate'; 2 amarelo entre 'de' e 'ate'; 3 vermelho acima de 'de')",
      body: Strict({ id: Int(1, 3), tipo: Int(1, 3), de: Valor(32), ate: Valor(32) }),
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      await alterarFlag(deps.db, ctx(req), req.body);
      return ok(cfgMsg.configuracaoAtualizada);
    },
  });
}
