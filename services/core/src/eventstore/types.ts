/** Metadata stored with every accepted event (docs/architecture.md "How a command travels"). */
export interface EventMetadata {
  userId: number | null;
  nome: string | null;
  role: string | null;
  espelhoAdminId: number | null;
  espelhoAdminNome?: string | null;
  concessionariaId: number | null;
  correlationId: string | null;
  at: string;
}

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
