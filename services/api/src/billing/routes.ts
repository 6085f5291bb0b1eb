import type { FastifyInstance } from 'fastify';
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
import { ok, ResultadosAnswer, Xlsx, correlacao } from '../platform/schemas.ts';
import { sendXlsx, type XlsxColumn } from '../platform/xlsx.ts';
import { principalOf } from '../platform/auth.ts';
import { FiltrosVeiculoBody, ListaVeiculos } from '@portal/contracts/vehicles/schemas';
import { listaVeiculos } from '../vehicles/index.ts';
import { acessosDe, autenticada, permissao, rotas } from '../platform/rota.ts';
import { chavePrazo } from '@portal/contracts/prazos/workflows';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { encerrarPrazos, iniciarPrazo } from '../prazos/index.ts';

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
      const resultados = await billing.gerarSolicitacao(deps, principalOf(req), body, correlacao(req));
      // a request awaiting release has its deadline (conf15): its workflow starts now (or from the worker's sweep)
      for (const r of resultados)
        if (r.status === 1 && r.descricao === vmsg.aguardeLiberar) await iniciarPrazo(req, deps.db, deps.now, chavePrazo('faturamento', r.id));
      return ok(resultados);
    },
  });

  rota.post('/veiculos/faturamentos/liberar/listar', {
    config: liberar,
    summary: 'Liberar faturamento: solicitações aguardando liberação',
    body: LiberacaoFiltros,
    answer: LiberacaoPagina,
    // the rows' Prazo is worked out per request (not a kept body)
    handler: async (req) => ok(await listarLiberacao(deps.db, principalOf(req), req.body, deps.now())),
  });

  rota.post('/relatorios/liberar-faturamento', {
    config: liberar,
    summary: 'Liberar faturamento: planilha das solicitações dos filtros (xlsx)',
    body: LiberacaoExportar,
    answer: Xlsx,
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

  rota.post('/veiculos/faturamentos/liberar/status', {
    config: liberar,
    summary: 'Liberar (3) ou Recusar (5) solicitações; permissao 0 quando o usuário não pode',
    body: LiberarStatus,
    answer: LiberacaoStatusAnswer,
    handler: async (req) => {
      const resultados = await billing.liberarStatus(deps, principalOf(req), req.body, correlacao(req));
      // the answered requests leave their wait: their deadline workflows end now rather than at their next timer
      const respondidos = resultados.filter((r) => r.permissao === 1 && r.descricao !== vmsg.naoAguardaLiberacao).map((r) => r.id);
      if (respondidos.length) {
        const veiculos = await deps.db.selectFrom('solicitacoes_faturamento').select('veiculo_id').where('id', 'in', respondidos).execute();
        await encerrarPrazos(
          req,
          veiculos.map((v) => chavePrazo('faturamento', v.veiculo_id)),
        );
      }
      return ok(resultados);
    },
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
