import { sql } from 'kysely';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { biMsg } from '@portal/contracts/order-call/bi';
import { InvalidInput, NotFound, ehDealer, escopoDealers, escopoDoDealer, type Actor, type Db, emCacheDoAtor } from '../kernel/index.ts';
import { contextoDoPlano } from './aggregate.ts';

/**
 * The BI pages' figures (docs/decisions.md "BI Order Call and BI Plano Anual"), read straight from the read models:
 * always current, so 'Atualizar' only refetches. Dealer-side users get their own rows only (the scope is in the SQL),
 * and never the production plan's national quantities (`planejado` is null for them).
 */
export interface FiltroBiOrderCall {
  orderCallId?: number | null;
  cicloId?: number | null;
  marcaId?: number | null;
  concessionariaId?: number | null;
}

/** A dealer-side user may only name its own dealer (or its group's): another is 404, as an unknown one. */
async function conferirDealer(db: Db, ator: Actor, concessionariaId: number | null | undefined) {
  if (!concessionariaId) return;
  const escopo = escopoDealers(ator, 'c');
  let q = db.selectFrom('concessionarias as c').select('c.id').where('c.id', '=', concessionariaId);
  if (escopo) q = q.where(escopo);
  if (!(await q.executeTakeFirst())) throw new NotFound('Dealer não encontrado.');
}

const n = (v: unknown) => Number(v ?? 0);
const MESES_NOME = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** The filters' choices every BI page offers: brands, and the dealers the user may see (its own for a dealer). */
async function opcoesComuns(db: Db, ator: Actor) {
  const escopo = escopoDealers(ator, 'c');
  let dq = db.selectFrom('concessionarias as c').select(['c.id', 'c.codigo_dealer', 'c.nome']).where('c.status', '=', 1).orderBy('c.codigo_dealer');
  if (escopo) dq = dq.where(escopo);
  const [marcas, dealers] = await Promise.all([db.selectFrom('marcas').select(['id', 'nome']).orderBy('nome').execute(), dq.execute()]);
  return { marcas, dealers: dealers.map((d) => ({ id: d.id, nome: `${d.codigo_dealer} - ${d.nome}` })) };
}

/** GET bi/order-call: planned vs distributed per model type × cycle, and per dealer, for one computed order call. */
export const biOrderCall = (db: Db, ator: Actor, f: FiltroBiOrderCall) => emCacheDoAtor(db, 'bi/order-call', ator, null, f, () => lerBiOrderCall(db, ator, f));
async function lerBiOrderCall(db: Db, ator: Actor, f: FiltroBiOrderCall) {
  const producoes = await db
    .selectFrom('planos_producao')
    .select(['id', 'ano_fiscal', 'mes', 'contexto'])
    .where('ultimo_processamento', 'is not', null)
    .orderBy('ano_fiscal', 'desc')
    .orderBy('mes', 'desc')
    .execute();
  const plano = f.orderCallId ? producoes.find((p) => p.id === f.orderCallId) : producoes[0];
  if (f.orderCallId && !plano) throw new NotFound(ocmsg.orderCallNaoEncontrado);
  await conferirDealer(db, ator, f.concessionariaId);
  const comuns = await opcoesComuns(db, ator);
  const ciclos = plano ? await db.selectFrom('ciclos').select(['id', 'nome']).where('ano_fiscal', '=', plano.ano_fiscal).orderBy('ordem').execute() : [];
  const opcoes = { producoes: producoes.map((p) => ({ id: p.id, nome: `${p.ano_fiscal} - ${MESES_NOME[p.mes - 1]}` })), ciclos, ...comuns };
  if (!plano) return { orderCallId: null, porModeloCiclo: [], porDealer: [], opcoes };
  if (f.cicloId) {
    if (!ciclos.some((c) => c.id === f.cicloId)) throw new InvalidInput(biMsg.cicloForaDoOrderCall(f.cicloId));
  }
  const escopo = escopoDoDealer(ator, 'o');
  const base = () => {
    let q = db.selectFrom('order_call as o').innerJoin('tipos_modelo_plano as m', 'm.id', 'o.modelo_id').where('o.plano_id', '=', plano.id);
    if (escopo) q = q.where(escopo);
    if (f.cicloId) q = q.where('o.ciclo_id', '=', f.cicloId);
    if (f.marcaId) q = q.where('m.marca_id', '=', f.marcaId);
    if (f.concessionariaId) q = q.where('o.concessionaria_id', '=', f.concessionariaId);
    return q;
  };
  const [celulas, dealers] = await Promise.all([
    base()
      .leftJoin('marcas as b', 'b.id', 'm.marca_id')
      .innerJoin('ciclos as ci', 'ci.id', 'o.ciclo_id')
      .select([
        'o.modelo_id as tipoModeloId',
        'm.descricao as modelo',
        sql<string>`coalesce(b.nome, ${ocmsg.semMarca})`.as('marca'),
        'o.ciclo_id as cicloId',
        'ci.nome as ciclo',
        sql<string>`sum(o.quantidade_calculada)`.as('calculado'),
        sql<string>`sum(o.quantidade_final)`.as('distribuido'),
      ])
      .groupBy(['o.modelo_id', 'm.descricao', 'b.nome', 'o.ciclo_id', 'ci.nome'])
      .orderBy('m.descricao')
      .orderBy('o.ciclo_id')
      .execute(),
    base()
      .innerJoin('concessionarias as c', 'c.id', 'o.concessionaria_id')
      .select([
        'o.concessionaria_id as concessionariaId',
        'c.codigo_dealer as codigoDealer',
        'c.nome as nomeConcessionaria',
        sql<string>`sum(o.quantidade_calculada)`.as('calculado'),
        sql<string>`sum(o.quantidade_final)`.as('distribuido'),
      ])
      .groupBy(['o.concessionaria_id', 'c.codigo_dealer', 'c.nome'])
      .orderBy('c.codigo_dealer')
      .execute(),
  ]);
  const celulasPlano = contextoDoPlano(plano).celulas as Record<string, number>;
  const verPlano = !ehDealer(ator) && !f.concessionariaId;
  return {
    orderCallId: plano.id,
    porModeloCiclo: celulas.map((c) => ({
      ...c,
      planejado: verPlano ? n(celulasPlano[`${c.tipoModeloId}:${c.cicloId}`]) : null,
      calculado: n(c.calculado),
      distribuido: n(c.distribuido),
    })),
    porDealer: dealers.map((d) => ({ ...d, calculado: n(d.calculado), distribuido: n(d.distribuido) })),
    opcoes,
  };
}

export interface FiltroBiPlanoAnual {
  anoFiscal?: number | null;
  marcaId?: number | null;
  concessionariaId?: number | null;
}

/** The calendar months of fiscal year `anoFiscal` (April of the year before to March), as ano*12+mes-1 bounds. */
const mesesDoAnoFiscal = (anoFiscal: number) => ({ de: (anoFiscal - 1) * 12 + 3, ate: anoFiscal * 12 + 2 });

/**
 * GET bi/plano-anual: the annual plan per dealer × model type of one fiscal year with the retail of the same months
 * beside it, and the retail month by month. Without `anoFiscal`: the fiscal year of `now` if it has a plan, else the latest.
 */
export const biPlanoAnual = (db: Db, ator: Actor, f: FiltroBiPlanoAnual, now: Date) =>
  emCacheDoAtor(db, 'bi/plano-anual', ator, now, f, () => lerBiPlanoAnual(db, ator, f, now));
async function lerBiPlanoAnual(db: Db, ator: Actor, f: FiltroBiPlanoAnual, now: Date) {
  const anos = (await db.selectFrom('plano_anual').select('ano_fiscal').distinct().orderBy('ano_fiscal', 'desc').execute()).map((r) => r.ano_fiscal);
  const atual = now.getUTCMonth() >= 3 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const anoFiscal = f.anoFiscal ?? (anos.includes(atual) ? atual : (anos[0] ?? atual));
  await conferirDealer(db, ator, f.concessionariaId);
  const escopo = escopoDealers(ator, 'c');
  const { de, ate } = mesesDoAnoFiscal(anoFiscal);
  const filtros = sql.join(
    [
      sql`c.status = 1`,
      ...(escopo ? [escopo] : []),
      ...(f.marcaId ? [sql`m.marca_id = ${f.marcaId}`] : []),
      ...(f.concessionariaId ? [sql`c.id = ${f.concessionariaId}`] : []),
    ],
    sql` and `,
  );
  const varejoDoAno = sql`select concessionaria_id, modelo_id, ano * 12 + mes - 1 as t, quantidade from varejo_mensal where ano * 12 + mes - 1 between ${de} and ${ate}`;
  const [linhas, meses] = await Promise.all([
    sql<{
      concessionariaId: number;
      codigoDealer: string;
      nomeConcessionaria: string;
      tipoModeloId: number;
      modelo: string;
      marca: string;
      planoAnual: number;
      varejo: number;
    }>`
      with v as (
        select x.concessionaria_id, t.tipo_modelo_agrupado_id modelo_id, sum(x.quantidade)::int q
        from (${varejoDoAno}) x join tipos_modelo_veiculos t on t.modelo_id = x.modelo_id group by 1, 2),
      p as (
        select x.concessionaria_id, t.tipo_modelo_agrupado_id modelo_id, sum(x.quantidade)::int q
        from plano_anual x join tipos_modelo_veiculos t on t.modelo_id = x.modelo_id where x.ano_fiscal = ${anoFiscal} group by 1, 2)
      select c.id "concessionariaId", c.codigo_dealer "codigoDealer", c.nome "nomeConcessionaria", m.id "tipoModeloId",
             m.descricao modelo, coalesce(b.nome, ${ocmsg.semMarca}) marca, coalesce(p.q, 0)::int "planoAnual", coalesce(v.q, 0)::int varejo
      from p full join v on v.concessionaria_id = p.concessionaria_id and v.modelo_id = p.modelo_id
      join concessionarias c on c.id = coalesce(p.concessionaria_id, v.concessionaria_id)
      join tipos_modelo_plano m on m.id = coalesce(p.modelo_id, v.modelo_id)
      left join marcas b on b.id = m.marca_id
      where ${filtros} and (coalesce(p.q, 0) > 0 or coalesce(v.q, 0) > 0)
      order by c.codigo_dealer, m.descricao`.execute(db),
    sql<{ t: number; varejo: number }>`
      select v.t, sum(v.quantidade)::int varejo from (${varejoDoAno}) v
      join concessionarias c on c.id = v.concessionaria_id join tipos_modelo_veiculos m on m.modelo_id = v.modelo_id
      where ${filtros} group by v.t order by v.t`.execute(db),
  ]);
  const porMes = new Map(meses.rows.map((r) => [Number(r.t), Number(r.varejo)]));
  return {
    anoFiscal,
    anos,
    opcoes: await opcoesComuns(db, ator),
    linhas: linhas.rows,
    varejoMensal: Array.from({ length: 12 }, (_, i) => {
      const t = de + i;
      return { ano: Math.floor(t / 12), mes: (t % 12) + 1, varejo: porMes.get(t) ?? 0 };
    }),
  };
}
