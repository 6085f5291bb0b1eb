/**
 * CEP (Código de Endereçamento Postal): 8 digits, masked 99999-999 on the screens and stored as digits (spec 5.1).
 * `ufDoCep` answers the state from the Correios' public CEP ranges, so a CEP the portal has never seen still gives its UF.
 */

/** Only the digits. */
export const cleanCep = (value: string): string => value.replace(/\D/g, '');

/** 8 digits (mask, spaces and a dot accepted: 01001-000, 01.001-000, 01001000), not 00000-000. */
export function isValidCep(value: string): boolean {
  if (value.replace(/[\d.\-\s]/g, '') !== '') return false;
  const c = cleanCep(value);
  return c.length === 8 && c !== '00000000';
}

/** 99999-999; anything that is not 8 digits is answered as it came. */
export function formatCep(value: string): string {
  const c = cleanCep(value);
  if (c.length !== 8) return value;
  return `${c.slice(0, 5)}-${c.slice(5)}`;
}

/**
 * The CEP ranges of each UF (Correios), first to last CEP as 8-digit numbers. DF and GO, and AM, share
 * interleaved ranges. 00000-000..00999-999 and 78900-000..78999-999 belong to no range in use.
 */
export const FAIXAS_CEP_UF: readonly (readonly [inicio: number, fim: number, uf: string])[] = [
  [1000000, 19999999, 'SP'],
  [20000000, 28999999, 'RJ'],
  [29000000, 29999999, 'ES'],
  [30000000, 39999999, 'MG'],
  [40000000, 48999999, 'BA'],
  [49000000, 49999999, 'SE'],
  [50000000, 56999999, 'PE'],
  [57000000, 57999999, 'AL'],
  [58000000, 58999999, 'PB'],
  [59000000, 59999999, 'RN'],
  [60000000, 63999999, 'CE'],
  [64000000, 64999999, 'PI'],
  [65000000, 65999999, 'MA'],
  [66000000, 68899999, 'PA'],
  [68900000, 68999999, 'AP'],
  [69000000, 69299999, 'AM'],
  [69300000, 69399999, 'RR'],
  [69400000, 69899999, 'AM'],
  [69900000, 69999999, 'AC'],
  [70000000, 72799999, 'DF'],
  [72800000, 72999999, 'GO'],
  [73000000, 73699999, 'DF'],
  [73700000, 76799999, 'GO'],
  [76800000, 76999999, 'RO'],
  [77000000, 77999999, 'TO'],
  [78000000, 78899999, 'MT'],
  [79000000, 79999999, 'MS'],
  [80000000, 87999999, 'PR'],
  [88000000, 89999999, 'SC'],
  [90000000, 99999999, 'RS'],
];

/** The UF (sigla) whose CEP range holds this CEP, or null (not a valid CEP, or outside every range). */
export function ufDoCep(value: string): string | null {
  if (!isValidCep(value)) return null;
  const n = Number(cleanCep(value));
  return FAIXAS_CEP_UF.find(([inicio, fim]) => n >= inicio && n <= fim)?.[2] ?? null;
}
