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
import { projection, type Handler, type Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';

export const PLANO_STREAM_TYPE = 'plano-producao';
export const planoStream = (planoId: number) => `${PLANO_STREAM_TYPE}-${planoId}`;
const idOf = (e: StoredEvent) => Number(e.streamId.slice(PLANO_STREAM_TYPE.length + 1));
const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** The plan's context after `event` (one fold step). Pure. */
export function evolvePlano(context: PlanoContext | null, event: Pick<StoredEvent, 'data'>): PlanoContext {
  return evolveStored<PlanoContext>(planoAggregate, context?.planoId ? 'cadastrado' : null, context, event);
}
export const contextoDoPlano = (r: { contexto?: unknown }) => parse(r.contexto) as PlanoContext;

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
export const planosProjection = projection<PlanoEventType>({
  name: 'planos_producao',
  table: 'planos_producao',
  key: 'id',
  streamType: PLANO_STREAM_TYPE,
  keyOf: idOf,
  on: { PlanoCadastrado: porMaquina, PlanoAlterado: porMaquina, OrderCallProcessado: porMaquina },
});

export const planoAggregate = aggregate({
  streamType: PLANO_STREAM_TYPE,
  machine: planoMachine,
  ruleGuards: planoRuleGuards,
  guardMessages: planoGuardMessages,
  stateRefusal: (state, eventType) => planoStateRefusal(state, eventType as PlanoEventType),
  projections: [planosProjection],
});
