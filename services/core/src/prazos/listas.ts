import { sql, type RawBuilder } from 'kysely';
import { descreverPrazo, SITUACOES_PRAZO, type SituacaoPrazo } from '@portal/contracts/prazos/prazo';
import type { FeriadosExtras } from '@portal/contracts/br/business-days';
import type { PrazoDaLinha } from '@portal/contracts/prazos/schemas';
import { przMsg } from '@portal/contracts/prazos/messages';
import { InvalidInput } from '../kernel/index.ts';

/**
 * What a list needs for its 'Prazo' column and filter: it left-joins `prazos` as `pz` on its record
 * (`joinPrazo('troca', sql\`t.id\`)`), selects `pz.vence_em as "prazoVenceEm"`, adds `condicaoPrazo` to its where, and
 * maps its rows with `comPrazo`.
 */
export const joinPrazo = (tipo: string, id: RawBuilder<unknown>) => sql`left join prazos pz on pz.tipo = ${tipo} and pz.registro_id = ${id}`;
export const colunaPrazo = sql`pz.vence_em as "prazoVenceEm"`;

/** The situations asked for, checked. */
export function situacoesPedidas(f: SituacaoPrazo | SituacaoPrazo[] | null | undefined): SituacaoPrazo[] {
  const lista = f === null || f === undefined ? [] : [f].flat();
  if (lista.some((s) => !SITUACOES_PRAZO.includes(s))) throw new InvalidInput(przMsg.situacaoPrazoInvalida);
  return lista;
}

/**
 * The rows whose deadline is in one of the situations at `now`: Atrasado past it, Vence hoje later on today's São Paulo
 * date, No prazo after today. Null when nothing is asked (no condition).
 */
export function condicaoPrazo(f: SituacaoPrazo | SituacaoPrazo[] | null | undefined, now: Date): RawBuilder<unknown> | null {
  const lista = situacoesPedidas(f);
  if (!lista.length) return null;
  const agora = sql`${now.toISOString()}::timestamptz`;
  const dia = sql`(pz.vence_em at time zone 'America/Sao_Paulo')::date`;
  const hoje = sql`(${agora} at time zone 'America/Sao_Paulo')::date`;
  const por: Record<SituacaoPrazo, RawBuilder<unknown>> = {
    atrasado: sql`pz.vence_em < ${agora}`,
    'vence-hoje': sql`(pz.vence_em >= ${agora} and ${dia} = ${hoje})`,
    'no-prazo': sql`${dia} > ${hoje}`,
  };
  return sql`(${sql.join(
    lista.map((s) => por[s]),
    sql` or `,
  )})`;
}

/** A row's 'Prazo' column from its `prazoVenceEm` (the column the list selected), at `now`. */
export function comPrazo<R extends Record<string, unknown>>(row: R, now: Date, feriados: FeriadosExtras): Omit<R, 'prazoVenceEm'> & { prazo: PrazoDaLinha } {
  const { prazoVenceEm, ...resto } = row as R & { prazoVenceEm?: unknown };
  if (prazoVenceEm === null || prazoVenceEm === undefined) return { ...resto, prazo: null };
  const venceEm = new Date(prazoVenceEm as string | Date).toISOString();
  return { ...resto, prazo: { venceEm, ...descreverPrazo(venceEm, now, feriados) } };
}
