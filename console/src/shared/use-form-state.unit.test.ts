import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { camposAlterados, useFormState, type FormState } from './use-form-state.ts';

describe('form state', () => {
  it('tells the fields that changed', () => {
    const inicio = { nome: 'Ana', ativo: true, grupoId: null as number | null };
    expect(camposAlterados(inicio, inicio)).toEqual([]);
    expect(camposAlterados({ ...inicio, nome: 'Bia', grupoId: 2 }, inicio)).toEqual(['nome', 'grupoId']);
  });

  it('starts with the initial values, not dirty', () => {
    let visto: FormState<{ nome: string }> | null = null;
    const Form = () => {
      visto = useFormState({ nome: 'Ana' });
      return createElement('span', null, visto.valores.nome);
    };
    expect(renderToString(createElement(Form))).toBe('<span>Ana</span>');
    expect(visto!.dirty).toBe(false);
  });
});
