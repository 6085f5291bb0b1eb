import { InputTextarea } from 'primereact/inputtextarea';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { bmsg } from '@portal/contracts/boletos/messages';
import type { BarraDeFiltros } from '../../../shared/filtered-list.tsx';
import { useStatusBoleto } from '../hooks/use-boletos.ts';
import type { FiltrosBoletos } from '../model.ts';

/** The filters of /boletos (spec §2.4): Pedido (one per line), Status ('Selecione um Status'), Buscar, Limpar and Exportar Pedidos. */
export function BoletosFilters({ valor, onChange, onBuscar, onLimpar, onExportar, exportando }: BarraDeFiltros<FiltrosBoletos>) {
  const status = useStatusBoleto();
  return (
    <form
      className="vehicle-filters"
      aria-label="Filtros de boletos"
      onSubmit={(e) => {
        e.preventDefault();
        onBuscar();
      }}
    >
      <label className="vf-field">
        <span>Pedido</span>
        <InputTextarea
          value={valor.pedido}
          onChange={(e) => onChange({ ...valor, pedido: e.target.value })}
          rows={2}
          autoResize
          placeholder="Um por linha"
          aria-label="Pedido"
        />
      </label>
      <div className="vf-field">
        <span>Status</span>
        <Dropdown
          value={valor.statusId}
          options={status.data ?? []}
          optionLabel="nome"
          optionValue="id"
          onChange={(e) => onChange({ ...valor, statusId: (e.value as number | null | undefined) ?? null })}
          showClear
          placeholder={bmsg.selecioneStatus}
          aria-label="Status"
        />
      </div>
      <div className="vf-buttons">
        <Button type="submit" label="Buscar" icon="pi pi-search" />
        <Button type="button" label="Limpar" icon="pi pi-filter-slash" outlined onClick={onLimpar} />
        {onExportar && <Button type="button" label="Exportar Pedidos" icon="pi pi-file-excel" outlined loading={exportando} onClick={onExportar} />}
      </div>
    </form>
  );
}
