import { sql } from 'kysely';
import { celulasAlteradas, chaveCelula, type PlanoEvent } from '@portal/contracts/order-call/plano-machine';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { MESES } from '@portal/contracts/vehicles/status';
import { QUANTIDADE_MAXIMA } from '@portal/contracts/order-call/schemas';
import { handleCommand } from '../eventstore/command-handler.ts';
import {
  InvalidInput,
  NotFound,
  actorOf,
  emTransacaoDoStream,
  metaOf,
  paginate,
  type Actor,
  type Ctx,
  type Db,
  type Paginacao,
  type Pagina,
} from '../kernel/index.ts';
import { PLANO_STREAM_TYPE, planoAggregate, planoStream, contextoDoPlano } from './aggregate.ts';

export { QUANTIDADE_MAXIMA };

export interface PlanoDeps {
  db: Db;
  now: () => Date;
}

export interface Ciclo {
  id: number;
  nome: string;
  ano: number;
  anoFiscal: number;
  ciclo: { id: number; mes: { id: number; nome: string } };
}
export interface ModeloPlano {
  id: number;
  descricao: string;
  marca: { id: number; nome: string };
}
export interface PlanoEntrada {
  ano?: number | null;
  anoFiscal?: number | null;
  mes?: number | { id: number } | null;
  modelos?:
    | {
        id?: number | null;
        descricao?: string | null;
        ciclos?: { id?: number | null; cicloId?: number | null; quantidade?: number | string | null }[] | null;
      }[]
    | null;
}
export interface Plano {
  id: number;
  ano: number;
  anoFiscal: number;
  mes: { id: number; nome: string };
  ciclos: { id: number; nome: string }[];
  modelos: { id: number; descricao: string; marca: string; ciclos: { id: number; nome: string; quantidade: number }[] }[];
  ultimoProcessamento: string | null;
  processamento: { status: string; feitos: number; total: number; iniciadoEm: string; concluidoEm: string | null } | null;
}

const mesNome = (m: number) => MESES[m - 1] ?? '';
const cicloDe = (r: { id: number; nome: string; ano: number; ano_fiscal: number; mes: number }): Ciclo => ({
  id: r.id,
  nome: r.nome,
  ano: r.ano,
  anoFiscal: r.ano_fiscal,
  ciclo: { id: r.id, mes: { id: r.mes, nome: mesNome(r.mes) } },
});

/** GET ano-ciclo: by fiscal year (the plan's cycle columns), by calendar year and month, or every cycle. */
export async function listarCiclos(db: Db, q: { ano?: number | null; mesId?: number | null; anoFiscal?: number | null }): Promise<Ciclo[]> {
  let s = db.selectFrom('ciclos').select(['id', 'nome', 'ano', 'ano_fiscal', 'mes']);
  if (q.anoFiscal) s = s.where('ano_fiscal', '=', q.anoFiscal);
  if (q.ano) s = s.where('ano', '=', q.ano);
  if (q.mesId) s = s.where('mes', '=', q.mesId);
  return (await s.orderBy('ano').orderBy('mes').execute()).map(cicloDe);
}

/**
 * GET order-call/fcst/modelo: the model types of the grid's rows — the managed model types (/modelo), each with the brand of
 * the vehicle models of its name ('Sem marca', id 0, while none has it).
 */
export async function listarModelos(db: Db): Promise<ModeloPlano[]> {
  const rows = await db
    .selectFrom('tipos_modelo_plano as t')
    .leftJoin('marcas as b', 'b.id', 't.marca_id')
    .select(['t.id', 't.descricao', 'b.id as marcaId', 'b.nome as marcaNome'])
    .orderBy(sql`b.nome is null`)
    .orderBy('b.nome')
    .orderBy('t.descricao')
    .execute();
  return rows.map((r) => ({ id: r.id, descricao: r.descricao, marca: { id: r.marcaId ?? 0, nome: r.marcaNome ?? ocmsg.semMarca } }));
}

/** GET marca: the vehicle data's brands (the order call's Marca filter), by name. */
export const listarMarcas = (db: Db) => db.selectFrom('marcas').select(['id', 'nome']).orderBy('nome').execute();

/** The grid a body describes, checked: model types that exist, cycles of the fiscal year, whole quantities 0..100000. */
async function gradeDoCorpo(db: Db, anoFiscal: number, corpo: PlanoEntrada): Promise<{ grade: Record<string, number>; enviadas: Set<string> }> {
  const modelos = new Map((await listarModelos(db)).map((m) => [m.id, m]));
  const ciclos = new Map((await listarCiclos(db, { anoFiscal })).map((c) => [c.id, c]));
  const grade: Record<string, number> = {};
  const enviadas = new Set<string>();
  const erros: string[] = [];
  for (const m of corpo.modelos ?? []) {
    const modelo = m.id ? modelos.get(m.id) : [...modelos.values()].find((x) => x.descricao === m.descricao);
    if (!modelo) {
      erros.push(ocmsg.modeloInvalido(String(m.id ?? m.descricao ?? '')));
      continue;
    }
    for (const c of m.ciclos ?? []) {
      const cicloId = c.id ?? c.cicloId ?? 0;
      if (!ciclos.has(cicloId)) {
        erros.push(ocmsg.cicloInvalido(`${modelo.descricao} / ${cicloId}`));
        continue;
      }
      const q = c.quantidade === null || c.quantidade === undefined || c.quantidade === '' ? 0 : Number(c.quantidade);
      if (!Number.isInteger(q) || q < 0 || q > QUANTIDADE_MAXIMA) {
        erros.push(ocmsg.quantidadeInvalida(`${modelo.descricao} / ${ciclos.get(cicloId)!.nome}`));
        continue;
      }
      enviadas.add(chaveCelula(modelo.id, cicloId));
      if (q > 0) grade[chaveCelula(modelo.id, cicloId)] = q;
      else delete grade[chaveCelula(modelo.id, cicloId)];
    }
  }
  if (erros.length) throw new InvalidInput(erros.slice(0, 20));
  return { grade, enviadas };
}

async function anoMesDoCorpo(db: Db, corpo: PlanoEntrada): Promise<{ anoFiscal: number; mes: number }> {
  const anoFiscal = corpo.anoFiscal ?? corpo.ano ?? null;
  const mes = typeof corpo.mes === 'object' && corpo.mes !== null ? corpo.mes.id : corpo.mes;
  if (!anoFiscal || !mes) throw new InvalidInput(ocmsg.anoMesObrigatorios);
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) throw new InvalidInput(ocmsg.anoMesObrigatorios);
  const existe = await db.selectFrom('ciclos').select('id').where('ano_fiscal', '=', anoFiscal).executeTakeFirst();
  if (!existe) throw new InvalidInput(ocmsg.anoFiscalInvalido);
  return { anoFiscal, mes };
}

async function duplicado(db: Db, anoFiscal: number, mes: number, outroQue: number | null) {
  let q = db.selectFrom('planos_producao').select('id').where('ano_fiscal', '=', anoFiscal).where('mes', '=', mes);
  if (outroQue) q = q.where('id', '<>', outroQue);
  if (await q.executeTakeFirst()) throw new InvalidInput(ocmsg.planoDuplicado);
}

type MachineEvent = { type: string } & Record<string, unknown>;
const asMachine = (e: PlanoEvent) => e as unknown as MachineEvent;

/** POST order-call/fcst: a new plan; its first event carries every cell. */
export async function cadastrarPlano(deps: PlanoDeps, ator: Actor, ctx: Ctx, corpo: PlanoEntrada): Promise<{ id: number }> {
  const { anoFiscal, mes } = await anoMesDoCorpo(deps.db, corpo);
  const { grade } = await gradeDoCorpo(deps.db, anoFiscal, corpo);
  const now = deps.now();
  return emTransacaoDoStream(deps.db, PLANO_STREAM_TYPE, async (trx) => {
    await sql`lock table planos_producao in share row exclusive mode`.execute(trx);
    await duplicado(trx, anoFiscal, mes, null);
    const id = (await sql<{ id: number }>`select nextval('plano_producao_id_seq')::int as id`.execute(trx)).rows[0]!.id;
    const ev: PlanoEvent = {
      type: 'PlanoCadastrado',
      actor: actorOf(ator),
      at: now.toISOString(),
      planoId: id,
      anoFiscal,
      mes,
      celulas: celulasAlteradas({}, grade),
    };
    await handleCommand(trx, planoAggregate, planoStream(id), asMachine(ev), metaOf(ator, ctx, now), { expectedVersion: 0 });
    return { id };
  });
}

/** PUT order-call/fcst/{id}: the cells that changed, as one event (nothing when nothing changed). Year and month stay. */
export async function alterarPlano(deps: PlanoDeps, ator: Actor, ctx: Ctx, id: number, corpo: PlanoEntrada): Promise<{ id: number; alteradas: number }> {
  const atual = await deps.db.selectFrom('planos_producao').select(['contexto', 'ano_fiscal', 'mes']).where('id', '=', id).executeTakeFirst();
  if (!atual) throw new NotFound(ocmsg.planoNaoEncontrado);
  const c = contextoDoPlano(atual);
  const pedido = corpo.anoFiscal ?? corpo.ano ?? null;
  const mes = typeof corpo.mes === 'object' && corpo.mes !== null ? corpo.mes.id : corpo.mes;
  if ((pedido && pedido !== c.anoFiscal) || (mes && mes !== c.mes)) {
    const alvo = await anoMesDoCorpo(deps.db, { anoFiscal: pedido ?? c.anoFiscal, mes: mes ?? c.mes });
    if (alvo.anoFiscal !== c.anoFiscal || alvo.mes !== c.mes) throw new InvalidInput('O ano e o mês de um plano cadastrado não mudam: cadastre um novo plano.');
  }
  const novo = await gradeDoCorpo(deps.db, c.anoFiscal!, corpo);
  const grade = { ...c.celulas };
  for (const k of novo.enviadas) {
    if (novo.grade[k]) grade[k] = novo.grade[k];
    else delete grade[k];
  }
  const alteradas = celulasAlteradas(c.celulas, grade);
  if (alteradas.length === 0) return { id, alteradas: 0 };
  const now = deps.now();
  await emTransacaoDoStream(deps.db, planoStream(id), async (trx) => {
    const ev: PlanoEvent = { type: 'PlanoAlterado', actor: actorOf(ator), at: now.toISOString(), celulas: alteradas };
    await handleCommand(trx, planoAggregate, planoStream(id), asMachine(ev), metaOf(ator, ctx, now));
  });
  return { id, alteradas: alteradas.length };
}

/** GET order-call/fcst: the /producao list, newest first. */
export async function listarPlanos(
  db: Db,
  p: Paginacao,
): Promise<Pagina<{ id: number; ano: number; anoFiscal: number; mes: { id: number; nome: string }; ultimoProcessamento: string | null }>> {
  const { page, perPage, offset } = paginate(p, { perPage: 10, max: 1000 });
  const [rows, total] = await Promise.all([
    db
      .selectFrom('planos_producao')
      .select(['id', 'ano_fiscal', 'mes', 'ultimo_processamento'])
      .orderBy('ano_fiscal', 'desc')
      .orderBy('mes', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset(offset)
      .execute(),
    db
      .selectFrom('planos_producao')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      ano: r.ano_fiscal,
      anoFiscal: r.ano_fiscal,
      mes: { id: r.mes, nome: mesNome(r.mes) },
      ultimoProcessamento: r.ultimo_processamento ? new Date(r.ultimo_processamento).toISOString() : null,
    })),
    page,
    total: Number(total.n),
  };
}

/** GET order-call/fcst/{id}: the plan with every model type × cycle of its fiscal year (0 where nothing is planned). */
export async function obterPlano(db: Db, id: number): Promise<Plano> {
  const r = await db.selectFrom('planos_producao').select(['contexto']).where('id', '=', id).executeTakeFirst();
  if (!r) throw new NotFound(ocmsg.planoNaoEncontrado);
  const c = contextoDoPlano(r);
  const [ciclos, modelos, proc] = await Promise.all([
    listarCiclos(db, { anoFiscal: c.anoFiscal }),
    listarModelos(db),
    db.selectFrom('order_call_processamentos').selectAll().where('plano_id', '=', id).executeTakeFirst(),
  ]);
  return {
    id,
    ano: c.anoFiscal!,
    anoFiscal: c.anoFiscal!,
    mes: { id: c.mes!, nome: mesNome(c.mes!) },
    ciclos: ciclos.map((x) => ({ id: x.id, nome: x.nome })),
    modelos: modelos.map((m) => ({
      id: m.id,
      descricao: m.descricao,
      marca: m.marca.nome,
      ciclos: ciclos.map((x) => ({ id: x.id, nome: x.nome, quantidade: c.celulas[chaveCelula(m.id, x.id)] ?? 0 })),
    })),
    ultimoProcessamento: c.ultimoProcessamento,
    processamento: proc
      ? {
          status: proc.status,
          feitos: proc.feitos,
          total: proc.total,
          iniciadoEm: new Date(proc.iniciado_em).toISOString(),
          concluidoEm: proc.concluido_em ? new Date(proc.concluido_em).toISOString() : null,
        }
      : null,
  };
}
