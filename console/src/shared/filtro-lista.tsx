import { Dropdown } from 'primereact/dropdown';

/** A filter over a lookup list (region, group, dealer, sale type): the chosen id, or null once cleared. */
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
