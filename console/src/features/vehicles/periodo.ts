import { vmsg } from '@portal/contracts/vehicles/messages';
type Periodo = { mesDe: number | null; mesAte: number | null; anoDe: number | null; anoAte: number | null };

/** The month/year pairs (spec §5): each start needs its end and each end its start. */
export function erroDoPeriodo(f: Periodo): string | null {
  if (f.mesDe && !f.mesAte) return vmsg.mesFim;
  if (f.mesAte && !f.mesDe) return vmsg.mesInicio;
  if (f.anoDe && !f.anoAte) return vmsg.anoFim;
  if (f.anoAte && !f.anoDe) return vmsg.anoInicio;
  return null;
}
