import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import type { Opcional } from '@portal/contracts/settings/specs';
import { InvalidInput, NotFound, paginate, type Db, type Pagina, type Paginacao } from '../kernel/index.ts';

/**
 * The mandatory-options guide of a model type, with its vigência (the Specs import, arquivo=7 with tipoModeloAgrupadoId,
 * loads one per upload): a new guide closes the one in force the day before it starts.
 */
export interface VigenciaLinha {
  id: number;
  tipoModeloAgrupadoId: number;
  modeloDescricao: string;
  inicioVigencia: string;
  fimVigencia: string | null;
  usuarioNome: string;
  opcionais: number;
}

/** A vigência's row as the list and the edit form show it (over `specs_vigencias as v` joined to its model type `t`); the options apart. */
export const COLUNAS_VIGENCIA = [
  'v.id',
  'v.tipo_modelo_agrupado_id as tipoModeloAgrupadoId',
  't.descricao as modeloDescricao',
  sql<string>`to_char(v.inicio_vigencia, 'YYYY-MM-DD')`.as('inicioVigencia'),
  sql<string | null>`to_char(v.fim_vigencia, 'YYYY-MM-DD')`.as('fimVigencia'),
  'v.usuario_nome as usuarioNome',
] as const;

/** GET configuracoes/specs?tipoModeloAgrupadoId&page&per_page: the optional-vigência rows (newest first). */
export async function listarVigencias(db: Db, q: Paginacao & { tipoModeloAgrupadoId?: number | null }): Promise<Pagina<VigenciaLinha>> {
  const { page, perPage, offset } = paginate(q, { perPage: 8, max: 1000 });
  let base = db.selectFrom('specs_vigencias as v').innerJoin('tipos_modelo_agrupado as t', 't.id', 'v.tipo_modelo_agrupado_id');
  if (q.tipoModeloAgrupadoId) base = base.where('v.tipo_modelo_agrupado_id', '=', q.tipoModeloAgrupadoId);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([...COLUNAS_VIGENCIA, sql<number>`jsonb_array_length(v.opcionais)::int`.as('opcionais')])
    .orderBy('v.inicio_vigencia', 'desc')
    .orderBy('v.id', 'desc')
    .limit(perPage)
    .offset(offset)
    .execute();
  return { page, total: Number(total.n), rows };
}

/** Records a guide for a model type from `inicioVigencia` (YYYY-MM-DD); the open one before it ends the day before. */
export async function registrarVigencia(
  db: Db,
  actor: Pick<Actor, 'nome'>,
  input: { tipoModeloAgrupadoId: number; inicioVigencia: string; fimVigencia?: string | null; opcionais: Opcional[]; importacaoId?: number | null },
): Promise<{ id: number }> {
  if (!input.opcionais.length) throw new InvalidInput('O guia de opcionais está vazio.');
  return db.transaction().execute(async (trx) => {
    const tipo = await trx.selectFrom('tipos_modelo_agrupado').select('id').where('id', '=', input.tipoModeloAgrupadoId).forUpdate().executeTakeFirst();
    if (!tipo) throw new NotFound();
    await trx
      .updateTable('specs_vigencias')
      .set({ fim_vigencia: sql`(${input.inicioVigencia}::date - 1)` })
      .where('tipo_modelo_agrupado_id', '=', input.tipoModeloAgrupadoId)
      .where('fim_vigencia', 'is', null)
      .where('inicio_vigencia', '<', sql<Date>`${input.inicioVigencia}::date`)
      .execute();
    return trx
      .insertInto('specs_vigencias')
      .values({
        tipo_modelo_agrupado_id: input.tipoModeloAgrupadoId,
        inicio_vigencia: input.inicioVigencia,
        fim_vigencia: input.fimVigencia ?? null,
        opcionais: JSON.stringify(input.opcionais.map((o) => ({ codigo: o.codigo.trim().toUpperCase(), descricao: o.descricao.trim() }))),
        importacao_id: input.importacaoId ?? null,
        usuario_nome: actor.nome,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

/** The guide in force for a model type on a day (YYYY-MM-DD), or null. */
export async function guiaEmVigor(db: Db, tipoModeloAgrupadoId: number, dia: string): Promise<Opcional[] | null> {
  const r = await db
    .selectFrom('specs_vigencias')
    .select('opcionais')
    .where('tipo_modelo_agrupado_id', '=', tipoModeloAgrupadoId)
    .where('inicio_vigencia', '<=', sql<Date>`${dia}::date`)
    .where((eb) => eb.or([eb('fim_vigencia', 'is', null), eb('fim_vigencia', '>=', sql<Date>`${dia}::date`)]))
    .orderBy('inicio_vigencia', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? (r.opcionais as Opcional[]) : null;
}
