import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { popupMsg } from '@portal/contracts/popups/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useComunicados, type ComunicadoRow } from '../hooks/use-comunicados.ts';
import { fetchComunicado, type ComunicadoTextoData } from '../hooks/use-comunicado.ts';
import { ComunicadoDialog } from '../components/comunicado-dialog.tsx';
import { formatDate } from '../lib/dates.ts';
import { StatusTag } from '../components/status-tag.tsx';

const STEP = 10;

/** /comunicados: the announcements; the icon opens the text in a dialog, an inactive one shows 'O popup está inativo'. */
export default function ComunicadosPage() {
  const qc = useQueryClient();
  const [perPage, setPerPage] = useState(STEP);
  const [aberto, setAberto] = useState<ComunicadoTextoData | null>(null);
  const lista = useComunicados(perPage);
  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;

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
      {lista.isError && <p className="form-error">{lista.error.message}</p>}
      <DataTable value={rows} loading={lista.isPending} emptyMessage={msg.nenhumRegistro} size="small" aria-label="Comunicados" dataKey="id">
        <Column field="titulo" header="Nome do POP-UP" />
        <Column header="Período de" body={(r: ComunicadoRow) => formatDate(r.periodoDe)} />
        <Column header="Período até" body={(r: ComunicadoRow) => formatDate(r.periodoAte)} />
        <Column field="ordem" header="ordem de Exibição" />
        <Column header="Status" body={(r: ComunicadoRow) => <StatusTag status={r.status} />} />
        <Column
          header="Abrir"
          body={(r: ComunicadoRow) => <Button icon="pi pi-pencil" text rounded aria-label={`Abrir ${r.titulo}`} onClick={() => void abrir(r)} />}
        />
      </DataTable>
      {rows.length >= STEP && rows.length < total && (
        <div className="load-more">
          <Button label="Carregar mais" icon="pi pi-angle-down" text loading={lista.isFetching} onClick={() => setPerPage((n) => n + STEP)} />
        </div>
      )}
      <ComunicadoDialog comunicado={aberto} onClose={() => setAberto(null)} />
    </section>
  );
}
