import { describe, expect, it } from 'vitest';
import { avisoDoComunicado } from './avisos.ts';

describe("avisoDoComunicado: a comunicado's notification, from its event alone", () => {
  it('names its profile groups (in order) and its title; none named, no one', () => {
    expect(avisoDoComunicado({ data: { popupId: 3, titulo: 'Recall', gruposPerfil: [3, 2] } })).toEqual({
      tipo: 'comunicadoNovo',
      publico: 'perfis',
      concessionariaId: null,
      concessionariaGrupoId: null,
      gruposPerfil: [2, 3],
      texto: 'Novo comunicado: Recall.',
      link: '/comunicados',
    });
    expect(avisoDoComunicado({ data: { popupId: 3, titulo: 'Recall', gruposPerfil: [] } })).toBeNull();
  });
});
