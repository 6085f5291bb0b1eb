import { Dropdown } from 'primereact/dropdown';
import { useDealers, useGrupos } from './lookups.ts';

/** A filter over a lookup list (region, group, dealer, sale type): the chosen id, or null once cleared. */
type Comum = { inputId?: string; ariaLabel?: string; valor: number | null; placeholder: string; mudar: (v: number | null) => void };

export function FiltroLista<T extends { id: number }>(p: {
  inputId?: string;
  ariaLabel?: string;
  valor: number | null;
  opcoes: T[] | undefined;
  /** the field shown for each option */
  rotulo: keyof T & string;
  placeholder: string;
  filtrar?: boolean;
  mudar: (v: number | null) => void;
}) {
  return (
    <Dropdown
      inputId={p.inputId}
      aria-label={p.ariaLabel}
      value={p.valor}
      options={p.opcoes ?? []}
      optionLabel={p.rotulo}
      optionValue="id"
      placeholder={p.placeholder}
      showClear
      filter={p.filtrar}
      onChange={(e) => p.mudar((e.value as number | null) ?? null)}
    />
  );
}

/** The years a report filter offers: next year and the five before it. */
export const anosDoFiltro = (anoAtual: number) => Array.from({ length: 6 }, (_, i) => anoAtual + 1 - i).map((a) => ({ label: String(a), value: a }));

/** Grupo: the dealer groups, searchable. */
export function ListaGrupos(p: Comum) {
  return <FiltroLista {...p} opcoes={useGrupos().data} rotulo="nome" filtrar />;
}
/** Dealer: every dealer, searchable. */
export function ListaDealers(p: Comum) {
  return <FiltroLista {...p} opcoes={useDealers().data} rotulo="nome" filtrar />;
}
