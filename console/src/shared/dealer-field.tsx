import type React from 'react';
import { DropdownFiltro } from './campos-filtro.tsx';

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
    <DropdownFiltro
      rotulo="Dealer"
      nome={props.rotulo}
      valor={props.value}
      opcoes={props.opcoes}
      busca
      limpar={false}
      placeholder="Selecione o Dealer"
      className={props.className ?? 'vf-field modal-field'}
      onChange={props.onChange}
    >
      {props.children}
    </DropdownFiltro>
  );
}
