import type { ReactNode } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Selecao } from './selecao.tsx';

// The filter bar's plain fields, apart from its date and multi-line ones (filter-fields.tsx): the saved views and a
// list's Prazo cell use these, and importing them from there brought the calendar (~70 kB) into every list's first load.

/** One field of a filter bar (or of a dialog, with its own class): its label above the control. */
export function CampoFiltro({ rotulo, className = 'vf-field', children }: { rotulo: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <span>{rotulo}</span>
      {children}
    </div>
  );
}

export interface DropdownFiltroProps<V> {
  rotulo: string;
  valor: V | null;
  opcoes: object[] | undefined;
  /** the option field shown; 'nome' unless told */
  texto?: string;
  /** the option field kept; 'id' unless told */
  chave?: string;
  /** a search box over the options */
  busca?: boolean;
  /** an ✕ that clears the choice (then null); true unless told */
  limpar?: boolean;
  placeholder?: string;
  /** the accessible name, when not the label */
  nome?: string;
  className?: string;
  onChange: (v: V | null) => void;
  /** shown under the select (e.g. the field's error) */
  children?: ReactNode;
}

/** A single-choice field of a filter bar (label, clearable, placeholder 'Todos' unless told). */
export function DropdownFiltro<V = number>({
  rotulo,
  valor,
  opcoes,
  texto = 'nome',
  chave = 'id',
  busca,
  limpar = true,
  placeholder = 'Todos',
  nome = rotulo,
  className,
  onChange,
  children,
}: DropdownFiltroProps<V>) {
  return (
    <CampoFiltro rotulo={rotulo} className={className}>
      <Selecao<V>
        valor={valor}
        opcoes={opcoes}
        texto={texto}
        chave={chave}
        busca={busca}
        limpar={limpar}
        placeholder={placeholder}
        nome={nome}
        onChange={onChange}
      />
      {children}
    </CampoFiltro>
  );
}

/** A checkbox of a filter bar with its label after it (Jaguar, Land Rover, Enviadas, Recebidas). */
export function CheckboxFiltro({ rotulo, valor, id, onChange }: { rotulo: string; valor: boolean; id: string; onChange: (v: boolean) => void }) {
  return (
    <label>
      <Checkbox checked={valor} onChange={(e) => onChange(e.checked === true)} inputId={id} /> {rotulo}
    </label>
  );
}
