import type { ReactNode } from 'react';

/** A form that stays on the page: sending it (Enter, or its submit button) runs `onEnviar`. */
export function Formulario({ className, rotulo, onEnviar, children }: { className?: string; rotulo?: string; onEnviar: () => void; children: ReactNode }) {
  return (
    <form
      className={className}
      aria-label={rotulo}
      onSubmit={(e) => {
        e.preventDefault();
        onEnviar();
      }}
    >
      {children}
    </form>
  );
}

/** A labelled field of a form: the label (for the control `id`) above the control. */
export function CampoForm({ id, rotulo, className = 'form-field', children }: { id: string; rotulo: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id}>{rotulo}</label>
      {children}
    </div>
  );
}
