import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { MESES } from '@portal/contracts/vehicles/status';
import { call } from '../../../shared/api-client.ts';
import { useDealers, useGrupos } from '../../../shared/lookups.ts';
import type { FiltrosHome } from '../model.ts';

/** Year, month, region, group and dealer of the home reports (each refetches at once). */
export function HomeFilters({ filtros, onChange, anoAtual }: { filtros: FiltrosHome; onChange: (f: FiltrosHome) => void; anoAtual: number }) {
  const regioes = useQuery({
    queryKey: ['lookups', 'regionais'],
    queryFn: () => call<{ id: number; descricao: string }[]>('GET', 'participantes/regional'),
    staleTime: 300_000,
  });
  const grupos = useGrupos();
  const dealers = useDealers();
  const anos = Array.from({ length: 6 }, (_, i) => anoAtual + 1 - i).map((a) => ({ label: String(a), value: a }));
  const meses = MESES.map((m, i) => ({ label: m, value: i + 1 }));
  const set = (k: keyof FiltrosHome) => (v: number | null) => onChange({ ...filtros, [k]: v ?? null });
  return (
    <div className="filters" aria-label="Filtros dos relatórios">
      <label>
        Ano
        <Dropdown inputId="rel-ano" value={filtros.ano} options={anos} onChange={(e) => set('ano')(e.value as number)} />
      </label>
      <label>
        Mês
        <Dropdown inputId="rel-mes" value={filtros.mesId} options={meses} onChange={(e) => set('mesId')(e.value as number)} />
      </label>
      <label>
        Região
        <Dropdown
          inputId="rel-regiao"
          value={filtros.regionalId}
          options={regioes.data ?? []}
          optionLabel="descricao"
          optionValue="id"
          placeholder="Todas"
          showClear
          onChange={(e) => set('regionalId')(e.value as number | null)}
        />
      </label>
      <label>
        Grupo
        <Dropdown
          inputId="rel-grupo"
          value={filtros.concessionariaGrupoId}
          options={grupos.data ?? []}
          optionLabel="nome"
          optionValue="id"
          placeholder="Todos"
          showClear
          filter
          onChange={(e) => set('concessionariaGrupoId')(e.value as number | null)}
        />
      </label>
      <label>
        Dealer
        <Dropdown
          inputId="rel-dealer"
          value={filtros.concessionariaId}
          options={dealers.data ?? []}
          optionLabel="nome"
          optionValue="id"
          placeholder="Todos"
          showClear
          filter
          onChange={(e) => set('concessionariaId')(e.value as number | null)}
        />
      </label>
    </div>
  );
}
