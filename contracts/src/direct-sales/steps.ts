/**
 * The steps of a direct-sales order (spec direct-sales §4.1, DECISIONS.md "Direct-sales orders (the step machine)").
 * Ids are the spec's; 4 and 14 are never current: they are history markers written when the boleto insertion is confirmed
 * (4 on the regular path, 14 with pré-pagamento).
 */
export const STEP = {
  cadastro: 0,
  reprovado: 1,
  aprovacaoVenda: 2,
  cadastroCliente: 3,
  marcadorBoletoRegular: 4,
  faturamento: 5,
  inserirBoletoComprovante: 6,
  liberadoTransporte: 7,
  veiculoEnviado: 8,
  cancelado: 9,
  inserirBoletos: 10,
  aprovarComprovante: 11,
  cadastroClientePre: 12,
  faturamentoPre: 13,
  marcadorBoletoPre: 14,
  concluido: 15,
} as const;
export type StepId = (typeof STEP)[keyof typeof STEP];
/** The steps an order can stand at (every step but the markers 4 and 14). */
export type StepAtual = Exclude<StepId, typeof STEP.marcadorBoletoRegular | typeof STEP.marcadorBoletoPre>;
/** The markers of the boleto insertion (history rows only). */
export const STEPS_MARCADORES: readonly StepId[] = [STEP.marcadorBoletoRegular, STEP.marcadorBoletoPre];

/**
 * Friendly names (spec §4.1). 12 and 13 say '(pré-pagamento)' so that the Etapa filter and the history tell them from 3 and 5;
 * the names of the markers 4 and 14 are ours.
 */
export const NOME_STEP: Record<StepId, string> = {
  0: 'Cadastro',
  1: 'Reprovado',
  2: 'Aprovação de venda',
  3: 'Cadastro de cliente',
  4: 'Inserção de boleto confirmada',
  5: 'Faturamento',
  6: 'Inserir Boleto/Comprovante de pagamento',
  7: 'Liberado para transporte',
  8: 'Veículo enviado',
  9: 'Cancelado',
  10: 'Inserir Boletos',
  11: 'Aprovar comprovante de pagamento',
  12: 'Cadastro de cliente (pré-pagamento)',
  13: 'Faturamento (pré-pagamento)',
  14: 'Inserção de boleto confirmada',
  15: 'Pedido concluído',
};

/**
 * Progress bar percents (spec §4.1). 4 and 14 are never current: 4 takes the regular path's gap between 3 (36.36) and 5 (54.54),
 * 45.45, and 14, the same marker on the pré-pagamento path, the same.
 */
export const PROGRESSO_STEP: Record<StepId, number> = {
  0: 9.09,
  1: 18.18,
  2: 27.27,
  3: 36.36,
  4: 45.45,
  5: 54.54,
  6: 63.63,
  7: 72.72,
  8: 81.81,
  9: 100,
  10: 36.36,
  11: 45.45,
  12: 54.54,
  13: 63.63,
  14: 45.45,
  15: 100,
};

/** The order machine's state for each step an order can stand at. */
export const ESTADO_DO_STEP_ATUAL = {
  0: 'cadastro',
  1: 'reprovado',
  2: 'aprovacaoVenda',
  3: 'cadastroCliente',
  5: 'faturamento',
  6: 'inserirBoletoComprovante',
  7: 'liberadoTransporte',
  8: 'veiculoEnviado',
  9: 'cancelado',
  10: 'inserirBoletos',
  11: 'aprovarComprovante',
  12: 'cadastroClientePre',
  13: 'faturamentoPre',
  15: 'concluido',
} as const satisfies Record<StepAtual, string>;
/** A state of the order machine that is a step (every state but `inexistente`). */
export type EstadoPedido = (typeof ESTADO_DO_STEP_ATUAL)[StepAtual];
/** Every state of the order machine. */
export type EstadoMaquinaPedido = 'inexistente' | EstadoPedido;

/**
 * The machine state of a step, for resolving a stored context (`machine.resolveState({ value, context })`).
 * The markers 4 and 14 are no state (null): an order never stands at them.
 */
export const ESTADO_DO_STEP: Record<StepId, EstadoPedido | null> = { ...ESTADO_DO_STEP_ATUAL, 4: null, 14: null };

/** The step of a machine state (`inexistente` has none). */
export const STEP_DO_ESTADO = Object.fromEntries(Object.entries(ESTADO_DO_STEP_ATUAL).map(([step, estado]) => [estado, Number(step)])) as Record<
  EstadoPedido,
  StepAtual
>;

/** Whether a number is a step id of the table (the API's `steps.id`). */
export const ehStepId = (n: unknown): n is StepId => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 15;
/** Whether a step is one an order can stand at (not a marker). */
export const ehStepAtual = (s: StepId): s is StepAtual => s !== STEP.marcadorBoletoRegular && s !== STEP.marcadorBoletoPre;
/** The steps 9 and 15 close the order: nothing is edited there. */
export const stepFechado = (s: StepId | null) => s === STEP.cancelado || s === STEP.concluido;
