/**
 * The business calendar's clock: dates are plain `yyyy-MM-dd` strings in America/Sao_Paulo (Brasília time).
 * The one place that turns an instant into São Paulo's date or hour; pure functions.
 */

export const FUSO_SAO_PAULO = 'America/Sao_Paulo';

const formatoData = new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_SAO_PAULO, year: 'numeric', month: '2-digit', day: '2-digit' });
const formatoHora = new Intl.DateTimeFormat('en-GB', { timeZone: FUSO_SAO_PAULO, hour: '2-digit', hourCycle: 'h23' });

/** The São Paulo calendar date (yyyy-MM-dd) of an instant: "today" for `now`. */
export const dataEmSaoPaulo = (instant: string | Date): string => {
  const ms = new Date(instant).getTime();
  // São Paulo's offsets are whole hours: the date changes on a minute boundary, so one formatting per minute is exact
  const minuto = Math.floor(ms / 60_000);
  if (minuto === ultimaData.minuto) return ultimaData.data;
  const data = formatoData.format(ms);
  ultimaData = { minuto, data };
  return data;
};
let ultimaData = { minuto: NaN, data: '' };

/** The São Paulo hour (0-23) of an instant. */
export const horaEmSaoPaulo = (instant: string | Date): number => Number(formatoHora.format(new Date(instant)));

const formatoDataHora = (segundos: boolean) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: FUSO_SAO_PAULO,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(segundos ? { second: '2-digit' } : {}),
  });
const formatosDataHora = { comSegundos: formatoDataHora(true), semSegundos: formatoDataHora(false) };
/** An instant as the logs show it, in São Paulo: 'dd/mm/aaaa hh:mm', or 'dd/mm/aaaa hh:mm:ss' with `segundos`. */
export const dataHoraEmSaoPaulo = (instant: string | Date, segundos = false): string =>
  formatosDataHora[segundos ? 'comSegundos' : 'semSegundos'].format(new Date(instant)).replace(',', '');

export const ISO_DATA = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-MM-dd as dd/MM/yyyy (null stays null). */
export const dataBR = (data: string | null | undefined) => (data ? `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}` : null);

/** Saturday or Sunday. */
export const fimDeSemana = (data: string) => {
  const d = new Date(`${data}T12:00:00Z`).getUTCDay();
  return d === 0 || d === 6;
};

/** The next weekday (Monday to Friday) after `data`; holidays are not skipped (see business-days.ts for those). */
export function proximoDiaDaSemana(data: string): string {
  const d = new Date(`${data}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}

/** `data` itself when a weekday, else the Friday before it (an issue date that may not fall on a weekend); holidays are not skipped. */
export function ultimoDiaDaSemanaAte(data: string): string {
  const d = new Date(`${data}T12:00:00Z`);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
