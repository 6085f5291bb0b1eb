import { condition, continueAsNew, proxyActivities, setHandler } from '@temporalio/workflow';
import { CONCILIAR_A_CADA } from '@portal/contracts/boletos/workflows';
import type { BoletoActivities } from './activities.ts';
import { boletoCanceladoSignal, boletoPagoSignal, varrerBoletosAgoraSignal } from './signals.ts';

const { registrarBoletoNoBanco, conciliarPagamentoBoleto, marcarBoletoVencido, baixarBoletoNoBanco } = proxyActivities<BoletoActivities>({
  startToCloseTimeout: '30 seconds',
  // the bank may be away for a while: keep trying, the registration is idempotent by boleto id
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});
const { iniciarBoletosPendentes } = proxyActivities<BoletoActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export type FimBoleto = 'pago' | 'cancelado';

/**
 * Workflow id `boleto-<boletoId>`: registers the boleto with the bank (Não Emitido → Emitido), then waits for the payment
 * (signal `boletoPago`, checked with the bank every few hours in case a notice was lost) or the end of the due date,
 * when it marks the boleto Vencido and goes on waiting (a Vencido boleto can still be paid, or be replaced). It ends on
 * payment or cancellation (signal `boletoCancelado`, after which the title is written off at the bank). The due date is an
 * argument, so a worker restarted mid-wait resumes the same timers; every activity is idempotent.
 */
export async function boletoWorkflow(boletoId: number, venceEm: string): Promise<FimBoleto> {
  const fim = new Date(venceEm).getTime();
  let pagoSinal = false;
  let cancelado = false;
  setHandler(boletoPagoSignal, () => void (pagoSinal = true));
  setHandler(boletoCanceladoSignal, () => void (cancelado = true));

  const registro = await registrarBoletoNoBanco(boletoId);
  if (registro === 'cancelado') {
    await baixarBoletoNoBanco(boletoId);
    return 'cancelado';
  }
  let vencido = false;
  for (;;) {
    if (cancelado) {
      await baixarBoletoNoBanco(boletoId);
      return 'cancelado';
    }
    if (pagoSinal) {
      pagoSinal = false;
      const r = await conciliarPagamentoBoleto(boletoId);
      if (r === 'pago') return 'pago';
      if (r === 'encerrado') {
        await baixarBoletoNoBanco(boletoId);
        return 'cancelado';
      }
    }
    const ate = vencido ? CONCILIAR_A_CADA : Math.max(1000, Math.min(fim - Date.now(), 6 * 3600_000));
    const sinal = await condition(() => pagoSinal || cancelado, ate);
    if (sinal) continue;
    // a timer ended: ask the bank (a notice may have been lost), then see whether the due date has passed
    const r = await conciliarPagamentoBoleto(boletoId);
    if (r === 'pago') return 'pago';
    if (r === 'encerrado') {
      await baixarBoletoNoBanco(boletoId);
      return 'cancelado';
    }
    if (!vencido && Date.now() >= fim) {
      const v = await marcarBoletoVencido(boletoId);
      vencido = v === 'vencido';
    }
  }
}

/** Workflow id `varrer-boletos`: every minute (or at once on its signal) starts the pending `boleto-<id>` workflows. */
export async function varrerBoletosWorkflow(): Promise<void> {
  let agora = false;
  setHandler(varrerBoletosAgoraSignal, () => void (agora = true));
  for (let volta = 0; volta < 100; volta++) {
    agora = false;
    await iniciarBoletosPendentes();
    await condition(() => agora, '1 minute');
  }
  await continueAsNew<typeof varrerBoletosWorkflow>();
}
