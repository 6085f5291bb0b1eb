import { formatDateTime } from '../../../shared/format.ts';
import { ListTable, type PaginacaoServidor } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import type { LinhaConf } from '@portal/contracts/settings/schemas';
import { POR_PAGINA_CONF } from '../hooks/use-configuracoes.ts';

/** A setting's history (date, value, user), 8 rows a page (spec §9 "Settings tables: 8 per page"), paged on the server. */
export function ConfHistorico(props: {
  titulo: string;
  rows: LinhaConf[];
  servidor: PaginacaoServidor;
  loading: boolean;
  valor?: (r: LinhaConf) => string;
  colunaValor?: string;
  extra?: { header: string; body: (r: LinhaConf) => string };
}) {
  const colunas: ColunaTabela<LinhaConf>[] = [
    ...(props.extra ? [{ titulo: props.extra.header, valor: props.extra.body }] : []),
    { titulo: props.colunaValor ?? 'Período informado', valor: (r) => (props.valor ? props.valor(r) : r.periodoInformado) },
    { titulo: 'Data da alteração', valor: (r) => formatDateTime(r.dataAlteracao) },
    { titulo: 'Usuário', valor: (r) => r.usuario },
  ];
  return (
    <ListTable
      rows={props.rows}
      colunas={colunas}
      rotulo={`Histórico: ${props.titulo}`}
      porPagina={POR_PAGINA_CONF}
      carregando={props.loading}
      servidor={props.servidor}
    />
  );
}
