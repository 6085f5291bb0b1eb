import { adminMsg } from '@portal/contracts/admin/messages';
import { validateResponsaveis } from '@portal/contracts/admin/rules';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { InvalidInput, NotFound, paginate, type Db, type Pagina } from '../kernel/index.ts';
import { audit } from './audit.ts';
import { likeTerm, refuseDuplicate, textTaken, type AdminCtx, type PageQuery, ptBR } from './common.ts';

export interface RegionRow {
  id: number;
  descricao: string;
  dataCadastro: string;
}

function regionsQuery(db: Db, q: string | undefined) {
  let base = db.selectFrom('regionais as r');
  const term = likeTerm(q);
  if (term) base = base.where('r.descricao', 'ilike', term);
  return base;
}

const toRow = (r: { id: number; descricao: string; data_cadastro: Date }): RegionRow => ({
  id: r.id,
  descricao: r.descricao,
  dataCadastro: new Date(r.data_cadastro).toISOString(),
});

/** GET participantes/regional/paginar: the Região tab. */
export async function listarRegionais(db: Db, q: PageQuery): Promise<Pagina<RegionRow>> {
  const { page, perPage, offset } = paginate(q);
  const total = await regionsQuery(db, q.q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await regionsQuery(db, q.q)
    .select(['r.id', 'r.descricao', 'r.data_cadastro'])
    .orderBy(ptBR('r.descricao'))
    .orderBy('r.id')
    .limit(perPage)
    .offset(offset)
    .execute();
  return { page, total: Number(total.n), rows: rows.map(toRow) };
}

export async function* todasRegionais(db: Db, q: string | undefined): AsyncGenerator<RegionRow> {
  for (let offset = 0; ; offset += 500) {
    const rows = await regionsQuery(db, q)
      .select(['r.id', 'r.descricao', 'r.data_cadastro'])
      .orderBy(ptBR('r.descricao'))
      .orderBy('r.id')
      .limit(500)
      .offset(offset)
      .execute();
    for (const r of rows) yield toRow(r);
    if (rows.length < 500) return;
  }
}

/** GET participantes/regional: the Região select. */
export const opcoesRegionais = (db: Db) => db.selectFrom('regionais').select(['id', 'descricao']).orderBy(ptBR('descricao')).execute();

async function responsaveis(db: Db, id: number) {
  return db
    .selectFrom('regional_responsaveis as rr')
    .innerJoin('participantes as p', 'p.id', 'rr.participante_id')
    .innerJoin('perfis as pf', 'pf.id', 'p.perfil_id')
    .select(['p.id as userId', 'p.nome', 'pf.descricao as role'])
    .where('rr.regional_id', '=', id)
    .orderBy(ptBR('p.nome'))
    .execute();
}

/** GET participantes/regional/{id} */
export async function obterRegional(db: Db, id: number) {
  const r = await db.selectFrom('regionais').select(['id', 'descricao', 'data_cadastro']).where('id', '=', id).executeTakeFirst();
  if (!r) throw new NotFound();
  return { ...toRow(r), responsaveis: await responsaveis(db, id) };
}

/** GET participantes/regional/possivel-responsavel: importer staff (profile group Administrador) not blocked. */
export async function possiveisResponsaveis(db: Db) {
  return db
    .selectFrom('participantes as p')
    .innerJoin('perfis as pf', 'pf.id', 'p.perfil_id')
    .innerJoin('contas as c', 'c.participante_id', 'p.id')
    .select(['p.id as userId', 'p.nome', 'pf.descricao as role', 'p.email'])
    .where('pf.grupo_perfil_id', '=', GRUPO_PERFIL.Administrador)
    .where('c.status', '<>', 'bloqueada')
    .orderBy(ptBR('p.nome'))
    .execute();
}

/** POST participantes/regional */
export async function criarRegional(db: Db, ctx: AdminCtx, r: { descricao?: string | null }): Promise<{ id: number }> {
  const descricao = r.descricao?.trim();
  if (!descricao) throw new InvalidInput(adminMsg.preenchaDescricao);
  return refuseDuplicate('regionais_descricao', adminMsg.regiaoJaExiste, () =>
    db.transaction().execute(async (trx) => {
      if (await textTaken(trx, 'regionais', 'descricao', descricao)) throw new InvalidInput(adminMsg.regiaoJaExiste);
      const row = await trx.insertInto('regionais').values({ descricao }).returning(['id', 'descricao']).executeTakeFirstOrThrow();
      await audit(trx, ctx, { tabela: 'regionais', registroId: row.id, acao: 'criar', antes: null, depois: { ...row, responsaveis: [] } });
      return { id: row.id };
    }),
  );
}

/** PUT participantes/regional/{id} {descricao, responsaveis}: replaces the responsible users. */
export async function alterarRegional(
  db: Db,
  ctx: AdminCtx,
  id: number,
  r: { descricao?: string | null; responsaveis?: { userId?: number | null }[] | null },
): Promise<void> {
  const descricao = r.descricao?.trim();
  if (!descricao) throw new InvalidInput(adminMsg.preenchaDescricao);
  const list = r.responsaveis ?? [];
  const problem = validateResponsaveis(list);
  if (problem) throw new InvalidInput(problem);
  const ids = list.map((x) => x.userId!);
  await refuseDuplicate('regionais_descricao', adminMsg.regiaoJaExiste, () =>
    db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('regionais').select(['id', 'descricao']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw new NotFound();
      if (await textTaken(trx, 'regionais', 'descricao', descricao, id)) throw new InvalidInput(adminMsg.regiaoJaExiste);
      if (ids.length) {
        const ok = await trx
          .selectFrom('participantes as p')
          .innerJoin('perfis as pf', 'pf.id', 'p.perfil_id')
          .select('p.id')
          .where('p.id', 'in', ids)
          .where('pf.grupo_perfil_id', '=', GRUPO_PERFIL.Administrador)
          .execute();
        if (ok.length !== ids.length) throw new InvalidInput(adminMsg.responsavelInvalido);
      }
      const antes = { ...current, responsaveis: (await responsaveis(trx, id)).map((x) => x.userId) };
      await trx.updateTable('regionais').set({ descricao }).where('id', '=', id).execute();
      await trx.deleteFrom('regional_responsaveis').where('regional_id', '=', id).execute();
      if (ids.length)
        await trx
          .insertInto('regional_responsaveis')
          .values(ids.map((participante_id) => ({ regional_id: id, participante_id })))
          .execute();
      const depois = { id, descricao, responsaveis: (await responsaveis(trx, id)).map((x) => x.userId) };
      await audit(trx, ctx, { tabela: 'regionais', registroId: id, acao: 'alterar', antes, depois });
    }),
  );
}
