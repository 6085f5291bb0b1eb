/**
 * What /completeregistration shows as the password is typed (access-reports-administration.md §2.1): "A confirmation field
 * appears once the password has 6 or more characters. The save button appears only when both fields exceed 6 characters and
 * match." The mismatch warning shows once the confirmation exceeds 6 characters.
 */
export function regrasCadastroSenha(senha: string, confirmar: string): { mostraConfirmar: boolean; podeSalvar: boolean; avisaDiferentes: boolean } {
  return {
    mostraConfirmar: senha.length >= 6,
    podeSalvar: senha.length > 6 && confirmar.length > 6 && senha === confirmar,
    avisaDiferentes: confirmar.length > 6 && senha !== confirmar,
  };
}
