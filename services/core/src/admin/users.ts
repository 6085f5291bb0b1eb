import { sql } from 'kysely';
import { adminMsg } from '@portal/contracts/admin/messages';
import { requiresDealer, validateAdminUser, validateUser } from '@portal/contracts/admin/rules';
import { ADMINISTRADOR, GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { Forbidden, InvalidInput, NotFound, Refused, chaveDoPreparado, emCache, paginate, preparado, type Db, type Pagina } from '../kernel/index.ts';
import { bloquearConta, criarConta } from '../access/index.ts';
import { senhaValidadeDias, type AccessDeps } from '../access/index.ts';
import { audit } from './audit.ts';
import { sendAccountLink, usuariosComPerfil } from '../access/index.ts';
import { isUniqueViolation, iso, likeTerm, type AdminCtx, type PageQuery, ptBR } from './common.ts';

export const statusLabel = (status: string) =>
  status === 'bloqueada' ? adminMsg.bloqueado : status === 'pendente' ? adminMsg.cadastroPendente : adminMsg.ativo;

export interface UserRow {
  id: number;
  nome: string;
  status: string;
  perfil: string;
  email: string;
  concessionaria: string | null;
  roleId: number;
  grupoId: number;
  grupoPerfil: string;
  codigoDealer: string | null;
  cadastroCompleto: boolean;
  bloqueado: boolean;
  dataUltimoAcessoUtc: string | null;
}

function usersQuery(db: Db, q: string | undefined) {
  let base = usuariosComPerfil(db);
  const term = likeTerm(q);
  if (term) {
    base = base.where((eb) =>
      eb.or([
        eb('p.nome', 'ilike', term),
        eb('p.email', 'ilike', term),
        eb('pf.descricao', 'ilike', term),
        eb('d.nome', 'ilike', term),
        eb('d.codigo_dealer', 'ilike', term),
      ]),
    );
  }
  return base;
}

const userColumns = [
  'p.id',
  'p.nome',
  'p.email',
  'pf.descricao as perfil',
  'pf.id as roleId',
  'gp.id as grupoId',
  'gp.nome as grupoPerfil',
  'd.nome as concessionaria',
  'd.codigo_dealer as codigoDealer',
  'c.status',
  'c.cadastro_completo',
  'p.data_ultimo_acesso_utc',
] as const;

/** The two statements of the Usuários tab (count and page), compiled: the list runs them, the benchmark's bare route too. */
export function compilarParticipantes(db: Db, q: PageQuery) {
  const { page, perPage, offset } = paginate(q);
  return {
    page,
    count: preparado(
      usersQuery(db, q.q)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .compile(),
    ),
    rows: preparado(usersQuery(db, q.q).select(userColumns).orderBy(ptBR('p.nome')).orderBy('p.id').limit(perPage).offset(offset).compile()),
  };
}

/** GET participantes/todos: the Usuários tab. */
export async function listarParticipantes(db: Db, q: PageQuery): Promise<Pagina<UserRow>> {
  const c = compilarParticipantes(db, q);
  // the page kept under the read version of the tables it reads (kernel emCache): asked again before any of them is
  // written (a sign-in, a change of account or profile), it is answered without a statement
  return emCache(db, 'participantes/pagina', TABELAS_USUARIOS, chaveDoPreparado(c.rows), async () => {
    const [total, rows] = await Promise.all([db.executeQuery(c.count), db.executeQuery(c.rows)]);
    return { page: c.page, total: Number(total.rows[0]!.n), rows: rows.rows.map(toUserRow) };
  });
}
const TABELAS_USUARIOS = ['participantes', 'perfis', 'grupos_perfil', 'contas', 'concessionarias'] as const;

function toUserRow(r: {
  id: number;
  nome: string;
  email: string;
  perfil: string;
  roleId: number;
  grupoId: number;
  grupoPerfil: string;
  concessionaria: string | null;
  codigoDealer: string | null;
  status: string;
  cadastro_completo: boolean;
  data_ultimo_acesso_utc: Date | null;
}): UserRow {
  return {
    id: r.id,
    nome: r.nome,
    status: statusLabel(r.status),
    perfil: r.perfil,
    email: r.email,
    concessionaria: r.concessionaria,
    roleId: r.roleId,
    grupoId: r.grupoId,
    grupoPerfil: r.grupoPerfil,
    codigoDealer: r.codigoDealer,
    cadastroCompleto: r.cadastro_completo,
    bloqueado: r.status === 'bloqueada',
    dataUltimoAcessoUtc: iso(r.data_ultimo_acesso_utc),
  };
}

/** Every user matching the search, for the export (in pages of 500, so the sheet streams). */
export async function* todosParticipantes(db: Db, q: string | undefined): AsyncGenerator<UserRow> {
  for (let offset = 0; ; offset += 500) {
    const rows = await usersQuery(db, q).select(userColumns).orderBy(ptBR('p.nome')).orderBy('p.id').limit(500).offset(offset).execute();
    for (const r of rows) yield toUserRow(r);
    if (rows.length < 500) return;
  }
}

/** GET participantes/{id}: the user edit forms. */
export async function obterParticipante(deps: AccessDeps, id: number) {
  const r = await usuariosComPerfil(deps.db)
    .select([
      ...userColumns,
      'p.concessionaria_grupo_id',
      'p.concessionaria_id',
      'p.processos_grupo',
      'p.email_emplacamento',
      'c.data_troca_senha_utc',
      'c.data_bloqueio_utc',
      'c.senha_trocada_por_administrador',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!r) throw new NotFound();
  const claims = await deps.db.selectFrom('participante_claims').select('claim_id').where('participante_id', '=', id).orderBy('claim_id').execute();
  const validade = await senhaValidadeDias(deps.db);
  const trocada = r.data_troca_senha_utc ? new Date(r.data_troca_senha_utc) : null;
  const expira = trocada ? new Date(trocada.getTime() + validade * 86_400_000) : null;
  const senhaExpirada = expira !== null && expira.getTime() <= deps.now().getTime();
  return {
    id: r.id,
    nome: r.nome,
    email: r.email,
    perfil: r.perfil,
    perfilId: r.roleId,
    roleId: r.roleId,
    grupoId: r.grupoId,
    grupoPerfil: r.grupoPerfil,
    concessionariaGrupoId: r.concessionaria_grupo_id,
    concessionariaId: r.concessionaria_id,
    processosGrupo: r.processos_grupo ? 1 : 0,
    bloquear: r.status === 'bloqueada',
    emailEmplacamento: r.email_emplacamento,
    claimsViews: claims.map((c) => ({ claimsId: c.claim_id })),
    /** set when the password expired without being changed: the user is held at the forced change */
    dataBloqueioSenhaUtc: senhaExpirada ? expira!.toISOString() : null,
    dataBloqueioUtc: iso(r.data_bloqueio_utc),
    dataUltimoAcessoUtc: iso(r.data_ultimo_acesso_utc),
    dataTrocaSenhaUtc: iso(r.data_troca_senha_utc),
    senhaTrocadaPorAdministrador: r.senha_trocada_por_administrador,
    cadastroCompleto: r.cadastro_completo,
    status: statusLabel(r.status),
  };
}

/** What the audit keeps of a user. */
async function snapshot(trx: Db, id: number) {
  const p = await trx.selectFrom('participantes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) return null;
  const conta = await trx.selectFrom('contas').select('status').where('participante_id', '=', id).executeTakeFirst();
  const claims = await trx.selectFrom('participante_claims').select('claim_id').where('participante_id', '=', id).orderBy('claim_id').execute();
  return {
    nome: p.nome,
    email: p.email,
    perfilId: p.perfil_id,
    concessionariaGrupoId: p.concessionaria_grupo_id,
    concessionariaId: p.concessionaria_id,
    processosGrupo: p.processos_grupo,
    emailEmplacamento: p.email_emplacamento,
    claims: claims.map((c) => c.claim_id),
    status: conta?.status ?? null,
  };
}

type Flag = boolean | number | null | undefined;
const flag = (v: Flag) => v === true || v === 1;
type ClaimRef = number | { claimsId: number };
const claimIds = (list: ClaimRef[] | null | undefined) => [...new Set((list ?? []).map((c) => (typeof c === 'number' ? c : c.claimsId)))];

export interface UserInput {
  nome?: string | null;
  email?: string | null;
  perfil?: number | null;
  grupoId?: number | null;
  concessionariaGrupoId?: number | null;
  concessionariaId?: number | null;
  processosGrupo?: Flag;
  claimsViews?: ClaimRef[] | null;
  emailEmplacamento?: Flag;
}

/** Checks the references of a user (profile in its group, dealer in its group, clusters) and answers the columns to store. */
async function resolveUser(trx: Db, u: UserInput & { perfil: number; grupoId: number }) {
  const grupo = await trx.selectFrom('grupos_perfil').select('id').where('id', '=', u.grupoId).executeTakeFirst();
  if (!grupo) throw new InvalidInput(adminMsg.grupoPerfilInexistente);
  const perfil = await trx.selectFrom('perfis').select(['id', 'grupo_perfil_id', 'ativo']).where('id', '=', u.perfil).executeTakeFirst();
  if (!perfil) throw new InvalidInput(adminMsg.tipoPerfilInexistente);
  if (perfil.grupo_perfil_id !== u.grupoId) throw new InvalidInput(adminMsg.tipoPerfilForaDoGrupo);
  if (!perfil.ativo) throw new InvalidInput(adminMsg.tipoPerfilInativo);
  let concessionaria_grupo_id: number | null = null;
  let concessionaria_id: number | null = null;
  if (requiresDealer(u.grupoId)) {
    const g = await trx.selectFrom('concessionaria_grupos').select('id').where('id', '=', u.concessionariaGrupoId!).executeTakeFirst();
    if (!g) throw new InvalidInput(adminMsg.grupoInexistente);
    const d = await trx.selectFrom('concessionarias').select(['id', 'concessionaria_grupo_id']).where('id', '=', u.concessionariaId!).executeTakeFirst();
    if (!d) throw new InvalidInput(adminMsg.dealerInexistente);
    if (d.concessionaria_grupo_id !== g.id) throw new InvalidInput(adminMsg.dealerForaDoGrupo);
    concessionaria_grupo_id = g.id;
    concessionaria_id = d.id;
  }
  const claims = claimIds(u.claimsViews);
  if (claims.length) {
    const found = await trx.selectFrom('claims').select('id').where('id', 'in', claims).execute();
    if (found.length !== claims.length) throw new InvalidInput(adminMsg.claimInexistente);
  }
  return {
    columns: {
      nome: u.nome!.trim(),
      email: u.email!.trim(),
      perfil_id: perfil.id,
      concessionaria_grupo_id,
      concessionaria_id,
      // Montadora and Administrador users have no group-process access (spec 000 §5)
      processos_grupo: requiresDealer(u.grupoId) && flag(u.processosGrupo),
      email_emplacamento: flag(u.emailEmplacamento),
    },
    claims,
  };
}

async function emailTaken(trx: Db, email: string, exceptId?: number) {
  let q = trx
    .selectFrom('participantes')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

async function setClaims(trx: Db, id: number, claims: number[]) {
  await trx.deleteFrom('participante_claims').where('participante_id', '=', id).execute();
  if (claims.length)
    await trx
      .insertInto('participante_claims')
      .values(claims.map((claim_id) => ({ participante_id: id, claim_id })))
      .execute();
}

async function insertUser(deps: AccessDeps, ctx: AdminCtx, columns: Awaited<ReturnType<typeof resolveUser>>['columns'], claims: number[]) {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (await emailTaken(trx, columns.email)) throw new InvalidInput(adminMsg.emailJaCadastrado);
      const row = await trx.insertInto('participantes').values(columns).returning('id').executeTakeFirstOrThrow();
      await setClaims(trx, row.id, claims);
      const { emailIds } = await criarConta(deps, trx, { id: row.id, nome: columns.nome, email: columns.email }, ctx.actor, ctx);
      await audit(trx, ctx, { tabela: 'participantes', registroId: row.id, acao: 'criar', antes: null, depois: await snapshot(trx, row.id) });
      return { id: row.id, emailIds };
    });
  } catch (e) {
    if (isUniqueViolation(e, 'participantes_email')) throw new InvalidInput(adminMsg.emailJaCadastrado);
    throw e;
  }
}

/** POST participantes: creates the user and its account; a registration link is e-mailed. */
export async function criarParticipante(deps: AccessDeps, ctx: AdminCtx, u: UserInput): Promise<{ id: number; emailIds: string[] }> {
  const problem = validateUser(u);
  if (problem) throw new InvalidInput(problem);
  const { columns, claims } = await resolveUser(deps.db, u as UserInput & { perfil: number; grupoId: number });
  return insertUser(deps, ctx, columns, claims);
}

async function adminProfileId(db: Db): Promise<number> {
  const p = await db
    .selectFrom('perfis')
    .select('id')
    .where('descricao', '=', ADMINISTRADOR)
    .where('grupo_perfil_id', '=', GRUPO_PERFIL.Administrador)
    .executeTakeFirst();
  if (!p) throw new InvalidInput(adminMsg.tipoPerfilInexistente);
  return p.id;
}

/** POST participantes/admin: an administrator (profile Administrador). */
export async function criarParticipanteAdmin(deps: AccessDeps, ctx: AdminCtx, u: { nome?: string | null; email?: string | null; emailEmplacamento?: Flag }) {
  const problem = validateAdminUser(u);
  if (problem) throw new InvalidInput(problem);
  const perfil_id = await adminProfileId(deps.db);
  const columns = {
    nome: u.nome!.trim(),
    email: u.email!.trim(),
    perfil_id,
    concessionaria_grupo_id: null,
    concessionaria_id: null,
    processos_grupo: false,
    email_emplacamento: flag(u.emailEmplacamento),
  };
  return insertUser(deps, ctx, columns, []);
}

/** Blocks or unblocks through the account machine when the switch changed. */
async function applyBloquear(deps: AccessDeps, trx: Db, ctx: AdminCtx, id: number, bloquear: Flag) {
  if (bloquear === undefined || bloquear === null) return;
  const conta = await trx.selectFrom('contas').select('status').where('participante_id', '=', id).executeTakeFirstOrThrow();
  const want = flag(bloquear);
  if (want === (conta.status === 'bloqueada')) return;
  if (want && id === ctx.actor.userId) throw new Refused(adminMsg.naoBloqueiaASiMesmo);
  await bloquearConta({ ...deps, db: trx }, ctx.actor, id, want, ctx);
}

async function updateWith(
  deps: AccessDeps,
  ctx: AdminCtx,
  id: number,
  bloquear: Flag,
  change: (trx: Db, current: { email: string }) => Promise<{ columns: Record<string, unknown>; claims?: number[] }>,
) {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('participantes').select(['id', 'email']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw new NotFound();
      const antes = await snapshot(trx, id);
      const { columns, claims } = await change(trx, current);
      const email = String(columns.email);
      if (email.toLowerCase() !== current.email.toLowerCase()) {
        if (ctx.actor.espelhoAdminId !== null) throw new Forbidden(adminMsg.espelhoNaoAlteraEmail);
        if (await emailTaken(trx, email, id)) throw new InvalidInput(adminMsg.emailJaCadastrado);
      }
      await trx.updateTable('participantes').set(columns).where('id', '=', id).execute();
      if (claims) await setClaims(trx, id, claims);
      await applyBloquear(deps, trx, ctx, id, bloquear);
      await audit(trx, ctx, { tabela: 'participantes', registroId: id, acao: 'alterar', antes, depois: await snapshot(trx, id) });
    });
  } catch (e) {
    if (isUniqueViolation(e, 'participantes_email')) throw new InvalidInput(adminMsg.emailJaCadastrado);
    throw e;
  }
}

/** PUT participantes: edit (profile type from roleId, or perfil), block switch included. */
export async function alterarParticipante(
  deps: AccessDeps,
  ctx: AdminCtx,
  u: UserInput & { id: number; roleId?: number | null; bloquear?: Flag },
): Promise<void> {
  const input = { ...u, perfil: u.roleId ?? u.perfil ?? null };
  const problem = validateUser(input);
  if (problem) throw new InvalidInput(problem);
  await updateWith(deps, ctx, u.id, u.bloquear, async (trx) => resolveUser(trx, input as UserInput & { perfil: number; grupoId: number }));
}

/** PUT participantes/admin: an administrator's name, e-mail, emplacamento e-mail and block switch. */
export async function alterarParticipanteAdmin(
  deps: AccessDeps,
  ctx: AdminCtx,
  u: { id: number; nome?: string | null; email?: string | null; emailEmplacamento?: Flag; bloquear?: Flag },
) {
  const problem = validateAdminUser(u);
  if (problem) throw new InvalidInput(problem);
  await updateWith(deps, ctx, u.id, u.bloquear, async (trx) => {
    const role = await trx
      .selectFrom('participantes as p')
      .innerJoin('perfis as pf', 'pf.id', 'p.perfil_id')
      .select('pf.descricao')
      .where('p.id', '=', u.id)
      .executeTakeFirstOrThrow();
    if (role.descricao !== ADMINISTRADOR) throw new InvalidInput(adminMsg.naoAdministrador);
    return { columns: { nome: u.nome!.trim(), email: u.email!.trim(), email_emplacamento: flag(u.emailEmplacamento) } };
  });
}

async function target(db: Db, where: { id: number } | { email: string }) {
  let q = db
    .selectFrom('participantes as p')
    .innerJoin('contas as c', 'c.participante_id', 'p.id')
    .select(['p.id', 'p.nome', 'p.email', 'c.status', 'c.cadastro_completo']);
  q = 'id' in where ? q.where('p.id', '=', where.id) : q.where(sql<string>`lower(p.email)`, '=', where.email.trim().toLowerCase());
  const t = await q.executeTakeFirst();
  if (!t) throw new NotFound();
  return t;
}

/** POST participantes/reenviarEmail?email: a new registration link while registration is not complete (DECISIONS.md). */
export async function reenviarEmail(deps: AccessDeps, ctx: AdminCtx, email: string): Promise<{ emailIds: string[] }> {
  const t = await target(deps.db, { email });
  if (t.cadastro_completo) throw new Refused(adminMsg.cadastroJaConcluido);
  if (t.status === 'bloqueada') throw new Refused(adminMsg.usuarioBloqueado);
  // an account unblocked before registering is active without a password: a password link is what lets it in
  const finalidade = t.status === 'pendente' ? 'cadastro' : 'redefinir';
  const id = await deps.db.transaction().execute((trx) => sendAccountLink(deps, trx, t, finalidade, ctx));
  return { emailIds: [id] };
}

/** POST participantes/recuperarSenha {id}: Resetar Senha e-mails a reset link (a registration link if registration is pending). */
export async function recuperarSenha(deps: AccessDeps, ctx: AdminCtx, id: number): Promise<{ message: string; emailIds: string[] }> {
  if (ctx.actor.espelhoAdminId !== null) throw new Forbidden(adminMsg.espelhoNaoAlteraEmail);
  const t = await target(deps.db, { id });
  if (t.status === 'bloqueada') throw new Refused(adminMsg.usuarioBloqueado);
  const finalidade = t.status === 'pendente' ? 'cadastro' : 'redefinir';
  const emailId = await deps.db.transaction().execute((trx) => sendAccountLink(deps, trx, t, finalidade, ctx));
  return { message: finalidade === 'redefinir' ? adminMsg.linkRedefinicaoEnviado(t.email) : adminMsg.linkCadastroEnviado(t.email), emailIds: [emailId] };
}
