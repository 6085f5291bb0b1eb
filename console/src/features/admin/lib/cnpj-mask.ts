import { adminMsg } from '@portal/contracts/admin/messages';
import { cleanCnpj, isValidCnpj } from '@portal/contracts/br/cnpj';

/** The CNPJ mask 00.000.000/0000-00 (letters allowed in the first 12, the alphanumeric CNPJ), applied as one types. */
export function maskCnpj(value: string): string {
  const c = cleanCnpj(value).slice(0, 14);
  const parts = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8), c.slice(8, 12), c.slice(12, 14)];
  let out = parts[0] ?? '';
  if (c.length > 2) out += `.${parts[1]}`;
  if (c.length > 5) out += `.${parts[2]}`;
  if (c.length > 8) out += `/${parts[3]}`;
  if (c.length > 12) out += `-${parts[4]}`;
  return out;
}

/** Adding or changing one row: valid ('CNPJ inválido.') and not already in the list ('Esse CNPJ já está na lista.'). */
export function checkCnpj(value: string, list: string[], editing: number | null): string | null {
  if (!isValidCnpj(value)) return adminMsg.cnpjInvalido;
  const c = cleanCnpj(value);
  if (list.some((x, i) => i !== editing && x === c)) return adminMsg.cnpjNaLista;
  return null;
}
