import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { msg } from '@portal/contracts/messages';
import { formatDateTime } from '../../../shared/format.ts';
import type { LinhaConf } from '@portal/contracts/settings/schemas';
import { POR_PAGINA_CONF } from '../hooks/use-configuracoes.ts';

/** A setting's history (date, value, user), 8 rows a page. */
export function ConfHistorico(props: {
  titulo: string;
  rows: LinhaConf[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  valor?: (r: LinhaConf) => string;
  colunaValor?: string;
  extra?: { header: string; body: (r: LinhaConf) => string };
}) {
  return (
    <DataTable
      value={props.rows}
      lazy
      paginator={props.total > POR_PAGINA_CONF}
      rows={POR_PAGINA_CONF}
      first={(props.page - 1) * POR_PAGINA_CONF}
      totalRecords={props.total}
      onPage={(e) => props.onPage((e.page ?? 0) + 1)}
      loading={props.loading}
      emptyMessage={msg.nenhumRegistro}
      size="small"
      aria-label={`Histórico: ${props.titulo}`}
    >
      {props.extra && <Column header={props.extra.header} body={props.extra.body} />}
      <Column header={props.colunaValor ?? 'Período informado'} body={(r: LinhaConf) => (props.valor ? props.valor(r) : r.periodoInformado)} />
      <Column header="Data da alteração" body={(r: LinhaConf) => formatDateTime(r.dataAlteracao)} />
      <Column field="usuario" header="Usuário" />
    </DataTable>
  );
}
