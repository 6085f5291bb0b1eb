import { useState } from 'react';

/** A form's state: one object of values, typed `set(field, value)`, `patch` for fields that change together, `reset`, `dirty`. */
export interface FormState<T> {
  valores: T;
  set: <K extends keyof T>(campo: K, valor: T[K]) => void;
  patch: (parte: Partial<T>) => void;
  /** back to the initial values */
  reset: () => void;
  /** some value differs from the initial one */
  dirty: boolean;
}

/** The fields whose value differs from the initial one (Object.is: a new array or Set counts as a change). */
export const camposAlterados = <T extends object>(valores: T, inicio: T): (keyof T)[] =>
  (Object.keys(valores) as (keyof T)[]).filter((k) => !Object.is(valores[k], inicio[k]));

/** One state object for a form's fields (instead of a useState per field); the initial values are read once. */
export function useFormState<T extends object>(iniciais: T): FormState<T> {
  const [inicio] = useState(iniciais);
  const [valores, setValores] = useState(iniciais);
  return {
    valores,
    set: (campo, valor) => setValores((v) => ({ ...v, [campo]: valor })),
    patch: (parte) => setValores((v) => ({ ...v, ...parte })),
    reset: () => setValores(inicio),
    dirty: camposAlterados(valores, inicio).length > 0,
  };
}
