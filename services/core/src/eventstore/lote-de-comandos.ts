import { sql } from 'kysely';
import type { Db } from '../kernel/db.ts';
import { DomainError, VersionConflict } from '../kernel/errors.ts';
import type { EventMetadata } from '../kernel/actor.ts';
import type { Aggregate } from './aggregate.ts';
import { fold, type MachineEvent, type State } from './decider.ts';
import { jaAplicado, normalizeRow, upsert, type Projection, type Row } from './projection.ts';
import { isUniqueViolation } from './store.ts';
import type { StoredEvent } from './types.ts';

/** One command of a batch: its stream (each stream once per batch) and the command. */
export interface ComandoDoLote {
  streamId: string;
  command: MachineEvent;
}
/** Per command, in order: null when appended, else the domain's refusal (nothing written for it). */
export type RespostaDoLote = DomainError | null;

/** What a batch reads of its streams' events. */
type Linha = Pick<StoredEvent, 'version' | 'data'> & { stream_id: string };

/** The batch cannot be written as one (a stream twice, a read-model row touched twice): the caller runs it command by command. */
export class LoteIndivisivel extends Error {}

/**
 * Many commands, each on its own stream, decided and written together in the caller's transaction: what `handleCommand`
 * does for one, with one read of the streams, one append of every event and, per read model, one read of its rows and
 * one upsert — the statements (and the statement triggers: read versions, counters) a bulk job such as an import pays
 * once per batch instead of once per row. A command the machine refuses is answered with its refusal and writes nothing;
 * the others are written. A concurrent writer on any stream makes the append fail (VersionConflict) and nothing of the
 * batch is written — the caller runs it in a savepoint and, then, command by command. Same events, metadata and rows as
 * the commands one by one (`imports/tipos/faturamento-em-lote.int.test.ts`).
 */
export async function handleCommandsEmLote(trx: Db, agg: Aggregate, comandos: ComandoDoLote[], metadata: EventMetadata): Promise<RespostaDoLote[]> {
  if (!trx.isTransaction) throw new Error('handleCommandsEmLote: só dentro de uma transação');
  const streams = comandos.map((c) => c.streamId);
  if (new Set(streams).size !== streams.length) throw new LoteIndivisivel('stream repetido no lote');
  if (comandos.length === 0) return [];

  // the streams' states, from their events (one read)
  const { rows } = await sql<Linha>`select stream_id, version, data from events where stream_id = any(${streams}::text[]) order by stream_id, version`.execute(
    trx,
  );
  const eventosDe = new Map<string, Linha[]>();
  for (const r of rows) {
    const evs = eventosDe.get(r.stream_id);
    if (evs) evs.push(r);
    else eventosDe.set(r.stream_id, [r]);
  }
  const porStream = new Map<string, { state: State; version: number }>(
    [...eventosDe].map(([stream, evs]) => [stream, { state: fold(agg, evs), version: evs.at(-1)!.version }]),
  );

  // decide each (pure); a refusal is that command's answer
  const respostas: RespostaDoLote[] = [];
  const novos: { streamId: string; version: number; event: MachineEvent; contexto: unknown }[] = [];
  for (const { streamId, command } of comandos) {
    const { state, version } = porStream.get(streamId) ?? { state: agg.decider.initialState, version: 0 };
    let events: MachineEvent[];
    try {
      events = agg.decider.decide(command, state);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      respostas.push(e);
      continue;
    }
    respostas.push(null);
    let s = state;
    events.forEach((event, i) => {
      s = agg.decider.evolve(s, event);
      novos.push({ streamId, version: version + 1 + i, event, contexto: s.context });
    });
  }
  if (novos.length === 0) return respostas;

  // every event in one statement, at the versions decided on (the unique index refuses a version another writer took)
  let gravados: { position: string; stream_id: string; version: number; recorded_at: Date }[];
  try {
    gravados = (
      await sql<{ position: string; stream_id: string; version: number; recorded_at: Date }>`
        insert into events (stream_id, stream_type, version, type, data, metadata)
        select e.stream_id, ${agg.streamType}, e.version, e.type, e.data, ${JSON.stringify(metadata)}::jsonb
        from unnest(${novos.map((n) => n.streamId)}::text[], ${novos.map((n) => n.version)}::int[], ${novos.map((n) => n.event.type)}::text[],
                    ${novos.map((n) => JSON.stringify(n.event))}::jsonb[]) with ordinality as e(stream_id, version, type, data, ord)
        order by e.ord
        returning position, stream_id, version, recorded_at`.execute(trx)
    ).rows;
  } catch (e) {
    if (isUniqueViolation(e)) throw new VersionConflict(novos[0]!.streamId);
    throw e;
  }
  const posicao = new Map(gravados.map((g) => [`${g.stream_id}\u0000${g.version}`, g]));
  const stored: StoredEvent[] = novos.map((n) => {
    const g = posicao.get(`${n.streamId}\u0000${n.version}`)!;
    return {
      position: String(g.position),
      streamId: n.streamId,
      streamType: agg.streamType,
      version: n.version,
      type: n.event.type,
      data: n.event as Record<string, unknown>,
      metadata,
      recordedAt: g.recorded_at.toISOString(),
    };
  });
  // positions in the order the events were appended, as the one-by-one commands would have them
  const ordem = stored.map((e, i) => ({ e, contexto: novos[i]!.contexto })).sort((a, b) => (BigInt(a.e.position) < BigInt(b.e.position) ? -1 : 1));
  for (const p of agg.projections) await aplicarEmLote(trx, p, ordem);
  return respostas;
}

/** A read model's rows for the batch's events: read once (locked, as `applyInline` does), evolved, written in one upsert. */
async function aplicarEmLote(trx: Db, p: Projection, eventos: { e: StoredEvent; contexto: unknown }[]) {
  const tocados = eventos.filter(({ e }) => p.streamTypes.includes(e.streamType) && (!p.handles || p.handles(e)));
  if (tocados.length === 0) return;
  const chaves = tocados.map(({ e }) => p.keyOf(e));
  if (new Set(chaves.map(String)).size !== chaves.length) throw new LoteIndivisivel(`${p.table}: linha tocada duas vezes`);
  const atuais = new Map(
    (await sql<Row>`select * from ${sql.table(p.table)} where ${naChave(p, chaves)} for update`.execute(trx)).rows.map((r) => [String(r[p.key]), r]),
  );
  const escrever: Row[] = [];
  const apagar: (string | number)[] = [];
  tocados.forEach(({ e, contexto }, i) => {
    const atual = atuais.get(String(chaves[i]));
    if (jaAplicado(atual, e)) return;
    const next = p.evolve(atual ? normalizeRow(atual) : undefined, e, contexto);
    if (next === null) apagar.push(chaves[i]!);
    else escrever.push(next);
  });
  if (apagar.length) await sql`delete from ${sql.table(p.table)} where ${naChave(p, apagar)}`.execute(trx);
  // rows of one shape per statement (an upsert names its columns once), at most ~30,000 parameters each
  const porForma = new Map<string, Row[]>();
  for (const r of escrever) {
    const forma = Object.keys(r).join('\u0000');
    const linhas = porForma.get(forma);
    if (linhas) linhas.push(r);
    else porForma.set(forma, [r]);
  }
  for (const linhas of porForma.values()) {
    const porInstrucao = Math.max(1, Math.floor(30_000 / Object.keys(linhas[0]!).length));
    for (let i = 0; i < linhas.length; i += porInstrucao) await upsert(trx, p, linhas.slice(i, i + porInstrucao));
  }
}

/** `key = any(…)` in the key's own type, so its index answers (numbers: bigint[], which compares with any integer column). */
const naChave = (p: Projection, chaves: (string | number)[]) =>
  chaves.every((c) => typeof c === 'number') ? sql`${sql.ref(p.key)} = any(${chaves}::bigint[])` : sql`${sql.ref(p.key)} = any(${chaves.map(String)}::text[])`;
