import { ListaPaginada, type ListaPaginadaProps } from '../../../shared/lista-paginada.tsx';
import { usePopups, type PopupRow } from '../hooks/use-popups.ts';
import { COLUNAS_POPUP } from '../components/colunas-popup.tsx';

const POPUPS: ListaPaginadaProps<PopupRow> = {
  consulta: usePopups,
  colunas: COLUNAS_POPUP,
  rotulo: 'Pop-ups',
  novo: { rotulo: 'Novo pop-up', rota: '/popup-manager/new' },
  editar: (r) => ({ rotulo: `Editar ${r.titulo}`, rota: `/popup-manager/${r.id}` }),
};

/** /popup-manager: the pop-ups (Nome do POP-UP, Período de, Período até, ordem de Exibição, Status), paged on the server, Novo pop-up, edit. */
export default function PopupManagerPage() {
  return <ListaPaginada className="popup-manager" {...POPUPS} />;
}
