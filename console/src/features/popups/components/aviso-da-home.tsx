import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { PopupHtml } from './popup-html.tsx';

/** One of the home's notice pop-ups (`PopupHomeDialog`): its title and HTML, 'n de total', Fechar advances. */
export default function AvisoDaHome({
  titulo,
  texto,
  indice,
  total,
  onFechar,
}: {
  titulo: string;
  texto: string;
  indice: number;
  total: number;
  onFechar: () => void;
}) {
  return (
    <Dialog
      header={titulo}
      visible
      onHide={onFechar}
      modal
      closable={false}
      style={{ width: 'min(640px, 95vw)' }}
      className="home-popup"
      footer={<Button label="Fechar" icon="pi pi-times" onClick={onFechar} autoFocus />}
      aria-label={`Aviso ${indice + 1} de ${total}`}
    >
      <PopupHtml html={texto} />
      <p className="muted home-popup-count">
        {indice + 1} de {total}
      </p>
    </Dialog>
  );
}
