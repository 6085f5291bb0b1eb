import { sql, type RawBuilder } from 'kysely';
import { CONF } from '@portal/contracts/settings/regras';

/** conf6 in force (days; 0 = no limit), read inside the query so that a list needs no extra round trip. */
export const PRORROGACAO_MAXIMA = sql<number>`coalesce((select valor::int from configuracoes_gerais where tipo = ${CONF.prorrogacaoMaximaFaturamento} and ano is null and valor ~ '^[0-9]{1,4}$' order by id desc limit 1), 0)`;

/**
 * A vehicle's last day to be billed: its own extension date when the importer's systems gave one; otherwise, when
 * conf6 (maximum billing postponement from availability) is set, its availability date plus conf6 days; otherwise none.
 * `v` is the vehicles table's name or alias in the query.
 */
export function prorrogacaoEfetiva(v: string, maxima: RawBuilder<number> = PRORROGACAO_MAXIMA): RawBuilder<string | null> {
  return sql<
    string | null
  >`coalesce(${sql.ref(`${v}.data_prorrogacao_faturamento`)}, case when ${maxima} > 0 then ${sql.ref(`${v}.data_disponibilidade`)} + ${maxima} end)`;
}
