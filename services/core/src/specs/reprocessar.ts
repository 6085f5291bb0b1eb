import { sql } from 'kysely';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { compararOpcionais, type Opcional } from '@portal/contracts/settings/specs';
import type { Db } from '../kernel/index.ts';
import { guiaEmVigor } from './vigencias.ts';

/**
 * After a guide is saved, the open orders (status 1 Aberto) of its model type — and those whose model code had no type
 * when processed but is now an active code of this one — are checked again against the guide in force today (São Paulo): an order whose situação or guide changes gets a new processing at `now` (its row and a
 * history entry), so /specs follows the guide without waiting for the next Specs import. Closed orders (2 Encerrado)
 * keep the result they were closed with. Runs in the caller's transaction. Answers how many orders changed.
 */
export async function reprocessarConformidade(trx: Db, tipos: readonly number[], now: Date): Promise<number> {
  const dia = dataEmSaoPaulo(now);
  let alterados = 0;
  for (const tipo of new Set(tipos)) {
    const guia = await guiaEmVigor(trx, tipo, dia);
    const padrao = JSON.stringify(guia ?? []);
    const rows = await trx
      .selectFrom('specs_conformidade')
      .select(['numero_pedido', 'situacao', 'padrao', 'opcionais', 'tipo_modelo_agrupado_id'])
      .where((eb) =>
        eb.or([
          eb('tipo_modelo_agrupado_id', '=', tipo),
          // an order processed before its model code was registered under the type is classified now
          eb.and([
            eb('tipo_modelo_agrupado_id', 'is', null),
            eb(
              sql<string>`upper(codigo_modelo)`,
              'in',
              eb.selectFrom('tipos_modelo_codigos').select('codigo').where('tipo_modelo_agrupado_id', '=', tipo).where('status', '=', 1),
            ),
          ]),
        ]),
      )
      .where('status', '=', 1)
      .where('data_processamento', '<=', now)
      .orderBy('numero_pedido')
      .forUpdate()
      .execute();
    for (const r of rows) {
      const res = compararOpcionais(guia, r.opcionais as Opcional[]);
      if (res.situacao === r.situacao && JSON.stringify(r.padrao) === padrao && r.tipo_modelo_agrupado_id === tipo) continue;
      await trx
        .updateTable('specs_conformidade')
        .set({ situacao: res.situacao, padrao, data_processamento: now, tipo_modelo_agrupado_id: tipo })
        .where('numero_pedido', '=', r.numero_pedido)
        .execute();
      await trx
        .insertInto('specs_conformidade_historico')
        .values({
          numero_pedido: r.numero_pedido,
          data_processamento: now,
          situacao: res.situacao,
          opcionais_faltantes: JSON.stringify(res.opcionaisFaltantes),
          opcionais_extras: JSON.stringify(res.opcionaisExtras),
          importacao_id: null,
        })
        .onConflict((oc) => oc.columns(['numero_pedido', 'data_processamento']).doNothing())
        .execute();
      alterados++;
    }
  }
  return alterados;
}

/** The vigência rows of a model type that share a day with [inicio, fim] (fim null = open), other than `exceto`. */
export const sobrepostas = (trx: Db, tipo: number, inicio: string, fim: string | null, exceto: number) =>
  trx
    .selectFrom('specs_vigencias')
    .select([sql<string>`to_char(inicio_vigencia, 'YYYY-MM-DD')`.as('inicio'), sql<string | null>`to_char(fim_vigencia, 'YYYY-MM-DD')`.as('fim')])
    .where('tipo_modelo_agrupado_id', '=', tipo)
    .where('id', '<>', exceto)
    .where('inicio_vigencia', '<=', sql<Date>`${fim ?? '9999-12-31'}::date`)
    .where(sql<boolean>`coalesce(fim_vigencia, '9999-12-31'::date) >= ${inicio}::date`)
    .orderBy('inicio_vigencia')
    .limit(1)
    .executeTakeFirst();
