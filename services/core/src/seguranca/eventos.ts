import type { TipoEventoSeguranca } from '@portal/contracts/seguranca/tipos';
import type { Db } from '../kernel/index.ts';
import { detalhesSeguros, mascararDocumento, mascararEmail } from './mascaras.ts';

/** A security event as the caller knows it: e-mail and document whole; they are masked here, before anything is written. */
export interface EventoSeguranca {
  tipo: TipoEventoSeguranca;
  em: Date;
  participanteId?: number | null;
  espelhoAdminId?: number | null;
  email?: string | null;
  documento?: string | null;
  ip?: string | null;
  metodo?: string | null;
  /** the route's pattern (/api/v1/boleto/gerar-pdf/:id), never the URL with its query */
  rota?: string | null;
  status?: number | null;
  recurso?: string | null;
  correlationId?: string | null;
  /** small flat values; keys that name secrets or personal data are dropped */
  detalhes?: Record<string, unknown> | null;
}

/** The event as written (and as the API writes its log line): masked, cut to size. */
export interface EventoSegurancaGravado {
  tipo: TipoEventoSeguranca;
  em: Date;
  participanteId: number | null;
  espelhoAdminId: number | null;
  email: string | null;
  documento: string | null;
  ip: string | null;
  metodo: string | null;
  rota: string | null;
  status: number | null;
  recurso: string | null;
  correlationId: string | null;
  detalhes: Record<string, string | number | boolean | null> | null;
}

const corte = (v: string | null | undefined, n: number) => (v ? v.slice(0, n) : null);

/** The masked form of an event: what `registrarEventoSeguranca` writes. Pure. */
export function eventoMascarado(e: EventoSeguranca): EventoSegurancaGravado {
  return {
    tipo: e.tipo,
    em: e.em,
    participanteId: e.participanteId ?? null,
    espelhoAdminId: e.espelhoAdminId ?? null,
    email: corte(mascararEmail(e.email), 320),
    documento: mascararDocumento(e.documento),
    ip: corte(e.ip, 64),
    metodo: corte(e.metodo, 10),
    rota: corte(e.rota, 200),
    status: e.status ?? null,
    recurso: corte(e.recurso, 120),
    correlationId: corte(e.correlationId, 100),
    detalhes: detalhesSeguros(e.detalhes),
  };
}

/**
 * Appends one security event to `eventos_seguranca` (append-only: the application's role may insert and read it, never
 * update or delete) and answers what was written, so the caller's log line says the same. E-mails and documents are
 * masked here whatever the caller passes; passwords, tokens and codes have no field to go in.
 */
export async function registrarEventoSeguranca(db: Db, evento: EventoSeguranca): Promise<EventoSegurancaGravado> {
  const e = eventoMascarado(evento);
  await db
    .insertInto('eventos_seguranca')
    .values({
      tipo: e.tipo,
      em: e.em,
      participante_id: e.participanteId,
      espelho_admin_id: e.espelhoAdminId,
      email: e.email,
      documento: e.documento,
      ip: e.ip,
      metodo: e.metodo,
      rota: e.rota,
      status: e.status,
      recurso: e.recurso,
      correlation_id: e.correlationId,
      detalhes: e.detalhes ? JSON.stringify(e.detalhes) : null,
    })
    .execute();
  return e;
}
