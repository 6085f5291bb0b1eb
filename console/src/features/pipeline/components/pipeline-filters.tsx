import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { MESES } from '@portal/contracts/vehicles/status';
import { useDealers, useGrupos, useTiposVenda } from '../../../shared/lookups.ts';
import type { FiltrosPipeline } from '../model.ts';

/** Group, dealer (administrators), sale type, start year and month; Buscar applies, the clear icon resets. */
export function PipelineFilters(props: { iniciais: FiltrosPipeline; aplicar: (f: FiltrosPipeline) => void; admin: boolean; anoAtual: number }) {
  const [f, setF] = useState(props.iniciais);
  const grupos = useGrupos();
  const dealers = useDealers();
  const tipos = useTiposVenda();
  const set = (k: keyof FiltrosPipeline) => (v: unknown) => setF({ ...f, [k]: (v as number | null) ?? null });
  const anos = Array.from({ length: 6 }, (_, i) => props.anoAtual + 1 - i).map((a) => ({ label: String(a), value: a }));
  return (
    <div className="filter-bar" aria-label="Filtros do pipeline">
      {props.admin && (
        <>
          <Dropdown
            aria-label="Grupo"
            value={f.concessionariaGrupoId}
            options={grupos.data ?? []}
            optionLabel="nome"
            optionValue="id"
            placeholder="Grupo"
            showClear
            filter
            onChange={(e) => set('concessionariaGrupoId')(e.value)}
          />
          <Dropdown
            aria-label="Dealer"
            inputId="pipeline-dealer"
            value={f.concessionariaId}
            options={dealers.data ?? []}
            optionLabel="nome"
            optionValue="id"
            placeholder="Dealer"
            showClear
            filter
            onChange={(e) => set('concessionariaId')(e.value)}
          />
        </>
      )}
      <Dropdown
        aria-label="Tipo de venda"
        value={f.tipoVendaFaturamentoId}
        options={tipos.data ?? []}
        optionLabel="nome"
        optionValue="id"
        placeholder="Tipo de venda"
        showClear
        onChange={(e) => set('tipoVendaFaturamentoId')(e.value)}
      />
      <Dropdown aria-label="Ano" value={f.ano} options={anos} onChange={(e) => set('ano')(e.value)} />
      <Dropdown aria-label="Mês" value={f.mes} options={MESES.map((m, i) => ({ label: m, value: i + 1 }))} onChange={(e) => set('mes')(e.value)} />
      <Button label="Buscar" icon="pi pi-search" onClick={() => props.aplicar(f)} />
      <Button
        icon="pi pi-filter-slash"
        aria-label="Limpar filtros"
        text
        onClick={() => {
          setF(props.iniciais);
          props.aplicar(props.iniciais);
        }}
      />
    </div>
  );
}
