import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import { usePopups, type PopupRow } from '../hooks/use-popups.ts';
import { formatDate } from '../lib/dates.ts';
import { StatusTag } from '../components/status-tag.tsx';

const STEP = 10;

/** /popup-manager: the pop-ups (Nome do POP-UP, Período de, Período até, ordem de Exibição, Status), Novo pop-up, edit. */
export default function PopupManagerPage() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const [perPage, setPerPage] = useState(STEP);
  const lista = usePopups(perPage);
  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;
  return (
    <section className="popup-manager">
      <div className="filter-bar">
        <span className="muted">{lista.data ? `${rows.length} de ${total}` : ''}</span>
        <div className="filter-bar-actions">
          <Button label="Novo pop-up" icon="pi pi-plus" size="small" disabled={!editavel} onClick={() => navigate('/popup-manager/new')} />
        </div>
      </div>
      {lista.isError && <p className="form-error">{lista.error.message}</p>}
      <DataTable value={rows} loading={lista.isPending} emptyMessage={msg.nenhumRegistro} size="small" aria-label="Pop-ups" dataKey="id">
        <Column field="titulo" header="Nome do POP-UP" />
        <Column header="Período de" body={(r: PopupRow) => formatDate(r.periodoDe)} />
        <Column header="Período até" body={(r: PopupRow) => formatDate(r.periodoAte)} />
        <Column field="ordem" header="ordem de Exibição" />
        <Column header="Status" body={(r: PopupRow) => <StatusTag status={r.status} />} />
        <Column
          header="Editar"
          body={(r: PopupRow) => (
            <Button icon="pi pi-pencil" text rounded aria-label={`Editar ${r.titulo}`} onClick={() => navigate(`/popup-manager/${r.id}`)} />
          )}
        />
      </DataTable>
      {rows.length >= STEP && rows.length < total && (
        <div className="load-more">
          <Button label="Carregar mais" icon="pi pi-angle-down" text loading={lista.isFetching} onClick={() => setPerPage((n) => n + STEP)} />
        </div>
      )}
    </section>
  );
}
