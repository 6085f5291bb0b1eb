import { adminMsg } from '@portal/contracts/admin/messages';
import { isDealerUser, type Actor } from '@portal/contracts/access/roles';
import { InvalidInput, NotFound, paginate, type Db, type Pagina } from '../kernel/index.ts';
import { audit } from './audit.ts';
import { likeTerm, refuseDuplicate, textTaken, type AdminCtx, type PageQuery, ptBR } from './common.ts';

export interface GroupRow {
  id: number;
  nome: string;
  status: number;
  quantidadeDealers: number;
}

function groupsQuery(db: Db, q: string | undefined) {
  let base = db.selectFrom('concessionaria_grupos as g');
  const term = likeTerm(q);
  if (term) base = base.where('g.nome', 'ilike', term);
  return base;
}

const groupColumns = (db: Db, q: string | undefined) =>
  groupsQuery(db, q)
    .select(['g.id', 'g.nome', 'g.status'])
    .select((eb) =>
      eb.selectFrom('concessionarias as d').select(eb.fn.countAll<string>().as('n')).whereRef('d.concessionaria_grupo_id', '=', 'g.id').as('quantidadeDealers'),
    );

/** GET grupos/concessionaria: the Grupos tab. */
export async function listarGruposConcessionaria(db: Db, q: PageQuery): Promise<Pagina<GroupRow>> {
  const { page, perPage, offset } = paginate(q);
  const total = await groupsQuery(db, q.q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const found = await groupColumns(db, q.q).orderBy(ptBR('g.nome')).orderBy('g.id').limit(perPage).offset(offset).execute();
  return { page, total: Number(total.n), rows: found.map((r) => ({ ...r, quantidadeDealers: Number(r.quantidadeDealers ?? 0) })) };
}

export async function* todosGruposConcessionaria(db: Db, q: string | undefined): AsyncGenerator<GroupRow> {
  for (let offset = 0; ; offset += 500) {
    const found = await groupColumns(db, q).orderBy(ptBR('g.nome')).orderBy('g.id').limit(500).offset(offset).execute();
    for (const r of found) yield { ...r, quantidadeDealers: Number(r.quantidadeDealers ?? 0) };
    if (found.length < 500) return;
  }
}

/** GET grupos/concessionaria/todos (lookup): a dealer-side user sees only its own group. */
export async function opcoesGruposConcessionaria(db: Db, actor: Actor) {
  let q = db.selectFrom('concessionaria_grupos').select(['id', 'nome', 'status']);
  if (isDealerUser(actor)) q = q.where('id', '=', actor.concessionariaGrupoId ?? -1);
  return q.orderBy(ptBR('nome')).execute();
}

/** GET grupos/concessionaria/obter?id&page&per_page: the group and its dealers, paged. */
export async function obterGrupoConcessionaria(db: Db, id: number, q: PageQuery) {
  const grupo = await db.selectFrom('concessionaria_grupos').select(['id', 'nome', 'status']).where('id', '=', id).executeTakeFirst();
  if (!grupo) throw new NotFound();
  const { page, perPage, offset } = paginate(q);
  const total = await db
    .selectFrom('concessionarias')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('concessionaria_grupo_id', '=', id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('concessionarias')
    .select(['id', 'codigo_dealer as codigoDealer', 'nome', 'status'])
    .where('concessionaria_grupo_id', '=', id)
    .orderBy('codigo_dealer')
    .limit(perPage)
    .offset(offset)
    .execute();
  return { grupo, concessionaria: { rows, page, total: Number(total.n) } };
}

function checkGroup(g: { nome?: string | null; status?: number | boolean | null }) {
  if (!g.nome?.trim()) throw new InvalidInput(adminMsg.preenchaNome);
  const status = g.status === undefined || g.status === null || g.status === true ? 1 : g.status === false ? 0 : g.status;
  if (status !== 0 && status !== 1) throw new InvalidInput(adminMsg.statusInvalido);
  return { nome: g.nome.trim(), status };
}

/** POST grupos/concessionaria */
export async function criarGrupoConcessionaria(db: Db, ctx: AdminCtx, g: { nome?: string | null; status?: number | boolean | null }): Promise<{ id: number }> {
  const cols = checkGroup(g);
  return refuseDuplicate('concessionaria_grupos_nome', adminMsg.grupoJaExiste, () =>
    db.transaction().execute(async (trx) => {
      if (await textTaken(trx, 'concessionaria_grupos', 'nome', cols.nome)) throw new InvalidInput(adminMsg.grupoJaExiste);
      const row = await trx.insertInto('concessionaria_grupos').values(cols).returning(['id', 'nome', 'status']).executeTakeFirstOrThrow();
      await audit(trx, ctx, { tabela: 'concessionaria_grupos', registroId: row.id, acao: 'criar', antes: null, depois: row });
      return { id: row.id };
    }),
  );
}

/** PUT grupos/concessionaria/{id} */
export async function alterarGrupoConcessionaria(
  db: Db,
  ctx: AdminCtx,
  id: number,
  g: { id?: number | null; nome?: string | null; status?: number | boolean | null },
): Promise<void> {
  if (g.id !== undefined && g.id !== null && g.id !== id) throw new InvalidInput(adminMsg.idDivergente);
  const cols = checkGroup(g);
  await refuseDuplicate('concessionaria_grupos_nome', adminMsg.grupoJaExiste, () =>
    db.transaction().execute(async (trx) => {
      const antes = await trx.selectFrom('concessionaria_grupos').select(['id', 'nome', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!antes) throw new NotFound();
      if (await textTaken(trx, 'concessionaria_grupos', 'nome', cols.nome, id)) throw new InvalidInput(adminMsg.grupoJaExiste);
      const depois = await trx
        .updateTable('concessionaria_grupos')
        .set(cols)
        .where('id', '=', id)
        .returning(['id', 'nome', 'status'])
        .executeTakeFirstOrThrow();
      await audit(trx, ctx, { tabela: 'concessionaria_grupos', registroId: id, acao: 'alterar', antes, depois });
    }),
  );
}
