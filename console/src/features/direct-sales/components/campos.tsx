import type { ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputMask } from 'primereact/inputmask';
import { InputNumber } from 'primereact/inputnumber';
import { Dropdown } from 'primereact/dropdown';

/** One field of the order screen: its label (with the spec's asterisk when required) above the control. */
export function Campo({
  id,
  rotulo,
  obrigatorio,
  largo,
  children,
  erro,
}: {
  id: string;
  rotulo: string;
  obrigatorio?: boolean;
  largo?: boolean;
  children: ReactNode;
  erro?: string | null;
}) {
  return (
    <div className={largo ? 'form-field form-field-wide' : 'form-field'}>
      <label htmlFor={id}>
        {rotulo}
        {obrigatorio && <span className="campo-obrigatorio"> *</span>}
      </label>
      {children}
      {erro && (
        <small className="form-error" id={`${id}-erro`}>
          {erro}
        </small>
      )}
    </div>
  );
}

interface Base {
  id: string;
  rotulo: string;
  obrigatorio?: boolean;
  desabilitado?: boolean;
  largo?: boolean;
}

export function CampoTexto({ valor, onChange, max = 200, ...b }: Base & { valor: string; onChange: (v: string) => void; max?: number }) {
  return (
    <Campo {...b}>
      <InputText id={b.id} value={valor} maxLength={max} disabled={b.desabilitado} onChange={(e) => onChange(e.target.value)} />
    </Campo>
  );
}

/** A masked input (spec §5.1 masks); the form keeps the masked text, the body strips it. */
export function CampoMascara({
  valor,
  onChange,
  mascara,
  onBlur,
  invalido,
  erro,
  ...b
}: Base & { valor: string; onChange: (v: string) => void; mascara: string; onBlur?: () => void; invalido?: boolean; erro?: string | null }) {
  return (
    <Campo {...b} erro={invalido ? erro : null}>
      <InputMask
        id={b.id}
        value={valor}
        mask={mascara}
        autoClear={false}
        disabled={b.desabilitado}
        invalid={invalido}
        className={invalido ? 'p-invalid' : undefined}
        aria-invalid={invalido || undefined}
        aria-describedby={invalido ? `${b.id}-erro` : undefined}
        onChange={(e) => onChange(e.target.value ?? '')}
        onBlur={onBlur}
      />
    </Campo>
  );
}

/** Reais (R$ 1.234,56). */
export function CampoDinheiro({ valor, onChange, ...b }: Base & { valor: number | null; onChange?: (v: number | null) => void }) {
  return (
    <Campo {...b}>
      <InputNumber
        inputId={b.id}
        value={valor}
        mode="currency"
        currency="BRL"
        locale="pt-BR"
        min={0}
        max={99_999_999.99}
        disabled={b.desabilitado || !onChange}
        onValueChange={(e) => onChange?.(e.value ?? null)}
      />
    </Campo>
  );
}

/** A percent with the spec's 3 decimals. */
export function CampoPercentual({ valor, onChange, ...b }: Base & { valor: number | null; onChange?: (v: number | null) => void }) {
  return (
    <Campo {...b}>
      <InputNumber
        inputId={b.id}
        value={valor}
        mode="decimal"
        locale="pt-BR"
        minFractionDigits={3}
        maxFractionDigits={3}
        min={0}
        max={100}
        suffix=" %"
        disabled={b.desabilitado || !onChange}
        onValueChange={(e) => onChange?.(e.value ?? null)}
      />
    </Campo>
  );
}

export function CampoSelect<V = number>({
  valor,
  onChange,
  opcoes,
  texto = 'nome',
  chave = 'id',
  busca,
  placeholder = 'Selecione',
  ...b
}: Base & {
  valor: V | null;
  onChange: (v: V | null) => void;
  opcoes: readonly object[] | undefined;
  texto?: string;
  chave?: string;
  busca?: boolean;
  placeholder?: string;
}) {
  return (
    <Campo {...b}>
      <Dropdown
        inputId={b.id}
        value={valor}
        options={[...(opcoes ?? [])]}
        optionLabel={texto}
        optionValue={chave}
        filter={busca}
        placeholder={placeholder}
        disabled={b.desabilitado}
        onChange={(e) => onChange((e.value as V | undefined) ?? null)}
      />
    </Campo>
  );
}

/** A titled section of the order screen. */
export function Secao({ titulo, acoes, children, id }: { titulo: string; acoes?: ReactNode; children: ReactNode; id: string }) {
  return (
    <section className="form-section pedido-secao" aria-labelledby={`${id}-titulo`}>
      <div className="form-section-head">
        <h3 id={`${id}-titulo`}>{titulo}</h3>
        {acoes}
      </div>
      {children}
    </section>
  );
}

/**
 * Binds the fields of a form section to its value: `ligar('nome')` is the field's value, its disabled state (the section's,
 * or field by field) and its change (`{...ligar('nome')}` on a Campo*).
 */
export function ligacao<F>(valor: F, onChange: (p: Partial<F>) => void, desabilitado?: boolean | ((k: keyof F) => boolean)) {
  return <K extends keyof F>(k: K) => ({
    valor: valor[k],
    desabilitado: typeof desabilitado === 'function' ? desabilitado(k) : desabilitado,
    onChange: (v: F[K]) => onChange({ [k]: v } as unknown as Partial<F>),
  });
}
