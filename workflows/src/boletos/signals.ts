import { defineSignal } from '@temporalio/workflow';
import { SINAIS_BOLETO, VARRER_BOLETOS_AGORA } from '@portal/contracts/boletos/workflows';

export const boletoPagoSignal = defineSignal(SINAIS_BOLETO.pago);
export const boletoCanceladoSignal = defineSignal(SINAIS_BOLETO.cancelado);
export const varrerBoletosAgoraSignal = defineSignal(VARRER_BOLETOS_AGORA);
