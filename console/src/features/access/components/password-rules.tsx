import { SPECIAL_CHARS } from '@portal/contracts/access/password';

/** The password requirements the screens display (spec 000 §5). */
export function PasswordRules() {
  return (
    <ul className="password-rules" aria-label="Requisitos da senha">
      <li>Pelo menos 8 caracteres</li>
      <li>Pelo menos um número</li>
      <li>Pelo menos uma letra maiúscula (A-Z)</li>
      <li>Pelo menos um caractere especial ({SPECIAL_CHARS.join(' ')})</li>
      <li>A confirmação igual à senha</li>
    </ul>
  );
}
