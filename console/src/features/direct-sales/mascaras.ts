import { isValidCpf } from '@portal/contracts/br/cpf';

/** The masks of the order screen (spec §5.1). */

/** PrimeReact InputMask patterns; the values are stored without them. */
export const MASCARA = {
  cnpj: '99.999.999/9999-99',
  cpf: '999.999.999-99',
  rg: '99.999.999-9',
  telefone: '(99)9999-9999',
  celular: '(99)99999-9999',
  cep: '99999-999',
  ano: '9999',
} as const;

/** Only the digits (the mask stripped before storing). */
export const semMascara = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/**
 * The stored digits in the mask's shape ('12345678' with 99999-999 → '12345-678'). Digits that do not fill the mask are shown
 * as far as they go; more digits than the mask holds are answered as they came (an old value is never cut).
 */
export function comMascara(v: string | number | null | undefined, mascara: string): string {
  const d = semMascara(v === null || v === undefined ? '' : String(v));
  if (!d) return '';
  const vagas = [...mascara].filter((c) => c === '9').length;
  if (d.length > vagas) return d;
  let out = '';
  let i = 0;
  for (const c of mascara) {
    if (i >= d.length) break;
    if (c === '9') out += d[i++];
    else out += c;
  }
  return out;
}

/** A CPF is checked on blur: a wrong one gets the red border (spec §5.1). */
export const cpfComErro = (cpf: string) => semMascara(cpf) !== '' && !isValidCpf(semMascara(cpf));

/** A mask's value is complete: as many digits as its slots. */
export const mascaraCompleta = (v: string, mascara: string) => semMascara(v).length === [...mascara].filter((c) => c === '9').length;
