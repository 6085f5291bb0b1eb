import { useState } from 'react';
import { Button } from 'primereact/button';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { toast } from '../../../shared/toasts.tsx';
import { FilteredList } from '../../../shared/filtered-list.tsx';
import { ehAdmin, useActor, type VeiculoRow } from '../model.ts';
import { useLista } from '../hooks/use-lista.ts';
import { FILTROS_VAZIOS, VeiculoFilters, opcoesDaBarraVeiculo } from './veiculo-filters.tsx';
import { VeiculoList } from './veiculo-list.tsx';
import { LogVeiculoDialog } from './log-veiculo-dialog.tsx';

const CAMPOS = [] as const;

/** Histórico de Veículos: paged list, Pedido/Chassi filters, Visualizações (administrators), Log do Veículo. */
export function HistoricoVeiculosTab() {
  const admin = ehAdmin(useActor());
  const lista = useLista('veiculos/pedidos/listar', FILTROS_VAZIOS, CAMPOS, undefined, { lista: 'distribuition.historico' });
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
    <FilteredList
      filtros={lista.filtros}
      opcoesDaBarra={opcoesDaBarraVeiculo(lista.filtros)}
      ordenavel
      consulta={lista.consulta}
      barraFiltros={(p) => <VeiculoFilters {...p} campos={CAMPOS} />}
      acoes={{
        toolbar: true,
        botoes: <Button label="Log do Veículo" icon="pi pi-history" size="small" outlined disabled={selecao.length === 0} onClick={abrirLog} />,
      }}
      visoes={admin}
      lista={(p) => (
        <VeiculoList
          {...p}
          selecao={selecao}
          onSelecao={setSelecao}
          acoes={(r) => <AcaoLinha icone="pi pi-history" rotulo={`Log do Veículo ${r.pedido}`} dica="Log do Veículo" onClick={() => setLogId(r.id)} />}
          rotulo="Histórico de Veículos"
        />
      )}
    >
      <LogVeiculoDialog veiculoId={logId} onClose={() => setLogId(null)} />
    </FilteredList>
  );
}
