import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SINAIS_TROCA, type SinalTroca } from '@portal/contracts/swaps/workflows';
import * as cmd from '@portal/core/swaps/commands';
import * as q from '@portal/core/swaps/queries';
import type { SwapDeps, Resposta } from '@portal/core/swaps/commands';
import { MessageAnswer, ok, okAs, ResultadosAnswer, Xlsx, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx, type XlsxColumn } from '../platform/xlsx.ts';
import {
  AceitarParams,
  ContagemPendenciasAnswer,
  DetalheQuery,
  DetalheTrocaAnswer,
  ListarTrocaBody,
  ListaTroca,
  LogTrocaAnswer,
  MinhasTrocas,
  MinhasTrocasBody,
  PedidoId,
  SolicitaBody,
} from '@portal/contracts/swaps/schemas';
import { iniciarExpiracao, sinalizar } from './temporal.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { acessosDe, rotas } from '../platform/rota.ts';

export interface SwapRoutesOptions {
  deps: SwapDeps;
}

type Linha = Record<string, unknown>;
const COLUNAS: XlsxColumn<Linha>[] = [
  { header: 'Nº da solicitação', value: (r) => r.veiculoTrocaPedidoId as number },
  { header: 'Pedido', value: (r) => r.pedido as string },
  { header: 'Chassi', value: (r) => r.chassi as string, width: 20 },
  { header: 'Marca', value: (r) => r.marcas as string },
  { header: 'Modelo', value: (r) => r.modelo as string },
  { header: 'Derivativo', value: (r) => r.derivativo as string },
  { header: 'Descrição', value: (r) => r.descricaoVeiculo as string, width: 30 },
  { header: 'MY', value: (r) => r.my as number },
  { header: 'Cor externa', value: (r) => r.corExterna as string },
  { header: 'Dealer solicitante', value: (r) => `${String(r.codigoConcessionariaOrigem)} - ${String(r.nomeConcessionariaOrigem)}`, width: 30 },
  { header: 'Dealer solicitado', value: (r) => `${String(r.codigoConcessionariaDestino)} - ${String(r.nomeConcessionariaDestino)}`, width: 30 },
  { header: 'Tipo', value: (r) => r.tipoSolicitacao as string | null },
  { header: 'Veículos ofertados', value: (r) => (r.veiculosPropostos as number[]).length },
  { header: 'Solicitado por', value: (r) => r.nomeUsuarioSolicitou as string },
  { header: 'Data da solicitação', value: (r) => r.dataSolicitou as string },
  { header: 'Respondido por', value: (r) => r.nomeUsuarioAceitouRejeitou as string | null },
  { header: 'Data da resposta', value: (r) => r.dataAceitouRejeitou as string | null },
  { header: 'Prazo da troca', value: (r) => r.dataLimiteTroca as string },
  { header: 'Status', value: (r) => r.statusDescricao as string },
  { header: 'Contato', value: (r) => r.contatoNome as string },
  { header: 'E-mail do contato', value: (r) => r.contatoEmail as string },
  { header: 'Telefone do contato', value: (r) => r.contatoTelefone as string },
];

/** Swaps (troca): the swap screen's lists, request, answers, Minhas Trocas, the pending counter and the report. */
export async function swapRoutes(appBase: FastifyInstance, opts: SwapRoutesOptions) {
  const rota = rotas(appBase, ['Trocas']);
  const { deps } = opts;
  const { ler, editar } = acessosDe('trocas');
  const respondeu = async (req: FastifyRequest, r: Resposta, sinal: SinalTroca) => {
    await sinalizar(req, [{ trocaId: r.trocaId, sinal }, ...r.encerradas.map((trocaId) => ({ trocaId, sinal: SINAIS_TROCA.encerrada }))]);
    return ok(r.mensagem);
  };

  rota.post('/veiculos/troca/listar', {
    config: ler,
    summary: 'Trocas: solicitações (aba 0), veículos disponíveis para troca (solicitar) ou veículos próprios para ofertar (selecao)',
    body: ListarTrocaBody,
    answer: ListaTroca,
    handler: async (req, reply) =>
      okDoCache(
        req,
        reply,
        await q.listarTroca(deps.db, principalOf(req), deps.now(), { ...req.body, per_page: req.body.per_page ?? req.body.pageSize ?? null }),
      ),
  });

  rota.post('/veiculos/troca/solicita', {
    config: editar,
    summary: 'Solicitar troca: veículo de interesse, veículos ofertados e contato; inicia swap-expiry-<id>',
    body: SolicitaBody,
    answer: ResultadosAnswer,
    handler: async (req) => {
      const r = await cmd.solicitarTroca(deps, principalOf(req), req.body, correlacao(req));
      await iniciarExpiracao(req, deps.db, deps.now, r.trocaId, r.venceEm);
      return ok(r.resultados);
    },
  });

  rota.put('/veiculos/troca/pedido/cancelar', {
    config: editar,
    summary: 'Cancelar a solicitação de troca (quem solicitou)',
    query: PedidoId,
    answer: MessageAnswer,
    handler: async (req) => respondeu(req, await cmd.cancelarTroca(deps, principalOf(req), req.query, correlacao(req)), SINAIS_TROCA.cancelada),
  });

  rota.post('/veiculos/troca/pedido/rejeitar', {
    config: editar,
    summary: 'Rejeitar a solicitação recebida',
    body: PedidoId,
    answer: MessageAnswer,
    handler: async (req) => respondeu(req, await cmd.rejeitarTroca(deps, principalOf(req), req.body, correlacao(req)), SINAIS_TROCA.rejeitada),
  });

  rota.post('/veiculos/troca/pedido/ceder', {
    config: editar,
    summary: 'Ceder o veículo sem troca (podeCeder: dentro do limite mensal de cessões)',
    body: PedidoId,
    answer: MessageAnswer,
    handler: async (req) => respondeu(req, await cmd.cederTroca(deps, principalOf(req), req.body, correlacao(req)), SINAIS_TROCA.cedida),
  });

  // the PUT form (with the billing request of the vehicle received) is in aceite-routes.ts
  rota.post('/veiculos/troca/pedido/aceitar', {
    config: editar,
    summary: 'Aceitar a troca com exatamente um veículo ofertado',
    body: AceitarParams,
    answer: MessageAnswer,
    handler: async (req) => respondeu(req, await cmd.aceitarTroca(deps, principalOf(req), req.body, correlacao(req)), SINAIS_TROCA.aceita),
  });

  rota.post('/veiculos/troca/minhas/listar', {
    config: ler,
    summary: 'Minhas Trocas: enviadas e recebidas, Pendente primeiro',
    body: MinhasTrocasBody,
    answer: MinhasTrocas,
    handler: async (req) =>
      okAs(
        MinhasTrocas,
        await q.minhasTrocas(deps.db, principalOf(req), deps.now(), { ...req.body, per_page: req.body.per_page ?? req.body.pageSize ?? null }),
      ),
  });

  rota.get('/veiculos/troca/minhas/detalhe', {
    config: ler,
    summary: 'Detalhe da solicitação com os veículos ofertados',
    query: DetalheQuery,
    answer: DetalheTrocaAnswer,
    handler: async (req) => okAs(DetalheTrocaAnswer, await q.detalheTroca(deps.db, principalOf(req), deps.now(), req.query.veiculoTrocaPedidoId)),
  });

  rota.get('/veiculos/troca/minhas/log', {
    config: ler,
    summary: 'Log da solicitação: cada passo, quem e quando',
    query: PedidoId,
    answer: LogTrocaAnswer,
    handler: async (req) => ok(await q.logTroca(deps.db, principalOf(req), req.query.veiculoTrocaPedidoId)),
  });

  rota.get('/veiculos/troca/minhas/contagem-pendencias', {
    config: ler,
    summary: 'Trocas Pendentes recebidas pela concessionária (número)',
    answer: ContagemPendenciasAnswer,
    handler: async (req) => ok(await q.contagemPendencias(deps.db, principalOf(req))),
  });

  rota.post('/relatorios/troca', {
    config: ler,
    summary: 'Relatório de trocas (xlsx), filtros de Minhas Trocas',
    body: MinhasTrocasBody,
    answer: Xlsx,
    handler: async (req, reply) => {
      const rows = await q.relatorioTrocas(deps.db, principalOf(req), deps.now(), req.body);
      return sendXlsx(
        req,
        reply,
        'Relatorio_Trocas',
        'Trocas',
        COLUNAS,
        (async function* () {
          yield* rows;
        })(),
      );
    },
  });
}
