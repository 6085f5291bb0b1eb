import { orderMachine, orderRuleGuards, orderGuardMessages, orderStateRefusal } from '@portal/contracts/direct-sales/order-machine';
import { prazosProjection } from '../prazos/index.ts';
import type { OrderContext, OrderEventType } from '@portal/contracts/direct-sales/order-machine';
import { ESTADO_DO_STEP } from '@portal/contracts/direct-sales/steps';
import { ehPessoaFisica } from '@portal/contracts/direct-sales/referencias';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import { notificacoesDe } from '../notificacoes/index.ts';
import { avisosDoPedido } from './avisos.ts';

/** pedido-<id>: its state is the one of its step; `contextoDaLinha` is the context a `pedidos` row keeps. */
const pedidos = agregadoDeMaquina<OrderContext>(
  'pedido',
  { machine: orderMachine, ruleGuards: orderRuleGuards, guardMessages: orderGuardMessages, stateRefusal: orderStateRefusal },
  { estado: (c) => (c.step === null ? null : ESTADO_DO_STEP[c.step]) },
);
export const { streamType: ORDER_STREAM_TYPE, stream: orderStream, contexto: contextoDaLinha } = pedidos;

/**
 * The order as the read model keeps it: the machine's context whole, and the columns the list filters and sorts on
 * (`ultima_posicao` aside: the position of the event that led to it).
 */
function contextToRow(c: OrderContext, streamId: string): Row {
  const d = c.dados;
  const s = d?.pedidoSolicitante;
  const pf = s ? ehPessoaFisica(s.tipoCliente) : true;
  return {
    id: c.pedidoId ?? pedidos.idDoStream(streamId),
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

/** pedidos: one row per order, the machine's context after each event. */
const porMaquina: Handler = (current, e) => ({
  ...contextToRow(pedidos.contextoApos(current, e), e.streamId),
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

/** pedidos, the deadline of its approval steps (conf16), and the notifications of its steps to the profiles that move them (avisos.ts) */
export const orderAggregate = pedidos.comProjecoes(pedidosProjection, prazosProjection, notificacoesDe(pedidos.streamType, avisosDoPedido(pedidos.evolve)));
