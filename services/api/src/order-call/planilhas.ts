import ExcelJS from 'exceljs';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { TAMANHO_MAXIMO_PLANILHA } from '@portal/contracts/order-call/schemas';
import { InvalidInput } from '@portal/core/kernel/index';
import { CompactadoAcimaDoLimite, LIMITES_PLANILHA_EM_MEMORIA, planilhaVerificada, type PlanilhaVerificada } from '@portal/core/storage/index';

/** The order call's sheet: what the export writes and the import reads back (the cell's ids in the last three columns). */
export const COLUNAS_OC = [
  'Código Dealer',
  'Concessionária',
  'Marca',
  'Modelo',
  'Ciclo',
  'Quantidade Calculada',
  'Quantidade Final',
  'Concessionária Id',
  'Modelo Id',
  'Ciclo Id',
];

/**
 * Reads the first sheet of an uploaded .xlsx: its rows as arrays of cell values (header included). exceljs loads the
 * workbook whole, so it gets it through the ZIP guard with the in-memory limits (a bomb answers 400 before any of it is
 * inflated for exceljs).
 */
export async function lerPlanilha(buf: Buffer): Promise<unknown[][]> {
  if (buf.length === 0 || buf.length > TAMANHO_MAXIMO_PLANILHA || buf[0] !== 0x50 || buf[1] !== 0x4b) throw new InvalidInput(ocmsg.planilhaInvalida);
  let planilha: PlanilhaVerificada;
  try {
    planilha = await planilhaVerificada(buf, LIMITES_PLANILHA_EM_MEMORIA);
  } catch (e) {
    throw new InvalidInput(e instanceof CompactadoAcimaDoLimite ? ocmsg.compactadoAcimaDoLimite : ocmsg.planilhaInvalida);
  }
  const wb = new ExcelJS.Workbook();
  try {
    // eslint-disable-next-line no-restricted-syntax -- a PlanilhaVerificada: the ZIP guard counted what it inflates
    await wb.xlsx.load(planilha as unknown as ArrayBuffer);
  } catch {
    throw new InvalidInput(ocmsg.planilhaInvalida);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new InvalidInput(ocmsg.planilhaInvalida);
  const out: unknown[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const vals = (row.values as unknown[]).slice(1).map((v) => (v && typeof v === 'object' && 'result' in v ? (v as { result: unknown }).result : v));
    out.push(vals);
  });
  if (out.length > 200_000) throw new InvalidInput(ocmsg.planilhaInvalida);
  return out;
}

/** A cell as text (a leading quote an export put before =, +, - or @ removed). */
export const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v).replace(/^'/, '').trim());
/** A cell as a whole quantity 0..100000, or null. Empty is 0. */
export function quantidade(v: unknown): number | null {
  const s = texto(v);
  if (s === '') return 0;
  const n = Number(s.replace(',', '.'));
  return Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : null;
}
