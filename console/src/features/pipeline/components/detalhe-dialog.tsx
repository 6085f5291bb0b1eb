import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { downloadXlsx } from '../../../shared/download.ts';
import type { Detalhe } from '@portal/contracts/reports/schemas';
import { consultaCelula, type Celula, type FiltrosPipeline } from '../model.ts';
import { POR_PAGINA, useDetalhe } from '../hooks/use-detalhe.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { colunasDosCampos } from '../../../shared/list-table-model.ts';
import { usePaginacao } from '../../../shared/lista-paginada.tsx';

type VeiculoDetalhe = Detalhe['data']['rows'][number];

const COLUNAS = colunasDosCampos<VeiculoDetalhe>([
  ['Pedido', 'pedido'],
  ['Chassi', 'chassi'],
  ['Modelo', 'modelo'],
  ['Derivativo', 'derivativo'],
  ['MY', 'my'],
  ['Cor externa', 'corExterna'],
  ['Dealer', 'dealer'],
  ['Status', 'statusDescricao'],
  ['Tipo de venda', 'tipoVenda'],
  ['Disponibilidade', 'dataDisponibilidade'],
  ['Solicitação', 'dataSolicitacaoFaturamento'],
  ['Faturamento', 'dataFaturamento'],
]);

/** The vehicles of a clicked cell (by day or by model), a page at a time (the shared list table, 50 first), with Exportar (the whole cell) and Voltar. */
export function DetalheDialog({ celula, filtros, todos, onClose }: { celula: Celula; filtros: FiltrosPipeline; todos: boolean; onClose: () => void }) {
  const query = consultaCelula(celula, filtros, todos);
  const path = celula.tipo === 'dia' ? 'pipeline/detalhe/dia' : 'pipeline/detalhe/modelo';
  const pagina = usePaginacao(POR_PAGINA);
  const q = useDetalhe(path, query, pagina.page, pagina.perPage);
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
      <ListTable
        rows={q.data?.rows ?? []}
        colunas={COLUNAS}
        rotulo={`Veículos: ${celula.titulo}`}
        porPagina={POR_PAGINA}
        carregando={q.isFetching}
        servidor={pagina.servidor(q.data?.total)}
        detalhes={false}
      />
    </Dialog>
  );
}
