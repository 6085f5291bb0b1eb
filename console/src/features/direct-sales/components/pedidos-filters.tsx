import { DataFiltro, FilterBar, MarcasCampos, ModeloFiltro, PedidoChassiCampos } from '../../../shared/filter-fields.tsx';
import { DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import type { BarraDeFiltros } from '../../../shared/filtered-list.tsx';
import { useDealers, useGrupos, useModelos } from '../../../shared/lookups.ts';
import { useEtapasPedido, useStatusPedido } from '../hooks/use-lookups.ts';
import type { FiltrosPedidos } from '../filtros-pedidos.ts';
import { PrazoFiltro } from '../../../shared/prazo.tsx';

interface Props extends BarraDeFiltros<FiltrosPedidos> {
  /** importer staff filter by Grupo and Dealer; a dealer user sees its own orders only */
  porDealer: boolean;
}

/**
 * The order list's filters (spec §2.2): Pedido and Chassi (one per line), Grupo, Dealer, Modelo, Etapa atual, Status, the
 * registration date from/to, the two brands; Buscar and Limpar filtros.
 */
export function PedidosFilters({ valor: f, onChange, porDealer, ...barra }: Props) {
  const grupos = useGrupos();
  const dealers = useDealers();
  const modelos = useModelos();
  const etapas = useEtapasPedido();
  const status = useStatusPedido();
  const set = <K extends keyof FiltrosPedidos>(k: K, v: FiltrosPedidos[K]) => onChange({ ...f, [k]: v });
  const data = (k: 'dataDe' | 'dataAte', rotulo: string) => <DataFiltro rotulo={rotulo} valor={f[k]} id={`pedidos-${k}`} onChange={(v) => set(k, v)} />;
  return (
    <FilterBar rotulo="Filtros de pedidos" {...barra}>
      <PedidoChassiCampos pedido={f.pedido} chassi={f.chassi} onChange={set} />
      {porDealer && (
        <>
          <DropdownFiltro rotulo="Grupo" valor={f.concessionariaGrupoId} opcoes={grupos.data} busca onChange={(v) => set('concessionariaGrupoId', v)} />
          <DropdownFiltro rotulo="Dealer" valor={f.concessionariaId} opcoes={dealers.data} busca onChange={(v) => set('concessionariaId', v)} />
        </>
      )}
      <ModeloFiltro valor={f.tipoModeloAgrupadoId} opcoes={modelos.data} onChange={(v) => set('tipoModeloAgrupadoId', v)} />
      <DropdownFiltro rotulo="Etapa atual" valor={f.etapaId} opcoes={etapas.data} placeholder="Todas" onChange={(v) => set('etapaId', v)} />
      <DropdownFiltro rotulo="Status" valor={f.statusId} opcoes={status.data} onChange={(v) => set('statusId', v)} />
      <PrazoFiltro valor={f.prazo} onChange={(v) => set('prazo', v)} />
      {data('dataDe', 'Data de')}
      {data('dataAte', 'Data até')}
      <div className="vf-marcas">
        <MarcasCampos jaguar={f.jaguar} landrover={f.landrover} prefixo="pedidos" onChange={set} />
      </div>
    </FilterBar>
  );
}
