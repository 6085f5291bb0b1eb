import { Type, type Static } from '@sinclair/typebox';
import { Answer, N, Strict } from '../http/schemas.ts';

/**
 * A record's history (Histórico), for whoever may see the record: each event in pt-BR words (who, when, acting for whom
 * under acesso espelho, what changed from → to) and, for auditors only, the state after it. Built on the replay of the
 * record's stream; users and settings from the `auditoria` rows; an order-call cell from its plan's stream.
 */
export const TIPOS_HISTORICO = [
  'pedido',
  'boleto',
  'nota-fiscal',
  'troca',
  'veiculo',
  'kpi-veiculo',
  'plano-producao',
  'order-call',
  'usuario',
  'configuracao',
] as const;
export type TipoHistorico = (typeof TIPOS_HISTORICO)[number];

/**
 * GET historico/{tipo}/{id}: the record's id; an order-call cell is `<planoId>-<concessionariaId>-<tipoModeloId>-<cicloId>`,
 * a setting its type (conf1 = 1).
 */
export const HistoricoParams = Strict({
  tipo: Type.Union(
    TIPOS_HISTORICO.map((t) => Type.Literal(t)),
    { description: 'o tipo do registro' },
  ),
  id: Type.String({
    pattern: '^[0-9]{1,10}(-[0-9]{1,10}){0,3}$',
    maxLength: 60,
    description: 'o id do registro (célula do order call: plano-dealer-modelo-ciclo)',
  }),
});
export type HistoricoParams = Static<typeof HistoricoParams>;

export const CampoAlteradoS = Type.Object({
  campo: Type.String({ description: 'o caminho do campo (dados.pedidoSolicitante.nome)' }),
  rotulo: Type.String(),
  de: Type.String(),
  para: Type.String(),
});

/** One event of a record's history. */
export const EventoHistorico = Type.Object({
  /** the event's name (the machine's: BoletoPago), or the audit action (criar, alterar) */
  evento: Type.String(),
  rotulo: Type.String({ description: 'o evento em palavras' }),
  /** ISO instant (the console shows dd/MM/yyyy HH:mm in São Paulo) */
  em: Type.String(),
  usuarioId: N(Type.Integer()),
  usuarioNome: N(Type.String()),
  perfil: N(Type.String()),
  /** the administrator acting through acesso espelho */
  espelhoAdminId: N(Type.Integer()),
  espelhoAdminNome: N(Type.String()),
  alteracoes: Type.Array(CampoAlteradoS),
  /** the state and the record after the event: only for callers with `auditoria` read */
  estado: Type.Optional(N(Type.String())),
  depois: Type.Optional(Type.Unknown()),
});
export type EventoHistorico = Static<typeof EventoHistorico>;

export const Historico = Type.Object({
  tipo: Type.String(),
  id: Type.String(),
  /** the caller may see the state after each event (auditoria read) */
  comEstado: Type.Boolean(),
  eventos: Type.Array(EventoHistorico),
});
export type Historico = Static<typeof Historico>;
export const HistoricoAnswer = Answer(Historico);
