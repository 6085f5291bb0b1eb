import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { msg } from '@portal/contracts/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import { BarraContagem, CarregarMais, useListaCrescente } from '../../../shared/list-controls.tsx';
import type { TipoModeloItem } from '@portal/contracts/settings/specs-schemas';
import { useTiposModelo } from '../hooks/use-tipos-modelo.ts';

/** /settings/1: model management — the model types with their codes; Adicionar Novo → /modelo, Editar → /modelo/{id}. */
export function ModelosTab() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const { lista, rows, total, mais } = useListaCrescente(useTiposModelo);
  return (
    <section>
      <BarraContagem respondeu={lista.data !== undefined} mostrados={rows.length} total={total}>
        {editavel && <Button label="Adicionar Novo" icon="pi pi-plus" size="small" onClick={() => navigate('/modelo')} />}
      </BarraContagem>
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
      <CarregarMais mostrados={rows.length} total={total} carregando={lista.isFetching} onClick={mais} />
    </section>
  );
}
