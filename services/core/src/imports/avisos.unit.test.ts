import { describe, expect, it } from 'vitest';
import { avisoDaImportacao } from './avisos.ts';

describe("avisoDaImportacao: an import's notification, from its event alone", () => {
  it('to the one user who ran it: how many rows were refused, or that it failed', () => {
    expect(avisoDaImportacao({ data: { usuarioId: 4, nomeArquivo: 'a.xlsx', status: 7, erro: 2 } })).toEqual({
      tipo: 'importacaoComErros',
      publico: 'usuario',
      concessionariaId: null,
      concessionariaGrupoId: null,
      participanteId: 4,
      texto: 'A importação do arquivo a.xlsx terminou com 2 linhas recusadas.',
      link: '/imports',
    });
    expect(avisoDaImportacao({ data: { usuarioId: 4, nomeArquivo: 'a.xlsx', status: 4, erro: 0 } })!.texto).toBe(
      'A importação do arquivo a.xlsx terminou com erro.',
    );
    expect(avisoDaImportacao({ data: { usuarioId: 4, nomeArquivo: 'a.xlsx', status: 4, erro: 1 } })!.texto).toContain('1 linha recusada');
    expect(avisoDaImportacao({ data: { usuarioId: null, nomeArquivo: 'a.xlsx', status: 4, erro: 0 } })).toBeNull();
  });
});
