import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { ComunicadoTextoData } from '../hooks/use-comunicado.ts';
import { PopupHtml } from './popup-html.tsx';

/** An announcement's text (Comunicados), with Fechar. */
export function ComunicadoDialog({ comunicado, onClose }: { comunicado: ComunicadoTextoData | null; onClose: () => void }) {
  return (
    <Dialog
      header={comunicado?.titulo}
      visible={comunicado !== null}
      onHide={onClose}
      modal
      style={{ width: 'min(640px, 95vw)' }}
      footer={<Button label="Fechar" icon="pi pi-times" onClick={onClose} />}
    >
      {comunicado && <PopupHtml html={comunicado.texto} />}
    </Dialog>
  );
}
