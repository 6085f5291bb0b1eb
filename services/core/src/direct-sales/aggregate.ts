import {
  orderMachine,
  orderRuleGuards,
  orderGuardMessages,
  orderStateRefusal,
  type OrderContext,
  type OrderEventType,
} from '@portal/contracts/direct-sales/order-machine';
import { ESTADO_DO_STEP } from '@portal/contracts/direct-sales/steps';
import { ehPessoaFisica } from '@portal/contracts/direct-sales/referencias';
import { evolveStored } from '../eventstore/decider.ts';
import { aggregate } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import { contextoGuardado, tipoDeStream } from '../eventstore/streams.ts';
import type { StoredEvent } from '../eventstore/types.ts';

export const ORDER_STREAM_TYPE = 'pedido';
const pedidos = tipoDeStream(ORDER_STREAM_TYPE);
export const orderStream = pedidos.stream;
const idDoStream = pedidos.idDoStream;

/** The order's context after `event`, from the context before it (the event store's one fold step). Pure. */
export function evolveOrder(context: OrderContext | null, event: Pick<StoredEvent, 'data'>): OrderContext {
  const state = context && context.step !== null ? ESTADO_DO_STEP[context.step] : null;
  return evolveStored<OrderContext>(orderAggregate, state, context, event);
}

/**
 * The order as the read model keeps it: the machine's context whole, and the columns the list filters and sorts on
 * (`ultima_posicao` aside: the position of the event that led to it).
 */
function contextToRow(c: OrderContext, streamId: string): Row {
  const d = c.dados;
  const s = d?.pedidoSolicitante;
  const pf = s ? ehPessoaFisica(s.tipoCliente) : true;
  return {
    id: c.pedidoId ?? idDoStream(streamId),
    codigo: c.codigo,
    concessionaria_id: c.concessionariaId,
    concessionaria_grupo_id: c.concessionariaGrupoId,
    tipo_venda: c.tipoVenda,
    pre_pagamento: c.prePagamento,
    veiculo_id: c.veiculoId,
    step: c.step,
    tipo_cliente: s?.tipoCliente ?? null,
    cliente_nome: (pf ? s?.nome : s?.razaoSocial) || s?.nome || null,
    cliente_documento: (pf ? s?.cpf : s?.cnpj) || null,
    chassi: d?.pedidoDescricaoProduto?.chassi || null,
    numero_pedido: d?.pedidoDescricaoProduto?.codigoPedido || null,
    modelo_id: d?.pedidoDescricaoProduto?.tipoModeloAgrupadoId ?? null,
    marca: d?.pedidoDescricaoProduto?.marca || null,
    percentual_comissao: d?.percentualComissao ?? null,
    valor_comissao: d?.valorComissao ?? null,
    motivo: c.motivo,
    criado_por_id: c.criadoPorId,
    criado_por_nome: c.criadoPorNome,
    criado_em: c.criadoEm,
    atualizado_em: c.atualizadoEm,
    contexto: JSON.stringify(c),
  };
}

/** The stored context of a `pedidos` row. */
export const contextoDaLinha = contextoGuardado<OrderContext>;

/** pedidos: one row per order, the machine's context after each event. */
const porMaquina: Handler = (current, e) => ({
  ...contextToRow(evolveOrder(current ? contextoDaLinha(current) : null, e), e.streamId),
  ultima_posicao: e.position,
});
export const pedidosProjection = projecaoPorStream<OrderEventType>(pedidos, {
  table: 'pedidos',
  // the row is the order's context: a save that read it is one statement (eventstore appendComLinha)
  linhaDoContexto: (c, streamId) => contextToRow(c as OrderContext, streamId),
  on: {
    PedidoCriado: porMaquina,
    PedidoAtualizado: porMaquina,
    EnviadoParaAprovacao: porMaquina,
    VendaAprovada: porMaquina,
    VendaReprovada: porMaquina,
    CadastroAprovado: porMaquina,
    CadastroReprovado: porMaquina,
    FaturamentoAprovado: porMaquina,
    FaturamentoReprovado: porMaquina,
    InsercaoConfirmada: porMaquina,
    RetornadoAoFaturamento: porMaquina,
    RetornadoAprovacaoVenda: porMaquina,
    PagamentoAprovado: porMaquina,
    PagamentoReprovado: porMaquina,
    VeiculoEnviado: porMaquina,
    RetornadoDeLiberado: porMaquina,
    PedidoConcluido: porMaquina,
    RetornadoParaLiberado: porMaquina,
    RetornadoParaEnviado: porMaquina,
    PedidoCancelado: porMaquina,
    InsercaoBoletoConfirmada: porMaquina,
    ComentarioInserido: porMaquina,
  },
});

export const orderAggregate = aggregate({
  streamType: ORDER_STREAM_TYPE,
  machine: orderMachine,
  ruleGuards: orderRuleGuards,
  guardMessages: orderGuardMessages,
  stateRefusal: orderStateRefusal,
  projections: [pedidosProjection],
});
