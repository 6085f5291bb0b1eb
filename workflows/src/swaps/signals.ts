import { defineSignal } from '@temporalio/workflow';
import { SINAIS_TROCA, VARRER_TROCAS_AGORA } from '@portal/contracts/swaps/workflows';

/** The answers that end `expiracao-troca-<trocaId>` before its timer (the API sends them after the command commits). */
export const trocaAceitaSignal = defineSignal(SINAIS_TROCA.aceita);
export const trocaRejeitadaSignal = defineSignal(SINAIS_TROCA.rejeitada);
export const trocaCedidaSignal = defineSignal(SINAIS_TROCA.cedida);
export const trocaCanceladaSignal = defineSignal(SINAIS_TROCA.cancelada);
export const trocaEncerradaSignal = defineSignal(SINAIS_TROCA.encerrada);
export const SINAIS_DE_RESPOSTA = [trocaAceitaSignal, trocaRejeitadaSignal, trocaCedidaSignal, trocaCanceladaSignal, trocaEncerradaSignal] as const;

/** Wakes the sweep of pending expiry starts at once. */
export const varrerTrocasAgoraSignal = defineSignal(VARRER_TROCAS_AGORA);
