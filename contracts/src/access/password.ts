import { msg } from '../messages.ts';

export const SPECIAL_CHARS = ['#', '$', '%', '&', '@', '!'] as const;

/** The server's password rules (DECISIONS.md "Access"): every way a password is set. */
export function passwordProblems(password: string, confirmation: string): string[] {
  const problems: string[] = [];
  if (!password || !confirmation) return [msg.senhaEConfirmacaoObrigatorias];
  if (password.length < 8) problems.push(msg.senhaMinimo8);
  if (!/[0-9]/.test(password)) problems.push(msg.senhaDigito);
  if (!/[A-Z]/.test(password)) problems.push(msg.senhaMaiuscula);
  if (!SPECIAL_CHARS.some((c) => password.includes(c))) problems.push(msg.senhaEspecial);
  if (password !== confirmation) problems.push(msg.senhaEConfirmacaoIguais);
  return problems;
}

/** Days left until expiry as the warning shows them: expiry today counts as 1; null outside the 3-day window. */
export function expiryWarningDays(expiresAtUtc: string | null | undefined, now: Date): number | null {
  if (!expiresAtUtc) return null;
  const expires = new Date(expiresAtUtc);
  const dayMs = 86_400_000;
  const startOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const days = Math.round((startOf(expires) - startOf(now)) / dayMs);
  if (days < 0) return null;
  if (days > 3) return null;
  return days === 0 ? 1 : days;
}

/** E-mail check of the forgot-password modal: an @ with a dot after it, not ending with a dot. */
export function looksLikeEmail(email: string): boolean {
  const at = email.indexOf('@');
  if (at < 1) return false;
  const domain = email.slice(at + 1);
  return domain.includes('.') && !email.endsWith('.') && !domain.startsWith('.') && !/\s/.test(email);
}
