import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LISTA_TIPOS_EVENTO_SEGURANCA } from './tipos.ts';

const N = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

/** GET auditoria/seguranca: one security event, documents and e-mails already masked. */
export const EventoSegurancaLinha = Type.Object({
  id: Type.String(),
  tipo: Type.String(),
  em: Type.String(),
  participanteId: N(Type.Integer()),
  participanteNome: N(Type.String()),
  espelhoAdminId: N(Type.Integer()),
  espelhoAdminNome: N(Type.String()),
  /** e.g. d***@demo.portal.com.br */
  email: N(Type.String()),
  /** e.g. ***.982.247-** */
  documento: N(Type.String()),
  ip: N(Type.String()),
  metodo: N(Type.String()),
  rota: N(Type.String()),
  status: N(Type.Integer()),
  /** what the event is about: boleto:12, arquivo:…, participante:7, tipo-perfil:3 */
  recurso: N(Type.String()),
  correlationId: N(Type.String()),
  detalhes: Type.Unknown(),
});
export type EventoSegurancaLinha = Static<typeof EventoSegurancaLinha>;

const Data = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** GET auditoria/seguranca filters: tipo, período (de, até: yyyy-MM-dd, São Paulo days), usuário (nome ou e-mail), IP. */
export const FiltrosEventosSeguranca = {
  tipo: Type.Optional(Type.Union(LISTA_TIPOS_EVENTO_SEGURANCA.map((t) => Type.Literal(t)))),
  de: Type.Optional(Data),
  ate: Type.Optional(Data),
  usuario: Type.Optional(Type.String({ maxLength: 200 })),
  ip: Type.Optional(Type.String({ maxLength: 64 })),
};
