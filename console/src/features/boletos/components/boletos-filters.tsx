import { bmsg } from '@portal/contracts/boletos/messages';
import type { BarraDeFiltros } from '../../../shared/filtered-list.tsx';
import { FilterBar, LinhasFiltro } from '../../../shared/filter-fields.tsx';
import { DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import { PrazoFiltro } from '../../../shared/prazo.tsx';
import { useStatusBoleto } from '../hooks/use-boletos.ts';
import type { FiltrosBoletos } from '../model.ts';

/** The filters of /boletos (spec §2.4): Pedido (one per line), Status ('Selecione um Status'), Buscar, Limpar and Exportar Pedidos. */
export function BoletosFilters({ valor, onChange, onBuscar, onLimpar, onExportar, exportando }: BarraDeFiltros<FiltrosBoletos>) {
  const status = useStatusBoleto();
  const barra = { onBuscar, onLimpar, onExportar, exportando };
  return (
    <FilterBar rotulo="Filtros de boletos" rotuloLimpar="Limpar" rotuloExportar="Exportar Pedidos" {...barra}>
      <LinhasFiltro rotulo="Pedido" valor={valor.pedido} onChange={(pedido) => onChange({ ...valor, pedido })} />
      <DropdownFiltro
        rotulo="Status"
        valor={valor.statusId}
        opcoes={status.data}
        placeholder={bmsg.selecioneStatus}
        onChange={(statusId) => onChange({ ...valor, statusId })}
      />
      <PrazoFiltro valor={valor.prazo ?? null} onChange={(prazo) => onChange({ ...valor, prazo })} />
    </FilterBar>
  );
}
