import { vmsg } from '@portal/contracts/vehicles/messages';
import { toast } from '../../../shared/toasts.tsx';
import type { Resultado } from '../model.ts';

/** Per-vehicle answers of a bulk action: errors (status 0) with their descriptions, the successes once. True when all went through. */
export function mostrarResultados(rs: Resultado[], rotulo: (id: number) => string): boolean {
  const erros = rs.filter((r) => r.status === 0);
  const ok = rs.filter((r) => r.status !== 0);
  for (const e of erros) toast.error(`${rotulo(e.id)}: ${e.descricao}`);
  const textos = [...new Set(ok.map((r) => r.descricao))];
  for (const t of textos) toast.success(t);
  return erros.length === 0;
}

/** A failure of the action itself (not per vehicle): the spec's generic message when the server gave none. */
export const falhaGenerica = () => toast.error(vmsg.algoErrado);
