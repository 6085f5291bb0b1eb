import { notifMsg } from '@portal/contracts/notificacoes/messages';
import type { Db } from '../kernel/index.ts';
import { metadataFor } from '../kernel/index.ts';
import type { StoredEvent } from '../eventstore/types.ts';
import { notificacoesDe, registrarAvisos, type Aviso, type FonteDeAvisos } from '../notificacoes/index.ts';
import type { AdminCtx } from '../admin/index.ts';

/**
 * A comunicado published: the pop-ups are kept as rows (CRUD, audited), not events, so publishing one also appends the
 * plain event `ComunicadoPublicado` on `comunicado-<id>` (once: the first time it is saved active), in the save's
 * transaction. The notification is built from that event alone, so the rebuild folds it like any other source.
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

/** In the save's transaction: publishes the comunicado the first time it is saved active (later saves append nothing). */
export async function publicarComunicado(
  trx: Db,
  ctx: AdminCtx,
  popup: { id: number; titulo: string; status: number; periodoDe: string; grupos: number[] },
  now: Date,
): Promise<void> {
  if (popup.status !== 1) return;
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
