/**
 * Boleto statuses (spec direct-sales §3 "Order boleto", §4.4; `pedidos/tipos-status/`): 4 is Cancelado, and boletos with status 4
 * are ignored in counts. Vencido (5) is the status the boleto screen shows once the due date has passed unpaid.
 */
export const STATUS_BOLETO = { naoEmitido: 1, emitido: 2, pago: 3, cancelado: 4, vencido: 5 } as const;
export type StatusBoleto = (typeof STATUS_BOLETO)[keyof typeof STATUS_BOLETO];
export type EstadoBoleto = keyof typeof STATUS_BOLETO;

export const NOME_STATUS_BOLETO: Record<StatusBoleto, string> = {
  1: 'Não Emitido',
  2: 'Emitido',
  3: 'Pago',
  4: 'Cancelado',
  5: 'Vencido',
};

/** The boleto machine's state of each status, and back. */
export const ESTADO_DO_STATUS_BOLETO = Object.fromEntries(Object.entries(STATUS_BOLETO).map(([k, v]) => [v, k])) as Record<StatusBoleto, EstadoBoleto>;

/** Payment form of a boleto (spec §3: tipoPagamento Total or Parcial). */
export const TIPO_PAGAMENTO_BOLETO = { total: 'Total', parcial: 'Parcial' } as const;
export type TipoPagamentoBoleto = (typeof TIPO_PAGAMENTO_BOLETO)[keyof typeof TIPO_PAGAMENTO_BOLETO];

/** Counted among the order's boletos (spec §4.4: status 4 is ignored in counts). */
export const boletoConta = (status: number | null) => status !== null && status !== STATUS_BOLETO.cancelado;
/** Still to be paid: neither paid nor cancelled (the release for transport asks for none of these). */
export const boletoEmAberto = (status: number | null) =>
  status === STATUS_BOLETO.naoEmitido || status === STATUS_BOLETO.emitido || status === STATUS_BOLETO.vencido;

/** Days from issue to due date (spec direct-sales §5.1, §9: the due date is the issue date plus 5 days, moved off a weekend). */
export const PRAZO_VENCIMENTO_DIAS = 5;
