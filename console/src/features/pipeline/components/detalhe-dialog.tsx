import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { downloadXlsx } from '../../../shared/download.ts';
import type { Detalhe } from '@portal/contracts/reports/schemas';
import { consultaCelula, type Celula, type FiltrosPipeline } from '../model.ts';
import { POR_PAGINA, useDetalhe } from '../hooks/use-detalhe.ts';
import { paginaNoServidor } from '../../../shared/list-table-model.ts';

type VeiculoDetalhe = Detalhe['data']['rows'][number];

const COLUNAS: [keyof VeiculoDetalhe, string][] = [
  ['pedido', 'Pedido'],
  ['chassi', 'Chassi'],
  ['modelo', 'Modelo'],
  ['derivativo', 'Derivativo'],
  ['my', 'MY'],
  ['corExterna', 'Cor externa'],
  ['dealer', 'Dealer'],
  ['statusDescricao', 'Status'],
  ['tipoVenda', 'Tipo de venda'],
  ['dataDisponibilidade', 'Disponibilidade'],
  ['dataSolicitacaoFaturamento', 'Solicitação'],
  ['dataFaturamento', 'Faturamento'],
];

/** The vehicles of a clicked cell (by day or by model), a page at a time, with Exportar (the whole cell) and Voltar. */
export function DetalheDialog({ celula, filtros, todos, onClose }: { celula: Celula; filtros: FiltrosPipeline; todos: boolean; onClose: () => void }) {
  const query = consultaCelula(celula, filtros, todos);
  const path = celula.tipo === 'dia' ? 'pipeline/detalhe/dia' : 'pipeline/detalhe/modelo';
  const [page, setPage] = useState(1);
  const q = useDetalhe(path, query, page);
  const footer = (
    <>
      <Button label="Voltar" outlined onClick={onClose} />
      <Button
        label="Exportar"
        icon="pi pi-file-excel"
        onClick={() => void downloadXlsx('GET', `relatorios/${path}`, { query, fallback: 'Pipeline Detalhe' }).catch(() => undefined)}
      />
    </>
  );
  return (
    <Dialog header={celula.titulo} visible onHide={onClose} footer={footer} style={{ width: 'min(1100px, 95vw)' }}>
      <DataTable
        value={q.data?.rows ?? []}
        loading={q.isFetching}
        {...paginaNoServidor(page, POR_PAGINA, q.data?.total, setPage)}
        paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
        currentPageReportTemplate="{first}–{last} de {totalRecords}"
        emptyMessage="Nenhum registro encontrado"
        size="small"
        scrollable
        scrollHeight="55vh"
        dataKey="id"
      >
        {COLUNAS.map(([campo, titulo]) => (
          <Column key={campo} field={campo} header={titulo} />
        ))}
      </DataTable>
    </Dialog>
  );
}
