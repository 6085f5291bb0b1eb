import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import type { PopupRow } from '../hooks/use-popups.ts';
import { formatDate } from '../lib/dates.ts';
import { StatusTag } from './status-tag.tsx';

type Linha = Pick<PopupRow, 'titulo' | 'periodoDe' | 'periodoAte' | 'ordem' | 'status'>;

/** The pop-up lists' columns (/popup-manager and /comunicados): Nome do POP-UP, Período de, Período até, ordem de Exibição, Status. */
export const COLUNAS_POPUP: ColunaTabela<Linha>[] = [
  { titulo: 'Nome do POP-UP', valor: (r) => r.titulo },
  { titulo: 'Período de', valor: (r) => formatDate(r.periodoDe) },
  { titulo: 'Período até', valor: (r) => formatDate(r.periodoAte) },
  { titulo: 'ordem de Exibição', valor: (r) => r.ordem },
  { titulo: 'Status', valor: (r) => <StatusTag status={r.status} /> },
];
