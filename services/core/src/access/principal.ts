import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Actor, GrupoPerfilId } from '@portal/contracts/access/roles';
import type { FuncaoClaim, Funcao } from '@portal/contracts/access/functions';
import type { Menu } from '@portal/contracts/access/session';
import type { Db } from '../kernel/index.ts';

/** Everything a request needs to know about who is calling, read fresh on each request. */
export interface Principal extends Actor {
  email: string;
  perfilId: number;
  versaoSenha: number;
  status: string;
  funcoes: FuncaoClaim[];
  espelhoAdminNome: string | null;
  /** for an acesso espelho: whether the administrator behind it is still an active administrator */
  espelhoAdminValido: boolean;
}

/** One round trip: the user, profile, account, functions and, for an acesso espelho, the administrator behind it. */
export async function loadPrincipal(db: Db, participanteId: number, espelhoAdminId: number | null): Promise<Principal | null> {
  const row = await db
    .selectFrom('participantes as p')
    .innerJoin('perfis as pf', 'pf.id', 'p.perfil_id')
    .innerJoin('contas as c', 'c.participante_id', 'p.id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('participantes as a')
          .innerJoin('perfis as apf', 'apf.id', 'a.perfil_id')
          .innerJoin('contas as ac', 'ac.participante_id', 'a.id')
          .select(['a.id', 'a.nome', 'apf.descricao', 'apf.ativo', 'ac.status'])
          .where('a.id', '=', espelhoAdminId ?? -1)
          .as('adm'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'p.id',
      'p.nome',
      'p.email',
      'p.perfil_id',
      'p.concessionaria_id',
      'p.concessionaria_grupo_id',
      'p.processos_grupo',
      'pf.descricao as role',
      'pf.grupo_perfil_id',
      'pf.ativo as perfil_ativo',
      'c.versao_senha',
      'c.status',
      'adm.nome as admin_nome',
      'adm.descricao as admin_role',
      'adm.ativo as admin_perfil_ativo',
      'adm.status as admin_status',
      jsonArrayFrom(
        eb
          .selectFrom('perfil_funcoes as x')
          .innerJoin('funcoes as f', 'f.id', 'x.funcao_id')
          .select(['f.codigo', 'x.r', 'x.u'])
          .whereRef('x.perfil_id', '=', 'p.perfil_id')
          .orderBy('f.codigo'),
      ).as('funcoes'),
    ])
    .where('p.id', '=', participanteId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.id,
    nome: row.nome,
    email: row.email,
    role: row.role,
    perfilId: row.perfil_id,
    grupoPerfil: row.grupo_perfil_id as GrupoPerfilId,
    concessionariaId: row.concessionaria_id,
    concessionariaGrupoId: row.concessionaria_grupo_id,
    processosGrupo: row.processos_grupo,
    espelhoAdminId,
    espelhoAdminNome: row.admin_nome ?? null,
    espelhoAdminValido: row.admin_role === 'Administrador' && row.admin_perfil_ativo === true && row.admin_status === 'ativa',
    versaoSenha: row.versao_senha,
    status: row.perfil_ativo ? row.status : 'perfil-inativo',
    funcoes: row.funcoes.map((f) => ({ nome: f.codigo as Funcao, r: f.r || f.u, u: f.u })),
  };
}

/**
 * Where the changes to what a principal is made of stand (the sequence the principal triggers advance:
 * migration 2026-11-28T1100-principais-versao): equal readings, nothing changed in between.
 */
export async function versaoDosPrincipais(db: Db): Promise<string> {
  const r = await sql<{ v: string }>`select (case when is_called then last_value else 0 end)::text as v from principais_versao`.execute(db);
  return r.rows[0]!.v;
}

export async function loadFuncoes(db: Db, perfilId: number): Promise<FuncaoClaim[]> {
  const rows = await db
    .selectFrom('perfil_funcoes as pf')
    .innerJoin('funcoes as f', 'f.id', 'pf.funcao_id')
    .select(['f.codigo', 'pf.r', 'pf.u'])
    .where('pf.perfil_id', '=', perfilId)
    .orderBy('f.codigo')
    .execute();
  return rows.map((r) => ({ nome: r.codigo as Funcao, r: r.r || r.u, u: r.u }));
}

export function can(p: Pick<Principal, 'funcoes'>, funcao: Funcao, acesso: 'r' | 'u'): boolean {
  const f = p.funcoes.find((x) => x.nome === funcao);
  return f ? (acesso === 'r' ? f.r : f.u) : false;
}

/** The profile's menus: only submenus it may read; a menu shows (viewer) when visible and holding one. */
export async function loadMenus(db: Db, perfilId: number): Promise<Menu[]> {
  const rows = await db
    .selectFrom('perfil_submenus as ps')
    .innerJoin('submenus as s', 's.id', 'ps.submenu_id')
    .innerJoin('menus as m', 'm.id', 's.menu_id')
    .select([
      'm.id as menu_id',
      'm.descricao as menu',
      'm.icone',
      'm.visivel as menu_visivel',
      'm.ordem as menu_ordem',
      's.id as submenu_id',
      's.descricao as submenu',
      's.rota_url',
      's.visivel as submenu_visivel',
      'ps.read',
      'ps.edit',
    ])
    .where('ps.perfil_id', '=', perfilId)
    .where((eb) => eb.or([eb('ps.read', '=', true), eb('ps.edit', '=', true)]))
    .orderBy('m.ordem')
    .orderBy('s.ordem')
    .execute();
  const menus = new Map<number, Menu>();
  for (const r of rows) {
    let m = menus.get(r.menu_id);
    if (!m) {
      m = { menuId: r.menu_id, descricaoMenu: r.menu, icone: r.icone, viewer: false, subMenu: [] };
      menus.set(r.menu_id, m);
    }
    m.subMenu.push({
      subMenuId: r.submenu_id,
      descricaoSubMenu: r.submenu,
      rotaUrl: r.rota_url,
      read: r.read || r.edit,
      edit: r.edit,
      visivel: r.submenu_visivel,
    });
    if (r.menu_visivel && r.submenu_visivel) m.viewer = true;
  }
  return [...menus.values()];
}
