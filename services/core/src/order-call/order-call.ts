import { sql } from 'kysely';
import { ocmsg } from '@portal/contracts/order-call/messages';
import type { Alteracao, Explicacao } from '@portal/contracts/order-call/schemas';
export type { Alteracao };
import { MESES } from '@portal/contracts/vehicles/status';
import { appendToStream, streamVersion } from '../eventstore/store.ts';
import {
  InvalidInput,
  NotFound,
  actorOf,
  ehDealer,
  emTransacaoDoStream,
  escopoDealers,
  escopoDoDealer,
  metaOf,
  type Actor,
  type Ctx,
  type Db,
} from '../kernel/index.ts';

/** The order call's own stream: every manual edit is an event (cells before and after, who). */
export const ORDER_CALL_STREAM_TYPE = 'order-call';
export const orderCallStream = (planoId: number) => `${ORDER_CALL_STREAM_TYPE}-${planoId}`;

export interface FiltroOrderCall {
  orderCallId: number;
  cicloId?: number | null;
  concessionariaId?: number | null;
  marcaId?: number | null;
  tipoModeloAgrupadoId?: number | null;
}
export interface LinhaOrderCall {
  concessionariaId: number;
  codigoDealer: string;
  nomeConcessionaria: string;
  marca: string;
  tipoModeloId: number;
  nomeTipoModelo: string;
  cicloId: number;
  nomeCiclo: string;
  quantidadeCalculada: number;
  quantidadeFinal: number;
  alterada: boolean;
}

const mesNome = (m: number) => MESES[m - 1] ?? '';

/** GET order-call: the computed order calls (one per plan), for the Produção filter. */
export async function listarOrderCalls(db: Db) {
  const rows = await db
    .selectFrom('planos_producao as p')
    .select(['p.id', 'p.ano_fiscal', 'p.mes', 'p.ultimo_processamento'])
    .where('p.ultimo_processamento', 'is not', null)
    .orderBy('p.ano_fiscal', 'desc')
    .orderBy('p.mes', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orderCallId: r.id,
    fcstId: r.id,
    anoFiscal: r.ano_fiscal,
    mes: { id: r.mes, nome: mesNome(r.mes) },
    cicloAno: `${r.ano_fiscal} - ${mesNome(r.mes)}`,
    ultimoProcessamento: new Date(r.ultimo_processamento!).toISOString(),
  }));
}

async function planoProcessado(db: Db, orderCallId: number) {
  const p = await db.selectFrom('planos_producao').select(['id', 'ultimo_processamento']).where('id', '=', orderCallId).executeTakeFirst();
  if (!p || !p.ultimo_processamento) throw new NotFound(ocmsg.orderCallNaoEncontrado);
  return p;
}

/** A dealer-side user may only name its own dealer (or its group's): another is 404, as an unknown one. */
async function conferirDealer(db: Db, ator: Actor, concessionariaId: number | null | undefined) {
  if (!concessionariaId || !ehDealer(ator)) return;
  const escopo = escopoDealers(ator, 'c');
  let q = db.selectFrom('concessionarias as c').select('c.id').where('c.id', '=', concessionariaId);
  if (escopo) q = q.where(escopo);
  if (!(await q.executeTakeFirst())) throw new NotFound('Dealer não encontrado.');
}

/** The cells of plan `orderCallId` the actor may see (`o`), with their dealer (`c`), model type (`m`) and cycle (`ci`). */
function celulasVisiveis(db: Db, ator: Actor, orderCallId: number) {
  const escopo = escopoDoDealer(ator, 'o');
  const q = db
    .selectFrom('order_call as o')
    .innerJoin('concessionarias as c', 'c.id', 'o.concessionaria_id')
    .innerJoin('tipos_modelo_plano as m', 'm.id', 'o.modelo_id')
    .innerJoin('ciclos as ci', 'ci.id', 'o.ciclo_id')
    .where('o.plano_id', '=', orderCallId);
  return escopo ? q.where(escopo) : q;
}

/** The filtered cells a user may see, flat (dealer, model type, cycle order). */
export async function linhasOrderCall(db: Db, ator: Actor, f: FiltroOrderCall): Promise<LinhaOrderCall[]> {
  await planoProcessado(db, f.orderCallId);
  await conferirDealer(db, ator, f.concessionariaId);
  let q = celulasVisiveis(db, ator, f.orderCallId)
    .leftJoin('marcas as b', 'b.id', 'm.marca_id')
    .select([
      'o.concessionaria_id as concessionariaId',
      'c.codigo_dealer as codigoDealer',
      'c.nome as nomeConcessionaria',
      sql<string>`coalesce(b.nome, ${ocmsg.semMarca})`.as('marca'),
      'o.modelo_id as tipoModeloId',
      'm.descricao as nomeTipoModelo',
      'o.ciclo_id as cicloId',
      'ci.nome as nomeCiclo',
      'o.quantidade_calculada as quantidadeCalculada',
      'o.quantidade_final as quantidadeFinal',
      sql<boolean>`jsonb_array_length(o.alteracoes) > 0`.as('alterada'),
    ]);
  if (f.cicloId) q = q.where('o.ciclo_id', '=', f.cicloId);
  if (f.concessionariaId) q = q.where('o.concessionaria_id', '=', f.concessionariaId);
  if (f.marcaId) q = q.where('m.marca_id', '=', f.marcaId);
  if (f.tipoModeloAgrupadoId) q = q.where('o.modelo_id', '=', f.tipoModeloAgrupadoId);
  return q
    .orderBy('c.codigo_dealer')
    .orderBy(sql`b.nome is null`)
    .orderBy('b.nome')
    .orderBy('m.descricao')
    .orderBy('o.ciclo_id')
    .execute();
}

/** POST order-call/obter-dados: the spec's nested shape (dealer → model type → cycle). */
export async function obterDados(db: Db, ator: Actor, f: FiltroOrderCall) {
  const linhas = await linhasOrderCall(db, ator, f);
  const dealers = new Map<
    number,
    {
      concessionariaId: number;
      codigoDealer: string;
      nomeConcessionaria: string;
      tipoModelo: Map<number, { tipoModeloId: number; nomeTipoModelo: string; marca: string; ciclo: object[] }>;
    }
  >();
  for (const l of linhas) {
    let d = dealers.get(l.concessionariaId);
    if (!d)
      dealers.set(
        l.concessionariaId,
        (d = { concessionariaId: l.concessionariaId, codigoDealer: l.codigoDealer, nomeConcessionaria: l.nomeConcessionaria, tipoModelo: new Map() }),
      );
    let m = d.tipoModelo.get(l.tipoModeloId);
    if (!m) d.tipoModelo.set(l.tipoModeloId, (m = { tipoModeloId: l.tipoModeloId, nomeTipoModelo: l.nomeTipoModelo, marca: l.marca, ciclo: [] }));
    m.ciclo.push({
      cicloId: l.cicloId,
      nomeCiclo: l.nomeCiclo,
      quantidadeCalculada: l.quantidadeCalculada,
      quantidadeFinal: l.quantidadeFinal,
      alterada: l.alterada,
    });
  }
  return {
    orderCallId: f.orderCallId,
    concessionaria: [...dealers.values()].map((d) => ({ ...d, tipoModelo: [...d.tipoModelo.values()] })),
  };
}

/** GET order-call/{id}/explicacao: how one cell's quantity was reached, and every manual change after it. */
export async function explicarCelula(db: Db, ator: Actor, orderCallId: number, k: { concessionariaId: number; tipoModeloId: number; cicloId: number }) {
  await planoProcessado(db, orderCallId);
  const r = await celulasVisiveis(db, ator, orderCallId)
    .select(['c.codigo_dealer', 'c.nome', 'm.descricao', 'ci.nome as ciclo', 'o.quantidade_calculada', 'o.quantidade_final', 'o.explicacao', 'o.alteracoes'])
    .where('o.concessionaria_id', '=', k.concessionariaId)
    .where('o.modelo_id', '=', k.tipoModeloId)
    .where('o.ciclo_id', '=', k.cicloId)
    .executeTakeFirst();
  if (!r) throw new NotFound(ocmsg.celulaNaoEncontrada);
  return {
    orderCallId,
    ...k,
    codigoDealer: r.codigo_dealer,
    nomeConcessionaria: r.nome,
    nomeTipoModelo: r.descricao,
    nomeCiclo: r.ciclo,
    quantidadeCalculada: r.quantidade_calculada,
    quantidadeFinal: r.quantidade_final,
    explicacao: r.explicacao as Explicacao,
    alteracoes: r.alteracoes as Alteracao[],
  };
}

export interface EdicaoCelula {
  concessionariaId: number;
  tipoModeloId: number;
  cicloId: number;
  quantidadeFinal: number;
}

/**
 * PUT order-call/{id} and the import: the final quantities that changed, all or nothing. Each changed cell keeps its
 * change (before, after, who, when) in the explanation, and the edit is one event on `order-call-<id>`.
 */
export async function editarOrderCall(
  deps: { db: Db; now: () => Date },
  ator: Actor,
  ctx: Ctx,
  orderCallId: number,
  celulas: EdicaoCelula[],
  origem: 'tela' | 'planilha',
): Promise<{ alteradas: number }> {
  await planoProcessado(deps.db, orderCallId);
  for (const c of celulas)
    if (!Number.isInteger(c.quantidadeFinal) || c.quantidadeFinal < 0 || c.quantidadeFinal > 100_000)
      throw new InvalidInput(ocmsg.quantidadeInvalida(String(c.quantidadeFinal)));
  const now = deps.now();
  const stream = orderCallStream(orderCallId);
  return emTransacaoDoStream(deps.db, stream, async (trx) => {
    const escopo = escopoDoDealer(ator, 'o');
    const mudadas: (EdicaoCelula & { antes: number })[] = [];
    const faltam: string[] = [];
    for (const c of celulas) {
      let q = trx
        .selectFrom('order_call as o')
        .select(['o.quantidade_final'])
        .where('o.plano_id', '=', orderCallId)
        .where('o.concessionaria_id', '=', c.concessionariaId)
        .where('o.modelo_id', '=', c.tipoModeloId)
        .where('o.ciclo_id', '=', c.cicloId)
        .forUpdate();
      if (escopo) q = q.where(escopo);
      const r = await q.executeTakeFirst();
      if (!r) faltam.push(`${c.concessionariaId}/${c.tipoModeloId}/${c.cicloId}`);
      else if (r.quantidade_final !== c.quantidadeFinal) mudadas.push({ ...c, antes: r.quantidade_final });
    }
    if (faltam.length) throw new NotFound(`${ocmsg.celulaNaoEncontrada} (${faltam.slice(0, 5).join(', ')})`);
    if (mudadas.length === 0) return { alteradas: 0 };
    const meta = metaOf(ator, ctx, now);
    const versao = await streamVersion(trx, stream);
    await appendToStream(trx, stream, ORDER_CALL_STREAM_TYPE, versao, [
      {
        type: 'OrderCallEditado',
        data: {
          type: 'OrderCallEditado',
          actor: actorOf(ator),
          at: now.toISOString(),
          origem,
          celulas: mudadas.map((m) => ({
            concessionariaId: m.concessionariaId,
            tipoModeloId: m.tipoModeloId,
            cicloId: m.cicloId,
            antes: m.antes,
            depois: m.quantidadeFinal,
          })),
        },
        metadata: meta,
      },
    ]);
    for (const m of mudadas) {
      const alt: Alteracao = {
        antes: m.antes,
        depois: m.quantidadeFinal,
        porId: ator.userId,
        porNome: ator.espelhoAdminNome ? `${ator.nome} (por ${ator.espelhoAdminNome})` : ator.nome,
        em: now.toISOString(),
        origem,
      };
      await sql`
        update order_call set quantidade_final = ${m.quantidadeFinal}, alteracoes = alteracoes || ${JSON.stringify([alt])}::jsonb
        where plano_id = ${orderCallId} and concessionaria_id = ${m.concessionariaId} and modelo_id = ${m.tipoModeloId} and ciclo_id = ${m.cicloId}`.execute(
        trx,
      );
    }
    return { alteradas: mudadas.length };
  });
}

/** Planned vs distributed per model type and cycle, and per dealer (the BI Order Call page's figures). */
export async function resumoOrderCall(db: Db, ator: Actor, orderCallId: number) {
  await planoProcessado(db, orderCallId);
  const escopo = escopoDoDealer(ator, 'o');
  let q = db
    .selectFrom('order_call as o')
    .innerJoin('tipos_modelo_plano as m', 'm.id', 'o.modelo_id')
    .select([
      'm.descricao as modelo',
      (eb) => eb.fn.sum<string>('o.quantidade_calculada').as('calculado'),
      (eb) => eb.fn.sum<string>('o.quantidade_final').as('final'),
    ])
    .where('o.plano_id', '=', orderCallId)
    .groupBy('m.descricao')
    .orderBy('m.descricao');
  if (escopo) q = q.where(escopo);
  return (await q.execute()).map((r) => ({ modelo: r.modelo, calculado: Number(r.calculado), final: Number(r.final) }));
}
