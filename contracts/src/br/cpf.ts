/**
 * CPF: 11 digits, the last two check digits (mod 11, weights 10..2 and 11..2; a remainder below 2 gives 0).
 * A CPF of one repeated digit (000.000.000-00, 111.111.111-11…) passes the arithmetic but is never issued: refused.
 * The masks of the order screen (999.999.999-99) are accepted and stripped before storing (spec 5.1).
 */

/** Only the digits. */
export const cleanCpf = (value: string): string => value.replace(/\D/g, '');

function checkDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < firstWeight - 1; i++) sum += Number(digits[i]) * (firstWeight - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The two check digits of the first nine digits. */
export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new RangeError('A base do CPF tem 9 dígitos.');
  const d1 = checkDigit(base9, 10);
  const d2 = checkDigit(base9 + d1, 11);
  return `${d1}${d2}`;
}

/** 11 digits after stripping the mask, not all equal, both check digits right. */
export function isValidCpf(value: string): boolean {
  const c = cleanCpf(value);
  if (c.length !== 11 || value.replace(/[\d.\-\s]/g, '') !== '') return false;
  if (/^(\d)\1{10}$/.test(c)) return false;
  return cpfCheckDigits(c.slice(0, 9)) === c.slice(9);
}

/** 999.999.999-99; anything that is not 11 digits is answered as it came. */
export function formatCpf(value: string): string {
  const c = cleanCpf(value);
  if (c.length !== 11) return value;
  return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
}
