import { STEP, type StepId } from './steps.ts';

/** The order list's Status filter (`veiculos/pedidos/status`): where the order stands as a whole, derived from its step. */
export const STATUS_PEDIDO = { emAndamento: 1, reprovado: 2, concluido: 3, cancelado: 4 } as const;
export type StatusPedido = (typeof STATUS_PEDIDO)[keyof typeof STATUS_PEDIDO];
export const NOME_STATUS_PEDIDO: Record<StatusPedido, string> = { 1: 'Em andamento', 2: 'Reprovado', 3: 'Concluído', 4: 'Cancelado' };

export function statusDoStep(step: StepId): StatusPedido {
  if (step === STEP.cancelado) return STATUS_PEDIDO.cancelado;
  if (step === STEP.concluido) return STATUS_PEDIDO.concluido;
  if (step === STEP.reprovado) return STATUS_PEDIDO.reprovado;
  return STATUS_PEDIDO.emAndamento;
}

/** The steps of a status (the list filters on the step column). */
export function stepsDoStatus(status: StatusPedido): StepId[] {
  const especiais: StepId[] = [STEP.cancelado, STEP.concluido, STEP.reprovado];
  if (status === STATUS_PEDIDO.cancelado) return [STEP.cancelado];
  if (status === STATUS_PEDIDO.concluido) return [STEP.concluido];
  if (status === STATUS_PEDIDO.reprovado) return [STEP.reprovado];
  return (Object.values(STEP) as StepId[]).filter((s) => !especiais.includes(s) && s !== STEP.marcadorBoletoRegular && s !== STEP.marcadorBoletoPre);
}

/** Sale types of an order (spec §3). */
export const TIPO_VENDA_PEDIDO = { 1: 'Venda Direta', 2: 'PCD', 3: 'CSDealer' } as const;
