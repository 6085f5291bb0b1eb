import { adminMsg } from '@portal/contracts/admin/messages';
import { validateCnpjs, validateDealer, type DealerFields } from '@portal/contracts/admin/rules';
import { formatCnpj } from '@portal/contracts/br/cnpj';
import { isDealerUser, type Actor } from '@portal/contracts/access/roles';
import { InvalidInput, NotFound, paginate, type Db, type Pagina } from '../kernel/index.ts';
import { audit } from './audit.ts';
import { isUniqueViolation, likeTerm, type AdminCtx, type PageQuery, ptBR } from './common.ts';

export interface DealerRow {
  id: number;
  nome: string;
  codigoDealer: string;
  status: number;
  concessionariaGrupoId: number;
  grupo: string;
  regionalId: number;
  regional: string;
  cnpjs: string[];
}

function dealersQuery(db: Db, q: PageQuery & { regionalId?: number; concessionariaGrupoId?: number }) {
  let base = db
    .selectFrom('concessionarias as d')
    .innerJoin('concessionaria_grupos as g', 'g.id', 'd.concessionaria_grupo_id')
    .innerJoin('regionais as r', 'r.id', 'd.regional_id');
  if (q.regionalId) base = base.where('d.regional_id', '=', q.regionalId);
  if (q.concessionariaGrupoId) base = base.where('d.concessionaria_grupo_id', '=', q.concessionariaGrupoId);
  const term = likeTerm(q.q);
  if (term) {
    base = base.where((eb) =>
      eb.or([
        eb('d.nome', 'ilike', term),
        eb('d.codigo_dealer', 'ilike', term),
        eb('g.nome', 'ilike', term),
        eb.exists(eb.selectFrom('concessionaria_cnpjs as c').select('c.cnpj').whereRef('c.concessionaria_id', '=', 'd.id').where('c.cnpj', 'ilike', term)),
      ]),
    );
  }
  return base;
}

async function withCnpjs(db: Db, rows: Omit<DealerRow, 'cnpjs'>[]): Promise<DealerRow[]> {
  if (!rows.length) return [];
  const cnpjs = await db
    .selectFrom('concessionaria_cnpjs')
    .select(['cnpj', 'concessionaria_id'])
    .where(
      'concessionaria_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('cnpj')
    .execute();
  return rows.map((r) => ({ ...r, cnpjs: cnpjs.filter((c) => c.concessionaria_id === r.id).map((c) => c.cnpj) }));
}

const dealerColumns = [
  'd.id',
  'd.nome',
  'd.codigo_dealer as codigoDealer',
  'd.status',
  'd.concessionaria_grupo_id as concessionariaGrupoId',
  'g.nome as grupo',
  'd.regional_id as regionalId',
  'r.descricao as regional',
] as const;

/** GET concessionarias: the Dealers tab (q searches name, code, group and CNPJ; regionalId and concessionariaGrupoId filter). */
export async function listarConcessionarias(db: Db, q: PageQuery & { regionalId?: number; concessionariaGrupoId?: number }): Promise<Pagina<DealerRow>> {
  const { page, perPage, offset } = paginate(q);
  const total = await dealersQuery(db, q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await dealersQuery(db, q).select(dealerColumns).orderBy(ptBR('d.nome')).orderBy('d.id').limit(perPage).offset(offset).execute();
  return { page, total: Number(total.n), rows: await withCnpjs(db, rows) };
}

export async function* todasConcessionarias(db: Db, q: string | undefined): AsyncGenerator<DealerRow> {
  for (let offset = 0; ; offset += 500) {
    const rows = await dealersQuery(db, { q }).select(dealerColumns).orderBy(ptBR('d.nome')).orderBy('d.id').limit(500).offset(offset).execute();
    for (const r of await withCnpjs(db, rows)) yield r;
    if (rows.length < 500) return;
  }
}

/** GET concessionarias/{id} */
export async function obterConcessionaria(db: Db, id: number) {
  const d = await db.selectFrom('concessionarias').selectAll().where('id', '=', id).executeTakeFirst();
  if (!d) throw new NotFound();
  const cnpjs = await db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', id).orderBy('cnpj').execute();
  return {
    id: d.id,
    nome: d.nome,
    codigoDealer: d.codigo_dealer,
    concessionariaGrupoId: d.concessionaria_grupo_id,
    regionalId: d.regional_id,
    status: d.status,
    cnpjs: cnpjs.map((c) => c.cnpj),
    cep: d.cep,
    numero: d.numero,
    logradouro: d.logradouro,
    bairro: d.bairro,
    cidadeId: d.cidade_id,
    ufId: d.uf_id,
    nomeCidade: d.nome_cidade,
    nomeUf: d.nome_uf,
  };
}

/**
 * Dealers a user may pick (lookups: concessionarias/todos, /todos/ativos, /grupo/{id}): importer staff see all;
 * a dealer-side user sees its own dealer, or its group's dealers with group access.
 */
export async function opcoesConcessionarias(db: Db, actor: Actor, f: { concessionariaGrupoId?: number; somenteAtivos?: boolean }) {
  let q = db
    .selectFrom('concessionarias as d')
    .select(['d.id', 'd.nome', 'd.codigo_dealer as codigoDealer', 'd.concessionaria_grupo_id as concessionariaGrupoId', 'd.status']);
  if (f.concessionariaGrupoId) q = q.where('d.concessionaria_grupo_id', '=', f.concessionariaGrupoId);
  if (f.somenteAtivos) q = q.where('d.status', '=', 1);
  if (isDealerUser(actor)) {
    q =
      actor.processosGrupo && actor.concessionariaGrupoId !== null
        ? q.where('d.concessionaria_grupo_id', '=', actor.concessionariaGrupoId)
        : q.where('d.id', '=', actor.concessionariaId ?? -1);
  }
  return q.orderBy(ptBR('d.nome')).execute();
}

export interface DealerInput extends DealerFields {
  status?: number | boolean | null;
  cep?: string | null;
  numero?: string | null;
  logradouro?: string | null;
  bairro?: string | null;
  cidadeId?: number | null;
  ufId?: number | null;
  nomeCidade?: string | null;
  nomeUf?: string | null;
}

const emptyToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

async function prepare(trx: Db, d: DealerInput, exceptId?: number) {
  const problem = validateDealer(d);
  if (problem) throw new InvalidInput(problem);
  const c = validateCnpjs(d.cnpjs);
  if ('error' in c) throw new InvalidInput(c.error);
  const status = d.status === undefined || d.status === null ? 1 : d.status === true ? 1 : d.status === false ? 0 : d.status;
  if (status !== 0 && status !== 1) throw new InvalidInput(adminMsg.statusInvalido);
  if (!(await trx.selectFrom('concessionaria_grupos').select('id').where('id', '=', d.concessionariaGrupoId!).executeTakeFirst()))
    throw new InvalidInput(adminMsg.grupoInexistente);
  if (!(await trx.selectFrom('regionais').select('id').where('id', '=', d.regionalId!).executeTakeFirst())) throw new InvalidInput(adminMsg.regiaoInexistente);
  const codigo = d.codigoDealer!.trim().toUpperCase();
  let sameCode = trx
    .selectFrom('concessionarias')
    .select(['codigo_dealer', 'nome'])
    .where((eb) => eb(eb.fn('upper', ['codigo_dealer']), '=', codigo));
  if (exceptId !== undefined) sameCode = sameCode.where('id', '<>', exceptId);
  const other = await sameCode.executeTakeFirst();
  if (other) throw new InvalidInput(adminMsg.codigoDeOutroDealer(codigo, `${other.codigo_dealer} - ${other.nome}`));
  let used = trx
    .selectFrom('concessionaria_cnpjs as c')
    .innerJoin('concessionarias as d', 'd.id', 'c.concessionaria_id')
    .select(['c.cnpj', 'd.codigo_dealer', 'd.nome'])
    .where('c.cnpj', 'in', c.cnpjs);
  if (exceptId !== undefined) used = used.where('d.id', '<>', exceptId);
  const taken = await used.orderBy('c.cnpj').executeTakeFirst();
  if (taken) throw new InvalidInput(adminMsg.cnpjDeOutroDealer(formatCnpj(taken.cnpj), `${taken.codigo_dealer} - ${taken.nome}`));
  return {
    columns: {
      codigo_dealer: codigo,
      nome: d.nome!.trim(),
      concessionaria_grupo_id: d.concessionariaGrupoId!,
      regional_id: d.regionalId!,
      status,
      cep: emptyToNull(d.cep),
      numero: emptyToNull(d.numero),
      logradouro: emptyToNull(d.logradouro),
      bairro: emptyToNull(d.bairro),
      cidade_id: d.cidadeId || null,
      uf_id: d.ufId || null,
      nome_cidade: emptyToNull(d.nomeCidade),
      nome_uf: emptyToNull(d.nomeUf),
    },
    cnpjs: c.cnpjs,
  };
}

const snapshot = (trx: Db, id: number) => obterConcessionaria(trx, id);

function duplicateMessage(e: unknown): string | null {
  if (isUniqueViolation(e, 'concessionarias_codigo_dealer_key')) return adminMsg.codigoJaUsado;
  if (isUniqueViolation(e, 'concessionaria_cnpjs_pkey')) return adminMsg.cnpjJaUsado;
  return null;
}

/** POST concessionarias */
export async function criarConcessionaria(db: Db, ctx: AdminCtx, d: DealerInput): Promise<{ id: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { columns, cnpjs } = await prepare(trx, d);
      const row = await trx.insertInto('concessionarias').values(columns).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('concessionaria_cnpjs')
        .values(cnpjs.map((cnpj) => ({ cnpj, concessionaria_id: row.id })))
        .execute();
      await audit(trx, ctx, { tabela: 'concessionarias', registroId: row.id, acao: 'criar', antes: null, depois: await snapshot(trx, row.id) });
      return { id: row.id };
    });
  } catch (e) {
    const m = duplicateMessage(e);
    if (m) throw new InvalidInput(m);
    throw e;
  }
}

/** PUT concessionarias/{id}: replaces the CNPJ table. */
export async function alterarConcessionaria(db: Db, ctx: AdminCtx, id: number, d: DealerInput & { id?: number | null }): Promise<void> {
  if (d.id !== undefined && d.id !== null && d.id !== id) throw new InvalidInput(adminMsg.idDivergente);
  try {
    await db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('concessionarias').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!exists) throw new NotFound();
      const antes = await snapshot(trx, id);
      const { columns, cnpjs } = await prepare(trx, d, id);
      await trx.updateTable('concessionarias').set(columns).where('id', '=', id).execute();
      await trx.deleteFrom('concessionaria_cnpjs').where('concessionaria_id', '=', id).execute();
      await trx
        .insertInto('concessionaria_cnpjs')
        .values(cnpjs.map((cnpj) => ({ cnpj, concessionaria_id: id })))
        .execute();
      await audit(trx, ctx, { tabela: 'concessionarias', registroId: id, acao: 'alterar', antes, depois: await snapshot(trx, id) });
    });
  } catch (e) {
    const m = duplicateMessage(e);
    if (m) throw new InvalidInput(m);
    throw e;
  }
}
