import { cancelarVeiculos } from '@portal/core/direct-sales/index';
import type { FastifyInstance } from 'fastify';
import { vmsg } from '@portal/contracts/vehicles/messages';
import * as cmd from '@portal/core/vehicles/commands';
import * as q from '@portal/core/vehicles/queries';
import * as lookups from '@portal/core/vehicles/lookups';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { ok, okAs, IdParams, ResultadosAnswer, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import {
  AlterarStatusBody,
  BloquearTrocaBody,
  CancelarVeiculosBody,
  DerivativosAnswer,
  DerivativosQuery,
  DetalheVeiculoAnswer,
  FaixasUsoAnswer,
  FiltrosVeiculoBody,
  ListaVeiculos,
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
import { acessosDe, autenticada, rotas } from '../platform/rota.ts';

export interface VehicleRoutesOptions {
  deps: VehicleDeps;
}

/** Vehicles: allocation, history log, release/block/cancel, status changes, swap block, lookups; pipeline and overview plugins. */
export async function vehicleRoutes(appBase: FastifyInstance, opts: VehicleRoutesOptions) {
  const rota = rotas(appBase, ['Veículos']);
  const { deps } = opts;
  const { ler, editar } = acessosDe('veiculos');

  rota.post('/veiculos/nova-alocacao', {
    config: editar,
    summary: 'Nova Alocação: veículos em Cota Concessionário para um dealer',
    body: NovaAlocacaoBody,
    answer: ResultadosAnswer,
    handler: async (req) => ok(await cmd.novaAlocacao(deps, principalOf(req), req.body, correlacao(req))),
  });

  rota.get('/veiculos/log/detail/:id', {
    config: ler,
    summary: 'Log do Veículo: Dados do Veículo e Informações',
    params: IdParams,
    answer: DetalheVeiculoAnswer,
    handler: async (req) => okAs(DetalheVeiculoAnswer, await q.detalheVeiculo(deps.db, principalOf(req), deps.now(), req.params.id)),
  });

  rota.get('/veiculos/log/:id', {
    config: ler,
    summary: 'Log do Veículo: Listagem de Histórico',
    params: IdParams,
    answer: LogVeiculoAnswer,
    handler: async (req) => ok(await q.logVeiculo(deps.db, principalOf(req), req.params.id)),
  });

  rota.put('/veiculos/alterar/status', {
    config: editar,
    summary: 'Mover para Pipeline Futuro / Pocket / Bolsão (12), bloquear (5), Trocar (11), retirar da troca (0)',
    body: AlterarStatusBody,
    answer: ResultadosAnswer,
    handler: async (req) => ok(await cmd.alterarStatus(deps, principalOf(req), req.body, correlacao(req))),
  });

  rota.post('/veiculos/cancelar', {
    config: editar,
    summary: 'Cancelar pedidos',
    body: CancelarVeiculosBody,
    answer: ResultadosAnswer,
    // an order of the vehicle (direct sales) is cancelled with it
    handler: async (req) => ok(await cancelarVeiculos(deps, principalOf(req), req.body, correlacao(req))),
  });

  rota.post('/veiculos/liberar-pedidos', {
    config: editar,
    summary: 'Liberar pedidos bloqueados ou cancelados',
    body: LiberarPedidosBody,
    answer: LiberacaoPedidosAnswer,
    handler: async (req) => {
      const resultados = await cmd.liberarPedidos(deps, principalOf(req), req.body, correlacao(req));
      const liberados = resultados.filter((r) => r.status === 1).length;
      return ok({ message: liberados > 0 ? vmsg.pedidosLiberados : vmsg.algoErrado, resultados });
    },
  });

  rota.post('/veiculos/pedidos/listar', {
    config: ler,
    summary: 'Liberação / Bloqueio ou Cancelamento de Pedido (sem 6 e 7)',
    body: FiltrosVeiculoBody,
    answer: ListaVeiculos,
    handler: listaVeiculos(deps, q.listarPedidos),
  });

  rota.put('/veiculos/troca/bloquear', {
    config: editar,
    summary: 'Bloqueio de troca / Desbloquear troca',
    body: BloquearTrocaBody,
    answer: ResultadosAnswer,
    handler: async (req) => ok(await cmd.bloquearTroca(deps, principalOf(req), req.body, correlacao(req))),
  });

  // ---- lookups
  rota.get('/veiculos/pedidos/modelos', {
    config: autenticada,
    summary: 'Modelos',
    answer: ModelosAnswer,
    handler: async () => ok(await lookups.modelos(deps.db)),
  });
  rota.get('/veiculos/pedidos/derivativos', {
    config: autenticada,
    summary: 'Derivativos (de um modelo, opcional)',
    query: DerivativosQuery,
    answer: DerivativosAnswer,
    handler: async (req) => ok(await lookups.derivativos(deps.db, req.query.tipoModeloAgrupadoId)),
  });
  rota.get('/veiculos/pedidos/anoModelos', {
    config: autenticada,
    summary: 'Anos modelo',
    answer: OpcoesAnswer,
    handler: async () => ok(await lookups.anosModelo(deps.db)),
  });
  rota.get('/veiculos/descricao', {
    config: autenticada,
    summary: 'Descrições de veículo',
    answer: OpcoesAnswer,
    handler: async () => ok(await lookups.descricoes(deps.db)),
  });
  rota.get('/ano', { config: autenticada, summary: 'Anos', answer: OpcoesAnswer, handler: async () => ok(await lookups.anos(deps.db, deps.now())) });
  rota.get('/configuracoes/flag', {
    config: autenticada,
    summary: 'Faixas de uso (flags de monitoramento)',
    answer: FaixasUsoAnswer,
    handler: async () => ok(await lookups.flags(deps.db)),
  });

  await appBase.register(pipelineRoutes, { deps });
  await appBase.register(overviewRoutes, { deps });
}
