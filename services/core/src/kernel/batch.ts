import type { Db } from './db.ts';
import { emTransacao } from './db.ts';
import { Refused } from './errors.ts';

/** Per-item answer of bulk actions: status 1 done, 0 refused (descricao says why), 2 redirect to a direct-sales request. */
export interface Resultado {
  id: number;
  status: 0 | 1 | 2;
  descricao: string;
}

export interface Lote<A, E extends { type: string }> {
  /** records one item's event (the event store's command on the item's stream); a Refused is the item's refusal */
  aplicar: (trx: Db, id: number, evento: E) => Promise<unknown>;
  /** the items, by id, already loaded and checked visible to the actor */
  alvos: Map<number, A>;
  ids: number[];
  /** 'cada': a refused item gets status 0 and the others go on; 'todos': any refusal refuses the whole request (422) */
  modo: 'cada' | 'todos';
  sucesso: string | ((e: E) => Resultado);
  /** the event for one item, or its answer when no event is needed (e.g. a refusal decided before the machine) */
  montar: (alvo: A, at: string) => E | Resultado;
  at: string;
  /** the answer of a refusal without a message */
  recusaPadrao: string;
}

/**
 * Applies one event per item, each to its own stream, in one transaction (the caller's, when there is one).
 * A concurrent writer on any of the streams aborts everything with 409: nothing is half-applied.
 */
export function emLote<A, E extends { type: string }>(db: Db, lote: Lote<A, E>): Promise<Resultado[]> {
  return emTransacao(db, async (trx) => {
    const out: Resultado[] = [];
    for (const id of [...new Set(lote.ids)]) {
      const ev = lote.montar(lote.alvos.get(id)!, lote.at);
      if (!('type' in ev)) {
        if (lote.modo === 'todos' && ev.status === 0) throw new Refused(ev.descricao);
        out.push(ev);
        continue;
      }
      try {
        await lote.aplicar(trx, id, ev);
        out.push(typeof lote.sucesso === 'string' ? { id, status: 1, descricao: lote.sucesso } : { ...lote.sucesso(ev), id });
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
        if (lote.modo === 'todos') throw e;
        out.push({ id, status: 0, descricao: e.errors[0] ?? lote.recusaPadrao });
      }
    }
    return out;
  });
}
