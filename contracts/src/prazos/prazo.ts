/**
 * Deadlines (prazos) of the waiting records — a swap awaiting its answer and the like — counted in São Paulo business days:
 * weekends, the national holidays and the administrator's holiday table (`feriados`, passed in as `extras`). Pure.
 */
import { diasUteisEntre, ehDiaUtil, instanteAposDiasUteis, OFFSET_BRASILIA, somarDias, type FeriadosExtras } from '../br/business-days.ts';
import { dataEmSaoPaulo } from '../br/dates.ts';

/** The kinds of waiting record that have a deadline; the workflow id and the stream say it: `prazo-<tipo>-<id>`. */
export const TIPOS_PRAZO = ['troca', 'boleto', 'faturamento', 'pedido', 'nota-fiscal', 'kpi'] as const;
export type TipoPrazo = (typeof TIPOS_PRAZO)[number];

/** How a list filters by deadline ('Prazo': No prazo / Vence hoje / Atrasado). */
export const SITUACOES_PRAZO = ['no-prazo', 'vence-hoje', 'atrasado'] as const;
export type SituacaoPrazo = (typeof SITUACOES_PRAZO)[number];
export const ROTULO_SITUACAO_PRAZO: Record<SituacaoPrazo, string> = {
  'no-prazo': 'No prazo',
  'vence-hoje': 'Vence hoje',
  atrasado: 'Atrasado',
};

/** The deadline `diasUteis` business days after `inicio`, at the same Brasília time of day. */
export const calcularPrazo = (inicio: string | Date, diasUteis: number, extras?: FeriadosExtras): string => instanteAposDiasUteis(inicio, diasUteis, extras);

/** The reminder hour: 08:00 in Brasília on the deadline's day. */
export const HORA_LEMBRETE = 8;

/**
 * How many business days before its deadline's day a kind is reminded: a boleto 3 ("vence em 3 dias", issue 28), a KPI
 * month's lock 2; any other (a swap) on the day itself.
 */
export const ANTECEDENCIA_LEMBRETE: Readonly<Partial<Record<string, number>>> = { boleto: 3, kpi: 2 };
export const antecedenciaDoLembrete = (tipo: string): number => ANTECEDENCIA_LEMBRETE[tipo] ?? 0;

/** The date `n` business days before `date` (national holidays; n = 0 gives `date`). */
export function diasUteisAntes(date: string, n: number, extras?: FeriadosExtras): string {
  let d = date;
  for (let restantes = n; restantes > 0;) {
    d = somarDias(d, -1);
    if (ehDiaUtil(d, extras)) restantes--;
  }
  return d;
}

/**
 * When the reminder goes: 08:00 Brasília `antecedencia` business days before the deadline's day (0: on the day itself);
 * when that is not strictly between the start and the deadline (a deadline early in the morning, one due the same day, or
 * a boleto issued less than 3 business days before it is due), halfway between them.
 */
export function lembreteDoPrazo(inicio: string, venceEm: string, antecedencia = 0): string {
  const t0 = new Date(inicio).getTime();
  const t1 = new Date(venceEm).getTime();
  const dia = diasUteisAntes(dataEmSaoPaulo(venceEm), antecedencia);
  const manha = new Date(`${dia}T${String(HORA_LEMBRETE).padStart(2, '0')}:00:00${OFFSET_BRASILIA}`).getTime();
  return new Date(manha > t0 && manha < t1 ? manha : t0 + Math.floor((t1 - t0) / 2)).toISOString();
}

const HORA = 3_600_000;
const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/**
 * Where a deadline stands at `agora`, and the words the lists show: 'Vence hoje' when due later on today's Brasília date
 * ('5 h'), 'No prazo' with the business days left ('2 dias úteis'), 'Atrasado' with the time since ('Atrasado há 1 dia',
 * 'Atrasado há 3 h').
 */
export function descreverPrazo(venceEm: string, agora: Date, extras?: FeriadosExtras): { situacao: SituacaoPrazo; texto: string } {
  const falta = new Date(venceEm).getTime() - agora.getTime();
  const hoje = dataEmSaoPaulo(agora);
  const dia = dataEmSaoPaulo(venceEm);
  if (falta < 0) {
    const dias = Math.round((Date.parse(hoje) - Date.parse(dia)) / 86_400_000);
    const texto = dias >= 1 ? `Atrasado há ${plural(dias, 'dia', 'dias')}` : `Atrasado há ${plural(Math.max(1, Math.floor(-falta / HORA)), 'h', 'h')}`;
    return { situacao: 'atrasado', texto };
  }
  if (dia === hoje) return { situacao: 'vence-hoje', texto: falta < HORA ? 'menos de 1 h' : `${Math.floor(falta / HORA)} h` };
  const uteis = diasUteisEntre(hoje, dia, extras);
  // due tomorrow or after a weekend: still 1 business day; a deadline on a non-business day counts the days before it
  return { situacao: 'no-prazo', texto: plural(Math.max(1, uteis), 'dia útil', 'dias úteis') };
}
