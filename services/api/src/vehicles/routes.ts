import { cancelarVeiculos } from '@portal/core/direct-sales/index';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { vmsg } from '@portal/contracts/vehicles/messages';
import * as cmd from '@portal/core/vehicles/commands';
import * as q from '@portal/core/vehicles/queries';
import * as lookups from '@portal/core/vehicles/lookups';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { ok, okAs, IdParams, ResultadosAnswer } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import {
  AlterarStatusBody,
  BloquearTrocaBody,
  CancelarVeiculosBody,
  DerivativosAnswer,
  DerivativosQuery,
  DetalheVeiculoAnswer,
  FaixasUsoAnswer,
  FiltrosVeiculo,
  LiberacaoPedidosAnswer,
  LiberarPedidosBody,
  LogVeiculoAnswer,
  ModelosAnswer,
  NovaAlocacaoBody,
  OpcoesAnswer,
} from '@portal/contracts/vehicles/schemas';
import { listaVeiculos } from './list-route.ts';
import { pipelineRoutes } from './pipeline-routes.ts';
import { overviewRoutes } from './overview-routes.ts';

export interface VehicleRoutesOptions {
  deps: VehicleDeps;
}

/** Vehicles: allocation, history log, release/block/cancel, status changes, swap block, lookups; pipeline and overview plugins. */
export async function vehicleRoutes(appBase: FastifyInstance, opts: VehicleRoutesOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;
  const ler = { permissao: { funcao: 'veiculos' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'veiculos' as const, acesso: 'u' as const } };
  const autenticada = { permissao: { autenticada: true as const } };
  const ctx = (r: { id: string }) => ({ correlationId: r.id });
  const tags = ['Veículos'];

  app.post('/veiculos/nova-alocacao', {
    config: editar,
    schema: {
      tags,
      summary: 'Nova Alocação: veículos em Cota Concessionário para um dealer',
      body: NovaAlocacaoBody,
      response: { 200: ResultadosAnswer },
    },
    handler: async (req) => ok(await cmd.novaAlocacao(deps, principalOf(req), req.body, ctx(req))),
  });

  app.get('/veiculos/log/detail/:id', {
    config: ler,
    schema: { tags, summary: 'Log do Veículo: Dados do Veículo e Informações', params: IdParams, response: { 200: DetalheVeiculoAnswer } },
    handler: async (req) => okAs(DetalheVeiculoAnswer, await q.detalheVeiculo(deps.db, principalOf(req), deps.now(), req.params.id)),
  });

  app.get('/veiculos/log/:id', {
    config: ler,
    schema: { tags, summary: 'Log do Veículo: Listagem de Histórico', params: IdParams, response: { 200: LogVeiculoAnswer } },
    handler: async (req) => ok(await q.logVeiculo(deps.db, principalOf(req), req.params.id)),
  });

  app.put('/veiculos/alterar/status', {
    config: editar,
    schema: {
      tags,
      summary: 'Mover para Pipeline Futuro / Pocket / Bolsão (12), bloquear (5), Trocar (11), retirar da troca (0)',
      body: AlterarStatusBody,
      response: { 200: ResultadosAnswer },
    },
    handler: async (req) => ok(await cmd.alterarStatus(deps, principalOf(req), req.body, ctx(req))),
  });

  app.post('/veiculos/cancelar', {
    config: editar,
    schema: { tags, summary: 'Cancelar pedidos', body: CancelarVeiculosBody, response: { 200: ResultadosAnswer } },
    // an order of the vehicle (direct sales) is cancelled with it
    handler: async (req) => ok(await cancelarVeiculos(deps, principalOf(req), req.body, ctx(req))),
  });

  app.post('/veiculos/liberar-pedidos', {
    config: editar,
    schema: {
      tags,
      summary: 'Liberar pedidos bloqueados ou cancelados',
      body: LiberarPedidosBody,
      response: { 200: LiberacaoPedidosAnswer },
    },
    handler: async (req) => {
      const resultados = await cmd.liberarPedidos(deps, principalOf(req), req.body, ctx(req));
      const liberados = resultados.filter((r) => r.status === 1).length;
      return ok({ message: liberados > 0 ? vmsg.pedidosLiberados : vmsg.algoErrado, resultados });
    },
  });

  listaVeiculos(app, deps, '/veiculos/pedidos/listar', {
    ...ler,
    tags,
    summary: 'Liberação / Bloqueio ou Cancelamento de Pedido (sem 6 e 7)',
    filtros: FiltrosVeiculo,
    listar: q.listarPedidos,
  });

  app.put('/veiculos/troca/bloquear', {
    config: editar,
    schema: {
      tags,
      summary: 'Bloqueio de troca / Desbloquear troca',
      body: BloquearTrocaBody,
      response: { 200: ResultadosAnswer },
    },
    handler: async (req) => ok(await cmd.bloquearTroca(deps, principalOf(req), req.body, ctx(req))),
  });

  // ---- lookups
  app.get('/veiculos/pedidos/modelos', {
    config: autenticada,
    schema: { tags, summary: 'Modelos', response: { 200: ModelosAnswer } },
    handler: async () => ok(await lookups.modelos(deps.db)),
  });
  app.get('/veiculos/pedidos/derivativos', {
    config: autenticada,
    schema: {
      tags,
      summary: 'Derivativos (de um modelo, opcional)',
      querystring: DerivativosQuery,
      response: { 200: DerivativosAnswer },
    },
    handler: async (req) => ok(await lookups.derivativos(deps.db, req.query.tipoModeloAgrupadoId)),
  });
  app.get('/veiculos/pedidos/anoModelos', {
    config: autenticada,
    schema: { tags, summary: 'Anos modelo', response: { 200: OpcoesAnswer } },
    handler: async () => ok(await lookups.anosModelo(deps.db)),
  });
  app.get('/veiculos/descricao', {
    config: autenticada,
    schema: { tags, summary: 'Descrições de veículo', response: { 200: OpcoesAnswer } },
    handler: async () => ok(await lookups.descricoes(deps.db)),
  });
  app.get('/ano', {
    config: autenticada,
    schema: { tags, summary: 'Anos', response: { 200: OpcoesAnswer } },
    handler: async () => ok(await lookups.anos(deps.db, deps.now())),
  });
  app.get('/configuracoes/flag', {
    config: autenticada,
    schema: { tags, summary: 'Faixas de uso (flags de monitoramento)', response: { 200: FaixasUsoAnswer } },
    handler: async () => ok(await lookups.flags(deps.db)),
  });

  await app.register(pipelineRoutes, { deps });
  await app.register(overviewRoutes, { deps });
}
