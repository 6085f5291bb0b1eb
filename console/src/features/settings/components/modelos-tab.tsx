import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { msg } from '@portal/contracts/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import type { TipoModeloItem } from '@portal/contracts/settings/specs-schemas';
import { useTiposModelo } from '../hooks/use-tipos-modelo.ts';

const STEP = 10;

/** /settings/1: model management — the model types with their codes; Adicionar Novo → /modelo, Editar → /modelo/{id}. */
export function ModelosTab() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const [perPage, setPerPage] = useState(STEP);
  const lista = useTiposModelo(perPage);
  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;
  return (
    <section>
      <div className="filter-bar">
        <span className="muted">{lista.data ? `${rows.length} de ${total}` : ''}</span>
        <div className="filter-bar-actions">
          {editavel && <Button label="Adicionar Novo" icon="pi pi-plus" size="small" onClick={() => navigate('/modelo')} />}
        </div>
      </div>
      <DataTable value={rows} loading={lista.isPending} emptyMessage={msg.nenhumRegistro} size="small" aria-label="Modelos" dataKey="id">
        <Column field="descricao" header="Modelo" />
        <Column
          header="Códigos"
          body={(r: TipoModeloItem) => (
            <span className="chips">
              {r.codigos.map((c) => (
                <Tag
                  key={c.id}
                  value={c.codigo}
                  severity={c.status ? 'info' : 'secondary'}
                  className={c.status ? '' : 'inativo'}
                  title={c.status ? 'Ativo' : 'Inativo'}
                />
              ))}
            </span>
          )}
        />
        <Column
          header="Status"
          body={(r: TipoModeloItem) => <Tag value={r.btnStatus ? 'Ativo' : 'Inativo'} severity={r.btnStatus ? 'success' : 'secondary'} />}
        />
        <Column
          header={editavel ? 'Editar' : 'Ver'}
          body={(r: TipoModeloItem) => (
            <Button
              icon={editavel ? 'pi pi-pencil' : 'pi pi-eye'}
              text
              rounded
              aria-label={`${editavel ? 'Editar' : 'Ver'} ${r.descricao}`}
              onClick={() => navigate(`/modelo/${r.id}`)}
            />
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
