import {
  notaFiscalMachine,
  notaFiscalRuleGuards,
  notaFiscalGuardMessages,
  notaFiscalStateRefusal,
  estadoDaNota,
  type NotaFiscalContext,
  type NotaFiscalEventType,
} from '@portal/contracts/comissoes/nota-machine';
import { STEP_NF } from '@portal/contracts/comissoes/steps';
import { evolveStored } from '../eventstore/decider.ts';
import { aggregate } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import { contextoGuardado, tipoDeStream } from '../eventstore/streams.ts';
import type { StoredEvent } from '../eventstore/types.ts';

export const NOTA_FISCAL_STREAM_TYPE = 'nota-fiscal';
const notasFiscais = tipoDeStream(NOTA_FISCAL_STREAM_TYPE);
export const notaFiscalStream = notasFiscais.stream;
const idOf = notasFiscais.idOf;

/** The invoice's context after `event` (the event store's one fold step). Pure. */
export function evolveNotaFiscal(context: NotaFiscalContext | null, event: Pick<StoredEvent, 'data'>): NotaFiscalContext {
  const state = context && context.step !== null ? estadoDaNota(context) : null;
  return evolveStored<NotaFiscalContext>(notaFiscalAggregate, state, context, event);
}

export const contextoDaNota = contextoGuardado<NotaFiscalContext>;

function contextToRow(c: NotaFiscalContext, e: StoredEvent): Row {
  const pago = [...c.historico].reverse().find((h) => h.step === STEP_NF.pago);
  return {
    id: c.notaFiscalId ?? idOf(e),
    concessionaria_id: c.concessionariaId,
    concessionaria_grupo_id: c.concessionariaGrupoId,
    step: c.step,
    pedidos_id: [...c.pedidosId],
    numero_nota_fiscal: c.numeroNotaFiscal,
    data_emissao: c.dataEmissao,
    valor_nota_fiscal: c.valorNotaFiscal,
    valor_comissao: c.valorComissao,
    cnpj_emitente: c.cnpjEmitente,
    url_nota_fiscal: c.urlNotaFiscal,
    comentario: c.comentario,
    atrelada_em: c.atreladaEm,
    pago_em: c.step === STEP_NF.pago && pago ? pago.data : null,
    atualizado_em: c.atualizadoEm,
    versao: e.version,
    contexto: JSON.stringify(c),
    ultima_posicao: e.position,
  };
}

/** notas_fiscais: one row per invoice, the machine's context after each event. */
const porMaquina: Handler = (current, e) => contextToRow(evolveNotaFiscal(current ? contextoDaNota(current) : null, e), e);
export const notasFiscaisProjection = projecaoPorStream<NotaFiscalEventType>(notasFiscais, {
  table: 'notas_fiscais',
  on: {
    NotaFiscalAtrelada: porMaquina,
    VendasAprovadas: porMaquina,
    DiretoriaAprovada: porMaquina,
    PagamentoRealizado: porMaquina,
    NotaFiscalReprovada: porMaquina,
  },
});

export const notaFiscalAggregate = aggregate({
  streamType: NOTA_FISCAL_STREAM_TYPE,
  machine: notaFiscalMachine,
  ruleGuards: notaFiscalRuleGuards,
  guardMessages: notaFiscalGuardMessages,
  stateRefusal: notaFiscalStateRefusal,
  projections: [notasFiscaisProjection],
});
