import type { StoredEvent } from './types.ts';

/** The streams of one aggregate type, `<streamType>-<id>` (`boleto-3`, `troca-7`): the one place that spells the id's form. */
export interface TipoDeStream {
  streamType: string;
  /** the stream of aggregate `id` */
  stream(id: number): string;
  /** the aggregate id back from a stream id */
  idDoStream(streamId: string): number;
  /** the aggregate id of the stream an event was stored in (a projection's key) */
  idOf(event: Pick<StoredEvent, 'streamId'>): number;
}

export function tipoDeStream(streamType: string): TipoDeStream {
  const idDoStream = (streamId: string) => Number(streamId.slice(streamType.length + 1));
  return { streamType, stream: (id) => `${streamType}-${id}`, idDoStream, idOf: (e) => idDoStream(e.streamId) };
}

/** The machine's context a read model keeps whole in its `contexto` column (jsonb, or its text from a raw query). */
export const contextoGuardado = <C>(row: { contexto?: unknown }): C => (typeof row.contexto === 'string' ? JSON.parse(row.contexto) : row.contexto) as C;
