import { sql } from 'kysely';
import type { EventoHistorico, Historico, TipoHistorico } from '@portal/contracts/historico/schemas';
import { ACOES_AUDITORIA, EVENTOS_ORDER_CALL, rotuloDoEvento } from '@portal/contracts/historico/eventos';
import { camposAlterados } from '@portal/contracts/historico/diff';
import { NotFound, escopoDoDealer, type Actor, type Db } from '../kernel/index.ts';
import { readStream } from '../eventstore/store.ts';
import { replayStream } from '../contexts.ts';
import { boletoVisivel } from '../boletos/index.ts';
import { notaVisivel } from '../comissoes/index.ts';
import { pedidoVisivel } from '../direct-sales/index.ts';
import { veiculoKpiVisivel } from '../kpi/index.ts';
import { trocaVisivel } from '../swaps/index.ts';
import { veiculoVisivel } from '../vehicles/index.ts';

/**
 * A record's history (Histórico): each event in pt-BR words, who (and the administrator behind an acesso espelho), when,
 * the fields it changed from → to, and, for auditors (`comEstado`), the state after it. Every kind answers only to whoever
 * may see the record (each context's own visibility check: another dealer's record is 404).
 */
export async function historicoDoRegistro(db: Db, ator: Actor, tipo: TipoHistorico, id: string, comEstado: boolean): Promise<Historico> {
  const eventos = await eventosDe(db, ator, tipo, id);
  const nomes = await nomesDosAdmins(
    db,
    eventos.map((e) => e.espelhoAdminId),
  );
  return {
    tipo,
    id,
    comEstado,
    eventos: eventos.map((e) => {
      const base = { ...e, espelhoAdminNome: e.espelhoAdminNome ?? (e.espelhoAdminId === null ? null : (nomes.get(e.espelhoAdminId) ?? null)) };
      if (comEstado) return base;
      const { estado: _estado, depois: _depois, ...semEstado } = base;
      return semEstado;
    }),
  };
}

type Visibilidade = (db: Db, ator: Actor, id: number) => Promise<unknown>;
/** The event-sourced records: the stream `<tipo>-<id>` and the context's own visibility check. */
const DE_STREAM: Partial<Record<TipoHistorico, Visibilidade>> = {
  pedido: pedidoVisivel,
  boleto: boletoVisivel,
  'nota-fiscal': notaVisivel,
  troca: trocaVisivel,
  veiculo: veiculoVisivel,
  'kpi-veiculo': veiculoKpiVisivel,
  'plano-producao': planoExiste,
};

async function eventosDe(db: Db, ator: Actor, tipo: TipoHistorico, id: string): Promise<EventoHistorico[]> {
  const visivel = DE_STREAM[tipo];
  if (visivel) {
    const n = numero(id);
    await visivel(db, ator, n);
    return doStream(db, tipo, `${tipo}-${n}`);
  }
  if (tipo === 'usuario') return doUsuario(db, numero(id));
  if (tipo === 'configuracao') return daConfiguracao(db, numero(id));
  if (tipo === 'order-call') return daCelula(db, ator, id);
  throw new NotFound();
}

const numero = (id: string): number => {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw new NotFound();
  return n;
};

async function planoExiste(db: Db, _ator: Actor, id: number): Promise<void> {
  const r = await db.selectFrom('planos_producao').select('id').where('id', '=', id).executeTakeFirst();
  if (!r) throw new NotFound();
}

/** The replay of a stream, each step with the fields it changed (the context before against the one after). */
async function doStream(db: Db, tipoStream: string, streamId: string, semNada = false): Promise<EventoHistorico[]> {
  let passos;
  try {
    passos = await replayStream(db, streamId);
  } catch (e) {
    if (semNada && e instanceof NotFound) return [];
    throw e;
  }
  let antes: unknown = null;
  return passos.map((p) => {
    const alteracoes = camposAlterados(tipoStream, antes, p.context);
    antes = p.context;
    return {
      evento: p.type,
      rotulo: rotuloDoEvento(tipoStream, p.type),
      em: p.recordedAt,
      usuarioId: p.actor.userId,
      usuarioNome: p.actor.nome,
      perfil: p.actor.role,
      espelhoAdminId: p.actor.espelhoAdminId,
      espelhoAdminNome: null,
      alteracoes,
      estado: p.state,
      depois: p.context,
    };
  });
}

/** The `auditoria` rows of a reference table's record (oldest first), as history events. */
async function daAuditoria(
  db: Db,
  tipo: TipoHistorico,
  tabela: string,
  filtro: { registroId?: string; tipoConfiguracao?: number },
): Promise<EventoHistorico[]> {
  let q = db
    .selectFrom('auditoria as a')
    .leftJoin('participantes as p', 'p.id', 'a.participante_id')
    .leftJoin('perfis as pf', 'pf.id', 'p.perfil_id')
    .leftJoin('participantes as e', 'e.id', 'a.espelho_admin_id')
    .select([
      'a.id',
      'a.acao',
      'a.antes',
      'a.depois',
      'a.em',
      'a.participante_id',
      'p.nome',
      'pf.descricao as perfil',
      'a.espelho_admin_id',
      'e.nome as espelho_nome',
    ])
    .where('a.tabela', '=', tabela);
  if (filtro.registroId !== undefined) q = q.where('a.registro_id', '=', filtro.registroId);
  if (filtro.tipoConfiguracao !== undefined) q = q.where(sql<boolean>`a.depois->>'tipo' = ${String(filtro.tipoConfiguracao)}`);
  const rows = await q.orderBy('a.id').execute();
  return rows.map((r) => ({
    evento: r.acao,
    rotulo: ACOES_AUDITORIA[r.acao] ?? r.acao,
    em: new Date(r.em).toISOString(),
    usuarioId: r.participante_id,
    usuarioNome: r.nome,
    perfil: r.perfil,
    espelhoAdminId: r.espelho_admin_id,
    espelhoAdminNome: r.espelho_nome,
    alteracoes: camposAlterados(tipo, r.antes, r.depois),
    estado: null,
    depois: r.depois,
  }));
}

/** A user: its record's audit rows and its account's stream (created, password, blocked), in time order. */
async function doUsuario(db: Db, id: number): Promise<EventoHistorico[]> {
  const u = await db.selectFrom('participantes').select('id').where('id', '=', id).executeTakeFirst();
  if (!u) throw new NotFound();
  const [cadastro, conta] = await Promise.all([
    daAuditoria(db, 'usuario', 'participantes', { registroId: String(id) }),
    doStream(db, 'conta', `conta-${id}`, true),
  ]);
  return [...cadastro, ...conta].sort((a, b) => a.em.localeCompare(b.em));
}

/** A general setting (conf1..conf14): each value written, from the old to the new. */
async function daConfiguracao(db: Db, tipo: number): Promise<EventoHistorico[]> {
  if (tipo > 100) throw new NotFound();
  return daAuditoria(db, 'configuracao', 'configuracoes_gerais', { tipoConfiguracao: tipo });
}

/**
 * An order-call cell (`<planoId>-<concessionariaId>-<tipoModeloId>-<cicloId>`): the computation that gave its quantity
 * (the plan's last run) and each edit of its final quantity (the `OrderCallEditado` events of `order-call-<planoId>`).
 */
async function daCelula(db: Db, ator: Actor, id: string): Promise<EventoHistorico[]> {
  const partes = id.split('-').map(Number);
  if (partes.length !== 4 || partes.some((n) => !Number.isSafeInteger(n))) throw new NotFound();
  const [planoId, concessionariaId, tipoModeloId, cicloId] = partes as [number, number, number, number];
  let q = db
    .selectFrom('order_call as o')
    .select(['o.quantidade_calculada'])
    .where('o.plano_id', '=', planoId)
    .where('o.concessionaria_id', '=', concessionariaId)
    .where('o.modelo_id', '=', tipoModeloId)
    .where('o.ciclo_id', '=', cicloId);
  const escopo = escopoDoDealer(ator, 'o');
  if (escopo) q = q.where(escopo);
  const celula = await q.executeTakeFirst();
  if (!celula) throw new NotFound();
  const proc = await db
    .selectFrom('order_call_processamentos')
    .select(['iniciado_em', 'concluido_em', 'iniciado_por_nome'])
    .where('plano_id', '=', planoId)
    .executeTakeFirst();
  const out: EventoHistorico[] = [];
  if (proc) {
    out.push({
      evento: 'OrderCallCalculado',
      rotulo: EVENTOS_ORDER_CALL.OrderCallCalculado,
      em: new Date(proc.concluido_em ?? proc.iniciado_em).toISOString(),
      usuarioId: null,
      usuarioNome: proc.iniciado_por_nome,
      perfil: null,
      espelhoAdminId: null,
      espelhoAdminNome: null,
      alteracoes: camposAlterados('order-call', null, { quantidadeCalculada: celula.quantidade_calculada }),
      estado: null,
      depois: { quantidadeCalculada: celula.quantidade_calculada },
    });
  }
  type Celula = { concessionariaId: number; tipoModeloId: number; cicloId: number; antes: number; depois: number };
  for (const e of await readStream(db, `order-call-${planoId}`)) {
    const c = ((e.data.celulas ?? []) as Celula[]).find(
      (x) => x.concessionariaId === concessionariaId && x.tipoModeloId === tipoModeloId && x.cicloId === cicloId,
    );
    if (!c) continue;
    out.push({
      evento: e.type,
      rotulo: (EVENTOS_ORDER_CALL as Record<string, string>)[e.type] ?? e.type,
      em: e.recordedAt,
      usuarioId: e.metadata.userId,
      usuarioNome: e.metadata.nome,
      perfil: e.metadata.role,
      espelhoAdminId: e.metadata.espelhoAdminId,
      espelhoAdminNome: e.metadata.espelhoAdminNome ?? null,
      alteracoes: camposAlterados('order-call', { quantidadeFinal: c.antes }, { quantidadeFinal: c.depois }),
      estado: null,
      depois: { quantidadeFinal: c.depois, origem: e.data.origem ?? null },
    });
  }
  return out.sort((a, b) => a.em.localeCompare(b.em));
}

/** The names of the administrators behind acessos espelho (older events do not carry them). */
async function nomesDosAdmins(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const unicos = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!unicos.length) return new Map();
  const rows = await db.selectFrom('participantes').select(['id', 'nome']).where('id', 'in', unicos).execute();
  return new Map(rows.map((r) => [r.id, r.nome]));
}
