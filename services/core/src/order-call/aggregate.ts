import { planoMachine, planoRuleGuards, planoGuardMessages, planoStateRefusal } from '@portal/contracts/order-call/plano-machine';
import type { PlanoContext, PlanoEventType } from '@portal/contracts/order-call/plano-machine';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';

/** plano-producao-<id>: one state once registered. */
const planos = agregadoDeMaquina<PlanoContext>(
  'plano-producao',
  { machine: planoMachine, ruleGuards: planoRuleGuards, guardMessages: planoGuardMessages, stateRefusal: planoStateRefusal },
  { estado: (c) => (c.planoId ? 'cadastrado' : null) },
);
export const { streamType: PLANO_STREAM_TYPE, stream: planoStream, contexto: contextoDoPlano } = planos;

const porMaquina: Handler = (current, e) => {
  const c = planos.contextoApos(current, e);
  const row: Row = {
    id: c.planoId ?? planos.idOf(e),
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

export const planoAggregate = planos.comProjecoes(planosProjection);
