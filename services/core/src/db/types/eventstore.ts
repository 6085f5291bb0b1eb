import type { Generated, Selectable } from 'kysely';
import type { Json } from './columns.ts';

export interface EventsTable {
  position: Generated<string>;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  data: Json;
  metadata: Json;
  recorded_at: Generated<Date>;
}
export type EventRow = Selectable<EventsTable>;
export interface EventstoreTables {
  events: EventsTable;
}
