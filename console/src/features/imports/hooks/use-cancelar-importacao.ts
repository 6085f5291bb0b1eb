import type { ImportacaoCancelada } from '@portal/contracts/imports/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST importacoes/{id}/cancelar: stops a running import between two batches. */
export const cancelarImportacao = (id: number) => call<ImportacaoCancelada>('POST', `importacoes/${id}/cancelar`);
