import { Type, type Static } from '@sinclair/typebox';
import { Answer, N, PageOf, PageParams, Strict } from '../http/schemas.ts';

/**
 * The auditor's calls (spec 000 §7 Auditoria): the changes of the administration's records (who, when, before, after)
 * and the replay of an event stream. The security events: seguranca/schemas.ts.
 */
const Escalar = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
const Plano = Type.Record(Type.String(), Escalar);
/**
 * A record as the audit keeps it before and after a change (null before a creation): its fields are values, lists of
 * values or of flat records (a region's responsáveis, a pop-up's grupos), or flat records (a submenu's {read, edit}).
 */
export const RegistroAuditado = N(Type.Record(Type.String(), Type.Union([Escalar, Type.Array(Type.Union([Escalar, Plano])), Plano])));

/** GET auditoria/registros */
export const AuditoriaLinha = Type.Object({
  id: Type.String(),
  tabela: Type.String(),
  registroId: Type.String(),
  acao: Type.String(),
  antes: RegistroAuditado,
  depois: RegistroAuditado,
  participanteId: N(Type.Integer()),
  participanteNome: N(Type.String()),
  espelhoAdminId: N(Type.Integer()),
  espelhoAdminNome: N(Type.String()),
  correlationId: N(Type.String()),
  em: Type.String(),
});
export type AuditoriaLinha = Static<typeof AuditoriaLinha>;
export const AuditoriaPagina = PageOf(AuditoriaLinha);
export const AuditoriaQuery = Strict({
  tabela: Type.Optional(Type.String({ maxLength: 60 })),
  registroId: Type.Optional(Type.String({ maxLength: 60 })),
  ...PageParams,
});

/** GET auditoria/streams/{streamId}: a stream's id, `<type>-<key>` (conta-7, pedido-12) */
export const StreamParams = Strict({ streamId: Type.String({ pattern: '^[a-z-]+-[A-Za-z0-9-]+$', maxLength: 120 }) });
/** An object as the stream holds it: an event's fields, or the machine's context after it (each aggregate its own). */
const ObjetoDoStream = (description: string) => Type.Object({}, { additionalProperties: true, description });
/** GET auditoria/streams/{streamId}: one event of the stream, who did it, and the machine's state after it. */
export const PassoReplay = Type.Object({
  version: Type.Integer(),
  position: Type.String(),
  type: Type.String(),
  recordedAt: Type.String(),
  actor: Type.Object({
    userId: N(Type.Integer()),
    nome: N(Type.String()),
    role: N(Type.String()),
    espelhoAdminId: N(Type.Integer()),
    correlationId: N(Type.String()),
  }),
  data: ObjetoDoStream("the event's fields (without its actor)"),
  state: Type.String(),
  context: ObjetoDoStream("the machine's context after the event"),
});
export type PassoReplay = Static<typeof PassoReplay>;
export const ReplayAnswer = Answer(Type.Array(PassoReplay));
