import type React from 'react';
import { Dropdown } from 'primereact/dropdown';

export interface OpcaoDealer {
  id: number;
  nome: string;
}

/** 'Dealer' select of the vehicle dialogs (allocation, pipeline, make available, billing request): searchable, by id. */
export function DealerField(props: {
  value: number | null;
  onChange: (id: number | null) => void;
  opcoes: OpcaoDealer[] | undefined;
  /** the accessible name, which says what the dealer is for ('Dealer da alocação', 'Dealer solicitante'…) */
  rotulo: string;
  className?: string;
  /** shown under the select (e.g. the field's error) */
  children?: React.ReactNode;
}) {
  return (
    <div className={props.className ?? 'vf-field modal-field'}>
      <span>Dealer</span>
      <Dropdown
        value={props.value}
        options={props.opcoes ?? []}
        optionLabel="nome"
        optionValue="id"
        filter
        placeholder="Selecione o Dealer"
        aria-label={props.rotulo}
        onChange={(e) => props.onChange(e.value as number | null)}
      />
      {props.children}
    </div>
  );
}
