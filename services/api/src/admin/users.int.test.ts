import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMsg } from '@portal/contracts/admin/messages';
import { msg } from '@portal/contracts/messages';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { contarLinhas } from '../testing/contagem.ts';

let t: TestApp;
let admin: string;
const dispatched: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ emails: { dispatch: async (ids) => void dispatched.push(...ids) } });
  admin = await t.login('admin@demo.portal.com.br');
});
afterAll(async () => t?.close());

const db = () => t.tdb.db;
const idOf = async (email: string) => (await db().selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const perfilId = async (descricao: string) => (await db().selectFrom('perfis').select('id').where('descricao', '=', descricao).executeTakeFirstOrThrow()).id;
const dealer = async (codigo: string) =>
  db().selectFrom('concessionarias').select(['id', 'concessionaria_grupo_id']).where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow();
const lastEmailTo = (para: string) => db().selectFrom('emails_saida').selectAll().where('para', '=', para).orderBy('id', 'desc').executeTakeFirst();
const auditOf = (tabela: string, id: number) =>
  db().selectFrom('auditoria').selectAll().where('tabela', '=', tabela).where('registro_id', '=', String(id)).orderBy('id').execute();
const countUsers = () => contarLinhas(db(), 'participantes');

describe('GET participantes/todos', () => {
  it('pages the users with the Usuários tab columns', async () => {
    const r = await t.call('GET', 'participantes/todos?page=1&per_page=10', { token: admin });
    expect(r.statusCode).toBe(200);
    const { rows, page, total } = r.json().data;
    expect(page).toBe(1);
    expect(total).toBe(19);
    expect(rows).toHaveLength(10);
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['id', 'nome', 'status', 'perfil', 'email', 'concessionaria']));
    const names = rows.map((x: { nome: string }) => x.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const second = (await t.call('GET', 'participantes/todos?page=2&per_page=10', { token: admin })).json().data;
    expect(second.rows).toHaveLength(9);
    expect(second.page).toBe(2);
  });

  it('searches name, e-mail, profile and dealer, and shows status and dealer', async () => {
    const r = (await t.call('GET', 'participantes/todos?q=morumbi', { token: admin })).json().data;
    expect(r.total).toBe(1);
    expect(r.rows[0]).toMatchObject({
      nome: 'Diego Morumbi',
      status: 'Ativo',
      perfil: 'Dealer',
      email: 'dealer.morumbi@demo.portal.com.br',
      concessionaria: 'Autostar Morumbi',
    });
    const blocked = (await t.call('GET', 'participantes/todos?q=bloqueado', { token: admin })).json().data;
    expect(blocked.rows[0].status).toBe('Bloqueado');
    const pending = (await t.call('GET', 'participantes/todos?q=Patr%C3%ADcia', { token: admin })).json().data;
    expect(pending.rows[0]).toMatchObject({ status: 'Cadastro pendente', cadastroCompleto: false });
    const none = (await t.call('GET', 'participantes/todos?q=%25', { token: admin })).json().data;
    expect(none).toEqual({ rows: [], page: 1, total: 0 });
  });
});

describe('GET participantes/{id}', () => {
  it('answers the participant of the edit forms, with nunca-able dates', async () => {
    const id = await idOf('grupo.autostar@demo.portal.com.br');
    const r = await t.call('GET', `participantes/${id}`, { token: admin });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({
      id,
      nome: 'Guilherme Autostar',
      email: 'grupo.autostar@demo.portal.com.br',
      perfil: 'Dealer',
      grupoId: 2,
      processosGrupo: 1,
      bloquear: false,
      emailEmplacamento: false,
      claimsViews: [],
      cadastroCompleto: true,
      dataUltimoAcessoUtc: null,
      dataBloqueioSenhaUtc: null,
    });
    expect(d.roleId).toBe(await perfilId('Dealer'));
    expect(d.perfilId).toBe(d.roleId);
    expect(d.concessionariaId).toBe((await dealer('JLR003')).id);
    expect(d.dataTrocaSenhaUtc).toMatch(/^\d{4}-/);
  });
  it('answers 404 for an unknown id and 400 for a non-number', async () => {
    expect((await t.call('GET', 'participantes/999999', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', 'participantes/abc', { token: admin })).statusCode).toBe(400);
  });
});

describe('lookups of the user form', () => {
  it('lists the profile groups, the profile types of a group and the clusters', async () => {
    const g = (await t.call('GET', 'participantes/grupos', { token: admin })).json().data;
    expect(g).toEqual([
      { id: 1, nome: 'Administrador' },
      { id: 2, nome: 'Dealer' },
      { id: 3, nome: 'Montadora' },
    ]);
    const perfis = (await t.call('GET', 'participantes/grupos/perfils/2/', { token: admin })).json().data;
    expect(perfis.map((p: { descricao: string }) => p.descricao)).toEqual(['Dealer', 'Dealer Consulta']);
    expect((await t.call('GET', 'participantes/grupos/perfils/9/', { token: admin })).statusCode).toBe(404);
    const dealerPerfil = await perfilId('Dealer');
    const c = (await t.call('GET', `participantes/clusters/2/${dealerPerfil}`, { token: admin })).json().data;
    expect(c.claimsPadrao.map((x: { nome: string; active: boolean }) => [x.nome, x.active])).toEqual([
      ['Cluster Premium', true],
      ['Cluster SUV', true],
    ]);
    expect(c.claimsNaoPadrao.every((x: { active: boolean }) => !x.active)).toBe(true);
    expect((await t.call('GET', `participantes/clusters/1/${dealerPerfil}`, { token: admin })).statusCode).toBe(404);
    const withUser = (
      await t.call('GET', `participantes/clusters/2/${dealerPerfil}?participanteId=${await idOf('dealer.morumbi@demo.portal.com.br')}`, { token: admin })
    ).json().data;
    expect([...withUser.claimsPadrao, ...withUser.claimsNaoPadrao].every((x: { active: boolean }) => !x.active)).toBe(true);
    expect((await t.call('GET', `participantes/clusters/2/${dealerPerfil}?participanteId=999999`, { token: admin })).statusCode).toBe(404);
  });
  it('lets a dealer read the profile groups (pop-up and forms lookup) but no admin lookup', async () => {
    const d = await t.login('dealer.morumbi@demo.portal.com.br');
    expect((await t.call('GET', 'participantes/grupos', { token: d })).statusCode).toBe(200);
    expect((await t.call('GET', 'participantes/grupos/perfils/2/', { token: d })).statusCode).toBe(403);
  });
});

describe('POST participantes', () => {
  const base = async () => {
    const d = await dealer('JLR010');
    return {
      nome: 'Carla Nova',
      email: 'carla.nova@demo.portal.com.br',
      grupoId: 2,
      perfil: await perfilId('Dealer'),
      concessionariaGrupoId: d.concessionaria_grupo_id,
      concessionariaId: d.id,
      processosGrupo: 1,
      claimsViews: [{ claimsId: 1 }],
      emailEmplacamento: true,
    };
  };

  it('warns in the spec order and creates nothing', async () => {
    const before = await countUsers();
    const full = await base();
    const steps: [Partial<typeof full>, string][] = [
      [{}, adminMsg.preenchaObrigatorios],
      [{ email: full.email }, adminMsg.preenchaNome],
      [{ nome: full.nome }, adminMsg.preenchaEmail],
      [{ nome: full.nome, email: full.email }, adminMsg.selecioneGrupoPerfil],
      [{ nome: full.nome, email: full.email, grupoId: 2 }, adminMsg.selecioneTipoPerfil],
      [{ nome: full.nome, email: full.email, grupoId: 2, perfil: full.perfil }, adminMsg.selecioneGrupo],
      [{ nome: full.nome, email: full.email, grupoId: 2, perfil: full.perfil, concessionariaGrupoId: full.concessionariaGrupoId }, adminMsg.selecioneDealer],
      [{ ...full, email: 'sem-arroba' }, adminMsg.emailInvalido],
      [{ ...full, concessionariaId: (await dealer('JLR001')).id }, adminMsg.dealerForaDoGrupo],
      [{ ...full, grupoId: 1 }, adminMsg.tipoPerfilForaDoGrupo],
      [{ ...full, claimsViews: [{ claimsId: 999 }] }, adminMsg.claimInexistente],
    ];
    for (const [body, message] of steps) {
      const r = await t.call('POST', 'participantes', { token: admin, body: { nome: null, email: '', ...body } });
      expect(r.statusCode, message).toBe(400);
      expect(r.json()).toEqual({ success: false, data: null, errors: [message] });
    }
    expect(await countUsers()).toBe(before);
  });

  it('creates the user with 201, e-mails the registration link through the outbox and audits it', async () => {
    const body = await base();
    const n = dispatched.length;
    const r = await t.call('POST', 'participantes', { token: admin, body });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ success: true, data: { mensagem: 'Usuário cadastrado com sucesso!' }, errors: [] });
    const id = r.json().data.id as number;
    const mail = await lastEmailTo(body.email);
    expect(mail?.assunto).toBe(msg.assuntoCompletarCadastro);
    expect(mail?.texto).toContain(`http://portal.test/completeregistration/${id}?token=`);
    expect(dispatched.slice(n)).toEqual([mail!.id]);
    const u = (await t.call('GET', `participantes/${id}`, { token: admin })).json().data;
    expect(u).toMatchObject({
      nome: 'Carla Nova',
      grupoId: 2,
      processosGrupo: 1,
      emailEmplacamento: true,
      claimsViews: [{ claimsId: 1 }],
      cadastroCompleto: false,
      status: 'Cadastro pendente',
    });
    const rows = await auditOf('participantes', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ acao: 'criar', antes: null, participante_id: await idOf('admin@demo.portal.com.br'), espelho_admin_id: null });
    expect(rows[0]!.depois).toMatchObject({ nome: 'Carla Nova', email: body.email, claims: [1], status: 'pendente' });
    expect(rows[0]!.correlation_id).toBeTruthy();
  });

  it('refuses a duplicate e-mail whatever its case, changing nothing', async () => {
    const before = await countUsers();
    const r = await t.call('POST', 'participantes', { token: admin, body: { ...(await base()), email: 'CARLA.NOVA@demo.portal.com.br' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([adminMsg.emailJaCadastrado]);
    expect(await countUsers()).toBe(before);
  });

  it('keeps no dealer, group or group access for Montadora and Administrador users', async () => {
    const d = await dealer('JLR010');
    const r = await t.call('POST', 'participantes', {
      token: admin,
      body: {
        nome: 'Márcio Montadora',
        email: 'marcio.montadora@demo.portal.com.br',
        grupoId: 3,
        perfil: await perfilId('Montadora'),
        concessionariaGrupoId: d.concessionaria_grupo_id,
        concessionariaId: d.id,
        processosGrupo: 1,
      },
    });
    expect(r.statusCode).toBe(201);
    const u = (await t.call('GET', `participantes/${r.json().data.id}`, { token: admin })).json().data;
    expect(u).toMatchObject({ concessionariaId: null, concessionariaGrupoId: null, processosGrupo: 0, perfil: 'Montadora' });
  });

  it('refuses unknown fields', async () => {
    const r = await t.call('POST', 'participantes', { token: admin, body: { ...(await base()), email: 'x@y.com.br', admin: true } });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([msg.campoNaoPermitido('admin')]);
  });
});

describe('PUT participantes', () => {
  /** The edit body of a dealer's user (group Dealer, 2): their id and e-mail, the name and profile type given, their dealer by code. */
  const edicaoDeUsuarioDeDealer = async (email: string, nome: string, codigoDealer: string, roleId: number) => {
    const d = await dealer(codigoDealer);
    return { id: await idOf(email), nome, email, grupoId: 2, roleId, concessionariaGrupoId: d.concessionaria_grupo_id, concessionariaId: d.id };
  };
  it('edits the user (profile from roleId), audits before and after, and blocks and unblocks through the account', async () => {
    const consulta = await perfilId('Dealer Consulta');
    const body = {
      ...(await edicaoDeUsuarioDeDealer('dealer.jardins@demo.portal.com.br', 'Júlia Jardins Souza', 'JLR002', consulta)),
      perfil: await perfilId('Dealer'),
      processosGrupo: 0,
      claimsViews: [2, 3],
      emailEmplacamento: false,
      bloquear: true,
    };
    const { id } = body;
    const r = await t.call('PUT', 'participantes', { token: admin, body });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.mensagem).toBe('Usuário atualizado com sucesso!');
    const u = (await t.call('GET', `participantes/${id}`, { token: admin })).json().data;
    expect(u).toMatchObject({
      nome: 'Júlia Jardins Souza',
      roleId: consulta,
      perfil: 'Dealer Consulta',
      bloquear: true,
      claimsViews: [{ claimsId: 2 }, { claimsId: 3 }],
    });
    expect(u.dataBloqueioUtc).not.toBeNull();
    const login = await t.call('POST', 'participantes/entrar', { body: { email: 'dealer.jardins@demo.portal.com.br', password: 'Portal@2026' } });
    expect(login.statusCode).toBe(403);
    const rows = await auditOf('participantes', id);
    expect(rows.at(-1)).toMatchObject({ acao: 'alterar' });
    expect(rows.at(-1)!.antes).toMatchObject({ nome: 'Júlia Jardins', status: 'ativa', claims: [] });
    expect(rows.at(-1)!.depois).toMatchObject({ nome: 'Júlia Jardins Souza', status: 'bloqueada', claims: [2, 3], perfilId: consulta });
    const un = await t.call('PUT', 'participantes', { token: admin, body: { ...body, bloquear: false } });
    expect(un.statusCode).toBe(200);
    expect((await t.call('POST', 'participantes/entrar', { body: { email: 'dealer.jardins@demo.portal.com.br', password: 'Portal@2026' } })).statusCode).toBe(
      200,
    );
  });

  it('checks nome, e-mail, group and profile type on edit; 404 for an unknown id; no duplicate e-mail', async () => {
    const ok = await edicaoDeUsuarioDeDealer('dealer.barra@demo.portal.com.br', 'Beatriz Barra', 'JLR005', await perfilId('Dealer'));
    const { id } = ok;
    for (const [body, message] of [
      [{ ...ok, nome: ' ' }, adminMsg.preenchaNome],
      [{ ...ok, email: null }, adminMsg.preenchaEmail],
      [{ ...ok, grupoId: null }, adminMsg.selecioneGrupoPerfil],
      [{ ...ok, roleId: null }, adminMsg.selecioneTipoPerfil],
      [{ ...ok, email: 'Dealer.Morumbi@demo.portal.com.br' }, adminMsg.emailJaCadastrado],
    ] as const) {
      const r = await t.call('PUT', 'participantes', { token: admin, body });
      expect(r.statusCode, message).toBe(400);
      expect(r.json().errors).toEqual([message]);
    }
    expect((await t.call('PUT', 'participantes', { token: admin, body: { ...ok, id: 999999 } })).statusCode).toBe(404);
    expect((await db().selectFrom('participantes').select('nome').where('id', '=', id).executeTakeFirstOrThrow()).nome).toBe('Beatriz Barra');
  });

  it('does not let an administrator block themself', async () => {
    const id = await idOf('admin@demo.portal.com.br');
    const r = await t.call('PUT', 'participantes/admin', {
      token: admin,
      body: { id, nome: 'Ana Administradora', email: 'admin@demo.portal.com.br', emailEmplacamento: false, bloquear: true },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([adminMsg.naoBloqueiaASiMesmo]);
  });
});

describe('administrators: POST and PUT participantes/admin', () => {
  it('warns for the missing fields, creates with the Administrador profile, edits', async () => {
    for (const [body, message] of [
      [{}, adminMsg.preenchaNomeEmail],
      [{ email: 'novo.admin@demo.portal.com.br' }, adminMsg.preenchaNome],
      [{ nome: 'Novo Admin' }, adminMsg.preenchaEmail],
    ] as const) {
      const r = await t.call('POST', 'participantes/admin', { token: admin, body });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([message]);
    }
    const r = await t.call('POST', 'participantes/admin', {
      token: admin,
      body: { nome: 'Novo Admin', email: 'novo.admin@demo.portal.com.br', emailEmplacamento: 1 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.mensagem).toBe('Usuário cadastrado com sucesso!');
    const id = r.json().data.id as number;
    expect((await t.call('GET', `participantes/${id}`, { token: admin })).json().data).toMatchObject({
      perfil: 'Administrador',
      grupoId: 1,
      emailEmplacamento: true,
    });
    expect((await lastEmailTo('novo.admin@demo.portal.com.br'))?.assunto).toBe(msg.assuntoCompletarCadastro);
    const up = await t.call('PUT', 'participantes/admin', {
      token: admin,
      body: { id, nome: 'Novo Administrador', email: 'novo.admin@demo.portal.com.br', emailEmplacamento: false, bloquear: false },
    });
    expect(up.statusCode).toBe(200);
    expect((await auditOf('participantes', id)).map((a) => a.acao)).toEqual(['criar', 'alterar']);
    const notAdmin = await t.call('PUT', 'participantes/admin', {
      token: admin,
      body: { id: await idOf('dealer.poa@demo.portal.com.br'), nome: 'x', email: 'dealer.poa@demo.portal.com.br' },
    });
    expect(notAdmin.statusCode).toBe(400);
    expect(notAdmin.json().errors).toEqual([adminMsg.naoAdministrador]);
    expect((await t.call('PUT', 'participantes/admin', { token: admin, body: { id: 999999, nome: 'x', email: 'x@y.com.br' } })).statusCode).toBe(404);
  });
});

describe('links: reenviarEmail and recuperarSenha', () => {
  it('resends the registration link while registration is not complete', async () => {
    const r = await t.call('POST', 'participantes/reenviarEmail?email=PENDENTE@demo.portal.com.br', { token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toBe('E-mail reenviado com sucesso!');
    const mail = await lastEmailTo('pendente@demo.portal.com.br');
    expect(mail?.texto).toContain('/completeregistration/');
    const done = await t.call('POST', 'participantes/reenviarEmail?email=dealer.poa@demo.portal.com.br', { token: admin });
    expect(done.statusCode).toBe(422);
    expect(done.json().errors).toEqual([adminMsg.cadastroJaConcluido]);
    expect((await t.call('POST', 'participantes/reenviarEmail?email=ninguem@demo.portal.com.br', { token: admin })).statusCode).toBe(404);
  });

  it('Resetar Senha e-mails a reset link that works, and says so', async () => {
    const id = await idOf('dealer.poa@demo.portal.com.br');
    const r = await t.call('POST', 'participantes/recuperarSenha', { token: admin, body: { id } });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toBe(adminMsg.linkRedefinicaoEnviado('dealer.poa@demo.portal.com.br'));
    const mail = await lastEmailTo('dealer.poa@demo.portal.com.br');
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail!.texto)![1]!);
    const reset = await t.call('POST', 'participantes/alterarsenha/publico', {
      body: { id, token, newPassword: 'Nova#Senha9', confirmNewPassword: 'Nova#Senha9' },
    });
    expect(reset.statusCode).toBe(200);
    await t.login('dealer.poa@demo.portal.com.br', 'Nova#Senha9');
    const pending = await t.call('POST', 'participantes/recuperarSenha', { token: admin, body: { id: await idOf('pendente@demo.portal.com.br') } });
    expect(pending.json().data).toBe(adminMsg.linkCadastroEnviado('pendente@demo.portal.com.br'));
    expect((await lastEmailTo('pendente@demo.portal.com.br'))?.texto).toContain('/completeregistration/');
    const blocked = await t.call('POST', 'participantes/recuperarSenha', { token: admin, body: { id: await idOf('bloqueado@demo.portal.com.br') } });
    expect(blocked.statusCode).toBe(422);
    expect((await t.call('POST', 'participantes/recuperarSenha', { token: admin, body: { id: 999999 } })).statusCode).toBe(404);
  });
});

describe('acesso espelho', () => {
  it('cannot change the e-mail or send a password link; the change is recorded with both ids', async () => {
    // importer staff who may edit users (acesso espelho never reaches another Administrador)
    const id = await idOf('regionais@demo.portal.com.br');
    const usuarios = (await db().selectFrom('funcoes').select('id').where('codigo', '=', 'usuarios').executeTakeFirstOrThrow()).id;
    await db()
      .insertInto('perfil_funcoes')
      .values({ perfil_id: await perfilId('Regionais'), funcao_id: usuarios, r: true, u: true })
      .onConflict((oc) => oc.columns(['perfil_id', 'funcao_id']).doUpdateSet({ r: true, u: true }))
      .execute();
    const link = (await t.call('POST', `participantes/espelho/${id}`, { token: admin })).json().data.token as string;
    const mirror = (await t.call('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token: link } })).json().data.accessToken as string;
    const target = await idOf('dealer.brasilia@demo.portal.com.br');
    const d = await dealer('JLR009');
    const body = {
      id: target,
      nome: 'Bruno Brasília',
      email: 'outro.bruno@demo.portal.com.br',
      grupoId: 2,
      roleId: await perfilId('Dealer'),
      concessionariaGrupoId: d.concessionaria_grupo_id,
      concessionariaId: d.id,
    };
    const r = await t.call('PUT', 'participantes', { token: mirror, body });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors).toEqual([adminMsg.espelhoNaoAlteraEmail]);
    expect((await t.call('POST', 'participantes/recuperarSenha', { token: mirror, body: { id: target } })).statusCode).toBe(403);
    const same = await t.call('PUT', 'participantes', {
      token: mirror,
      body: { ...body, email: 'dealer.brasilia@demo.portal.com.br', nome: 'Bruno de Brasília' },
    });
    expect(same.statusCode).toBe(200);
    const last = (await auditOf('participantes', target)).at(-1)!;
    expect(last).toMatchObject({ participante_id: id, espelho_admin_id: await idOf('admin@demo.portal.com.br') });
  });
});
