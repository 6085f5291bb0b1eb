/**
 * The order's boletos (spec §2.3 item 10: table with Inserir and Salvar). The boletos engineer fills this slot; until then
 * it renders nothing.
 */
export function PedidoBoletos(_props: { pedidoId: number | null }) {
  return null;
}
