import { swapMachine, swapRuleGuards, swapGuardMessages, swapStateRefusal, contextoInicialTroca } from '@portal/contracts/swaps/swap-machine';
import type { SwapContext, SwapEventType } from '@portal/contracts/swaps/swap-machine';
import { ESTADO_DA_TROCA, type StatusTroca } from '@portal/contracts/swaps/status';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';
import { notificacoesDe } from '../notificacoes/index.ts';
import { avisosDaTroca } from './avisos.ts';
import { prazosProjection } from '../prazos/index.ts';

/** troca-<id>: its state is the one of its status; the `trocas` row keeps its context as columns (`rowToContext`). */
const trocas = agregadoDeMaquina<SwapContext>(
  'troca',
  { machine: swapMachine, ruleGuards: swapRuleGuards, guardMessages: swapGuardMessages, stateRefusal: swapStateRefusal },
  { estado: (c) => (c.status === null ? null : ESTADO_DA_TROCA[c.status]), daLinha: rowToContext },
);
export const { streamType: SWAP_STREAM_TYPE, stream: swapStream, evolve: evolveSwap } = trocas;

const iso = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

function rowToContext(r: Row): SwapContext {
  return {
    ...contextoInicialTroca,
    trocaId: Number(r.id),
    status: Number(r.status) as StatusTroca,
    veiculoInteresseId: r.veiculo_interesse_id as number,
    concessionariaDonaId: r.concessionaria_dona_id as number,
    concessionariaDonaGrupoId: (r.concessionaria_dona_grupo_id as number | null) ?? null,
    concessionariaSolicitanteId: r.concessionaria_solicitante_id as number,
    concessionariaSolicitanteGrupoId: (r.concessionaria_solicitante_grupo_id as number | null) ?? null,
    veiculosPropostos: (r.veiculos_propostos as number[]).map(Number),
    veiculoPropostoAceitoId: (r.veiculo_proposto_aceito_id as number | null) ?? null,
    contatoNome: r.contato_nome as string,
    contatoEmail: r.contato_email as string,
    contatoTelefone: r.contato_telefone as string,
    comentario: (r.comentario as string | null) ?? null,
    solicitadoEm: iso(r.solicitado_em),
    solicitadoPorId: (r.solicitado_por_id as number | null) ?? null,
    solicitadoPorNome: (r.solicitado_por_nome as string | null) ?? null,
    venceEm: iso(r.vence_em),
    respondidoEm: iso(r.respondido_em),
    respondidoPorId: (r.respondido_por_id as number | null) ?? null,
    respondidoPorNome: (r.respondido_por_nome as string | null) ?? null,
    automatica: Boolean(r.automatica),
    motivo: (r.motivo as string | null) ?? null,
  };
}

function contextToRow(c: SwapContext, e: StoredEvent): Row {
  return {
    id: c.trocaId ?? trocas.idOf(e),
    status: c.status,
    veiculo_interesse_id: c.veiculoInteresseId,
    concessionaria_dona_id: c.concessionariaDonaId,
    concessionaria_dona_grupo_id: c.concessionariaDonaGrupoId,
    concessionaria_solicitante_id: c.concessionariaSolicitanteId,
    concessionaria_solicitante_grupo_id: c.concessionariaSolicitanteGrupoId,
    veiculos_propostos: c.veiculosPropostos,
    veiculo_proposto_aceito_id: c.veiculoPropostoAceitoId,
    contato_nome: c.contatoNome,
    contato_email: c.contatoEmail,
    contato_telefone: c.contatoTelefone,
    comentario: c.comentario,
    solicitado_em: iso(c.solicitadoEm),
    solicitado_por_id: c.solicitadoPorId,
    solicitado_por_nome: c.solicitadoPorNome,
    vence_em: iso(c.venceEm),
    respondido_em: iso(c.respondidoEm),
    respondido_por_id: c.respondidoPorId,
    respondido_por_nome: c.respondidoPorNome,
    automatica: c.automatica,
    motivo: c.motivo,
    ultima_posicao: e.position,
  };
}

/** trocas: one row per swap request, the machine's context as columns (the lists and the counter read it). */
const porMaquina: Handler = (current, e) => contextToRow(trocas.contextoApos(current, e), e);
export const trocasProjection = projecaoPorStream<SwapEventType>(trocas, {
  table: 'trocas',
  // every swap event moves the machine: the row is its context after the event
  on: {
    TrocaSolicitada: porMaquina,
    TrocaAceita: porMaquina,
    TrocaRejeitada: porMaquina,
    TrocaCedida: porMaquina,
    TrocaCancelada: porMaquina,
    TrocaExpirada: porMaquina,
    TrocaEncerrada: porMaquina,
    TrocaAutomatica: porMaquina,
  },
});

/** trocas, the notifications its requests and answers make (avisos.ts), and `prazos`: the requests waiting for an answer */
export const swapAggregate = trocas.comProjecoes(trocasProjection, notificacoesDe(trocas.streamType, avisosDaTroca(trocas.evolve)), prazosProjection);
