import { sql } from 'kysely';
import { popupMsg } from '@portal/contracts/popups/messages';
import { parsePopupDate, todayInBrazil, trimEditorTail, validatePopup, type PopupFields } from '@portal/contracts/popups/rules';
import type { Actor } from '@portal/contracts/access/roles';
import { InvalidInput, NotFound, Refused, paginate, type Db, type Pagina } from '../kernel/index.ts';
import { audit } from '../admin/index.ts';
import { likeTerm, type AdminCtx, type PageQuery } from '../admin/index.ts';
import { isBlankHtml, sanitizePopupHtml } from './sanitize.ts';
import { publicarComunicado } from './avisos.ts';

export interface PopupRow {
  id: number;
  titulo: string;
  ordem: number;
  status: number;
  periodoDe: string;
  periodoAte: string;
  grupos: { grupoId: number; nome: string }[];
}

const dateText = (col: 'p.periodo_de' | 'p.periodo_ate') => sql<string>`to_char(${sql.ref(col)}, 'YYYY-MM-DD')`;

const popupColumns = (db: Db) =>
  db
    .selectFrom('popups as p')
    .select(['p.id', 'p.titulo', 'p.ordem', 'p.status', dateText('p.periodo_de').as('periodoDe'), dateText('p.periodo_ate').as('periodoAte')]);

async function withGroups<T extends { id: number }>(db: Db, rows: T[]): Promise<(T & { grupos: { grupoId: number; nome: string }[] })[]> {
  if (!rows.length) return [];
  const gs = await db
    .selectFrom('popup_grupos as pg')
    .innerJoin('grupos_perfil as g', 'g.id', 'pg.grupo_perfil_id')
    .select(['pg.popup_id', 'g.id', 'g.nome'])
    .where(
      'pg.popup_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({ ...r, grupos: gs.filter((g) => g.popup_id === r.id).map((g) => ({ grupoId: g.id, nome: g.nome })) }));
}

/** GET popup: the pop-up manager table (q searches the name). */
export async function listarPopups(db: Db, q: PageQuery): Promise<Pagina<PopupRow>> {
  const { page, perPage, offset } = paginate(q);
  const term = likeTerm(q.q);
  let count = db.selectFrom('popups as p').select((eb) => eb.fn.countAll<string>().as('n'));
  let rows = popupColumns(db);
  if (term) {
    count = count.where('p.titulo', 'ilike', term);
    rows = rows.where('p.titulo', 'ilike', term);
  }
  const total = await count.executeTakeFirstOrThrow();
  const found = await rows.orderBy('p.periodo_de', 'desc').orderBy('p.ordem').orderBy('p.id').limit(perPage).offset(offset).execute();
  return { page, total: Number(total.n), rows: await withGroups(db, found) };
}

/** GET popup/{id}: the edit form. */
export async function obterPopup(db: Db, id: number) {
  const r = await popupColumns(db).select('p.texto').where('p.id', '=', id).executeTakeFirst();
  if (!r) throw new NotFound();
  return (await withGroups(db, [r]))[0]!;
}

/** What the pop-up commands need: the database and the clock (like every other context's commands). */
export interface PopupDeps {
  db: Db;
  now: () => Date;
}

export interface PopupInput extends PopupFields {
  status?: number | boolean | null;
}

async function prepare(trx: Db, p: PopupInput) {
  const problem = validatePopup(p);
  if (problem) throw new InvalidInput(problem);
  const status = p.status === true || p.status === 1 ? 1 : p.status === false || p.status === 0 || p.status === null || p.status === undefined ? 0 : -1;
  if (status < 0) throw new InvalidInput(popupMsg.statusInvalido);
  const texto = sanitizePopupHtml(trimEditorTail(p.texto!));
  if (isBlankHtml(texto)) throw new InvalidInput(popupMsg.textoSoComConteudoBloqueado);
  const grupos = [...new Set(p.grupos!.map((g) => g.grupoId))];
  const found = await trx.selectFrom('grupos_perfil').select('id').where('id', 'in', grupos).execute();
  if (found.length !== grupos.length) throw new InvalidInput(popupMsg.grupoInexistente);
  return {
    columns: { titulo: p.titulo!.trim(), texto, ordem: p.ordem!, status, periodo_de: parsePopupDate(p.periodoDe)!, periodo_ate: parsePopupDate(p.periodoAte)! },
    grupos,
  };
}

async function setGroups(trx: Db, id: number, grupos: number[]) {
  await trx.deleteFrom('popup_grupos').where('popup_id', '=', id).execute();
  await trx
    .insertInto('popup_grupos')
    .values(grupos.map((grupo_perfil_id) => ({ popup_id: id, grupo_perfil_id })))
    .execute();
}

/** POST popup: the HTML is sanitised before it is stored. */
export async function criarPopup(deps: PopupDeps, ctx: AdminCtx, p: PopupInput): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const { columns, grupos } = await prepare(trx, p);
    const row = await trx.insertInto('popups').values(columns).returning('id').executeTakeFirstOrThrow();
    await setGroups(trx, row.id, grupos);
    await audit(trx, ctx, { tabela: 'popups', registroId: row.id, acao: 'criar', antes: null, depois: await obterPopup(trx, row.id) });
    await publicarComunicado(trx, ctx, { id: row.id, titulo: columns.titulo, status: columns.status, periodoDe: columns.periodo_de, grupos }, deps.now());
    return { id: row.id };
  });
}

/** PUT popup/{id} */
export async function alterarPopup(deps: PopupDeps, ctx: AdminCtx, id: number, p: PopupInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('popups').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!exists) throw new NotFound();
    const antes = await obterPopup(trx, id);
    const { columns, grupos } = await prepare(trx, p);
    await trx
      .updateTable('popups')
      .set({ ...columns, atualizado_em: deps.now() })
      .where('id', '=', id)
      .execute();
    await setGroups(trx, id, grupos);
    await audit(trx, ctx, { tabela: 'popups', registroId: id, acao: 'alterar', antes, depois: await obterPopup(trx, id) });
    await publicarComunicado(trx, ctx, { id, titulo: columns.titulo, status: columns.status, periodoDe: columns.periodo_de, grupos }, deps.now());
  });
}

const ofGroup = (db: Db, actor: Actor) =>
  popupColumns(db).where((eb) =>
    eb.exists(
      eb.selectFrom('popup_grupos as pg').select('pg.popup_id').whereRef('pg.popup_id', '=', 'p.id').where('pg.grupo_perfil_id', '=', actor.grupoPerfil),
    ),
  );

/** GET popup/home: the active pop-ups of the user's profile group whose period includes today, in display order. */
export async function listarPopupsHome(db: Db, actor: Actor, now: Date) {
  const today = todayInBrazil(now);
  return ofGroup(db, actor)
    .select('p.texto')
    .where('p.status', '=', 1)
    .where('p.periodo_de', '<=', today)
    .where('p.periodo_ate', '>=', today)
    .orderBy('p.ordem')
    .orderBy('p.id')
    .execute();
}

/** GET popup/sininho: the announcements (comunicados) of the user's profile group that have started; the text only of active ones. */
export async function listarComunicados(db: Db, actor: Actor, now: Date, q: PageQuery) {
  const today = todayInBrazil(now);
  const { page, perPage, offset } = paginate(q);
  const started = () => ofGroup(db, actor).where('p.periodo_de', '<=', today);
  const total = await started()
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await started().select('p.texto').orderBy('p.periodo_de', 'desc').orderBy('p.ordem').orderBy('p.id').limit(perPage).offset(offset).execute();
  return { page, total: Number(total.n), rows: rows.map((r) => ({ ...r, texto: r.status === 1 ? r.texto : null })) };
}

/** GET popup/sininho/{id}: the announcement's text for the modal; an inactive one answers 'O popup está inativo'. */
export async function obterComunicado(db: Db, actor: Actor, id: number) {
  const r = await ofGroup(db, actor).select('p.texto').where('p.id', '=', id).executeTakeFirst();
  if (!r) throw new NotFound();
  if (r.status !== 1) throw new Refused(popupMsg.popupInativo);
  return r;
}
