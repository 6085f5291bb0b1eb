import { notifMsg } from '@portal/contracts/notificacoes/messages';
import type { Db } from '../kernel/index.ts';
import { sql } from 'kysely';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { metadataFor, SYSTEM_ACTOR } from '../kernel/index.ts';
import type { StoredEvent } from '../eventstore/types.ts';
import { notificacoesDe, registrarAvisos, type Aviso, type FonteDeAvisos } from '../notificacoes/index.ts';
import type { Actor } from '@portal/contracts/access/roles';

/**
 * A comunicado published: the pop-ups are kept as rows (CRUD, audited), not events, so publishing one also appends the
 * plain event `ComunicadoPublicado` on `comunicado-<id>` (once: the first time it is saved active with its period started,
 * or, for one whose period starts later, by the deadlines' sweep on its first day), in that transaction. The notification is built from that event alone, so the rebuild folds it like any other source.
 */
export const COMUNICADO_STREAM_TYPE = 'comunicado';
export const COMUNICADO_PUBLICADO = 'ComunicadoPublicado';
const comunicadoStream = (id: number) => `${COMUNICADO_STREAM_TYPE}-${id}`;

/** Its profile groups' users (whoever published it excepted) are told; the link is the comunicados screen. */
export function avisoDoComunicado(e: Pick<StoredEvent, 'data'>): Aviso | null {
  const grupos = Array.isArray(e.data.gruposPerfil) ? (e.data.gruposPerfil as unknown[]).map(Number) : [];
  if (!grupos.length) return null;
  return {
    tipo: 'comunicadoNovo',
    publico: 'perfis',
    concessionariaId: null,
    concessionariaGrupoId: null,
    gruposPerfil: [...grupos].sort((a, b) => a - b),
    texto: notifMsg.comunicadoNovo(String(e.data.titulo ?? '')),
    link: '/comunicados',
  };
}

export const avisosDoComunicado: FonteDeAvisos<true> = {
  contextoApos: () => true,
  avisos: { [COMUNICADO_PUBLICADO]: (_c, e) => avisoDoComunicado(e) },
};
notificacoesDe(COMUNICADO_STREAM_TYPE, avisosDoComunicado);

/**
 * In the save's transaction: publishes the comunicado the first time it is saved active within its period (later saves
 * append nothing).
 */
export async function publicarComunicado(
  trx: Db,
  ctx: { actor: Actor; correlationId: string | null },
  popup: { id: number; titulo: string; status: number; periodoDe: string; grupos: number[] },
  now: Date,
): Promise<void> {
  // one whose period starts later is published by the sweep on its first day (publicarComunicadosDoDia)
  if (popup.status !== 1 || popup.periodoDe > dataEmSaoPaulo(now)) return;
  await registrarAvisos(
    trx,
    comunicadoStream(popup.id),
    COMUNICADO_STREAM_TYPE,
    [
      {
        type: COMUNICADO_PUBLICADO,
        data: { popupId: popup.id, titulo: popup.titulo, gruposPerfil: popup.grupos, periodoDe: popup.periodoDe, at: now.toISOString() },
        metadata: metadataFor(ctx.actor, ctx.correlationId, now),
      },
    ],
    true,
  );
}

/**
 * The comunicados whose period has started and that were never published (saved before their first day): published now,
 * by the system, as the comunicados screen starts showing them. Run by the deadlines' sweep (`varrer-prazos`, every
 * minute); idempotent. Answers how many.
 */
export async function publicarComunicadosDoDia(db: Db, now: Date): Promise<number> {
  const hoje = dataEmSaoPaulo(now);
  const pendentes = await sql<{ id: number; titulo: string; periodo_de: string; grupos: number[] }>`
    select p.id, p.titulo, to_char(p.periodo_de, 'YYYY-MM-DD') as periodo_de,
      array(select g.grupo_perfil_id from popup_grupos g where g.popup_id = p.id order by 1) as grupos
    from popups p
    where p.status = 1 and p.periodo_de <= ${hoje}::date and p.periodo_ate >= ${hoje}::date
      and not exists (select 1 from events e where e.stream_id = ${COMUNICADO_STREAM_TYPE} || '-' || p.id::text)
    order by p.id`.execute(db);
  const sistema = { actor: SYSTEM_ACTOR, correlationId: null };
  for (const p of pendentes.rows)
    await db
      .transaction()
      .execute((trx) =>
        publicarComunicado(trx, sistema, { id: p.id, titulo: p.titulo, status: 1, periodoDe: p.periodo_de, grupos: p.grupos.map(Number) }, now),
      );
  return pendentes.rows.length;
}
