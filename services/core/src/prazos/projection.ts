import { lembreteDoPrazo } from '@portal/contracts/prazos/prazo';
import { PRAZO_LEMBRETE, PRAZO_STREAM_TYPE, PRAZO_VENCIDO } from '@portal/contracts/prazos/workflows';
import type { Projection, Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';

const iso = (v: unknown) => new Date(String(v)).toISOString();

/** How one stream type opens and closes its waiting records' deadlines. */
interface FonteDePrazo {
  tipo: string;
  streamType: string;
  /** the row an event opens (the record enters its waiting state), or null: the event ends the wait */
  abre(e: StoredEvent): Omit<Row, 'chave' | 'tipo' | 'registro_id' | 'lembrete_em' | 'lembrado_em' | 'vencido_em' | 'ultima_posicao'> | null;
  /** the events that touch the deadline at all */
  eventos: readonly string[];
}

/** troca-<id>: a request is waiting for the owner's answer from TrocaSolicitada until any answer (or expiry). */
const troca: FonteDePrazo = {
  tipo: 'troca',
  streamType: 'troca',
  eventos: ['TrocaSolicitada', 'TrocaAceita', 'TrocaRejeitada', 'TrocaCedida', 'TrocaCancelada', 'TrocaExpirada', 'TrocaEncerrada', 'TrocaAutomatica'],
  abre: (e) =>
    e.type === 'TrocaSolicitada' && e.data.venceEm
      ? { concessionaria_id: Number(e.data.concessionariaDonaId), estado: 'Pendente', iniciado_em: iso(e.data.at), vence_em: iso(e.data.venceEm) }
      : null,
};

const FONTES: readonly FonteDePrazo[] = [troca];
const porStream = new Map(FONTES.map((f) => [f.streamType, f]));
const idDoStream = (streamId: string, streamType: string) => Number(streamId.slice(streamType.length + 1));

/**
 * `prazos`: one row per waiting record with a deadline, keyed `<tipo>-<id>`, from the records' own events (the deadline
 * the event carries; the reminder at 08:00 Brasília of the deadline's day, `lembreteDoPrazo`) and from the deadline
 * stream `prazo-<tipo>-<id>` (PrazoLembrete, PrazoVencido mark when each fired). Registered with each record's aggregate
 * (its events write it inline) and once in the rebuild.
 */
export const prazosProjection: Projection = {
  name: 'prazos',
  table: 'prazos',
  key: 'chave',
  streamTypes: [...FONTES.map((f) => f.streamType), PRAZO_STREAM_TYPE],
  keyOf: (e) =>
    e.streamType === PRAZO_STREAM_TYPE
      ? e.streamId.slice(PRAZO_STREAM_TYPE.length + 1)
      : `${porStream.get(e.streamType)!.tipo}-${idDoStream(e.streamId, e.streamType)}`,
  handles: (e) =>
    e.streamType === PRAZO_STREAM_TYPE
      ? e.type === PRAZO_LEMBRETE || e.type === PRAZO_VENCIDO
      : (porStream.get(e.streamType)?.eventos.includes(e.type) ?? false),
  evolve(current, e) {
    if (e.streamType === PRAZO_STREAM_TYPE) {
      // a mark after the record left its wait (a race with the answer) changes nothing
      if (!current) return null;
      const col = e.type === PRAZO_LEMBRETE ? 'lembrado_em' : 'vencido_em';
      return { ...current, [col]: iso(e.data.at), ultima_posicao: e.position };
    }
    const fonte = porStream.get(e.streamType)!;
    const aberto = fonte.abre(e);
    if (!aberto) return null;
    const registroId = idDoStream(e.streamId, e.streamType);
    return {
      chave: `${fonte.tipo}-${registroId}`,
      tipo: fonte.tipo,
      registro_id: registroId,
      ...aberto,
      lembrete_em: lembreteDoPrazo(String(aberto.iniciado_em), String(aberto.vence_em)),
      lembrado_em: null,
      vencido_em: null,
      ultima_posicao: e.position,
    };
  },
};
