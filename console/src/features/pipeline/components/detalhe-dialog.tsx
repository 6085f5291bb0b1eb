import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { call } from '../../../shared/api-client.ts';
import { downloadXlsx } from '../../../shared/download.ts';
import { consultaCelula, type Celula, type FiltrosPipeline, type VeiculoDetalhe } from '../model.ts';

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

/** The vehicles of a clicked cell (by day or by model), with Exportar and Voltar. */
export function DetalheDialog({ celula, filtros, todos, onClose }: { celula: Celula; filtros: FiltrosPipeline; todos: boolean; onClose: () => void }) {
  const query = consultaCelula(celula, filtros, todos);
  const path = celula.tipo === 'dia' ? 'pipeline/detalhe/dia' : 'pipeline/detalhe/modelo';
  const q = useQuery({
    queryKey: ['pipeline-detalhe', path, query],
    queryFn: () => call<{ rows: VeiculoDetalhe[]; total: number }>('GET', `veiculos/${path}`, { query }),
  });
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
        loading={q.isLoading}
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
