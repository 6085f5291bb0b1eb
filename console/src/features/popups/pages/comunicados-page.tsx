import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { popupMsg } from '@portal/contracts/popups/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useComunicados, type ComunicadoRow } from '../hooks/use-comunicados.ts';
import { fetchComunicado, type ComunicadoTextoData } from '../hooks/use-comunicado.ts';
import { ComunicadoDialog } from '../components/comunicado-dialog.tsx';
import { COLUNAS_POPUP } from '../components/colunas-popup.tsx';
import { ListaPaginada } from '../../../shared/lista-paginada.tsx';

/** /comunicados: the announcements, paged on the server; the icon opens the text in a dialog, an inactive one shows 'O popup está inativo'. */
export default function ComunicadosPage() {
  const qc = useQueryClient();
  const [aberto, setAberto] = useState<ComunicadoTextoData | null>(null);

  const abrir = async (r: ComunicadoRow) => {
    if (r.status !== 1) {
      toast.error(popupMsg.popupInativo);
      return;
    }
    try {
      setAberto(await fetchComunicado(qc, r.id));
    } catch {
      // the error toast (the server's reason) was shown by the call
    }
  };

  return (
    <section className="comunicados">
      <ListaPaginada
        consulta={useComunicados}
        colunas={COLUNAS_POPUP}
        rotulo="Comunicados"
        acoes={(r) => <Button icon="pi pi-pencil" text rounded aria-label={`Abrir ${r.titulo}`} onClick={() => void abrir(r)} />}
      />
      <ComunicadoDialog comunicado={aberto} onClose={() => setAberto(null)} />
    </section>
  );
}
