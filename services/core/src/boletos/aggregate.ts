import { boletoMachine, boletoRuleGuards, boletoGuardMessages, boletoStateRefusal } from '@portal/contracts/boletos/boleto-machine';
import type { BoletoContext, BoletoEventType } from '@portal/contracts/boletos/boleto-machine';
import { ESTADO_DO_STATUS_BOLETO } from '@portal/contracts/boletos/status';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';
import { prazosProjection } from '../prazos/index.ts';

/** boleto-<id>: its state is the one of its status. */
const boletos = agregadoDeMaquina<BoletoContext>(
  'boleto',
  { machine: boletoMachine, ruleGuards: boletoRuleGuards, guardMessages: boletoGuardMessages, stateRefusal: boletoStateRefusal },
  { estado: (c) => (c.status === null ? null : ESTADO_DO_STATUS_BOLETO[c.status]) },
);
export const { streamType: BOLETO_STREAM_TYPE, stream: boletoStream, contexto: contextoDoBoleto } = boletos;

function contextToRow(c: BoletoContext, e: StoredEvent, current: Row | undefined): Row {
  return {
    id: c.boletoId ?? boletos.idOf(e),
    pedido_id: c.pedidoId,
    concessionaria_id: c.concessionariaId,
    concessionaria_grupo_id: c.concessionariaGrupoId,
    status: c.status,
    numero_parcela: c.numeroParcela,
    quantidade_vezes: c.quantidadeVezes,
    tipo_pagamento: c.tipoPagamento,
    valor_total: c.valorTotal,
    valor_parcial: c.valorParcial,
    valor_boleto: c.valorBoleto,
    entrada: c.entrada,
    data_emissao: c.dataEmissao,
    data_vencimento: c.dataVencimento,
    data_pagamento: c.dataPagamento,
    valor_pago: c.valorPago ?? null,
    nosso_numero: c.nossoNumero ?? null,
    banco: c.bankNumber ?? null,
    linha_digitavel: c.linhaDigitavel ?? null,
    codigo_barras: c.codigoBarras ?? null,
    substitui_boleto_id: c.substituiBoletoId ?? null,
    substituido_por_id: c.substituidoPor ?? null,
    criado_em: current?.criado_em ?? (e.data as { at?: string }).at ?? e.recordedAt,
    atualizado_em: (e.data as { at?: string }).at ?? e.recordedAt,
    contexto: JSON.stringify(c),
    ultima_posicao: e.position,
  };
}

/** boletos: one row per boleto, the machine's context after each event. */
const porMaquina: Handler = (current, e) => contextToRow(boletos.contextoApos(current, e), e, current);
export const boletosProjection = projecaoPorStream<BoletoEventType>(boletos, {
  table: 'boletos',
  on: {
    BoletoCriado: porMaquina,
    BoletoEmitido: porMaquina,
    BoletoPago: porMaquina,
    BoletoVencido: porMaquina,
    BoletoReemitido: porMaquina,
    BoletoCancelado: porMaquina,
  },
});

/** `prazos` follows the boletos awaiting payment (the deadline context's read model, written inline too). */
export const boletoAggregate = boletos.comProjecoes(boletosProjection, prazosProjection);
