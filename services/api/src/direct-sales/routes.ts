import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as cmd from '@portal/core/direct-sales/commands';
import * as q from '@portal/core/direct-sales/queries';
import { boletosDoPedido } from '@portal/core/boletos/index';
import type { OrderDeps } from '@portal/core/direct-sales/commands';
import { cmsg } from '@portal/contracts/direct-sales/campos';
import { IdParams, comPorPagina, ok, okAs, Xlsx, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import {
  CancelarBody,
  DadosVeiculoAnswer,
  DadosVeiculoQuery,
  HistoricoAnswer,
  ListarPedidosBody,
  PaginaPedidos,
  PedidoBody,
  PedidoDetalheAnswer,
  ResumoAnswer,
  VeiculosPedidoAnswer,
  VeiculosQuery,
} from '@portal/contracts/direct-sales/schemas';
import { COLUNAS_CADASTRO, COLUNAS_PEDIDOS } from './export-columns.ts';
import { acessosDe, rotas } from '../platform/rota.ts';
import { chavePrazo } from '@portal/contracts/prazos/workflows';
import { acompanharPrazo } from '../prazos/index.ts';

export interface OrderRoutesOptions {
  deps: OrderDeps;
}

/** Exportar on the order list: Administrador, Financeiro and Venda Direta only (spec §2.2, §6). */
const EXPORTAM = ['Administrador', 'Financeiro', 'Venda Direta'];

/** How deep the order body's fields go (body → pedidoArquivos → item → field); deeper values are left as they came. */
const NIVEIS_CORPO = 3;

/** A body with its null fields dropped (array items kept) down to the order body's depth. */
function semNulos(v: unknown, nivel = 0): unknown {
  if (v === null || typeof v !== 'object' || nivel > NIVEIS_CORPO) return v;
  if (Array.isArray(v)) return v.map((x) => semNulos(x, nivel + 1));
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== null)
      .map(([k, x]) => [k, semNulos(x, nivel + 1)]),
  );
}

/**
 * The order body reads a null field as an absent one (the whole body is replaced; absent is stored null). The API's Ajv
 * coerces a null into the first type of a nullable field (false, 0, ''), so nulls are dropped before validation: otherwise the
 * GET answer sent back as it came (a move by someone who may not edit the order) reads as a change of those fields, and the
 * move is refused for a save that profile may not make.
 */
const nuloEhAusente = async (req: FastifyRequest) => {
  req.body = semNulos(req.body);
};

/** Direct-sales orders (venda direta): the list, the order screen's reads and writes, its history and the two exports. */
export async function orderRoutes(appBase: FastifyInstance, opts: OrderRoutesOptions) {
  const rota = rotas(appBase, ['Venda direta']);
  const { deps } = opts;
  const { ler, editar } = acessosDe('vendaDireta');

  rota.post('/pedidos/listar', {
    config: ler,
    summary: 'Pedidos de venda direta: filtros da lista, paginada (page, per_page)',
    body: ListarPedidosBody,
    answer: PaginaPedidos,
    handler: async (req) => okAs(PaginaPedidos, await q.listarPedidos(deps.db, principalOf(req), comPorPagina(req.body), deps.now())),
  });

  rota.get('/pedidos/listar/veiculo', {
    config: ler,
    summary: 'Veículos que podem ser o do pedido: reservados para venda direta pela concessionária',
    query: VeiculosQuery,
    answer: VeiculosPedidoAnswer,
    handler: async (req) => okAs(VeiculosPedidoAnswer, await q.veiculosParaPedido(deps.db, principalOf(req), req.query)),
  });

  rota.get('/pedidos/dados/veiculo', {
    config: ler,
    summary: 'Descrição do produto a partir do veículo (chassi, número do pedido ou id)',
    query: DadosVeiculoQuery,
    answer: DadosVeiculoAnswer,
    handler: async (req) => okAs(DadosVeiculoAnswer, await q.dadosVeiculo(deps.db, principalOf(req), req.query)),
  });

  rota.get('/pedidos/:id', {
    config: ler,
    summary: 'O pedido, com o corpo que a tela edita, o histórico e o contexto da máquina',
    params: IdParams,
    answer: PedidoDetalheAnswer,
    // the order's boletos are their own aggregate: the boletos context answers them
    handler: async (req) =>
      okAs(PedidoDetalheAnswer, {
        ...(await q.obterPedido(deps.db, principalOf(req), req.params.id)),
        pedidoBoletos: await boletosDoPedido(deps.db, req.params.id),
      }),
  });

  rota.get('/pedidos/:id/log', {
    config: ler,
    summary: 'Histórico do pedido: etapa, usuário, data e motivo',
    params: IdParams,
    answer: HistoricoAnswer,
    handler: async (req) => okAs(HistoricoAnswer, await q.logPedido(deps.db, principalOf(req), req.params.id)),
  });

  /** the order's approval-step deadline follows its move: a new step's run starts, a left one's ends (conf16) */
  const comPrazo = async (req: FastifyRequest, r: cmd.ResumoPedido) => {
    await acompanharPrazo(req, deps.db, deps.now, chavePrazo('pedido', r.id));
    return ok(r);
  };

  rota.post('/pedidos', {
    config: editar,
    preValidation: nuloEhAusente,
    summary: 'Cadastrar pedido (steps.id 2 também envia para aprovação)',
    body: PedidoBody,
    answer: ResumoAnswer,
    handler: async (req) => comPrazo(req, await cmd.criarPedido(deps, principalOf(req), req.body as cmd.PedidoCorpo, correlacao(req))),
  });

  rota.put('/pedidos/:id', {
    config: editar,
    preValidation: nuloEhAusente,
    summary: 'Salvar o pedido e, com steps.id, levá-lo a essa etapa',
    params: IdParams,
    body: PedidoBody,
    answer: ResumoAnswer,
    handler: async (req) => comPrazo(req, await cmd.salvarPedido(deps, principalOf(req), req.params.id, req.body as cmd.PedidoCorpo, correlacao(req))),
  });

  rota.post('/pedidos/cancelar/:id', {
    config: editar,
    preValidation: nuloEhAusente,
    summary: 'Cancelar o pedido (steps 9, motivo obrigatório); a reserva do veículo termina',
    params: IdParams,
    body: CancelarBody,
    answer: ResumoAnswer,
    handler: async (req) =>
      comPrazo(req, await cmd.cancelarPedido(deps, principalOf(req), req.params.id, { motivo: req.body.motivo, versao: req.body.versao }, correlacao(req))),
  });

  rota.put('/pedidos/:id/aprovar-venda', {
    config: editar,
    preValidation: nuloEhAusente,
    summary: 'Aprovar a venda (2 → 3, ou 10 com pré-pagamento)',
    params: IdParams,
    body: CancelarBody,
    answer: ResumoAnswer,
    handler: async (req) => comPrazo(req, await cmd.aprovarVenda(deps, principalOf(req), req.params.id, { versao: req.body.versao }, correlacao(req))),
  });

  const exportar = (path: string, nome: string, aba: string, colunas: typeof COLUNAS_PEDIDOS, summary: string) =>
    rota.post(path, {
      // buyers' names, documents and addresses: a download of personal data (security events)
      config: {
        ...ler,
        somentePerfis: { perfis: EXPORTAM, mensagem: cmsg.exportarSomente },
        seguranca: { sucesso: 'download_dados_pessoais', recurso: () => `exportacao:${path.slice(1)}` },
      },
      summary,
      body: ListarPedidosBody,
      answer: Xlsx,
      handler: async (req, reply) => sendXlsx(req, reply, nome, aba, colunas, q.linhasExportacao(deps.db, principalOf(req), req.body)),
    });
  exportar('/relatorios/pedidos', 'Pedidos_VendaDireta', 'Pedidos', COLUNAS_PEDIDOS, 'Exportar: os pedidos do filtro (xlsx)');
  exportar(
    '/relatorios/cadastro-pedido-vd',
    'Cadastro_Pedidos_VendaDireta',
    'Cadastro',
    COLUNAS_CADASTRO,
    'Exportar Cadastro: cliente, produto e pagamento dos pedidos do filtro (xlsx)',
  );
}
