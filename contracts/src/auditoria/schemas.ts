import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AccountContext, AccountEventData } from '../access/account-machine.ts';
import { BoletoContext, BoletoEventData } from '../boletos/index.ts';
import { NotaFiscalContext, NotaFiscalEventData } from '../comissoes/index.ts';
import { OrderContext, OrderEventData } from '../direct-sales/index.ts';
import { VeiculoKpiContext, VeiculoKpiEventData } from '../kpi/index.ts';
import { PlanoContext, PlanoEventData } from '../order-call/index.ts';
import { SwapContext, SwapEventData } from '../swaps/index.ts';
import { VehicleContext, VehicleEventData } from '../vehicles/index.ts';
import { VisaoContext, VisaoEventData } from '../visoes/index.ts';
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
/** Who did an event (the event's metadata). */
const AtorDoPasso = Type.Object({
  userId: N(Type.Integer()),
  nome: N(Type.String()),
  role: N(Type.String()),
  espelhoAdminId: N(Type.Integer()),
  correlationId: N(Type.String()),
});
/** One event of a stream of a type: the event's fields (without its actor) and the machine's state and context after it. */
const PassoDe = <D extends TSchema, C extends TSchema>(data: D, context: C) =>
  Type.Object({
    version: Type.Integer(),
    position: Type.String(),
    type: Type.String(),
    recordedAt: Type.String(),
    actor: AtorDoPasso,
    /** the event's fields (without its actor) */
    data,
    state: Type.String({ description: 'o estado da máquina depois do evento' }),
    /** the machine's context after the event */
    context,
  });

/**
 * The stream types the replay knows, each with its machine's events and context (contracts/src/<context>/*-machine.ts):
 * `<tipo>-<id>` is answered with the steps of that type.
 */
export const PASSOS_POR_STREAM = {
  conta: PassoDe(AccountEventData, AccountContext),
  veiculo: PassoDe(VehicleEventData, VehicleContext),
  troca: PassoDe(SwapEventData, SwapContext),
  pedido: PassoDe(OrderEventData, OrderContext),
  boleto: PassoDe(BoletoEventData, BoletoContext),
  'nota-fiscal': PassoDe(NotaFiscalEventData, NotaFiscalContext),
  'plano-producao': PassoDe(PlanoEventData, PlanoContext),
  'kpi-veiculo': PassoDe(VeiculoKpiEventData, VeiculoKpiContext),
  visao: PassoDe(VisaoEventData, VisaoContext),
} as const;
export type TipoDeStreamReplay = keyof typeof PASSOS_POR_STREAM;

/** GET auditoria/streams/{streamId}: one event of the stream, who did it, and the machine's state after it. */
export const PassoReplay = Type.Union(Object.values(PASSOS_POR_STREAM));
export type PassoReplay = Static<typeof PassoReplay>;
/** The steps of one stream: all of its type (`conta-7`: the account's events and context). */
export const ReplayAnswer = Answer(
  Type.Union(
    Object.entries(PASSOS_POR_STREAM).map(([tipo, passo]) => Type.Array(passo, { title: `Passos de um stream ${tipo}-<id>` })),
    { description: 'os eventos do stream, em ordem, cada um com quem o fez e o estado depois dele' },
  ),
);
