import { antecedenciaDoLembrete, lembreteDoPrazo } from '@portal/contracts/prazos/prazo';
import { fimDoVencimento } from '@portal/contracts/boletos/workflows';
import { MOVIMENTOS_DO_PEDIDO } from '@portal/contracts/direct-sales/order-machine';
import { PRAZO_DEFINIDO, PRAZO_LEMBRETE, PRAZO_STREAM_TYPE, PRAZO_VENCIDO } from '@portal/contracts/prazos/workflows';
import type { Projection, Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';

const iso = (v: unknown) => new Date(String(v)).toISOString();

type Abertura = { concessionaria_id: number | null; estado: string; iniciado_em: string; vence_em: string };

/** How one stream type opens and closes its waiting records' deadlines. */
interface FonteDePrazo {
  tipo: string;
  streamType: string;
  /**
   * What an event does to the deadline: opens it (the record enters its waiting state: the row's facts), moves it to
   * another waiting state (`{ estado }`: the deadline stays), or ends it (null)
   */
  abre(e: StoredEvent, current: Row | undefined): Abertura | { estado: string } | null;
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

/**
 * boleto-<id>: awaiting payment from BoletoCriado (its due date, to the end of that day in Brasília) through Emitido and
 * Vencido, until paid, reissued or cancelled. The due date is the one printed on the boleto: a calendar date, not counted.
 */
const boleto: FonteDePrazo = {
  tipo: 'boleto',
  streamType: 'boleto',
  eventos: ['BoletoCriado', 'BoletoEmitido', 'BoletoVencido', 'BoletoPago', 'BoletoReemitido', 'BoletoCancelado'],
  abre: (e, current) => {
    if (e.type === 'BoletoCriado')
      return {
        concessionaria_id: Number(e.data.concessionariaId),
        estado: 'Não Emitido',
        iniciado_em: iso(e.data.at),
        vence_em: fimDoVencimento(String(e.data.dataVencimento)),
      };
    if (!current) return null;
    if (e.type === 'BoletoEmitido') return { estado: 'Emitido' };
    if (e.type === 'BoletoVencido') return { estado: 'Vencido' };
    return null;
  },
};

/**
 * veiculo-<id>: a billing request awaiting release (test drive, fleet…: FaturamentoSolicitado with its `venceEm`, conf15
 * business days) until the back office releases or refuses it. Keyed by the vehicle: it has one request at a time.
 */
const faturamento: FonteDePrazo = {
  tipo: 'faturamento',
  streamType: 'veiculo',
  eventos: ['FaturamentoSolicitado', 'FaturamentoLiberado', 'FaturamentoRecusado'],
  abre: (e) =>
    e.type === 'FaturamentoSolicitado' && e.data.venceEm
      ? {
          concessionaria_id: Number(e.data.dealerSolicitanteId),
          estado: 'Aguardando liberação',
          iniciado_em: iso(e.data.at),
          vence_em: iso(e.data.venceEm),
        }
      : null,
};

/**
 * pedido-<id>: a direct-sales order in an approval step the importer answers (sale, client registration, billing, payment
 * proof). Each move into such a step carries its `prazoEtapaEm` (conf16 business days) and starts the deadline again;
 * any other move (back to the dealer, onwards, cancelled) ends it.
 */
const pedido: FonteDePrazo = {
  tipo: 'pedido',
  streamType: 'pedido',
  eventos: MOVIMENTOS_DO_PEDIDO,
  abre: (e) =>
    e.data.prazoEtapaEm ? { concessionaria_id: null, estado: 'Aguardando aprovação', iniciado_em: iso(e.data.at), vence_em: iso(e.data.prazoEtapaEm) } : null,
};

/**
 * nota-fiscal-<id>: a commission invoice in an approval step (Provisionamento, Aprovado Vendas, Aprovado Diretoria). Each
 * move into one carries its `prazoEtapaEm` (conf17 business days); paid or rejected ends it. The dealer is the invoice's.
 */
const notaFiscal: FonteDePrazo = {
  tipo: 'nota-fiscal',
  streamType: 'nota-fiscal',
  eventos: ['NotaFiscalAtrelada', 'VendasAprovadas', 'DiretoriaAprovada', 'PagamentoRealizado', 'NotaFiscalReprovada'],
  abre: (e, current) =>
    e.data.prazoEtapaEm
      ? {
          concessionaria_id:
            e.data.concessionariaId != null ? Number(e.data.concessionariaId) : ((current?.concessionaria_id as number | null | undefined) ?? null),
          estado: 'Aguardando aprovação',
          iniciado_em: iso(e.data.at),
          vence_em: iso(e.data.prazoEtapaEm),
        }
      : null,
};

/**
 * A deadline with no record of its own (a KPI month's lock, conf10): its stream `prazo-<chave>` opens it with
 * PrazoDefinido, appended by the save of the setting, and each new date moves it (a new wait: a new reminder and a new
 * timer). It never ends: past its day the month stays locked (`vencido_em` marked by the timer).
 */
function definido(e: StoredEvent): Row {
  const iniciado = iso(e.data.at);
  const vence = iso(e.data.venceEm);
  const tipo = String(e.data.tipo);
  return {
    chave: String(e.data.chave),
    tipo,
    registro_id: Number(e.data.registroId),
    concessionaria_id: null,
    estado: 'Aberto',
    iniciado_em: iniciado,
    vence_em: vence,
    lembrete_em: lembreteDoPrazo(iniciado, vence, antecedenciaDoLembrete(tipo)),
    lembrado_em: e.data.lembradoEm ? iso(e.data.lembradoEm) : null,
    vencido_em: null,
    ultima_posicao: e.position,
  };
}

const FONTES: readonly FonteDePrazo[] = [troca, boleto, faturamento, pedido, notaFiscal];
const porStream = new Map(FONTES.map((f) => [f.streamType, f]));
const idDoStream = (streamId: string, streamType: string) => Number(streamId.slice(streamType.length + 1));

/**
 * `prazos`: one row per waiting record with a deadline, keyed `<tipo>-<id>`, from the records' own events (the deadline
 * the event carries; the reminder at 08:00 Brasília of the deadline's day, a boleto's 3 business days before, `lembreteDoPrazo`) and from the deadline
 * stream `prazo-<tipo>-<id>` (PrazoLembrete, PrazoVencido mark when each fired; PrazoDefinido opens a deadline with no
 * record of its own, a KPI month's lock). Registered with each record's aggregate (its events write it inline) and once
 * in the rebuild.
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
      ? e.type === PRAZO_LEMBRETE || e.type === PRAZO_VENCIDO || e.type === PRAZO_DEFINIDO
      : (porStream.get(e.streamType)?.eventos.includes(e.type) ?? false),
  evolve(current, e) {
    if (e.streamType === PRAZO_STREAM_TYPE) {
      if (e.type === PRAZO_DEFINIDO) return definido(e);
      // a mark after the record left its wait (a race with the answer) changes nothing
      if (!current) return null;
      // the row's `ultima_posicao` stays the record's own: a mark comes from another stream, and raising it would make the
      // inline projection skip a record event positioned before the mark but committed after it (eventstore/projection.ts)
      const col = e.type === PRAZO_LEMBRETE ? 'lembrado_em' : 'vencido_em';
      return { ...current, [col]: iso(e.data.at) };
    }
    const fonte = porStream.get(e.streamType)!;
    const aberto = fonte.abre(e, current);
    if (!aberto) return null;
    if (!('vence_em' in aberto)) return current ? { ...current, estado: aberto.estado, ultima_posicao: e.position } : null;
    const registroId = idDoStream(e.streamId, e.streamType);
    return {
      chave: `${fonte.tipo}-${registroId}`,
      tipo: fonte.tipo,
      registro_id: registroId,
      ...aberto,
      lembrete_em: lembreteDoPrazo(aberto.iniciado_em, aberto.vence_em, antecedenciaDoLembrete(fonte.tipo)),
      lembrado_em: null,
      vencido_em: null,
      ultima_posicao: e.position,
    };
  },
};
