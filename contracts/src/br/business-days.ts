/**
 * Business days (dias úteis) in Brazil: Monday to Friday, except the national holidays —
 * the fixed ones (1/1, 21/4, 1/5, 7/9, 12/10, 2/11, 15/11, 20/11 from 2024 on, 25/12) and the ones that follow Easter
 * (Carnival Monday and Tuesday, Good Friday, Corpus Christi). Dates are plain `yyyy-MM-dd` strings; pure functions.
 */

import { fimDeSemana } from './dates.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const fromUtc = (ms: number) => {
  const d = new Date(ms);
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
};
const DAY = 86_400_000;

/** Easter Sunday (Gregorian calendar, anonymous algorithm of Meeus/Jones/Butcher). */
export function pascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(ano, mes, dia);
}

export function somarDias(date: string, dias: number): string {
  return fromUtc(toUtc(date) + dias * DAY);
}

const cache = new Map<number, Map<string, string>>();

/** The national holidays of a year: date → name. */
export function feriadosNacionais(ano: number): Map<string, string> {
  const hit = cache.get(ano);
  if (hit) return hit;
  const p = pascoa(ano);
  const lista: [string, string][] = [
    [iso(ano, 1, 1), 'Confraternização Universal'],
    [somarDias(p, -48), 'Carnaval (segunda-feira)'],
    [somarDias(p, -47), 'Carnaval (terça-feira)'],
    [somarDias(p, -2), 'Sexta-feira Santa'],
    [iso(ano, 4, 21), 'Tiradentes'],
    [iso(ano, 5, 1), 'Dia do Trabalho'],
    [somarDias(p, 60), 'Corpus Christi'],
    [iso(ano, 9, 7), 'Independência do Brasil'],
    [iso(ano, 10, 12), 'Nossa Senhora Aparecida'],
    [iso(ano, 11, 2), 'Finados'],
    [iso(ano, 11, 15), 'Proclamação da República'],
    ...(ano >= 2024 ? ([[iso(ano, 11, 20), 'Dia Nacional de Zumbi e da Consciência Negra']] as [string, string][]) : []),
    [iso(ano, 12, 25), 'Natal'],
  ];
  const m = new Map(lista);
  cache.set(ano, m);
  return m;
}

/**
 * Further holidays beside the national ones (`yyyy-MM-dd`): the ones an administrator keeps in the `feriados` table
 * (São Paulo's own, a bridge day). Every function below takes them as an optional last argument.
 */
export type FeriadosExtras = ReadonlySet<string>;
const NENHUM: FeriadosExtras = new Set();

export const ehFeriado = (date: string, extras: FeriadosExtras = NENHUM) => extras.has(date) || feriadosNacionais(Number(date.slice(0, 4))).has(date);
export const ehDiaUtil = (date: string, extras: FeriadosExtras = NENHUM) => !fimDeSemana(date) && !ehFeriado(date, extras);

/** The date `n` business days after `date` (n ≥ 0; n = 0 gives `date` itself, business day or not). */
export function somarDiasUteis(date: string, n: number, extras: FeriadosExtras = NENHUM): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`dias úteis inválidos: ${n}`);
  let d = date;
  for (let restantes = n; restantes > 0;) {
    d = somarDias(d, 1);
    if (ehDiaUtil(d, extras)) restantes--;
  }
  return d;
}

/** Business days after `de` up to and including `ate` (0 when ate ≤ de). */
export function diasUteisEntre(de: string, ate: string, extras: FeriadosExtras = NENHUM): number {
  let n = 0;
  for (let d = somarDias(de, 1); d <= ate; d = somarDias(d, 1)) if (ehDiaUtil(d, extras)) n++;
  return n;
}

/**
 * Brasília time: America/Sao_Paulo has kept UTC−03:00 all year since 2019 (no daylight saving time),
 * so the business calendar is read at a fixed offset.
 */
export const OFFSET_BRASILIA = '-03:00';
const OFFSET_MS = -3 * 3_600_000;

/** The instant `n` business days after `instant`, at the same Brasília time of day. */
export function instanteAposDiasUteis(instant: string | Date, n: number, extras: FeriadosExtras = NENHUM): string {
  const t = new Date(instant).getTime();
  const local = t + OFFSET_MS;
  const inicioDoDia = Math.floor(local / DAY) * DAY;
  const alvo = somarDiasUteis(fromUtc(inicioDoDia), n, extras);
  return new Date(toUtc(alvo) + (local - inicioDoDia) - OFFSET_MS).toISOString();
}
