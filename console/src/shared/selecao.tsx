import { Dropdown } from 'primereact/dropdown';

export interface SelecaoProps<V> {
  valor: V | null;
  opcoes: readonly object[] | undefined;
  /** the option field shown; 'nome' unless told */
  texto?: string;
  /** the option field kept; 'id' unless told */
  chave?: string;
  /** the input's id (for a label's htmlFor) */
  id?: string;
  /** the accessible name, when no label names it */
  nome?: string;
  placeholder?: string;
  /** a search box over the options */
  busca?: boolean;
  /** an ✕ that clears the choice (then null) */
  limpar?: boolean;
  desabilitado?: boolean;
  onChange: (v: V | null) => void;
}

/** A single-choice select (PrimeReact Dropdown) over `{ id, nome }` options, or the fields told; a cleared choice is null. */
export function Selecao<V = number>(p: SelecaoProps<V>) {
  return (
    <Dropdown
      inputId={p.id}
      value={p.valor}
      options={p.opcoes ? [...p.opcoes] : []}
      optionLabel={p.texto ?? 'nome'}
      optionValue={p.chave ?? 'id'}
      onChange={(e) => p.onChange((e.value as V | null | undefined) ?? null)}
      filter={p.busca}
      showClear={p.limpar}
      placeholder={p.placeholder}
      disabled={p.desabilitado}
      aria-label={p.nome}
    />
  );
}
