/**
 * The boleto's 'Código de acesso': printed on the slip, asked by the public second copy (/gera-boleto) together with the
 * order code and the buyer's CPF/CNPJ. Twelve characters of Crockford's base32 (digits and letters without I, L, O, U:
 * nothing to confuse when read off paper), 60 random bits, shown in groups of four (K7Q2-9XMD-4TRA).
 */
export const ALFABETO_CODIGO_ACESSO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TAMANHO_CODIGO_ACESSO = 12;

/** The code as typed, in its stored form: upper case, no separators, O read as 0 and I/L as 1. */
export function normalizarCodigoAcesso(texto: string): string {
  return texto
    .toUpperCase()
    .replace(/[\s.-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** A well-formed code (after normalizing): 12 characters of the alphabet. */
export function codigoAcessoValido(codigo: string): boolean {
  return codigo.length === TAMANHO_CODIGO_ACESSO && [...codigo].every((c) => ALFABETO_CODIGO_ACESSO.includes(c));
}

/** As printed: groups of four joined by hyphens. */
export const formatarCodigoAcesso = (codigo: string) => (codigo.match(/.{1,4}/g) ?? []).join('-');
