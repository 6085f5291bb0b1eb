import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as billing from '@portal/core/billing/commands';
import { listarLiberacao, relatorioLiberacao } from '@portal/core/billing/liberacao';
import * as veiculos from '@portal/core/vehicles/index';
import type { VehicleDeps } from '@portal/core/vehicles/index';
import {
  CancelarSolicitacao,
  DatasFaturamentoAnswer,
  DatasFaturamentoQuery,
  GerarSolicitacao,
  LiberacaoExportar,
  LiberacaoFiltros,
  LiberacaoPagina,
  LiberacaoStatusAnswer,
  LiberarStatus,
  PendenciasAnswer,
  TiposPagamentoAnswer,
  TiposPagamentoQuery,
  TiposVendaAnswer,
} from '@portal/contracts/billing/schemas';
import { ok, ResultadosAnswer, Xlsx } from '../platform/schemas.ts';
import { sendXlsx, type XlsxColumn } from '../platform/xlsx.ts';
import { principalOf } from '../platform/auth.ts';
import { FiltrosVeiculo, listaVeiculos } from '../vehicles/index.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';

/** Faturamento: lists, billing requests (validation then generation), cancel, Liberar faturamento. */
export async function billingRoutes(appBase: FastifyInstance, opts: { deps: VehicleDeps }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;
  const ler = { permissao: { funcao: 'faturamento' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'faturamento' as const, acesso: 'u' as const } };
  const liberar = { permissao: { funcao: 'liberarFaturamento' as const, acesso: 'r' as const } };
  const autenticada = { permissao: { autenticada: true as const } };
  const ctx = (r: { id: string }) => ({ correlationId: r.id });
  const tags = ['Faturamento'];

  app.get('/veiculos/faturamentos/pendencia', {
    config: ler,
    schema: { tags, summary: 'Veículos com faturamento pendente (prazo de prorrogação vencido)', response: { 200: PendenciasAnswer } },
    handler: async (req) => ok(await veiculos.pendencias(deps.db, principalOf(req), deps.now())),
  });

  listaVeiculos(app, deps, '/veiculos/faturamentos/listar', {
    ...ler,
    tags,
    summary: 'Faturamentos Abertos (0,1,3,4,10,11,14) ou fechados (2)',
    filtros: FiltrosVeiculo,
    listar: veiculos.listarFaturamentos,
  });

  app.post('/veiculos/faturamentos/cancelar/solicitacao', {
    config: editar,
    schema: {
      tags,
      summary: "Cancelar solicitação de faturamento (todos em 'Faturamento solicitado')",
      body: CancelarSolicitacao,
      response: { 200: ResultadosAnswer },
    },
    handler: async (req) => ok(await veiculos.cancelarSolicitacao(deps, principalOf(req), req.body, ctx(req))),
  });

  app.get('/veiculos/faturamentos/datas', {
    config: ler,
    schema: {
      tags,
      summary: 'Limites da data de faturamento (disponibilidade e prorrogação)',
      querystring: DatasFaturamentoQuery,
      response: { 200: DatasFaturamentoAnswer },
    },
    handler: async (req) => ok(await billing.datasFaturamento(deps, principalOf(req), req.query.veiculoId)),
  });

  app.get('/veiculos/faturamentos/tipoVendas', {
    config: autenticada,
    schema: { tags, summary: 'Tipos de venda', response: { 200: TiposVendaAnswer } },
    handler: async () => ok(await veiculos.tiposVenda(deps.db)),
  });

  app.get('/veiculos/faturamentos/tipoPagamentos', {
    config: autenticada,
    schema: {
      tags,
      summary: 'Tipos de pagamento do tipo de venda (nenhum para Consignado e Venda Direta)',
      querystring: TiposPagamentoQuery,
      response: { 200: TiposPagamentoAnswer },
    },
    handler: async (req) => ok(await veiculos.tiposPagamento(deps.db, req.query.tipoVenda)),
  });

  app.put('/veiculos/faturamentos/gerar', {
    config: editar,
    schema: {
      tags,
      summary: 'Solicitação de Faturamento: valida e gera uma solicitação por veículo',
      body: GerarSolicitacao,
      response: { 200: ResultadosAnswer },
    },
    handler: async (req) => {
      const body = { ...req.body, dataFaturamento: req.body.dataFaturamento ? req.body.dataFaturamento.slice(0, 10) : null };
      return ok(await billing.gerarSolicitacao(deps, principalOf(req), body, ctx(req)));
    },
  });

  app.post('/veiculos/faturamentos/liberar/listar', {
    config: liberar,
    schema: {
      tags,
      summary: 'Liberar faturamento: solicitações aguardando liberação',
      body: LiberacaoFiltros,
      response: { 200: LiberacaoPagina },
    },
    handler: async (req, reply) => okDoCache(req, reply, await listarLiberacao(deps.db, principalOf(req), req.body)),
  });

  app.post('/relatorios/liberar-faturamento', {
    config: liberar,
    schema: { tags, summary: 'Liberar faturamento: planilha das solicitações dos filtros (xlsx)', body: LiberacaoExportar, response: Xlsx },
    handler: async (req, reply) => {
      const rows = await relatorioLiberacao(deps.db, principalOf(req), req.body);
      return sendXlsx(
        req,
        reply,
        'Liberar_Faturamento',
        'Liberar Faturamento',
        COLUNAS_LIBERACAO,
        (async function* () {
          yield* rows;
        })(),
      );
    },
  });

  app.post('/veiculos/faturamentos/liberar/status', {
    config: liberar,
    schema: {
      tags,
      summary: 'Liberar (3) ou Recusar (5) solicitações; permissao 0 quando o usuário não pode',
      body: LiberarStatus,
      response: { 200: LiberacaoStatusAnswer },
    },
    handler: async (req) => ok(await billing.liberarStatus(deps, principalOf(req), req.body, ctx(req))),
  });
}

const texto = (k: string) => (r: Record<string, unknown>) => (r[k] ?? null) as string | number | null;
/** Liberar faturamento's spreadsheet: the list's columns, model and derivative apart. */
const COLUNAS_LIBERACAO: XlsxColumn<Record<string, unknown>>[] = [
  { header: 'Pedido', value: texto('pedido') },
  { header: 'Chassi', value: texto('chassi') },
  { header: 'Modelo', value: texto('modelo') },
  { header: 'Derivativo', value: texto('derivativo') },
  { header: 'MY', value: texto('my') },
  { header: 'Cor externa', value: texto('corExterna') },
  { header: 'Dealer solicitante', value: texto('dealerSolicitante') },
  { header: 'Nome do dealer', value: texto('nomeDealerSolicitante') },
  { header: 'Tipo de venda', value: texto('tipoVenda') },
  { header: 'Tipo de pagamento', value: texto('tipoPagamento') },
  { header: 'Data de faturamento', value: texto('dataFaturamento') },
  { header: 'Assim que possível', value: (r) => (r.faturarAssimQuePossivel ? 'Sim' : 'Não') },
  { header: 'Prioridade', value: (r) => (r.prioridade ? 'Sim' : 'Não') },
  { header: 'Solicitado por', value: texto('solicitadoPor') },
  { header: 'Data da solicitação', value: texto('dataSolicitacao') },
];
