import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import { BarraContagem, CarregarMais, useListaCrescente } from '../../../shared/list-controls.tsx';
import { usePopups, type PopupRow } from '../hooks/use-popups.ts';
import { formatDate } from '../lib/dates.ts';
import { StatusTag } from '../components/status-tag.tsx';

/** /popup-manager: the pop-ups (Nome do POP-UP, Período de, Período até, ordem de Exibição, Status), Novo pop-up, edit. */
export default function PopupManagerPage() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const { lista, rows, total, mais } = useListaCrescente(usePopups);
  return (
    <section className="popup-manager">
      <BarraContagem respondeu={lista.data !== undefined} mostrados={rows.length} total={total}>
        <Button label="Novo pop-up" icon="pi pi-plus" size="small" disabled={!editavel} onClick={() => navigate('/popup-manager/new')} />
      </BarraContagem>
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
      <CarregarMais mostrados={rows.length} total={total} carregando={lista.isFetching} onClick={mais} />
    </section>
  );
}
