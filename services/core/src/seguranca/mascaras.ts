/**
 * What a security event may keep of personal data: enough to correlate, never the whole value.
 * CPF `***.456.789-**`, CNPJ `**.345.678/0001-**` (alphanumeric too), e-mail `d***@demo.portal.com.br`.
 */
export function mascararDocumento(documento: unknown): string | null {
  if (typeof documento !== 'string' || !documento.trim()) return null;
  const d = documento.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (d.length === 11) return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
  if (d.length === 14) return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-**`;
  return '***';
}

export function mascararEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const e = email.trim();
  const arroba = e.lastIndexOf('@');
  if (arroba < 1) return e ? '***' : null;
  return `${e[0]}***${e.slice(arroba).toLowerCase()}`;
}

/** Keys whose values never go into a security event's details, whatever the caller passes. */
const SEGREDO = /senha|password|token|secret|segredo|codigo.?acesso|authorization|cookie|documento|cpf|cnpj|email/i;

/** Details as stored: secrets and personal keys dropped, strings cut to 200 characters, at most 20 keys, flat values only. */
export function detalhesSeguros(detalhes: Record<string, unknown> | null | undefined): Record<string, string | number | boolean | null> | null {
  if (!detalhes) return null;
  const out: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(detalhes).slice(0, 20)) {
    if (SEGREDO.test(k)) continue;
    if (v === null || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else if (typeof v === 'string') out[k] = v.slice(0, 200);
  }
  return Object.keys(out).length ? out : null;
}
