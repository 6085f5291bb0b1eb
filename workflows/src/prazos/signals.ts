import { defineSignal } from '@temporalio/workflow';
import { PRAZO_ENCERRADO, VARRER_PRAZOS_AGORA } from '@portal/contracts/prazos/workflows';

/** The record left its waiting state: `prazo-<chave>` ends without firing what is left. */
export const prazoEncerradoSignal = defineSignal(PRAZO_ENCERRADO);
/** Wakes the sweep of pending deadline starts at once. */
export const varrerPrazosAgoraSignal = defineSignal(VARRER_PRAZOS_AGORA);
