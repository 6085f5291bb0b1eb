import type { EventMetadata } from '../kernel/actor.ts';

/** The metadata of an event a test appends straight to the store (an administrator, a fixed time). */
export const METADADOS_DE_TESTE: EventMetadata = {
  userId: 1,
  nome: 'Teste',
  role: 'Administrador',
  espelhoAdminId: null,
  concessionariaId: null,
  correlationId: 'c-1',
  at: '2026-11-21T10:00:00.000Z',
};
