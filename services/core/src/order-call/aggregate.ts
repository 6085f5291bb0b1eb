import {
  planoMachine,
  planoRuleGuards,
  planoGuardMessages,
  planoStateRefusal,
  type PlanoContext,
  type PlanoEventType,
} from '@portal/contracts/order-call/plano-machine';
import { evolveStored } from '../eventstore/decider.ts';
import { aggregate } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import { contextoGuardado, tipoDeStream } from '../eventstore/streams.ts';
import type { StoredEvent } from '../eventstore/types.ts';

export const PLANO_STREAM_TYPE = 'plano-producao';
const planos = tipoDeStream(PLANO_STREAM_TYPE);
export const planoStream = planos.stream;
const idOf = planos.idOf;

/** The plan's context after `event` (one fold step). Pure. */
export function evolvePlano(context: PlanoContext | null, event: Pick<StoredEvent, 'data'>): PlanoContext {
  return evolveStored<PlanoContext>(planoAggregate, context?.planoId ? 'cadastrado' : null, context, event);
}
export const contextoDoPlano = contextoGuardado<PlanoContext>;

const porMaquina: Handler = (current, e) => {
  const c = evolvePlano(current ? contextoDoPlano(current) : null, e);
  const row: Row = {
    id: c.planoId ?? idOf(e),
    ano_fiscal: c.anoFiscal,
    mes: c.mes,
    celulas: JSON.stringify(c.celulas),
    criado_em: c.criadoEm,
    atualizado_em: c.atualizadoEm,
    ultimo_processamento: c.ultimoProcessamento,
    contexto: JSON.stringify(c),
    ultima_posicao: e.position,
  };
  return row;
};

/** planos_producao: one row per plan, the machine's context after each event. */
export const planosProjection = projecaoPorStream<PlanoEventType>(planos, {
  table: 'planos_producao',
  on: { PlanoCadastrado: porMaquina, PlanoAlterado: porMaquina, OrderCallProcessado: porMaquina },
});

export const planoAggregate = aggregate({
  streamType: PLANO_STREAM_TYPE,
  machine: planoMachine,
  ruleGuards: planoRuleGuards,
  guardMessages: planoGuardMessages,
  stateRefusal: planoStateRefusal,
  projections: [planosProjection],
});
