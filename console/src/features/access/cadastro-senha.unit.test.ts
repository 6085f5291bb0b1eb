import { describe, expect, it } from 'vitest';
import { regrasCadastroSenha } from './cadastro-senha.ts';

describe('/completeregistration: the password display rules (access-reports-administration.md §2.1)', () => {
  it('shows the confirmation once the password has 6 or more characters', () => {
    expect(regrasCadastroSenha('', '').mostraConfirmar).toBe(false);
    expect(regrasCadastroSenha('abcde', '').mostraConfirmar).toBe(false);
    expect(regrasCadastroSenha('abcdef', '').mostraConfirmar).toBe(true);
    expect(regrasCadastroSenha('abcdefg', '').mostraConfirmar).toBe(true);
  });
  it('offers Salvar only when both exceed 6 characters and match', () => {
    expect(regrasCadastroSenha('abcdef', 'abcdef').podeSalvar).toBe(false);
    expect(regrasCadastroSenha('abcdefg', 'abcdefg').podeSalvar).toBe(true);
    expect(regrasCadastroSenha('abcdefg', 'abcdefh').podeSalvar).toBe(false);
    expect(regrasCadastroSenha('abcdefg', 'abcdef').podeSalvar).toBe(false);
  });
  it('warns of a mismatch only once the confirmation exceeds 6 characters', () => {
    expect(regrasCadastroSenha('abcdefg', 'abcdef').avisaDiferentes).toBe(false);
    expect(regrasCadastroSenha('abcdefg', 'abcdefh').avisaDiferentes).toBe(true);
    expect(regrasCadastroSenha('abcdefg', 'abcdefg').avisaDiferentes).toBe(false);
  });
});
