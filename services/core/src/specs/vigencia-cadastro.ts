import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import type { Opcional } from '@portal/contracts/settings/specs';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { mensagemSobreposicao, validarVigencia } from '@portal/contracts/settings/vigencia';
import { InvalidInput, NotFound, type Db } from '../kernel/index.ts';
import { audit } from '../admin/index.ts';
import type { Principal } from '../access/index.ts';
import { reprocessarConformidade, sobrepostas } from './reprocessar.ts';
import { COLUNAS_VIGENCIA } from './vigencias.ts';

type Ctx = { actor: Principal | Actor; correlationId: string | null };
export interface VigenciaForm {
  tipoModeloAgrupadoId?: number | null;
  inicioVigencia?: string | null;
  fimVigencia?: string | null;
  opcionais?: { codigo?: string | null; descricao?: string | null }[] | null;
}

/** GET configuracoes/specs/{id}: one vigência with its options (the edit form). */
export async function obterVigencia(db: Db, id: number) {
  const r = await db
    .selectFrom('specs_vigencias as v')
    .innerJoin('tipos_modelo_agrupado as t', 't.id', 'v.tipo_modelo_agrupado_id')
    .select([...COLUNAS_VIGENCIA, 'v.opcionais'])
    .where('v.id', '=', id)
    .executeTakeFirst();
  if (!r) throw new NotFound();
  return { ...r, opcionais: r.opcionais as Opcional[] };
}

/**
 * POST configuracoes/specs (id null) and PUT configuracoes/specs/{id}: a model type's mandatory-options guide with its
 * vigência, from the settings form. A new guide closes the open one that started before it (the day before it starts,
 * as the Specs import's guides do); any other overlap with a vigência of the same type is refused, nothing written.
 * In the same transaction the open orders of the type(s) touched are checked again (reprocessarConformidade).
 */
export async function salvarVigencia(db: Db, ctx: Ctx, id: number | null, form: VigenciaForm, now: Date): Promise<{ id: number }> {
  const v = validarVigencia(form);
  if (!v.ok) throw new InvalidInput(v.erro);
  const g = v.valor;
  return db.transaction().execute(async (trx) => {
    const tipo = await trx.selectFrom('tipos_modelo_agrupado').select('id').where('id', '=', g.tipoModeloAgrupadoId).forUpdate().executeTakeFirst();
    if (!tipo) throw new InvalidInput(cfgMsg.tipoModeloObrigatorio);
    const antes = id === null ? null : await obterVigenciaParaAlterar(trx, id);
    if (antes && antes.tipoModeloAgrupadoId !== g.tipoModeloAgrupadoId) {
      await trx.selectFrom('tipos_modelo_agrupado').select('id').where('id', '=', antes.tipoModeloAgrupadoId).forUpdate().execute();
    }
    if (id === null) {
      await trx
        .updateTable('specs_vigencias')
        .set({ fim_vigencia: sql`(${g.inicioVigencia}::date - 1)` })
        .where('tipo_modelo_agrupado_id', '=', g.tipoModeloAgrupadoId)
        .where('fim_vigencia', 'is', null)
        .where('inicio_vigencia', '<', sql<Date>`${g.inicioVigencia}::date`)
        .execute();
    }
    const outra = await sobrepostas(trx, g.tipoModeloAgrupadoId, g.inicioVigencia, g.fimVigencia, id ?? 0);
    if (outra) throw new InvalidInput(mensagemSobreposicao(outra));
    const valores = {
      tipo_modelo_agrupado_id: g.tipoModeloAgrupadoId,
      inicio_vigencia: g.inicioVigencia,
      fim_vigencia: g.fimVigencia,
      opcionais: JSON.stringify(g.opcionais),
      usuario_nome: ctx.actor.nome,
    };
    const salvo =
      id === null
        ? await trx.insertInto('specs_vigencias').values(valores).returning('id').executeTakeFirstOrThrow()
        : await trx.updateTable('specs_vigencias').set(valores).where('id', '=', id).returning('id').executeTakeFirstOrThrow();
    await audit(trx, ctx, { tabela: 'specs_vigencias', registroId: salvo.id, acao: id === null ? 'criar' : 'alterar', antes, depois: g });
    await reprocessarConformidade(trx, antes ? [g.tipoModeloAgrupadoId, antes.tipoModeloAgrupadoId] : [g.tipoModeloAgrupadoId], now);
    return salvo;
  });
}

async function obterVigenciaParaAlterar(trx: Db, id: number) {
  const r = await trx.selectFrom('specs_vigencias').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!r) throw new NotFound();
  const { tipoModeloAgrupadoId, inicioVigencia, fimVigencia, opcionais } = await obterVigencia(trx, id);
  return { tipoModeloAgrupadoId, inicioVigencia, fimVigencia, opcionais };
}
