import type { FiltrosSpecQuery } from '@portal/contracts/settings/specs-schemas';

/** The filter bar's fields as typed (texts trimmed when sent). */
export interface Filtros {
  numeroPedido: string;
  chassi: string;
  concessionariaId: number | null;
  situacao: number | null;
  status: number | null;
}
export const FILTROS_VAZIOS: Filtros = { numeroPedido: '', chassi: '', concessionariaId: null, situacao: null, status: null };
/** The list's and the export's query: blank texts are not sent as filters. */
export const consulta = (f: Filtros): FiltrosSpecQuery => ({
  numeroPedido: f.numeroPedido.trim() || null,
  chassi: f.chassi.trim() || null,
  concessionariaId: f.concessionariaId,
  situacao: f.situacao,
  status: f.status,
});
