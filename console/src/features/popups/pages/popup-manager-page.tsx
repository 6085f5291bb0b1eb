import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useScreenPermission } from '../../../shared/permission.ts';
import { ListaPaginada } from '../../../shared/lista-paginada.tsx';
import { usePopups } from '../hooks/use-popups.ts';
import { COLUNAS_POPUP } from '../components/colunas-popup.tsx';

/** /popup-manager: the pop-ups (Nome do POP-UP, Período de, Período até, ordem de Exibição, Status), paged on the server, Novo pop-up, edit. */
export default function PopupManagerPage() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  return (
    <section className="popup-manager">
      <ListaPaginada
        consulta={usePopups}
        colunas={COLUNAS_POPUP}
        rotulo="Pop-ups"
        botoes={<Button label="Novo pop-up" icon="pi pi-plus" size="small" disabled={!editavel} onClick={() => navigate('/popup-manager/new')} />}
        acoes={(r) => <Button icon="pi pi-pencil" text rounded aria-label={`Editar ${r.titulo}`} onClick={() => navigate(`/popup-manager/${r.id}`)} />}
      />
    </section>
  );
}
