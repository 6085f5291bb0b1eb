/**
 * CNPJ: 14 characters, the last two check digits. Since July 2026 the first twelve may be letters (A-Z) or digits;
 * each character counts as its ASCII code minus 48, the weights are unchanged (Receita Federal, IN RFB 2.229/2024).
 */
const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export const cleanCnpj = (v: string) => v.toUpperCase().replace(/[^0-9A-Z]/g, '');

function checkDigit(base: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (base.charCodeAt(i) - 48) * weights[i]!;
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function cnpjCheckDigits(base12: string): string {
  const d1 = checkDigit(base12, WEIGHTS_1);
  const d2 = checkDigit(base12 + d1, WEIGHTS_2);
  return `${d1}${d2}`;
}

export function isValidCnpj(value: string): boolean {
  const c = cleanCnpj(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(c)) return false;
  if (/^(\d)\1{13}$/.test(c)) return false;
  return cnpjCheckDigits(c.slice(0, 12)) === c.slice(12);
}

export function formatCnpj(value: string): string {
  const c = cleanCnpj(value);
  if (c.length !== 14) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
