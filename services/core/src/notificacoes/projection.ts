import { TIPOS_NOTIFICACAO, type Publico, type TipoNotificacao } from '@portal/contracts/notificacoes/tipos';
import { applyInline, type Projection, type Row } from '../eventstore/projection.ts';
import { appendToStream, streamVersion } from '../eventstore/store.ts';
import type { Db } from '../kernel/index.ts';
import type { NewEvent, StoredEvent } from '../eventstore/types.ts';

/** What one event tells whom: the kind, the audience (a dealer or its group, or the importer), the text and the screen. */
export interface Aviso {
  tipo: TipoNotificacao;
  publico: Publico;
  concessionariaId: number | null;
  concessionariaGrupoId: number | null;
  /** `perfis`: the profile groups it reaches */
  gruposPerfil?: number[];
  /** `usuario`: the one user it reaches */
  participanteId?: number;
  /** `papeis`: the profiles (by name) it reaches; 'Dealer' for the dealer above */
  papeis?: string[];
  texto: string;
  link: string;
}

/** A context's events that notify someone: its context's fold step, and what each of those events tells (pure). */
export interface FonteDeAvisos<C> {
  contextoApos(contexto: C | null, event: Pick<StoredEvent, 'data'>): C;
  avisos: Partial<Record<string, (contexto: C, e: StoredEvent) => Aviso | null>>;
}

/** `<stream>@<version>`: one notification per source event, whatever re-runs it. */
export const idDaNotificacao = (e: Pick<StoredEvent, 'streamId' | 'version'>) => `${e.streamId}@${e.version}`;

/** The row of a notification, from its event and what it tells (pure: the rebuild gives the same row). */
export function linhaDaNotificacao(e: StoredEvent, a: Aviso): Row {
  return {
    id: idDaNotificacao(e),
    evento_posicao: String(e.position),
    stream_id: e.streamId,
    versao: e.version,
    tipo: a.tipo,
    publico: a.publico,
    concessionaria_id: a.concessionariaId,
    concessionaria_grupo_id: a.concessionariaGrupoId,
    grupos_perfil: a.gruposPerfil ?? null,
    participante_id: a.participanteId ?? null,
    papeis: a.papeis ?? null,
    funcao: TIPOS_NOTIFICACAO[a.tipo].funcao,
    ator_id: e.metadata.userId,
    titulo: TIPOS_NOTIFICACAO[a.tipo].rotulo,
    texto: a.texto,
    link: a.link,
    criado_em: new Date(e.metadata.at).toISOString(),
  };
}

const fontes = new Map<string, FonteDeAvisos<unknown>>();
const streamTypes: string[] = [];

/**
 * The notifications read model: one row per event someone must act on (its id is the event's stream and version), built
 * from the event and its aggregate's context after it (who the swap's dealers are when it is answered). The append gives
 * the context its decision folded; the rebuild folds each stream (`contextoApos`), so `pnpm projections rebuild --verify`
 * covers it. Who it reaches is resolved when read (queries.ts), by the record screens' own rules. One projection over
 * every source (`notificacoesDe`), so the rebuild replaces the one table once.
 */
export const notificacoesProjection: Projection = {
  name: 'notificacoes',
  table: 'notificacoes',
  key: 'id',
  streamTypes,
  keyOf: idDaNotificacao,
  handles: (e) => fontes.get(e.streamType)?.avisos[e.type] !== undefined,
  contextoApos: (contexto, e) => fontes.get(e.streamType)!.contextoApos(contexto ?? null, e),
  evolve: (current, e, contexto) => {
    const aviso = contexto == null ? null : (fontes.get(e.streamType)?.avisos[e.type]?.(contexto, e) ?? null);
    // an event that tells no one keeps whatever a former run wrote (none): null would delete
    return aviso ? linhaDaNotificacao(e, aviso) : (current ?? null);
  },
};

/**
 * A context's events as a source of notifications: registers them and answers the notifications read model, for the
 * context's aggregate to list beside its own (`comProjecoes`).
 */
export function notificacoesDe<C>(streamType: string, fonte: FonteDeAvisos<C>): Projection {
  if (!fontes.has(streamType)) streamTypes.push(streamType);
  fontes.set(streamType, fonte as unknown as FonteDeAvisos<unknown>);
  return notificacoesProjection;
}

/**
 * For a source with no aggregate (the deadline marks, a comunicado published, an import finished): appends its plain
 * events on `streamId` and writes their notifications in the caller's transaction, with the stream's context folded from
 * none (trivial for these: the event's data says it all). `unicaVez`: only when the stream is still empty (one
 * notification per record, whoever calls it again).
 */
export async function registrarAvisos(trx: Db, streamId: string, streamType: string, events: NewEvent[], unicaVez = false): Promise<StoredEvent[]> {
  const versao = await streamVersion(trx, streamId);
  if (unicaVez && versao > 0) return [];
  const stored = await appendToStream(trx, streamId, streamType, versao, events);
  await aplicarAvisos(trx, stored);
  return stored;
}

/** The notifications of events already appended on a stream with no aggregate (its context folded from none). */
export async function aplicarAvisos(trx: Db, stored: StoredEvent[]): Promise<void> {
  let contexto: unknown = null;
  const contextos = stored.map((e) => (contexto = notificacoesProjection.contextoApos!(contexto, e)));
  await applyInline(trx, notificacoesProjection, stored, contextos);
}
