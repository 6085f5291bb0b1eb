import type { EventMetadata } from '../kernel/actor.ts';

export interface NewEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export interface StoredEvent {
  position: string;
  streamId: string;
  streamType: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recordedAt: string;
}
