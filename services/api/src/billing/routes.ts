import type { FastifyInstance } from 'fastify';
import * as billing from '@portal/core/billing/commands';
import { listarLiberacao } from '@portal/core/billing/liberacao';
import * as veiculos from '@portal/core/vehicles/index';
import type { VehicleDeps } from '@portal/core/vehicles/index';
import {
  CancelarSolicitacao,
  DatasFaturamentoAnswer,
  DatasFaturamentoQuery,
  GerarSolicitacao,
  LiberacaoFiltros,
  LiberacaoPagina,
  LiberacaoStatusAnswer,
  LiberarStatus,
  PendenciasAnswer,
  TiposPagamentoAnswer,
  TiposPagamentoQuery,
  TiposVendaAnswer,
} from '@portal/contracts/billing/schemas';
import { ok, ResultadosAnswer, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { FiltrosVeiculoBody, ListaVeiculos } from '@portal/contracts/vehicles/schemas';
import { listaVeiculos } from '../vehicles/index.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { acessosDe, autenticada, permissao, rotas } from '../platform/rota.ts';

/** Faturamento: lists, billing requests (validation then generation), cancel, Liberar faturamento. */
export async function billingRoutes(appBase: FastifyInstance, opts: { deps: VehicleDeps }) {
  const rota = rotas(appBase, ['Faturamento']);
  const { deps } = opts;
  const { ler, editar } = acessosDe('faturamento');
  const liberar = permissao('liberarFaturamento', 'r');

  rota.get('/veiculos/faturamentos/pendencia', {
    config: ler,
    summary: 'Veículos com faturamento pendente (prazo de prorrogação vencido)',
    answer: PendenciasAnswer,
    handler: async (req) => ok(await veiculos.pendencias(deps.db, principalOf(req), deps.now())),
  });

  rota.post('/veiculos/faturamentos/listar', {
    config: ler,
    summary: 'Faturamentos Abertos (0,1,3,4,10,11,14) ou fechados (2)',
    body: FiltrosVeiculoBody,
    answer: ListaVeiculos,
    handler: listaVeiculos(deps, veiculos.listarFaturamentos),
  });

  rota.post('/veiculos/faturamentos/cancelar/solicitacao', {
    config: editar,
    summary: "Cancelar solicitação de faturamento (todos em 'Faturamento solicitado')",
    body: CancelarSolicitacao,
    answer: ResultadosAnswer,
    handler: async (req) => ok(await veiculos.cancelarSolicitacao(deps, principalOf(req), req.body, correlacao(req))),
  });

  rota.get('/veiculos/faturamentos/datas', {
    config: ler,
    summary: 'Limites da data de faturamento (disponibilidade e prorrogação)',
    query: DatasFaturamentoQuery,
    answer: DatasFaturamentoAnswer,
    handler: async (req) => ok(await billing.datasFaturamento(deps, principalOf(req), req.query.veiculoId)),
  });

  rota.get('/veiculos/faturamentos/tipoVendas', {
    config: autenticada,
    summary: 'Tipos de venda',
    answer: TiposVendaAnswer,
    handler: async () => ok(await veiculos.tiposVenda(deps.db)),
  });

  rota.get('/veiculos/faturamentos/tipoPagamentos', {
    config: autenticada,
    summary: 'Tipos de pagamento do tipo de venda (nenhum para Consignado e Venda Direta)',
    query: TiposPagamentoQuery,
    answer: TiposPagamentoAnswer,
    handler: async (req) => ok(await veiculos.tiposPagamento(deps.db, req.query.tipoVenda)),
  });

  rota.put('/veiculos/faturamentos/gerar', {
    config: editar,
    summary: 'Solicitação de Faturamento: valida e gera uma solicitação por veículo',
    body: GerarSolicitacao,
    answer: ResultadosAnswer,
    handler: async (req) => {
      const body = { ...req.body, dataFaturamento: req.body.dataFaturamento ? req.body.dataFaturamento.slice(0, 10) : null };
      return ok(await billing.gerarSolicitacao(deps, principalOf(req), body, correlacao(req)));
    },
  });

  rota.post('/veiculos/faturamentos/liberar/listar', {
    config: liberar,
    summary: 'Liberar faturamento: solicitações aguardando liberação',
    body: LiberacaoFiltros,
    answer: LiberacaoPagina,
    handler: async (req, reply) => okDoCache(req, reply, await listarLiberacao(deps.db, principalOf(req), req.body)),
  });

  rota.post('/veiculos/faturamentos/liberar/status', {
    config: liberar,
    summary: 'Liberar (3) ou Recusar (5) solicitações; permissao 0 quando o usuário não pode',
    body: LiberarStatus,
    answer: LiberacaoStatusAnswer,
    handler: async (req) => ok(await billing.liberarStatus(deps, principalOf(req), req.body, correlacao(req))),
  });
}
