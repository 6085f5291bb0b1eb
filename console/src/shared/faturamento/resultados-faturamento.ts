import { vmsg } from '@portal/contracts/vehicles/messages';
import type { Resultado } from '../api-types.ts';
import { toast } from '../toasts.tsx';

/**
 * Shows a billing request's per-vehicle answers (spec §4.2): refusals (status 0) as errors with the vehicle's name; a direct
 * sale (status 2) goes on to the direct-sales request; otherwise each text once ('Aguarde liberar sua solicitação de
 * FATURAMENTO.' in error style). Answers whether anything was done, and where to go next (or null).
 */
export function anunciarFaturamento(rs: Resultado[], nomeDe: (id: number) => string): { feito: boolean; destino: string | null } {
  const erros = rs.filter((r) => r.status === 0);
  if (erros.length) {
    for (const r of erros) toast.error(`${nomeDe(r.id)}: ${r.descricao}`);
    return { feito: rs.length > erros.length, destino: null };
  }
  const direta = rs.find((r) => r.status === 2);
  if (direta) {
    toast.success(direta.descricao);
    return { feito: true, destino: `/newrequest?tipo=solicitacao-direta-vd&veiculoId=${rs.map((r) => r.id).join(',')}` };
  }
  for (const t of new Set(rs.map((r) => r.descricao))) {
    if (t === vmsg.aguardeLiberar) toast.error(t);
    else toast.success(t);
  }
  return { feito: true, destino: null };
}
