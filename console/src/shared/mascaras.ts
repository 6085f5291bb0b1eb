import { cleanCnpj } from '@portal/contracts/br/cnpj';

type Grupos = [tamanho: number, separador: string][];

/** Cuts `texto` into groups of the given sizes, each followed by its separator while more remains (a mask as one types). */
function agrupar(texto: string, grupos: Grupos): string {
  let out = '';
  let i = 0;
  for (const [n, sep] of grupos) {
    if (i >= texto.length) break;
    out += texto.slice(i, i + n);
    i += n;
    if (i < texto.length) out += sep;
  }
  return out;
}

const CPF: Grupos = [
  [3, '.'],
  [3, '.'],
  [3, '-'],
  [2, ''],
];
const CNPJ: Grupos = [
  [2, '.'],
  [3, '.'],
  [3, '/'],
  [4, '-'],
  [2, ''],
];

/** The CPF mask 000.000.000-00 over the digits typed. */
export const mascaraCpf = (texto: string) => agrupar(texto.replace(/\D/g, '').slice(0, 11), CPF);

/** The CNPJ mask 00.000.000/0000-00 (letters allowed in the first 12, the alphanumeric CNPJ), applied as one types. */
export const mascaraCnpj = (texto: string) => agrupar(cleanCnpj(texto).slice(0, 14), CNPJ);
