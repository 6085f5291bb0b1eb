import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { FiltroLista, ListaDealers, ListaGrupos, anosDoFiltro } from '../../../shared/filtro-lista.tsx';
import { useMeses, useTiposVenda } from '../../../shared/lookups.ts';
import type { FiltrosPipeline } from '../model.ts';

/** Group, dealer (administrators), sale type, start year and month; Buscar applies, the clear icon resets. */
export function PipelineFilters(props: { iniciais: FiltrosPipeline; aplicar: (f: FiltrosPipeline) => void; admin: boolean; anoAtual: number }) {
  const [f, setF] = useState(props.iniciais);
  const tipos = useTiposVenda();
  const meses = useMeses().data ?? [];
  const set = (k: keyof FiltrosPipeline) => (v: unknown) => setF({ ...f, [k]: (v as number | null) ?? null });
  return (
    <div className="filter-bar" aria-label="Filtros do pipeline">
      {props.admin && (
        <>
          <ListaGrupos ariaLabel="Grupo" valor={f.concessionariaGrupoId} placeholder="Grupo" mudar={set('concessionariaGrupoId')} />
          <ListaDealers ariaLabel="Dealer" inputId="pipeline-dealer" valor={f.concessionariaId} placeholder="Dealer" mudar={set('concessionariaId')} />
        </>
      )}
      <FiltroLista
        ariaLabel="Tipo de venda"
        valor={f.tipoVendaFaturamentoId}
        opcoes={tipos.data}
        rotulo="nome"
        placeholder="Tipo de venda"
        mudar={set('tipoVendaFaturamentoId')}
      />
      <Dropdown aria-label="Ano" value={f.ano} options={anosDoFiltro(props.anoAtual)} onChange={(e) => set('ano')(e.value)} />
      <Dropdown aria-label="Mês" value={f.mes} options={meses.map((m) => ({ label: m.nome, value: m.id }))} onChange={(e) => set('mes')(e.value)} />
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
