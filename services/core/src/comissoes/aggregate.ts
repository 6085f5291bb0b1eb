import { notaFiscalMachine, notaFiscalRuleGuards, notaFiscalGuardMessages, notaFiscalStateRefusal } from '@portal/contracts/comissoes/nota-machine';
import { estadoDaNota, type NotaFiscalContext, type NotaFiscalEventType } from '@portal/contracts/comissoes/nota-machine';
import { STEP_NF } from '@portal/contracts/comissoes/steps';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { prazosProjection } from '../prazos/index.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';
import { notificacoesDe } from '../notificacoes/index.ts';
import { avisosDaNota } from './avisos.ts';

/** nota-fiscal-<id>: its state is read from its step (`estadoDaNota`). */
const notasFiscais = agregadoDeMaquina<NotaFiscalContext>(
  'nota-fiscal',
  { machine: notaFiscalMachine, ruleGuards: notaFiscalRuleGuards, guardMessages: notaFiscalGuardMessages, stateRefusal: notaFiscalStateRefusal },
  { estado: (c) => (c.step === null ? null : estadoDaNota(c)) },
);
export const { streamType: NOTA_FISCAL_STREAM_TYPE, stream: notaFiscalStream, contexto: contextoDaNota } = notasFiscais;

function contextToRow(c: NotaFiscalContext, e: StoredEvent): Row {
  const pago = [...c.historico].reverse().find((h) => h.step === STEP_NF.pago);
  return {
    id: c.notaFiscalId ?? notasFiscais.idOf(e),
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
const porMaquina: Handler = (current, e) => contextToRow(notasFiscais.contextoApos(current, e), e);
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

/** notas_fiscais, the deadline of its approval steps (conf17), and the notifications of its steps to the profiles that move them (avisos.ts) */
export const notaFiscalAggregate = notasFiscais.comProjecoes(
  notasFiscaisProjection,
  prazosProjection,
  notificacoesDe(notasFiscais.streamType, avisosDaNota(notasFiscais.evolve)),
);
