import { Dropdown } from 'primereact/dropdown';
import { useMeses } from '../../../shared/lookups.ts';
import { FiltroLista, ListaDealers, ListaGrupos, anosDoFiltro } from '../../../shared/filtro-lista.tsx';
import type { FiltrosHome } from '../model.ts';
import { useRegionais } from '../hooks/use-regionais.ts';

/** Year, month, region, group and dealer of the home reports (each refetches at once). */
export function HomeFilters({ filtros, onChange, anoAtual }: { filtros: FiltrosHome; onChange: (f: FiltrosHome) => void; anoAtual: number }) {
  const regioes = useRegionais();
  const meses = (useMeses().data ?? []).map((m) => ({ label: m.nome, value: m.id }));
  const set = (k: keyof FiltrosHome) => (v: number | null) => onChange({ ...filtros, [k]: v ?? null });
  return (
    <div className="filters" aria-label="Filtros dos relatórios">
      <label>
        Ano
        <Dropdown inputId="rel-ano" value={filtros.ano} options={anosDoFiltro(anoAtual)} onChange={(e) => set('ano')(e.value as number)} />
      </label>
      <label>
        Mês
        <Dropdown inputId="rel-mes" value={filtros.mesId} options={meses} onChange={(e) => set('mesId')(e.value as number)} />
      </label>
      <label>
        Região
        <FiltroLista inputId="rel-regiao" valor={filtros.regionalId} opcoes={regioes.data} rotulo="descricao" placeholder="Todas" mudar={set('regionalId')} />
      </label>
      <label>
        Grupo
        <ListaGrupos inputId="rel-grupo" valor={filtros.concessionariaGrupoId} placeholder="Todos" mudar={set('concessionariaGrupoId')} />
      </label>
      <label>
        Dealer
        <ListaDealers inputId="rel-dealer" valor={filtros.concessionariaId} placeholder="Todos" mudar={set('concessionariaId')} />
      </label>
    </div>
  );
}
