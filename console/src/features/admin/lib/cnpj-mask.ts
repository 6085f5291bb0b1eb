import { adminMsg } from '@portal/contracts/admin/messages';
import { cleanCnpj, isValidCnpj } from '@portal/contracts/br/cnpj';

/** Adding or changing one row: valid ('CNPJ inválido.') and not already in the list ('Esse CNPJ já está na lista.'). */
export function checkCnpj(value: string, list: string[], editing: number | null): string | null {
  if (!isValidCnpj(value)) return adminMsg.cnpjInvalido;
  const c = cleanCnpj(value);
  if (list.some((x, i) => i !== editing && x === c)) return adminMsg.cnpjNaLista;
  return null;
}
