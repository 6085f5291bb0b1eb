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

/** Rows above which a reading folds the principals' versions into their row of xid 0. */
const DOBRAR_ACIMA_DE = 200;
let dobrando = false;

/**
 * Where the committed changes to what a principal is made of stand: the sum of `versoes_principais` (migration
 * 2026-11-28T1600-versoes-principais), which only grows as a principal change commits. Equal readings, no principal
 * change committed in between; a reading taken after a change commits differs from every reading taken before it.
 */
export async function versaoDosPrincipais(db: Db): Promise<string> {
  const r = await sql<{ v: string; n: number }>`
    select coalesce(sum(peso), 0)::text as v, count(*)::int as n from versoes_principais`.execute(db);
  const { v, n } = r.rows[0]!;
  if (n > DOBRAR_ACIMA_DE) void dobrarVersoesDosPrincipais(db);
  return v;
}

/** Folds the transactions' rows into the row of xid 0 in one statement, keeping the sum; one fold at a time. */
async function dobrarVersoesDosPrincipais(db: Db): Promise<void> {
  if (dobrando) return;
  dobrando = true;
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(hashtext('versoes_principais')) as ok`.execute(trx);
      if (!rows[0]?.ok) return;
      await sql`
        with apagadas as (delete from versoes_principais where xid <> '0'::xid8 returning peso)
        insert into versoes_principais (xid, peso) select '0'::xid8, coalesce(sum(peso), 0) from apagadas
        on conflict (xid) do update set peso = versoes_principais.peso + excluded.peso`.execute(trx);
    });
  } catch {
    // housekeeping: the next reading tries again
  } finally {
    dobrando = false;
  }
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
