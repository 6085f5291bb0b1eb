import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { validarCodigoModelo, validarNomeModelo } from '@portal/contracts/settings/regras';
import { InvalidInput, NotFound, paginate, type Db, type Pagina, type Paginacao } from '../kernel/index.ts';
import { audit } from '../admin/index.ts';
import type { Principal } from '../access/index.ts';

/** Model types (tipo-modelo) and their codes (spec §2.5, §3 "Model type and codes", §5.5); a code belongs to one type. */
type Ctx = { actor: Principal | Actor; correlationId: string | null };
const auditCtx = (ctx: Ctx) => ({ actor: ctx.actor as Principal, correlationId: ctx.correlationId });

export interface CodigoModelo {
  id: number;
  codigo: string;
  /** 1 active, 0 inactive */
  status: number;
  usuarioCadastroNome: string;
  dataCadastro: string;
}
export interface TipoModeloItem {
  id: number;
  descricao: string;
  codigos: { id: number; codigo: string; status: number }[];
  /** true while the type has an active code (the list's Ativo/Inativo badge) */
  btnStatus: boolean;
}

const lower = (s: string) => s.toLowerCase();

async function itens(db: Db, tipos: { id: number; descricao: string }[]): Promise<TipoModeloItem[]> {
  if (!tipos.length) return [];
  const cods = await db
    .selectFrom('tipos_modelo_codigos')
    .select(['id', 'codigo', 'status', 'tipo_modelo_agrupado_id'])
    .where(
      'tipo_modelo_agrupado_id',
      'in',
      tipos.map((t) => t.id),
    )
    .orderBy('codigo')
    .execute();
  return tipos.map((t) => {
    const codigos = cods.filter((c) => c.tipo_modelo_agrupado_id === t.id).map((c) => ({ id: c.id, codigo: c.codigo, status: c.status }));
    return { id: t.id, descricao: t.descricao, codigos, btnStatus: codigos.some((c) => c.status === 1) };
  });
}

/** GET configuracoes/tipo-modelo: every model type (the selects). */
export async function todosTiposModelo(db: Db): Promise<TipoModeloItem[]> {
  return itens(
    db,
    await db
      .selectFrom('tipos_modelo_agrupado')
      .select(['id', 'descricao'])
      .orderBy(sql`lower(descricao)`)
      .orderBy('id')
      .execute(),
  );
}

/** GET configuracoes/tipo-modelo/listar?page&per_page: the model management list (/settings/1). */
export async function listarTiposModelo(db: Db, q: Paginacao): Promise<Pagina<TipoModeloItem>> {
  const { page, perPage, offset } = paginate(q);
  const total = await db
    .selectFrom('tipos_modelo_agrupado')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const tipos = await db
    .selectFrom('tipos_modelo_agrupado')
    .select(['id', 'descricao'])
    .orderBy(sql`lower(descricao)`)
    .orderBy('id')
    .limit(perPage)
    .offset(offset)
    .execute();
  return { page, total: Number(total.n), rows: await itens(db, tipos) };
}

/** GET configuracoes/tipo-modelo/{id}: 'Cadastro de modelo'. */
export async function obterTipoModelo(db: Db, id: number): Promise<{ id: number; descricao: string; codigos: CodigoModelo[] }> {
  const t = await db.selectFrom('tipos_modelo_agrupado').select(['id', 'descricao']).where('id', '=', id).executeTakeFirst();
  if (!t) throw new NotFound();
  const codigos = await db
    .selectFrom('tipos_modelo_codigos')
    .select(['id', 'codigo', 'status', 'usuario_cadastro_nome', 'data_cadastro'])
    .where('tipo_modelo_agrupado_id', '=', id)
    .orderBy('codigo')
    .execute();
  return {
    ...t,
    codigos: codigos.map((c) => ({
      id: c.id,
      codigo: c.codigo,
      status: c.status,
      usuarioCadastroNome: c.usuario_cadastro_nome,
      dataCadastro: new Date(c.data_cadastro).toISOString(),
    })),
  };
}

/** A unique violation between our check and the insert (two users at once) is the same clear message. */
async function unico<T>(f: () => Promise<T>, mensagem: string): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw new InvalidInput(mensagem);
    throw e;
  }
}

async function nomeLivre(db: Db, descricao: string, exceto?: number) {
  let q = db
    .selectFrom('tipos_modelo_agrupado')
    .select('id')
    .where(sql`lower(descricao)`, '=', lower(descricao));
  if (exceto) q = q.where('id', '<>', exceto);
  if (await q.executeTakeFirst()) throw new InvalidInput(cfgMsg.nomeModeloDuplicado(descricao));
}

/** POST configuracoes/tipo-modelo {descricao}. */
export async function criarTipoModelo(db: Db, ctx: Ctx, input: { descricao?: unknown }, now: Date): Promise<{ id: number }> {
  const v = validarNomeModelo(input.descricao);
  if (!v.ok) throw new InvalidInput(v.erro);
  return unico(
    () =>
      db.transaction().execute(async (trx) => {
        await nomeLivre(trx, v.valor);
        const row = await trx
          .insertInto('tipos_modelo_agrupado')
          .values({ descricao: v.valor, usuario_cadastro_nome: ctx.actor.nome, data_cadastro: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, auditCtx(ctx), { tabela: 'tipos_modelo_agrupado', registroId: row.id, acao: 'criar', antes: null, depois: { descricao: v.valor } });
        return row;
      }),
    cfgMsg.nomeModeloDuplicado(v.valor),
  );
}

/** PUT configuracoes/tipo-modelo/{id} {descricao}: rename. */
export async function renomearTipoModelo(db: Db, ctx: Ctx, id: number, input: { descricao?: unknown }): Promise<void> {
  const v = validarNomeModelo(input.descricao);
  if (!v.ok) throw new InvalidInput(v.erro);
  await unico(
    () =>
      db.transaction().execute(async (trx) => {
        const antes = await trx.selectFrom('tipos_modelo_agrupado').select('descricao').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!antes) throw new NotFound();
        await nomeLivre(trx, v.valor, id);
        await trx.updateTable('tipos_modelo_agrupado').set({ descricao: v.valor }).where('id', '=', id).execute();
        await audit(trx, auditCtx(ctx), { tabela: 'tipos_modelo_agrupado', registroId: id, acao: 'alterar', antes, depois: { descricao: v.valor } });
      }),
    cfgMsg.nomeModeloDuplicado(v.valor),
  );
}

/** POST configuracoes/tipo-modelo/codigo {tipoModeloAgrupadoId, codigo}: a new active code (upper case, unique). */
export async function adicionarCodigo(db: Db, ctx: Ctx, input: { tipoModeloAgrupadoId?: unknown; codigo?: unknown }, now: Date): Promise<{ id: number }> {
  const tipoId = typeof input.tipoModeloAgrupadoId === 'number' && input.tipoModeloAgrupadoId > 0 ? input.tipoModeloAgrupadoId : null;
  if (tipoId === null) throw new InvalidInput(cfgMsg.tipoModeloObrigatorio);
  const v = validarCodigoModelo(input.codigo);
  if (!v.ok) throw new InvalidInput(v.erro);
  const duplicado = async (trx: Db) => {
    const d = await trx
      .selectFrom('tipos_modelo_codigos as c')
      .innerJoin('tipos_modelo_agrupado as t', 't.id', 'c.tipo_modelo_agrupado_id')
      .select('t.descricao')
      .where(sql`upper(c.codigo)`, '=', v.valor)
      .executeTakeFirst();
    return d ? cfgMsg.codigoDuplicado(v.valor, d.descricao) : null;
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const tipo = await trx.selectFrom('tipos_modelo_agrupado').select('id').where('id', '=', tipoId).executeTakeFirst();
      if (!tipo) throw new NotFound();
      const dup = await duplicado(trx);
      if (dup) throw new InvalidInput(dup);
      const row = await trx
        .insertInto('tipos_modelo_codigos')
        .values({
          tipo_modelo_agrupado_id: tipoId,
          codigo: v.valor,
          status: 1,
          usuario_cadastro_id: ctx.actor.userId || null,
          usuario_cadastro_nome: ctx.actor.nome,
          data_cadastro: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, auditCtx(ctx), { tabela: 'tipos_modelo_codigos', registroId: row.id, acao: 'criar', antes: null, depois: { tipoId, codigo: v.valor } });
      return row;
    });
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw new InvalidInput((await duplicado(db)) ?? cfgMsg.codigoDuplicado(v.valor, ''));
    throw e;
  }
}

/** POST configuracoes/tipo-modelo/codigo/{id}/ativar | inativar. Setting the status it already has is a no-op. */
export async function definirStatusCodigo(db: Db, ctx: Ctx, id: number, ativo: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('tipos_modelo_codigos').select(['status', 'codigo']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!c) throw new NotFound();
    const status = ativo ? 1 : 0;
    if (c.status === status) return;
    await trx.updateTable('tipos_modelo_codigos').set({ status }).where('id', '=', id).execute();
    await audit(trx, auditCtx(ctx), { tabela: 'tipos_modelo_codigos', registroId: id, acao: 'alterar', antes: { status: c.status }, depois: { status } });
  });
}

/** The active model type of a vehicle's model code, or null (what the Specs import classifies by). */
export async function tipoDoCodigo(db: Db, codigo: string): Promise<{ id: number; descricao: string } | null> {
  const r = await db
    .selectFrom('tipos_modelo_codigos as c')
    .innerJoin('tipos_modelo_agrupado as t', 't.id', 'c.tipo_modelo_agrupado_id')
    .select(['t.id', 't.descricao'])
    .where(sql`upper(c.codigo)`, '=', codigo.trim().toUpperCase())
    .where('c.status', '=', 1)
    .executeTakeFirst();
  return r ?? null;
}
