import { sql } from 'kysely';
import { adminMsg } from '@portal/contracts/admin/messages';
import { applyFuncaoRule, applyMatrixRule, byNome, resetsMenus, type Flags } from '@portal/contracts/admin/rules';
import { HOME_MENU } from '@portal/contracts/access/session';
import { InvalidInput, NotFound, Refused, paginate, type Db, type Pagina } from '../kernel/index.ts';
import { audit } from './audit.ts';
import { likeTerm, refuseDuplicate, type AdminCtx, type PageQuery, ptBR } from './common.ts';

export interface ProfileRow {
  id: number;
  roleId: number;
  descricaoRolePerfil: string;
  grupoId: number;
  grupoPerfil: string;
  ativo: boolean;
  quantidadeUsuarios: number;
}

function profilesQuery(db: Db, q: string | undefined) {
  let base = db.selectFrom('perfis as pf').innerJoin('grupos_perfil as gp', 'gp.id', 'pf.grupo_perfil_id');
  const term = likeTerm(q);
  if (term) base = base.where((eb) => eb.or([eb('pf.descricao', 'ilike', term), eb('gp.nome', 'ilike', term)]));
  return base;
}

const profileRows = (db: Db, q: string | undefined) =>
  profilesQuery(db, q)
    .select(['pf.id', 'pf.descricao', 'pf.grupo_perfil_id', 'gp.nome as grupoPerfil', 'pf.ativo'])
    .select((eb) => eb.selectFrom('participantes as p').select(eb.fn.countAll<string>().as('n')).whereRef('p.perfil_id', '=', 'pf.id').as('usuarios'));

const toRow = (r: { id: number; descricao: string; grupo_perfil_id: number; grupoPerfil: string; ativo: boolean; usuarios: string | null }): ProfileRow => ({
  id: r.id,
  roleId: r.id,
  descricaoRolePerfil: r.descricao,
  grupoId: r.grupo_perfil_id,
  grupoPerfil: r.grupoPerfil,
  ativo: r.ativo,
  quantidadeUsuarios: Number(r.usuarios ?? 0),
});

/** GET tipo-perfil: the Tipo de Perfil tab. */
export async function listarTiposPerfil(db: Db, q: PageQuery): Promise<Pagina<ProfileRow>> {
  const { page, perPage, offset } = paginate(q);
  const total = await profilesQuery(db, q.q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await profileRows(db, q.q).orderBy(ptBR('pf.descricao')).limit(perPage).offset(offset).execute();
  return { page, total: Number(total.n), rows: rows.map(toRow) };
}

export async function* todosTiposPerfil(db: Db, q: string | undefined): AsyncGenerator<ProfileRow> {
  for (let offset = 0; ; offset += 500) {
    const rows = await profileRows(db, q).orderBy(ptBR('pf.descricao')).limit(500).offset(offset).execute();
    for (const r of rows) yield toRow(r);
    if (rows.length < 500) return;
  }
}

/** GET tipo-perfil/{id} */
export async function obterTipoPerfil(db: Db, id: number) {
  const r = await db.selectFrom('perfis').select(['id', 'descricao', 'grupo_perfil_id', 'ativo']).where('id', '=', id).executeTakeFirst();
  if (!r) throw new NotFound();
  return { roleId: r.id, descricaoRolePerfil: r.descricao, grupoId: r.grupo_perfil_id, ativo: r.ativo };
}

/** GET participantes/grupos (profile groups) */
export const listarGruposPerfil = (db: Db) => db.selectFrom('grupos_perfil').select(['id', 'nome']).orderBy('id').execute();

/** GET participantes/grupos/perfils/{groupId}/: the profile types of a profile group. */
export async function tiposPerfilDoGrupo(db: Db, groupId: number) {
  const g = await db.selectFrom('grupos_perfil').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!g) throw new NotFound();
  const rows = await db.selectFrom('perfis').select(['id', 'descricao', 'ativo']).where('grupo_perfil_id', '=', groupId).orderBy(ptBR('descricao')).execute();
  return rows.map((r) => ({ id: r.id, roleId: r.id, descricao: r.descricao, descricaoRolePerfil: r.descricao, grupoId: groupId, ativo: r.ativo }));
}

/** GET participantes/clusters/{groupId}/{profileId}: the cluster claims; active = the user's (or the default ones for a new user). */
export async function listarClusters(db: Db, groupId: number, profileId: number, participanteId?: number) {
  const p = await db.selectFrom('perfis').select(['id', 'grupo_perfil_id']).where('id', '=', profileId).executeTakeFirst();
  if (!p || p.grupo_perfil_id !== groupId) throw new NotFound();
  const all = await db.selectFrom('claims').select(['id', 'nome', 'padrao']).orderBy(ptBR('nome')).execute();
  let mine: Set<number> | null = null;
  if (participanteId !== undefined) {
    const u = await db.selectFrom('participantes').select('id').where('id', '=', participanteId).executeTakeFirst();
    if (!u) throw new NotFound();
    mine = new Set(
      (await db.selectFrom('participante_claims').select('claim_id').where('participante_id', '=', participanteId).execute()).map((c) => c.claim_id),
    );
  }
  const view = (c: { id: number; nome: string; padrao: boolean }) => ({ id: c.id, nome: c.nome, active: mine ? mine.has(c.id) : c.padrao });
  return { claimsPadrao: all.filter((c) => c.padrao).map(view), claimsNaoPadrao: all.filter((c) => !c.padrao).map(view) };
}

export interface ProfileInput {
  roleId?: number | null;
  descricaoRolePerfil?: string | null;
  grupoId?: number | null;
  ativo?: boolean | number | null;
}

async function checkProfile(trx: Db, p: ProfileInput, exceptId?: number) {
  const descricao = p.descricaoRolePerfil?.trim();
  if (!descricao && !p.grupoId) throw new InvalidInput(adminMsg.preenchaObrigatorios);
  if (!descricao) throw new InvalidInput(adminMsg.preenchaDescricao);
  if (!p.grupoId) throw new InvalidInput(adminMsg.selecioneGrupoPerfil);
  if (!(await trx.selectFrom('grupos_perfil').select('id').where('id', '=', p.grupoId).executeTakeFirst()))
    throw new InvalidInput(adminMsg.grupoPerfilInexistente);
  let same = trx
    .selectFrom('perfis')
    .select('id')
    .where(sql<string>`lower(descricao)`, '=', descricao.toLowerCase());
  if (exceptId !== undefined) same = same.where('id', '<>', exceptId);
  if (await same.executeTakeFirst()) throw new InvalidInput(adminMsg.tipoPerfilJaExiste);
  return { descricao, grupo_perfil_id: p.grupoId, ativo: p.ativo === undefined || p.ativo === null ? true : p.ativo === true || p.ativo === 1 };
}

async function homeSubmenus(trx: Db) {
  return trx.selectFrom('submenus as s').innerJoin('menus as m', 'm.id', 's.menu_id').select('s.id').where('m.descricao', '=', HOME_MENU).execute();
}

/** POST tipo-perfil: every profile type keeps the hidden HOME menu (Relatórios, Comunicados) readable. */
export async function criarTipoPerfil(db: Db, ctx: AdminCtx, p: ProfileInput): Promise<{ roleId: number }> {
  return refuseDuplicate('perfis_descricao_key', adminMsg.tipoPerfilJaExiste, () =>
    db.transaction().execute(async (trx) => {
      const cols = await checkProfile(trx, p);
      const row = await trx.insertInto('perfis').values(cols).returning('id').executeTakeFirstOrThrow();
      const home = await homeSubmenus(trx);
      if (home.length)
        await trx
          .insertInto('perfil_submenus')
          .values(home.map((s) => ({ perfil_id: row.id, submenu_id: s.id, read: true, edit: false })))
          .execute();
      await audit(trx, ctx, { tabela: 'perfis', registroId: row.id, acao: 'criar', antes: null, depois: await obterTipoPerfil(trx, row.id) });
      return { roleId: row.id };
    }),
  );
}

/** PUT tipo-perfil: changing the profile group resets every menu flag (and is refused while the profile has users). */
export async function alterarTipoPerfil(db: Db, ctx: AdminCtx, p: ProfileInput): Promise<void> {
  if (!p.roleId) throw new NotFound();
  const id = p.roleId;
  await refuseDuplicate('perfis_descricao_key', adminMsg.tipoPerfilJaExiste, () =>
    db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('perfis').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!exists) throw new NotFound();
      const antes = await obterTipoPerfil(trx, id);
      const cols = await checkProfile(trx, p, id);
      if (!cols.ativo && ctx.actor.perfilId === id) throw new Refused(adminMsg.naoDesativaProprioPerfil);
      if (resetsMenus(antes, { grupoId: cols.grupo_perfil_id })) {
        const users = await trx.selectFrom('participantes').select('id').where('perfil_id', '=', id).limit(1).executeTakeFirst();
        if (users) throw new Refused(adminMsg.grupoPerfilComUsuarios);
        const home = (await homeSubmenus(trx)).map((s) => s.id);
        let reset = trx.updateTable('perfil_submenus').set({ read: false, edit: false }).where('perfil_id', '=', id);
        if (home.length) reset = reset.where('submenu_id', 'not in', home);
        await reset.execute();
      }
      await trx.updateTable('perfis').set(cols).where('id', '=', id).execute();
      await audit(trx, ctx, { tabela: 'perfis', registroId: id, acao: 'alterar', antes, depois: await obterTipoPerfil(trx, id) });
    }),
  );
}

async function menuCells(db: Db, roleId: number) {
  return db
    .selectFrom('submenus as s')
    .innerJoin('menus as m', 'm.id', 's.menu_id')
    .leftJoin('perfil_submenus as ps', (j) => j.onRef('ps.submenu_id', '=', 's.id').on('ps.perfil_id', '=', roleId))
    .select([
      'm.id as menuId',
      'm.descricao as descricaoMenu',
      'm.ordem as menuOrdem',
      's.id as subMenuId',
      's.descricao as descricaoSubMenu',
      's.rota_url as rotaUrl',
      'ps.read',
      'ps.edit',
    ])
    .orderBy('m.ordem')
    .orderBy('s.ordem')
    .execute();
}

const rotulo = (cells: { subMenuId: number; descricaoMenu: string; descricaoSubMenu: string }[], id: number) => {
  const c = cells.find((x) => x.subMenuId === id);
  return c ? `${c.descricaoMenu} › ${c.descricaoSubMenu}` : String(id);
};

/** GET tipo-perfil/menus/{id}: the Menus do Sistema matrix, HOME hidden. */
export async function menusTipoPerfil(db: Db, roleId: number) {
  const p = await obterTipoPerfil(db, roleId);
  const cells = await menuCells(db, roleId);
  const menus = new Map<
    number,
    {
      menuId: number;
      descricaoMenu: string;
      read: boolean;
      edit: boolean;
      subMenu: { subMenuId: number; descricaoSubMenu: string; rotaUrl: string; read: boolean; edit: boolean; grupoId: number }[];
    }
  >();
  for (const c of cells) {
    if (c.descricaoMenu === HOME_MENU) continue;
    let m = menus.get(c.menuId);
    if (!m) menus.set(c.menuId, (m = { menuId: c.menuId, descricaoMenu: c.descricaoMenu, read: true, edit: true, subMenu: [] }));
    const read = Boolean(c.read || c.edit);
    const edit = Boolean(c.edit);
    m.subMenu.push({ subMenuId: c.subMenuId, descricaoSubMenu: c.descricaoSubMenu, rotaUrl: c.rotaUrl, read, edit, grupoId: p.grupoId });
    m.read &&= read;
    m.edit &&= edit;
  }
  return [...menus.values()];
}

export interface MatrixEntry {
  roleId: number;
  menuId: number;
  subMenuId?: number | null;
  read: boolean;
  edit: boolean;
  grupoId: number;
}

/**
 * PUT tipo-perfil/sub-menu: saves matrix cells with the spec's rules (Editar forces Visualizar; clearing
 * Visualizar clears Editar; an entry without subMenuId is a menu-level toggle for all its submenus).
 * Users of the profile see the change at their next request (permissions are read per request).
 */
export async function salvarMenusTipoPerfil(db: Db, ctx: AdminCtx, entries: MatrixEntry[]): Promise<void> {
  if (!entries.length) return;
  const roleId = entries[0]!.roleId;
  if (entries.some((e) => e.roleId !== roleId)) throw new InvalidInput(adminMsg.tipoPerfilDivergente);
  await db.transaction().execute(async (trx) => {
    const p = await trx.selectFrom('perfis').select(['id', 'grupo_perfil_id']).where('id', '=', roleId).forUpdate().executeTakeFirst();
    if (!p) throw new NotFound();
    if (entries.some((e) => e.grupoId !== p.grupo_perfil_id)) throw new InvalidInput(adminMsg.grupoPerfilDivergente);
    const cells = await menuCells(trx, roleId);
    const state = new Map<number, Flags>(cells.map((c) => [c.subMenuId, { read: Boolean(c.read || c.edit), edit: Boolean(c.edit) }]));
    const before = new Map(state);
    for (const e of entries) {
      const inMenu = cells.filter((c) => c.menuId === e.menuId);
      if (!inMenu.length) throw new InvalidInput(adminMsg.subMenuInexistente);
      if (inMenu[0]!.descricaoMenu === HOME_MENU) throw new InvalidInput(adminMsg.menuHomeFixo);
      const targets = e.subMenuId === null || e.subMenuId === undefined ? inMenu.map((c) => c.subMenuId) : [e.subMenuId];
      if (!targets.every((id) => inMenu.some((c) => c.subMenuId === id))) throw new InvalidInput(adminMsg.subMenuInexistente);
      for (const id of targets) state.set(id, applyMatrixRule(state.get(id)!, { read: e.read, edit: e.edit }));
    }
    const changed = [...state].filter(([id, f]) => before.get(id)!.read !== f.read || before.get(id)!.edit !== f.edit);
    if (!changed.length) return;
    await trx
      .insertInto('perfil_submenus')
      .values(changed.map(([submenu_id, f]) => ({ perfil_id: roleId, submenu_id, read: f.read, edit: f.edit })))
      .onConflict((oc) => oc.columns(['perfil_id', 'submenu_id']).doUpdateSet((eb) => ({ read: eb.ref('excluded.read'), edit: eb.ref('excluded.edit') })))
      .execute();
    await audit(trx, ctx, {
      tabela: 'perfil_submenus',
      registroId: roleId,
      acao: 'alterar',
      // keyed by what an auditor reads ('MENU › Submenu'), not by ids
      antes: Object.fromEntries(changed.map(([id]) => [rotulo(cells, id), before.get(id)])),
      depois: Object.fromEntries(changed.map(([id, f]) => [rotulo(cells, id), f])),
    });
  });
}

/** GET configuracoes/funcoes/{roleId}: every function with the profile's rights, sorted by name. */
export async function funcoesTipoPerfil(db: Db, roleId: number) {
  await obterTipoPerfil(db, roleId);
  const rows = await db
    .selectFrom('funcoes as f')
    .leftJoin('perfil_funcoes as pf', (j) => j.onRef('pf.funcao_id', '=', 'f.id').on('pf.perfil_id', '=', roleId))
    .select(['f.id', 'f.codigo', 'f.nome', 'pf.r', 'pf.u'])
    .execute();
  return rows.map((r) => ({ id: r.id, codigo: r.codigo, nome: r.nome, r: Boolean(r.r || r.u), u: Boolean(r.u) })).sort(byNome);
}

/** POST configuracoes/funcoes {roleId, grupoId, funcoes}: Editar implies Visualizar. */
export async function salvarFuncoesTipoPerfil(
  db: Db,
  ctx: AdminCtx,
  input: { roleId: number; grupoId: number; funcoes: { id: number; r: boolean; u: boolean }[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const p = await trx.selectFrom('perfis').select(['id', 'grupo_perfil_id']).where('id', '=', input.roleId).forUpdate().executeTakeFirst();
    if (!p) throw new NotFound();
    if (input.grupoId !== p.grupo_perfil_id) throw new InvalidInput(adminMsg.grupoPerfilDivergente);
    const antes = await funcoesTipoPerfil(trx, input.roleId);
    const known = new Map(antes.map((f) => [f.id, f]));
    if (input.funcoes.some((f) => !known.has(f.id))) throw new InvalidInput(adminMsg.funcaoInexistente);
    const next = new Map(input.funcoes.map((f) => [f.id, applyFuncaoRule(f)]));
    const own = antes.find((f) => f.codigo === 'tiposPerfil');
    if (own && ctx.actor.perfilId === input.roleId && own.u && next.has(own.id) && !next.get(own.id)!.u)
      throw new Refused(adminMsg.naoRetiraPropriaAdministracao);
    const changed = [...next].filter(([id, f]) => known.get(id)!.r !== f.r || known.get(id)!.u !== f.u);
    if (!changed.length) return;
    await trx
      .insertInto('perfil_funcoes')
      .values(changed.map(([funcao_id, f]) => ({ perfil_id: input.roleId, funcao_id, r: f.r, u: f.u })))
      .onConflict((oc) => oc.columns(['perfil_id', 'funcao_id']).doUpdateSet((eb) => ({ r: eb.ref('excluded.r'), u: eb.ref('excluded.u') })))
      .execute();
    await audit(trx, ctx, {
      tabela: 'perfil_funcoes',
      registroId: input.roleId,
      acao: 'alterar',
      antes: Object.fromEntries(changed.map(([id]) => [known.get(id)!.codigo, { r: known.get(id)!.r, u: known.get(id)!.u }])),
      depois: Object.fromEntries(changed.map(([id, f]) => [known.get(id)!.codigo, f])),
    });
  });
}
