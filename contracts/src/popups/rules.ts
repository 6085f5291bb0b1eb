import { popupMsg } from './messages.ts';
import { dataEmSaoPaulo } from '../br/dates.ts';

/**
 * Pop-up dates are sent as YYYY/MM/DD (spec 002 §5.8); YYYY-MM-DD and dd/MM/yyyy are accepted too.
 * Answers the ISO date (YYYY-MM-DD) or null when it is not a real calendar date.
 */
export function parsePopupDate(v: string | null | undefined): string | null {
  if (!v) return null;
  const s = v.trim().slice(0, 10);
  let m = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(s);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
    if (!m) return null;
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return dt.toISOString().slice(0, 10);
}

export interface PopupFields {
  titulo?: string | null;
  texto?: string | null;
  ordem?: number | null;
  periodoDe?: string | null;
  periodoAte?: string | null;
  grupos?: { grupoId: number }[] | null;
}

/** Validation of the pop-up form, in the order of its fields (groups, name, period, order, text). */
export function validatePopup(p: PopupFields): string | null {
  if (!p.grupos?.length) return popupMsg.selecioneGrupos;
  if (!p.titulo?.trim()) return popupMsg.preenchaTitulo;
  if (!p.periodoDe || !p.periodoAte) return popupMsg.informePeriodo;
  const de = parsePopupDate(p.periodoDe);
  const ate = parsePopupDate(p.periodoAte);
  if (!de || !ate) return popupMsg.dataInvalida;
  if (ate < de) return popupMsg.periodoInvertido;
  if (p.ordem === null || p.ordem === undefined || !Number.isInteger(p.ordem) || p.ordem < 0) return popupMsg.ordemInvalida;
  if (!p.texto?.trim()) return popupMsg.preenchaTexto;
  if (marcacoesDemais(p.texto)) return popupMsg.textoComMarcacaoDemais(MARCACOES_MAXIMAS);
  return null;
}

/**
 * The most `<` a pop-up's text may hold. The HTML parser under the sanitiser (htmlparser2) keeps its open elements
 * with `unshift`, so a text of nothing but opening tags costs the square of their number: 1 MiB of `<div>` held the
 * API for seconds. An editor's pop-up has a few hundred tags; ten thousand bound that work to milliseconds.
 */
export const MARCACOES_MAXIMAS = 10_000;

/** Whether `texto` has more than `MARCACOES_MAXIMAS` `<` (counted with indexOf: linear, stops at the limit). */
export function marcacoesDemais(texto: string): boolean {
  let n = 0;
  for (let i = texto.indexOf('<'); i >= 0; i = texto.indexOf('<', i + 1)) if (++n > MARCACOES_MAXIMAS) return true;
  return false;
}

/** The editor's trailing newline-quote is removed from the text (spec 002 §5.8). */
export const trimEditorTail = (texto: string) => texto.replace(/\n"$/, '');

/** Today's date in Brazil (the period is a calendar range in the importer's time zone). */
/** Today in São Paulo (YYYY-MM-DD): the one São Paulo date module answers it. */
export const todayInBrazil = (now: Date) => dataEmSaoPaulo(now);
