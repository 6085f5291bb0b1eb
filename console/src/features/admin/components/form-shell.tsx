import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { InputText } from 'primereact/inputtext';
import { InputSwitch } from 'primereact/inputswitch';
import { Dropdown } from 'primereact/dropdown';
import { msg } from '@portal/contracts/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useGruposPerfil } from '../hooks/use-grupos-perfil.ts';

interface Props {
  titulo: string;
  /** where Voltar goes */
  voltar: string;
  /** edit forms show skeleton placeholders while loading */
  carregando: boolean;
  onSalvar?: () => void;
  children?: ReactNode;
  /** below the form (tables, history) */
  depois?: ReactNode;
}

/** The frame of every master form: title, fields, Voltar and Salvar. */
export function FormShell({ titulo, voltar, carregando, onSalvar, children, depois }: Props) {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  return (
    <section className="master-form" aria-label={titulo}>
      <h2 className="master-form-title">{titulo}</h2>
      {carregando ? (
        <div className="master-form-grid" data-testid="form-skeleton" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="form-field">
              <Skeleton width="40%" height="0.9rem" className="mb-2" />
              <Skeleton height="2.4rem" />
            </div>
          ))}
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // write actions check the permission first (spec 000 §6, §8)
            if (!editavel) toast.warn(msg.semPermissaoFuncionalidade);
            else onSalvar?.();
          }}
          noValidate
        >
          {children}
          <div className="master-form-actions">
            <Button type="button" label="Voltar" icon="pi pi-arrow-left" outlined onClick={() => navigate(voltar)} />
            <Button type="submit" label="Salvar" icon="pi pi-check" />
          </div>
        </form>
      )}
      {!carregando && depois}
    </section>
  );
}

/** A labelled field of the form grid. */
export function Field({ id, label, children, wide }: { id?: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`form-field${wide ? ' form-field-wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A switch with its label beside it. */
export function SwitchField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="form-switch">
      {children}
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A text field of the form grid. */
export function TextField({
  id,
  label,
  value,
  onChange,
  disabled,
  type,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
  type?: string;
  maxLength?: number;
}) {
  return (
    <Field id={id} label={label}>
      <InputText id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} maxLength={maxLength} disabled={disabled} />
    </Field>
  );
}

/** A switch field (InputSwitch with its label). */
export function ToggleField({
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: boolean;
  onChange: (v: boolean) => void;
  disabled: boolean;
}) {
  return (
    <SwitchField id={id} label={label}>
      <InputSwitch inputId={id} checked={value} onChange={(e) => onChange(!!e.value)} disabled={disabled} />
    </SwitchField>
  );
}

/** A single-choice field of the form grid (options keyed by id). */
export function SelectField<V = number>({
  id,
  label,
  value,
  options,
  optionLabel = 'nome',
  placeholder = 'Selecione',
  emptyMessage,
  filter,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: V | null;
  options: object[] | undefined;
  optionLabel?: string;
  placeholder?: string;
  emptyMessage?: string;
  filter?: boolean;
  onChange: (v: V) => void;
  disabled: boolean;
}) {
  return (
    <Field id={id} label={label}>
      <Dropdown
        inputId={id}
        value={value}
        options={options ?? []}
        optionLabel={optionLabel}
        optionValue="id"
        placeholder={placeholder}
        emptyMessage={emptyMessage}
        filter={filter}
        onChange={(e) => onChange(e.value as V)}
        disabled={disabled}
      />
    </Field>
  );
}

/** Grupo de perfil (the profile groups). */
export function GrupoPerfilField({
  id = 'grupo-perfil',
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value: number | null;
  onChange: (v: number) => void;
  disabled: boolean;
}) {
  const grupos = useGruposPerfil();
  return <SelectField id={id} label="Grupo de perfil" value={value} options={grupos.data} onChange={onChange} disabled={disabled} />;
}
