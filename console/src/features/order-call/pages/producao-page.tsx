import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import { BarraContagem, CarregarMais, useListaCrescente } from '../../../shared/list-controls.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import type { LinhaPlano } from '@portal/contracts/order-call/schemas';
import { usePlanos } from '../hooks/use-planos.ts';

/** /producao: the production plans (Ano, Mês), add and edit (spec 002 §2.10). */
export default function ProducaoPage() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const { lista, rows, total, mais } = useListaCrescente(usePlanos);
  return (
    <section className="producao">
      <BarraContagem respondeu={lista.data !== undefined} mostrados={rows.length} total={total}>
        <Button label="Novo plano" icon="pi pi-plus" size="small" disabled={!editavel} onClick={() => navigate('/ordercall/detail')} />
      </BarraContagem>
      {lista.isError && <p className="form-error">{ocmsg.erroCarregar}</p>}
      <DataTable value={rows} loading={lista.isPending} emptyMessage={msg.nenhumRegistro} size="small" aria-label="Planos de produção" dataKey="id">
        <Column field="anoFiscal" header="Ano" />
        <Column header="Mês" body={(r: LinhaPlano) => r.mes.nome} />
        <Column header="Último processamento" body={(r: LinhaPlano) => formatDateTime(r.ultimoProcessamento)} />
        <Column
          header="Editar"
          body={(r: LinhaPlano) => (
            <Button icon="pi pi-pencil" text rounded aria-label={`Editar ${r.anoFiscal} ${r.mes.nome}`} onClick={() => navigate(`/ordercall/detail/${r.id}`)} />
          )}
        />
      </DataTable>
      <CarregarMais mostrados={rows.length} total={total} carregando={lista.isFetching} onClick={mais} />
    </section>
  );
}
