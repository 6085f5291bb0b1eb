import { beforeAll, describe, expect, it } from 'vitest';
import { adminMsg } from '@portal/contracts/admin/messages';
import { appDaSuite } from '../testing/suite.ts';

const t = appDaSuite();
let admin: string;
beforeAll(async () => ({ admin } = await t.entrar({ admin: 'admin' })));

const db = () => t.tdb.db;
const perfilId = async (descricao: string) => (await db().selectFrom('perfis').select('id').where('descricao', '=', descricao).executeTakeFirstOrThrow()).id;
const auditOf = (tabela: string, id: number) =>
  db().selectFrom('auditoria').selectAll().where('tabela', '=', tabela).where('registro_id', '=', String(id)).orderBy('id').execute();
interface Sub {
  subMenuId: number;
  descricaoSubMenu: string;
  rotaUrl: string;
  read: boolean;
  edit: boolean;
  grupoId: number;
}
interface MenuRow {
  menuId: number;
  descricaoMenu: string;
  subMenu: Sub[];
}
const matrix = async (roleId: number) => (await t.call('GET', `tipo-perfil/menus/${roleId}`, { token: admin })).json().data as MenuRow[];
const cell = (m: MenuRow[], rota: string) => m.flatMap((x) => x.subMenu.map((s) => ({ ...s, menuId: x.menuId }))).find((s) => s.rotaUrl === rota)!;
const saveCells = (body: unknown) => t.call('PUT', 'tipo-perfil/sub-menu', { token: admin, body });

describe('profile types: list, get, create, edit', () => {
  it('lists paged with the Tipo de Perfil columns and answers one; 404 for an unknown id', async () => {
    const r = (await t.call('GET', 'tipo-perfil?page=1&per_page=5', { token: admin })).json().data;
    expect(r.total).toBe(11);
    expect(r.rows).toHaveLength(5);
    expect(r.rows[0]).toMatchObject({ descricaoRolePerfil: 'Administrador', ativo: true, grupoId: 1, grupoPerfil: 'Administrador' });
    const id = await perfilId('Regionais');
    expect((await t.call('GET', `tipo-perfil/${id}`, { token: admin })).json().data).toEqual({
      roleId: id,
      descricaoRolePerfil: 'Regionais',
      grupoId: 1,
      ativo: true,
    });
    expect((await t.call('GET', 'tipo-perfil/99999', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', 'tipo-perfil/menus/99999', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', 'configuracoes/funcoes/99999', { token: admin })).statusCode).toBe(404);
  });

  it('creates with validation and duplicate refusal; the new profile keeps HOME readable', async () => {
    for (const [body, message] of [
      [{}, adminMsg.preenchaObrigatorios],
      [{ grupoId: 2 }, adminMsg.preenchaDescricao],
      [{ descricaoRolePerfil: 'Dealer Vendas' }, adminMsg.selecioneGrupoPerfil],
      [{ descricaoRolePerfil: 'dealer consulta', grupoId: 2 }, adminMsg.tipoPerfilJaExiste],
      [{ descricaoRolePerfil: 'Dealer Vendas', grupoId: 9 }, adminMsg.grupoPerfilInexistente],
    ] as const) {
      const r = await t.call('POST', 'tipo-perfil', { token: admin, body });
      expect(r.statusCode, message).toBe(400);
      expect(r.json().errors).toEqual([message]);
    }
    const r = await t.call('POST', 'tipo-perfil', { token: admin, body: { descricaoRolePerfil: 'Dealer Vendas', grupoId: 2, ativo: true } });
    expect(r.json().data.mensagem).toBe('Tipo de Perfil cadastrado com sucesso!');
    const id = r.json().data.id as number;
    const home = await db()
      .selectFrom('perfil_submenus as ps')
      .innerJoin('submenus as s', 's.id', 'ps.submenu_id')
      .select(['s.rota_url', 'ps.read', 'ps.edit'])
      .where('ps.perfil_id', '=', id)
      .orderBy('s.rota_url')
      .execute();
    expect(home).toEqual([
      { rota_url: '/comunicados', read: true, edit: false },
      { rota_url: '/relatorios', read: true, edit: false },
    ]);
    expect((await auditOf('perfis', id))[0]).toMatchObject({
      acao: 'criar',
      depois: { roleId: id, descricaoRolePerfil: 'Dealer Vendas', grupoId: 2, ativo: true },
    });
  });

  it('changing the profile group resets the menu flags, and is refused while the profile has users', async () => {
    const r = await t.call('POST', 'tipo-perfil', { token: admin, body: { descricaoRolePerfil: 'Temporário', grupoId: 1, ativo: true } });
    const id = r.json().data.id as number;
    const before = await matrix(id);
    const trade = cell(before, '/trade');
    expect((await saveCells([{ roleId: id, menuId: trade.menuId, subMenuId: trade.subMenuId, read: true, edit: true, grupoId: 1 }])).statusCode).toBe(200);
    expect(cell(await matrix(id), '/trade')).toMatchObject({ read: true, edit: true });
    const moved = await t.call('PUT', 'tipo-perfil', { token: admin, body: { roleId: id, descricaoRolePerfil: 'Temporário', grupoId: 3, ativo: true } });
    expect(moved.json().data.mensagem).toBe('Tipo de Perfil alterado com sucesso!');
    const after = await matrix(id);
    expect(after.flatMap((m) => m.subMenu).every((s) => !s.read && !s.edit && s.grupoId === 3)).toBe(true);
    const home = await db()
      .selectFrom('perfil_submenus as ps')
      .innerJoin('submenus as s', 's.id', 'ps.submenu_id')
      .select('s.rota_url')
      .where('ps.perfil_id', '=', id)
      .where('ps.read', '=', true)
      .execute();
    expect(home.map((h) => h.rota_url).sort()).toEqual(['/comunicados', '/relatorios']);
    const withUsers = await perfilId('Dealer');
    const refused = await t.call('PUT', 'tipo-perfil', { token: admin, body: { roleId: withUsers, descricaoRolePerfil: 'Dealer', grupoId: 1, ativo: true } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([adminMsg.grupoPerfilComUsuarios]);
    const own = await t.call('PUT', 'tipo-perfil', {
      token: admin,
      body: { roleId: await perfilId('Administrador'), descricaoRolePerfil: 'Administrador', grupoId: 1, ativo: false },
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual([adminMsg.naoDesativaProprioPerfil]);
    expect((await t.call('PUT', 'tipo-perfil', { token: admin, body: { roleId: 99999, descricaoRolePerfil: 'X', grupoId: 1 } })).statusCode).toBe(404);
    expect((await auditOf('perfis', id)).map((a) => a.acao)).toEqual(['criar', 'alterar']);
  });
});

describe('Menus do Sistema matrix', () => {
  it('answers every menu but HOME, each submenu with read, edit and the profile group', async () => {
    const m = await matrix(await perfilId('Regionais'));
    expect(m.map((x) => x.descricaoMenu)).toEqual(['GESTÃO PORTAL', 'COTA VEÍCULOS', 'VENDA DIRETA', 'ORDER CALL', 'EMPLACAMENTO', 'SEMI NOVOS', 'AGED STOCK']);
    expect(cell(m, '/trade')).toMatchObject({ read: true, edit: false, grupoId: 1, descricaoSubMenu: 'Trocas' });
    expect(cell(m, '/usersmanagment')).toMatchObject({ read: false, edit: false });
  });

  it('applies the rules: Editar forces Visualizar, clearing Visualizar clears Editar, a menu toggle covers its submenus', async () => {
    const id = await perfilId('Dashboard');
    let m = await matrix(id);
    const pipeline = cell(m, '/pipeline');
    // Editar ticked on a cell that was off: Visualizar comes on too
    await saveCells([{ roleId: id, menuId: pipeline.menuId, subMenuId: pipeline.subMenuId, read: false, edit: true, grupoId: 1 }]);
    m = await matrix(id);
    expect(cell(m, '/pipeline')).toMatchObject({ read: true, edit: true });
    // Visualizar cleared on a cell with both: Editar goes too
    await saveCells([{ roleId: id, menuId: pipeline.menuId, subMenuId: pipeline.subMenuId, read: false, edit: true, grupoId: 1 }]);
    expect(cell(await matrix(id), '/pipeline')).toMatchObject({ read: false, edit: false });
    // menu-level toggle: every submenu of VENDA DIRETA
    const vd = m.find((x) => x.descricaoMenu === 'VENDA DIRETA')!;
    await saveCells([{ roleId: id, menuId: vd.menuId, subMenuId: null, read: true, edit: false, grupoId: 1 }]);
    const after = (await matrix(id)).find((x) => x.descricaoMenu === 'VENDA DIRETA')!;
    expect(after.subMenu.map((s) => [s.rotaUrl, s.read, s.edit])).toEqual([
      ['/directselling', true, false],
      ['/newrequest', true, false],
      ['/boletos', true, false],
    ]);
    const rows = await auditOf('perfil_submenus', id);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.antes).toEqual({ [`COTA VEÍCULOS › ${pipeline.descricaoSubMenu}`]: { read: false, edit: false } });
    expect(rows[0]!.depois).toEqual({ [`COTA VEÍCULOS › ${pipeline.descricaoSubMenu}`]: { read: true, edit: true } });
  });

  it('refuses HOME, unknown menus, another profile group and mixed profiles; 404 for an unknown profile', async () => {
    const id = await perfilId('Dashboard');
    const homeMenu = await db().selectFrom('menus').select('id').where('descricao', '=', 'HOME').executeTakeFirstOrThrow();
    const cota = (await matrix(id)).find((x) => x.descricaoMenu === 'COTA VEÍCULOS')!;
    const other = await perfilId('Financeiro');
    for (const [body, message] of [
      [[{ roleId: id, menuId: homeMenu.id, subMenuId: null, read: false, edit: false, grupoId: 1 }], adminMsg.menuHomeFixo],
      [[{ roleId: id, menuId: 9999, subMenuId: null, read: true, edit: false, grupoId: 1 }], adminMsg.subMenuInexistente],
      [[{ roleId: id, menuId: cota.menuId, subMenuId: 9999, read: true, edit: false, grupoId: 1 }], adminMsg.subMenuInexistente],
      [[{ roleId: id, menuId: cota.menuId, subMenuId: null, read: true, edit: false, grupoId: 2 }], adminMsg.grupoPerfilDivergente],
      [
        [
          { roleId: id, menuId: cota.menuId, read: true, edit: false, grupoId: 1 },
          { roleId: other, menuId: cota.menuId, read: true, edit: false, grupoId: 1 },
        ],
        adminMsg.tipoPerfilDivergente,
      ],
    ] as const) {
      const r = await saveCells(body);
      expect(r.statusCode, message).toBe(400);
      expect(r.json().errors).toEqual([message]);
    }
    expect((await saveCells([{ roleId: 99999, menuId: cota.menuId, read: true, edit: false, grupoId: 1 }])).statusCode).toBe(404);
    expect((await matrix(id)).find((x) => x.descricaoMenu === 'COTA VEÍCULOS')!.subMenu.map((s) => s.read)).toEqual(cota.subMenu.map((s) => s.read));
  });
});

describe('functions', () => {
  it('lists every function sorted by name with r and u; saves with Editar implying Visualizar', async () => {
    const id = await perfilId('Logística');
    const f = (await t.call('GET', `configuracoes/funcoes/${id}`, { token: admin })).json().data as {
      id: number;
      codigo: string;
      nome: string;
      r: boolean;
      u: boolean;
    }[];
    expect(f.length).toBe(24);
    expect(f.map((x) => x.nome)).toEqual([...f.map((x) => x.nome)].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    expect(f.find((x) => x.codigo === 'vendaDireta')).toMatchObject({ r: true, u: true });
    const trocas = f.find((x) => x.codigo === 'trocas')!;
    const venda = f.find((x) => x.codigo === 'vendaDireta')!;
    const r = await t.call('POST', 'configuracoes/funcoes', {
      token: admin,
      body: {
        roleId: id,
        grupoId: 1,
        funcoes: [
          { id: trocas.id, r: false, u: true },
          { id: venda.id, nome: venda.nome, r: true, u: false },
        ],
      },
    });
    expect(r.json()).toEqual({ success: true, data: 'Funções atualizadas com sucesso!', errors: [] });
    const after = (await t.call('GET', `configuracoes/funcoes/${id}`, { token: admin })).json().data as typeof f;
    expect(after.find((x) => x.codigo === 'trocas')).toMatchObject({ r: true, u: true });
    expect(after.find((x) => x.codigo === 'vendaDireta')).toMatchObject({ r: true, u: false });
    const audit = (await auditOf('perfil_funcoes', id)).at(-1)!;
    expect(audit.antes).toEqual({ trocas: { r: false, u: false }, vendaDireta: { r: true, u: true } });
    expect(audit.depois).toEqual({ trocas: { r: true, u: true }, vendaDireta: { r: true, u: false } });
  });

  it('refuses unknown functions, another profile group, and taking away one’s own profile-type editing', async () => {
    const id = await perfilId('Logística');
    const bad = await t.call('POST', 'configuracoes/funcoes', { token: admin, body: { roleId: id, grupoId: 1, funcoes: [{ id: 9999, r: true, u: false }] } });
    expect(bad.json().errors).toEqual([adminMsg.funcaoInexistente]);
    const grp = await t.call('POST', 'configuracoes/funcoes', { token: admin, body: { roleId: id, grupoId: 2, funcoes: [] } });
    expect(grp.json().errors).toEqual([adminMsg.grupoPerfilDivergente]);
    const adminRole = await perfilId('Administrador');
    const tipos = await db().selectFrom('funcoes').select('id').where('codigo', '=', 'tiposPerfil').executeTakeFirstOrThrow();
    const own = await t.call('POST', 'configuracoes/funcoes', {
      token: admin,
      body: { roleId: adminRole, grupoId: 1, funcoes: [{ id: tipos.id, r: true, u: false }] },
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual([adminMsg.naoRetiraPropriaAdministracao]);
    expect((await t.call('POST', 'configuracoes/funcoes', { token: admin, body: { roleId: 99999, grupoId: 1, funcoes: [] } })).statusCode).toBe(404);
  });
});

describe('saving a profile type changes what its users see and may do at their next request', () => {
  it('the same token gets the new menu and a 403 becomes 200', async () => {
    const user = await t.login('regionais@demo.portal.com.br');
    const rotas = async () => {
      const s = (await t.call('GET', 'participantes/sessao', { token: user })).json().data.userClaims;
      return (s.claims[0].menus as { subMenu: { rotaUrl: string }[] }[]).flatMap((m) => m.subMenu.map((x) => x.rotaUrl));
    };
    expect(await rotas()).not.toContain('/usersmanagment');
    expect((await t.call('GET', 'participantes/todos', { token: user })).statusCode).toBe(403);
    const id = await perfilId('Regionais');
    const usuarios = cell(await matrix(id), '/usersmanagment');
    expect((await saveCells([{ roleId: id, menuId: usuarios.menuId, subMenuId: usuarios.subMenuId, read: true, edit: false, grupoId: 1 }])).statusCode).toBe(
      200,
    );
    const funcao = await db().selectFrom('funcoes').select('id').where('codigo', '=', 'usuarios').executeTakeFirstOrThrow();
    expect(
      (await t.call('POST', 'configuracoes/funcoes', { token: admin, body: { roleId: id, grupoId: 1, funcoes: [{ id: funcao.id, r: true, u: false }] } }))
        .statusCode,
    ).toBe(200);
    expect(await rotas()).toContain('/usersmanagment');
    expect((await t.call('GET', 'participantes/todos', { token: user })).statusCode).toBe(200);
    expect((await t.call('POST', 'participantes/admin', { token: user, body: { nome: 'X', email: 'x@y.com.br' } })).statusCode).toBe(403);
  });
});
