import { sql, type Expression, type SqlBool } from 'kysely';
import { GRUPO_PERFIL, type Actor } from '@portal/contracts/access/roles';
import { PERFIS_DESTINATARIOS, lmsg, type TipoDescontoId } from '@portal/contracts/direct-sales/lookups';
import type { Destinatario, PercentualDesconto, PrecoFinal, Versao } from '@portal/contracts/direct-sales/schemas';
import { escopoDealers, InvalidInput, NotFound, type Db } from '../../kernel/index.ts';

/**
 * The reference data the direct-sales order screen loads (spec direct-sales §3 "Lookup lists", §7.1): UFs and
 * municipalities, professions, versions, comment recipients and the discount policy. Lists order names the pt-BR way.
 */

const ACENTOS = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const SEM_ACENTOS = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';
/** Orders text the way pt-BR readers expect (Água Boa among the A's), whatever the database's collation and without ICU. */
export const ordemPtBR = (col: string) => sql<string>`lower(translate(${sql.ref(col)}, ${ACENTOS}, ${SEM_ACENTOS}))`;
/** A value folded the same way, to compare with `ordemPtBR` of a column. */
export const dobradoPtBR = (valor: string) => sql<string>`lower(translate(${valor}, ${ACENTOS}, ${SEM_ACENTOS}))`;

/** GET localizacoes/ufs: the 27 UFs (id = IBGE code), by name. */
export const listarUfs = (db: Db) => db.selectFrom('ufs').select(['id', 'sigla', 'nome']).orderBy(ordemPtBR('nome')).execute();

/** GET localizacoes/cidades/{ufId}: the UF's municipalities (id = IBGE code), by name; an unknown UF is 404. */
export async function listarCidades(db: Db, ufId: number) {
  const [uf, cidades] = await Promise.all([
    db.selectFrom('ufs').select('id').where('id', '=', ufId).executeTakeFirst(),
    db.selectFrom('municipios').select(['id', 'nome']).where('uf_id', '=', ufId).orderBy(ordemPtBR('nome')).orderBy('id').execute(),
  ]);
  if (!uf) throw new NotFound(lmsg.ufNaoEncontrada);
  return cidades;
}

/** GET genericos/profissoes: the active professions by name, 'Outros' last. */
export const listarProfissoes = (db: Db) =>
  db
    .selectFrom('profissoes')
    .select(['id', 'descricao'])
    .where('ativo', '=', true)
    .orderBy(sql`descricao = 'Outros'`)
    .orderBy(ordemPtBR('descricao'))
    .execute();

const versoes = (db: Db) =>
  db
    .selectFrom('versoes as v')
    .innerJoin('derivativos as d', 'd.id', 'v.derivativo_id')
    .innerJoin('anos_modelo as a', 'a.id', 'v.ano_modelo_id')
    .select(['v.id', 'v.descricao', 'v.derivativo_id as derivativoId', 'a.ano as anoModelo'])
    .where('v.ativo', '=', true);

/** GET pedidos/versao (optionally of one derivative; an unknown derivative is 404): a version is a derivative in a model year. */
export async function listarVersoes(db: Db, derivativoId?: number): Promise<Versao[]> {
  if (derivativoId !== undefined) {
    const d = await db.selectFrom('derivativos').select('id').where('id', '=', derivativoId).executeTakeFirst();
    if (!d) throw new NotFound(lmsg.derivativoNaoEncontrado);
    return versoes(db).where('v.derivativo_id', '=', derivativoId).orderBy('a.ano', 'desc').orderBy('v.id').execute();
  }
  return versoes(db).orderBy(ordemPtBR('d.descricao')).orderBy('v.derivativo_id').orderBy('a.ano', 'desc').execute();
}

/** The version of a derivative in a model year, created when missing (vehicle registration and imports call it). */
export async function garantirVersao(db: Db, derivativoId: number, anoModeloId: number): Promise<number> {
  const r = await sql<{ id: number }>`
    insert into versoes (derivativo_id, ano_modelo_id, descricao)
    select d.id, a.id, d.descricao || ' ' || a.ano from derivativos d, anos_modelo a where d.id = ${derivativoId} and a.id = ${anoModeloId}
    on conflict (derivativo_id, ano_modelo_id) do update set derivativo_id = excluded.derivativo_id
    returning id`.execute(db);
  const id = r.rows[0]?.id;
  if (id === undefined) throw new NotFound(lmsg.derivativoNaoEncontrado);
  return id;
}

/** The vehicles (`v`) with their model (`m`), brand (`ma`) and model year (`am`): what an order's product description reads. */
export const veiculosComModelo = (db: Db) =>
  db
    .selectFrom('veiculos as v')
    .innerJoin('modelos as m', 'm.id', 'v.modelo_id')
    .innerJoin('marcas as ma', 'ma.id', 'm.marca_id')
    .innerJoin('anos_modelo as am', 'am.id', 'v.ano_modelo_id');

/** The version of a vehicle (its derivative in its model year), or null when none is registered: what `pedidos/dados/veiculo` answers as versaoId. */
export async function versaoDoVeiculo(db: Db, veiculoId: number): Promise<number | null> {
  const r = await db
    .selectFrom('veiculos as ve')
    .innerJoin('versoes as v', (j) => j.onRef('v.derivativo_id', '=', 've.derivativo_id').onRef('v.ano_modelo_id', '=', 've.ano_modelo_id'))
    .select('v.id')
    .where('ve.id', '=', veiculoId)
    .executeTakeFirst();
  return r?.id ?? null;
}

/**
 * GET pedidos/destinatarios: who a comment can be addressed to — the active users of the importer's direct-sales profiles
 * and, with `concessionariaId`, the active users of that dealer (its own users and its group's users with group access).
 * A dealer-side user may ask only for a dealer it reaches (404 otherwise, as for an unknown dealer).
 */
export async function listarDestinatarios(db: Db, actor: Actor, concessionariaId?: number): Promise<Destinatario[]> {
  let dealer: { id: number; grupo: number } | null = null;
  if (concessionariaId !== undefined) {
    const escopo = escopoDealers(actor, 'c');
    let q = db.selectFrom('concessionarias as c').select(['c.id', 'c.concessionaria_grupo_id as grupo']).where('c.id', '=', concessionariaId);
    if (escopo) q = q.where(escopo);
    const d = await q.executeTakeFirst();
    if (!d) throw new NotFound(lmsg.concessionariaNaoEncontrada);
    dealer = d;
  }
  return db
    .selectFrom('participantes as p')
    .innerJoin('perfis as pf', 'pf.id', 'p.perfil_id')
    .innerJoin('contas as ct', 'ct.participante_id', 'p.id')
    .select(['p.id as userId', 'p.nome', 'pf.descricao as perfil', 'p.concessionaria_id as concessionariaId'])
    .where('ct.status', '=', 'ativa')
    .where('pf.ativo', '=', true)
    .where((eb) => {
      const staff = eb.and([eb('pf.grupo_perfil_id', '=', GRUPO_PERFIL.Administrador), eb('pf.descricao', 'in', [...PERFIS_DESTINATARIOS])]);
      if (!dealer) return staff;
      const doDealer: Expression<SqlBool> = eb.and([
        eb('pf.grupo_perfil_id', '=', GRUPO_PERFIL.Dealer),
        eb.or([eb('p.concessionaria_id', '=', dealer.id), eb.and([eb('p.processos_grupo', '=', true), eb('p.concessionaria_grupo_id', '=', dealer.grupo)])]),
      ]);
      return eb.or([staff, doDealer]);
    })
    .orderBy(ordemPtBR('p.nome'))
    .orderBy('p.id')
    .execute();
}

/**
 * GET pedidos/percentual/desconto: the discount and commission (percent, 3 decimals) of the policy in force on `hoje`
 * (São Paulo date) for the discount type and derivative — a row of the version itself wins over the derivative's
 * (versao_id null = any version), then the latest start. No such row: 404 with the spec's question answered plainly.
 */
export async function percentualDesconto(
  db: Db,
  filtro: { tipoDesconto: TipoDescontoId; derivativoId: number; versaoId?: number | undefined },
  hoje: string,
): Promise<PercentualDesconto> {
  const [derivativo, versao] = await Promise.all([
    db.selectFrom('derivativos').select('id').where('id', '=', filtro.derivativoId).executeTakeFirst(),
    filtro.versaoId === undefined ? null : db.selectFrom('versoes').select(['id', 'derivativo_id']).where('id', '=', filtro.versaoId).executeTakeFirst(),
  ]);
  if (!derivativo) throw new NotFound(lmsg.derivativoNaoEncontrado);
  if (filtro.versaoId !== undefined && !versao) throw new NotFound(lmsg.versaoNaoEncontrada);
  if (versao && versao.derivativo_id !== filtro.derivativoId) throw new InvalidInput(lmsg.versaoDeOutroDerivativo);
  const r = await db
    .selectFrom('politica_desconto')
    .select(['id', 'desconto', 'comissao', sql<string>`to_char(vigente_desde, 'YYYY-MM-DD')`.as('vigente')])
    .where('tipo_desconto', '=', filtro.tipoDesconto)
    .where('derivativo_id', '=', filtro.derivativoId)
    .where((eb) => (versao ? eb.or([eb('versao_id', '=', versao.id), eb('versao_id', 'is', null)]) : eb('versao_id', 'is', null)))
    .where(sql<SqlBool>`vigente_desde <= ${hoje}::date`)
    .orderBy(sql`versao_id is null`)
    .orderBy('vigente_desde', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!r) throw new NotFound(lmsg.semPoliticaDesconto);
  return { desconto: Number(r.desconto), comissao: Number(r.comissao), vigenteDesde: r.vigente, politicaId: r.id };
}

/**
 * The Preço import's final public price (`precos_finais`) in force on `hoje` for a derivative and model year: the row
 * with the latest Vigente Desde not after `hoje`, or null. The one rule the order screen shows and the money check holds.
 */
export async function precoFinalEmVigor(db: Db, derivativoId: number, anoModelo: number, hoje: string): Promise<PrecoFinal | null> {
  const r = await db
    .selectFrom('precos_finais as p')
    .innerJoin('anos_modelo as a', 'a.id', 'p.ano_modelo_id')
    .select(['p.preco_publico', sql<string>`to_char(p.vigente_desde, 'YYYY-MM-DD')`.as('vigente')])
    .where('p.derivativo_id', '=', derivativoId)
    .where('a.ano', '=', anoModelo)
    .where(sql<SqlBool>`p.vigente_desde <= ${hoje}::date`)
    .orderBy('p.vigente_desde', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? { precoPublico: Number(r.preco_publico), vigenteDesde: r.vigente } : null;
}

/** GET pedidos/preco-final: the price in force for the vehicle (both fields null when the table has none); an unknown derivative is 404. */
export async function precoFinal(db: Db, q: { derivativoId: number; anoModelo: number }, hoje: string): Promise<PrecoFinal> {
  const [derivativo, preco] = await Promise.all([
    db.selectFrom('derivativos').select('id').where('id', '=', q.derivativoId).executeTakeFirst(),
    precoFinalEmVigor(db, q.derivativoId, q.anoModelo, hoje),
  ]);
  if (!derivativo) throw new NotFound(lmsg.derivativoNaoEncontrado);
  return preco ?? { precoPublico: null, vigenteDesde: null };
}
