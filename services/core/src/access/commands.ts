import { msg } from '@portal/contracts/messages';
import { passwordProblems } from '@portal/contracts/access/password';
import type { LoginData } from '@portal/contracts/access/session';
import type { Actor } from '@portal/contracts/access/roles';
import { handleCommand } from '../eventstore/command-handler.ts';
import { Forbidden, InvalidInput, NotFound, Refused, Unauthenticated, VersionConflict, metadataFor } from '../kernel/index.ts';
import { sendAccountLink } from './account-links.ts';
import { accountAggregate, contaStream } from './account.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { consumeLink, createLink, linkRecente, linksNaUltimaHora, LINKS_POR_HORA, peekLink } from './links.ts';
import { loadMenus, loadPrincipal, type Principal } from './principal.ts';
import { gravarSenha } from './senha-da-conta.ts';
import { usuariosComPerfil } from './usuarios.ts';
import { senhaValidadeDias, type AccessDeps } from './deps.ts';

type Ctx = { correlationId: string | null };

async function findByEmail(deps: AccessDeps, email: string) {
  return deps.db
    .selectFrom('participantes as p')
    .innerJoin('contas as c', 'c.participante_id', 'p.id')
    .leftJoin('credenciais as cr', 'cr.participante_id', 'p.id')
    .select(['p.id', 'p.nome', 'p.email', 'c.status', 'cr.senha_hash'])
    .where((eb) => eb(eb.fn('lower', ['p.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** Builds the session answer: token, claims with menus and functions, password expiry. */
export async function buildLogin(deps: AccessDeps, participanteId: number, espelhoAdminId: number | null): Promise<LoginData> {
  const p = await loadPrincipal(deps.db, participanteId, espelhoAdminId);
  if (!p) throw new Unauthenticated(msg.loginInvalido);
  const conta = await deps.db.selectFrom('contas').selectAll().where('participante_id', '=', participanteId).executeTakeFirstOrThrow();
  const now = deps.now();
  const validade = await senhaValidadeDias(deps.db);
  const trocada = conta.data_troca_senha_utc ? new Date(conta.data_troca_senha_utc) : null;
  const expira = trocada ? new Date(trocada.getTime() + validade * 86_400_000) : null;
  const expirada = expira !== null && expira.getTime() <= now.getTime();
  // an impersonating administrator is never forced through the user's password change
  const tco = espelhoAdminId === null && (conta.senha_trocada_por_administrador || expirada);
  const accessToken = await deps.tokens.sign({ sub: p.userId, pv: conta.versao_senha, esp: espelhoAdminId, tco }, now);
  const menus = await loadMenus(deps.db, p.perfilId);
  return {
    accessToken,
    senhaTrocadaPorAdministrador: espelhoAdminId === null && conta.senha_trocada_por_administrador,
    trocaSenhaObrigatoria: tco,
    userClaims: {
      id: p.userId,
      nome: p.nome,
      email: p.email,
      grupoPerfil: p.grupoPerfil,
      dataExpiraSenhaUtc: expira?.toISOString() ?? null,
      claims: [{ type: 'role', value: p.role, menus }],
      concessionariaId: p.concessionariaId,
      concessionariaGrupoId: p.concessionariaGrupoId,
      processosGrupo: p.processosGrupo,
      funcoes: p.funcoes,
      espelho: espelhoAdminId !== null ? { adminId: espelhoAdminId, adminNome: p.espelhoAdminNome ?? '' } : null,
    },
  };
}

/** POST participantes/entrar */
export async function entrar(deps: AccessDeps, input: { email: string; password: string }): Promise<LoginData> {
  const found = await findByEmail(deps, input.email);
  if (!found || !found.senha_hash) {
    await verifyAgainstDummy(input.password);
    throw new Unauthenticated(msg.loginInvalido);
  }
  if (!(await verifyPassword(found.senha_hash, input.password))) throw new Unauthenticated(msg.loginInvalido);
  if (found.status === 'bloqueada') throw new Forbidden(msg.usuarioBloqueado);
  if (found.status === 'pendente') throw new Forbidden(msg.cadastroIncompleto);
  await deps.db.updateTable('participantes').set({ data_ultimo_acesso_utc: deps.now() }).where('id', '=', found.id).execute();
  return buildLogin(deps, found.id, null);
}

/** POST participantes/alterarSenha: the signed-in user changes their own password. */
export async function alterarSenha(
  deps: AccessDeps,
  actor: Principal,
  input: { currentPassword: string; newPassword: string; confirmNewPassword: string },
  ctx: Ctx,
): Promise<string> {
  if (actor.espelhoAdminId !== null) throw new Forbidden(msg.espelhoNaoAlteraSenha);
  if (!input.currentPassword) throw new InvalidInput(msg.senhaAtualObrigatoria);
  const problems = passwordProblems(input.newPassword, input.confirmNewPassword);
  if (problems.length) throw new InvalidInput(problems);
  const cred = await deps.db.selectFrom('credenciais').select('senha_hash').where('participante_id', '=', actor.userId).executeTakeFirst();
  if (!cred || !(await verifyPassword(cred.senha_hash, input.currentPassword))) throw new InvalidInput(msg.senhaAtualIncorreta);
  if (input.currentPassword === input.newPassword) throw new InvalidInput(msg.senhaIgualAnterior);
  await gravarSenha(deps.db, actor.userId, 'SenhaAlterada', actor, input.newPassword, ctx, deps.now());
  return msg.senhaAlterada;
}

/**
 * POST participantes/gerarLinkSenha/publico: same answer whether the e-mail exists or not. Requests for one account are
 * serialised on its row (two at once cannot both send, nor meet on the account stream as a conflict), a second request
 * within `REENVIO_MINIMO_SEGUNDOS` sends nothing new, and at most `LINKS_POR_HORA` are sent an hour.
 */
export async function gerarLinkSenha(deps: AccessDeps, email: string, ctx: Ctx): Promise<{ emailIds: string[] }> {
  const found = await findByEmail(deps, email);
  if (!found || found.status === 'bloqueada') return { emailIds: [] };
  const owner = await loadPrincipal(deps.db, found.id, null);
  if (!owner) return { emailIds: [] };
  const finalidade = found.status === 'pendente' ? 'cadastro' : 'redefinir';
  for (let tentativa = 1; ; tentativa++) {
    try {
      const id = await deps.db.transaction().execute(async (trx) => {
        await trx.selectFrom('contas').select('participante_id').where('participante_id', '=', found.id).forUpdate().execute();
        const now = deps.now();
        // per account, whatever the address asking: the same answer, no more e-mails
        if ((await linksNaUltimaHora(trx, found.id, now)) >= LINKS_POR_HORA) return null;
        if (await linkRecente(trx, found.id, now)) return null;
        return sendAccountLink(
          deps,
          trx,
          found,
          finalidade,
          { actor: owner, correlationId: ctx.correlationId },
          finalidade === 'cadastro' ? 'cadastro' : 'esqueci',
          null,
        );
      });
      return { emailIds: id ? [id] : [] };
    } catch (e) {
      // another write to the account (a sign-in, an administrator's change) moved its stream in between: ask again
      if (e instanceof VersionConflict && tentativa < 3) continue;
      throw e;
    }
  }
}

/** POST participantes/alterarsenha/publico: reset through the e-mailed link. */
export async function alterarSenhaPublico(
  deps: AccessDeps,
  input: { id: number; newPassword: string; confirmNewPassword: string; token: string },
  ctx: Ctx,
): Promise<string> {
  const problems = passwordProblems(input.newPassword, input.confirmNewPassword);
  if (problems.length) throw new InvalidInput(problems);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const { participanteId } = await consumeLink(trx, input.token, 'redefinir', now, input.id);
    const owner = await loadPrincipal(trx, participanteId, null);
    if (!owner) throw new InvalidInput(msg.linkInvalido);
    await gravarSenha(trx, participanteId, 'SenhaRedefinida', owner, input.newPassword, ctx, now);
  });
  return msg.senhaAlteradaPublico;
}

/** The registration view of /completeregistration/{id}; needs the e-mailed token. */
export async function cadastroView(deps: AccessDeps, id: number, token: string) {
  if (!(await peekLink(deps.db, token, 'cadastro', id, deps.now()))) throw new InvalidInput(msg.linkInvalido);
  const row = await deps.db
    .selectFrom('participantes as p')
    .innerJoin('perfis as pf', 'pf.id', 'p.perfil_id')
    .leftJoin('concessionarias as c', 'c.id', 'p.concessionaria_id')
    .leftJoin('concessionaria_grupos as g', 'g.id', 'p.concessionaria_grupo_id')
    .select(['p.id', 'p.nome', 'p.email', 'pf.descricao as perfil', 'c.nome as concessionaria', 'g.nome as grupoConcessionaria'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFound();
  return row;
}

/** PATCH participantes/completarCadastro */
export async function completarCadastro(
  deps: AccessDeps,
  input: { id: number; nome: string; email: string; password: string; confirmPassword: string; token: string },
  ctx: Ctx,
): Promise<void> {
  if (input.password !== input.confirmPassword) throw new InvalidInput(msg.senhaEConfirmarIguais);
  const problems = passwordProblems(input.password, input.confirmPassword);
  if (problems.length) throw new InvalidInput(problems);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const { participanteId } = await consumeLink(trx, input.token, 'cadastro', now, input.id);
    const owner = await loadPrincipal(trx, participanteId, null);
    if (!owner || owner.email.toLowerCase() !== input.email.trim().toLowerCase()) throw new InvalidInput(msg.linkInvalido);
    if (input.nome.trim()) await trx.updateTable('participantes').set({ nome: input.nome.trim() }).where('id', '=', participanteId).execute();
    await gravarSenha(trx, participanteId, 'CadastroCompletado', owner, input.password, ctx, now);
  });
}

/** Acesso espelho: an administrator asks for a one-time sign-in token for another user. */
export async function iniciarEspelho(deps: AccessDeps, admin: Principal, targetId: number): Promise<{ token: string }> {
  if (admin.espelhoAdminId !== null) throw new Forbidden(msg.espelhoAninhado);
  if (admin.role !== 'Administrador') throw new Forbidden(msg.espelhoSomenteAdministrador);
  if (admin.userId === targetId) throw new Refused(msg.espelhoMesmoUsuario);
  const target = await deps.db.selectFrom('contas').select('status').where('participante_id', '=', targetId).executeTakeFirst();
  if (!target) throw new NotFound();
  // an administrator's session would carry every permission under another administrator's name
  if ((await loadPrincipal(deps.db, targetId, null))?.role === 'Administrador') throw new Forbidden(msg.espelhoOutroAdministrador);
  if (target.status !== 'ativa') throw new Refused(msg.espelhoUsuarioIndisponivel);
  return createLink(deps.db, targetId, 'espelho', deps.now(), admin.userId);
}

/** POST participantes/entrar-redirecionar-parceiro {token}: the impersonated session, naming both. */
export async function entrarRedirecionarParceiro(deps: AccessDeps, token: string, ctx: Ctx): Promise<LoginData> {
  const { participanteId, espelhoAdminId } = await deps.db.transaction().execute((trx) => consumeLink(trx, token, 'espelho', deps.now()));
  if (espelhoAdminId === null) throw new InvalidInput(msg.linkInvalido);
  const admin = await loadPrincipal(deps.db, espelhoAdminId, null);
  if (!admin || admin.role !== 'Administrador' || admin.status !== 'ativa') throw new Forbidden(msg.espelhoSomenteAdministrador);
  const mirrored = await loadPrincipal(deps.db, participanteId, espelhoAdminId);
  if (!mirrored) throw new NotFound();
  const now = deps.now();
  // recorded on the user's account with both identities: the user acted as, and the administrator behind
  await handleCommand(
    deps.db,
    accountAggregate,
    contaStream(participanteId),
    { type: 'AcessoEspelhoIniciado', actor: mirrored, at: now.toISOString() },
    {
      ...metadataFor(mirrored, ctx.correlationId, now),
      espelhoAdminNome: admin.nome,
    },
  );
  return buildLogin(deps, participanteId, espelhoAdminId);
}

/** A signed-in user asks for a one-time link that opens the portal at a path (e.g. from a BI page or e-mail). */
export async function criarLinkAcesso(deps: AccessDeps, actor: Actor): Promise<{ token: string }> {
  if (actor.espelhoAdminId !== null) throw new Forbidden(msg.espelhoAninhado);
  const { token } = await createLink(deps.db, actor.userId, 'entrar', deps.now());
  return { token };
}

/** POST participantes/entrar-redirecionar {token} */
export async function entrarRedirecionar(deps: AccessDeps, token: string): Promise<LoginData> {
  const { participanteId } = await deps.db.transaction().execute((trx) => consumeLink(trx, token, 'entrar', deps.now()));
  const conta = await deps.db.selectFrom('contas').select('status').where('participante_id', '=', participanteId).executeTakeFirst();
  if (conta?.status !== 'ativa') throw new Forbidden(msg.usuarioBloqueado);
  await deps.db.updateTable('participantes').set({ data_ultimo_acesso_utc: deps.now() }).where('id', '=', participanteId).execute();
  return buildLogin(deps, participanteId, null);
}

/** Meu perfil: the user's own data. */
export async function meuPerfil(deps: AccessDeps, actor: Principal) {
  const row = await usuariosComPerfil(deps.db)
    .leftJoin('concessionaria_grupos as g', 'g.id', 'p.concessionaria_grupo_id')
    .select([
      'p.id',
      'p.nome',
      'p.email',
      'pf.descricao as perfil',
      'gp.nome as grupoPerfil',
      'd.nome as concessionaria',
      'd.codigo_dealer as codigoDealer',
      'g.nome as concessionariaGrupo',
      'p.data_ultimo_acesso_utc as dataUltimoAcessoUtc',
      'c.data_troca_senha_utc as dataTrocaSenhaUtc',
    ])
    .where('p.id', '=', actor.userId)
    .executeTakeFirstOrThrow();
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return { ...row, dataUltimoAcessoUtc: iso(row.dataUltimoAcessoUtc), dataTrocaSenhaUtc: iso(row.dataTrocaSenhaUtc) };
}
