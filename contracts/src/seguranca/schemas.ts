import { Type, type Static } from '@sinclair/typebox';
import { N, PageOf, PageParams, Strict } from '../http/schemas.ts';
import { LISTA_TIPOS_EVENTO_SEGURANCA } from './tipos.ts';

/** What an event tells besides its columns (how one signed in, …): at most 20 flat fields, texts already masked. */
export const DetalhesEvento = N(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])));

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
  detalhes: DetalhesEvento,
});
export type EventoSegurancaLinha = Static<typeof EventoSegurancaLinha>;

const Dia = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** GET auditoria/seguranca filters: tipo, período (de, até: yyyy-MM-dd, São Paulo days), usuário (nome ou e-mail), IP. */
export const FiltrosEventosSeguranca = {
  tipo: Type.Optional(Type.Union(LISTA_TIPOS_EVENTO_SEGURANCA.map((t) => Type.Literal(t)))),
  de: Type.Optional(Dia),
  ate: Type.Optional(Dia),
  usuario: Type.Optional(Type.String({ maxLength: 200 })),
  ip: Type.Optional(Type.String({ maxLength: 64 })),
};
export const EventosSegurancaQuery = Strict({ ...FiltrosEventosSeguranca, ...PageParams });
export const EventosSegurancaPagina = PageOf(EventoSegurancaLinha);
