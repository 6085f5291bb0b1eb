import { useState } from 'react';
import { Button } from 'primereact/button';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { toast } from '../../../shared/toasts.tsx';
import { ehAdmin, useActor, type VeiculoRow } from '../model.ts';
import { useLista } from '../hooks/use-lista.ts';
import { FILTROS_VAZIOS, VeiculoFilters } from './veiculo-filters.tsx';
import { VeiculoList, VisaoToggle, type Visualizacao } from './veiculo-list.tsx';
import { LogVeiculoDialog } from './log-veiculo-dialog.tsx';

const CAMPOS = [] as const;

/** Histórico de Veículos: paged list, Pedido/Chassi filters, Visualizações (administrators), Log do Veículo. */
export function HistoricoVeiculosTab() {
  const admin = ehAdmin(useActor());
  const lista = useLista('veiculos/pedidos/listar', FILTROS_VAZIOS, CAMPOS);
  const [visao, setVisao] = useState<Visualizacao>('tabela');
  const [selecao, setSelecao] = useState<VeiculoRow[]>([]);
  const [logId, setLogId] = useState<number | null>(null);
  const abrirLog = () => {
    if (selecao.length !== 1) {
      toast.warn(vmsg.selecioneApenas1);
      return;
    }
    setLogId(selecao[0]!.id);
  };
  return (
    <div className="list-tab">
      <VeiculoFilters
        valor={lista.filtros.rascunho}
        onChange={lista.filtros.setRascunho}
        campos={CAMPOS}
        onBuscar={() => lista.filtros.buscar()}
        onLimpar={lista.filtros.limpar}
      />
      <div className="action-bar" role="toolbar" aria-label="Ações">
        <Button label="Log do Veículo" icon="pi pi-history" size="small" outlined disabled={selecao.length === 0} onClick={abrirLog} />
        {admin && <VisaoToggle valor={visao} onChange={setVisao} />}
      </div>
      <VeiculoList
        rows={lista.rows}
        total={lista.total}
        carregando={lista.q.isFetching}
        erro={lista.q.isError}
        visualizacao={admin ? visao : 'tabela'}
        selecao={selecao}
        onSelecao={setSelecao}
        acoes={(r) => (
          <Button
            icon="pi pi-history"
            rounded
            text
            size="small"
            aria-label={`Log do Veículo ${r.pedido}`}
            tooltip="Log do Veículo"
            onClick={() => setLogId(r.id)}
          />
        )}
        onCarregarMais={lista.carregarMais}
        rotulo="Histórico de Veículos"
      />
      <LogVeiculoDialog veiculoId={logId} onClose={() => setLogId(null)} />
    </div>
  );
}
