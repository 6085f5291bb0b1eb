import type { ReactNode } from 'react';
import { Calendario } from '../../../shared/calendario.tsx';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { CampoForm } from '../../../shared/formulario.tsx';

/** A labelled form field of the KPI sub-screens. */
export function Rotulado({ id, rotulo, children }: { id: string; rotulo: string; children: ReactNode }) {
  return (
    <CampoForm id={id} rotulo={rotulo} className="kpi-form-campo">
      {children}
    </CampoForm>
  );
}

export function Selecao<T extends number | boolean | string>(p: {
  id: string;
  rotulo: string;
  valor: T | null;
  opcoes: { value: T; label: string }[];
  mudar: (v: T | null) => void;
  desabilitado?: boolean;
}) {
  return (
    <Rotulado id={p.id} rotulo={p.rotulo}>
      <Dropdown
        inputId={p.id}
        aria-label={p.rotulo}
        placeholder="Selecione"
        value={p.valor}
        options={p.opcoes}
        disabled={p.desabilitado}
        filter={p.opcoes.length > 10}
        onChange={(e) => p.mudar((e.value as T | undefined) ?? null)}
      />
    </Rotulado>
  );
}

export function Dinheiro(p: {
  id: string;
  rotulo: string;
  valor: number | null;
  mudar: (v: number | null) => void;
  aoSair?: () => void;
  somenteLeitura?: boolean;
}) {
  return (
    <Rotulado id={p.id} rotulo={p.rotulo}>
      <InputNumber
        inputId={p.id}
        aria-label={p.rotulo}
        mode="currency"
        currency="BRL"
        locale="pt-BR"
        value={p.valor}
        readOnly={p.somenteLeitura}
        onValueChange={(e) => p.mudar(e.value ?? null)}
        onBlur={p.aoSair}
      />
    </Rotulado>
  );
}

export function Inteiro(p: { id: string; rotulo: string; valor: number | null; mudar: (v: number | null) => void; somenteLeitura?: boolean; max?: number }) {
  return (
    <Rotulado id={p.id} rotulo={p.rotulo}>
      <InputNumber
        inputId={p.id}
        aria-label={p.rotulo}
        useGrouping={false}
        maxFractionDigits={0}
        max={p.max}
        value={p.valor}
        readOnly={p.somenteLeitura}
        onValueChange={(e) => p.mudar(e.value === null || e.value === undefined ? null : Math.trunc(e.value))}
      />
    </Rotulado>
  );
}

const paraData = (iso: string | null) => (iso ? new Date(`${iso}T12:00:00`) : null);
const paraIso = (d: Date | null | undefined) =>
  d ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` : null;

/** A date picked from the calendar only (typing disabled, spec 002 §5.7), dd/MM/yyyy. */
export function DataPicker(p: { id: string; rotulo: string; valor: string | null; mudar: (v: string | null) => void }) {
  return (
    <Rotulado id={p.id} rotulo={p.rotulo}>
      <Calendario
        inputId={p.id}
        aria-label={p.rotulo}
        dateFormat="dd/mm/yy"
        readOnlyInput
        showButtonBar
        value={paraData(p.valor)}
        onChange={(e) => p.mudar(paraIso(e.value as Date | null))}
      />
    </Rotulado>
  );
}
