import { setup, assign, and } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import { eventosCom, type ComAtor } from '../eventos.ts';
import { msg } from '../messages.ts';

/**
 * The user account (conta) lifecycle. Stream `conta-<participanteId>`.
 * Reference data of the user (name, profile, dealer) lives in plain tables (issue 3);
 * this aggregate decides what may happen to the account's access: registration, passwords, blocking.
 */
const evento = eventosCom({ at: Type.String({ description: 'quando (ISO), posto ao decidir' }) });
/** The account's events as the stream `conta-<participanteId>` keeps them (without the acting user). */
export const AccountEventData = Type.Union([
  evento('ContaCriada', { participanteId: Type.Integer(), email: Type.String(), porAdministrador: Type.Boolean() }),
  evento('CadastroCompletado'),
  evento('SenhaAlterada'),
  evento('SenhaDefinidaPeloAdministrador'),
  evento('RedefinicaoSenhaSolicitada', {
    expiraEm: Type.String(),
    motivo: Type.Union([Type.Literal('esqueci'), Type.Literal('administrador'), Type.Literal('cadastro')]),
  }),
  evento('SenhaRedefinida'),
  evento('ContaBloqueada', { motivo: Type.String() }),
  evento('ContaDesbloqueada'),
  evento('AcessoEspelhoIniciado'),
]);
export type AccountEvent = ComAtor<Static<typeof AccountEventData>>;

export type AccountEventType = AccountEvent['type'];

export const AccountContext = Type.Object({
  participanteId: N(Type.Integer()),
  email: N(Type.String()),
  senhaTrocadaPorAdministrador: Type.Boolean(),
  dataTrocaSenhaUtc: N(Type.String()),
  dataBloqueioUtc: N(Type.String()),
  /** bumped on every password change: tokens issued before carry an older version and are refused */
  versaoSenha: Type.Integer({ description: 'sobe a cada troca de senha' }),
});
export type AccountContext = Static<typeof AccountContext>;

const selfOrNoOne = ({ context, event }: { context: AccountContext; event: AccountEvent }) =>
  event.actor.userId === context.participanteId && event.actor.espelhoAdminId === null;
const adminNotMirror = ({ event }: { event: AccountEvent }) => event.actor.role === 'Administrador' && event.actor.espelhoAdminId === null;

export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent },
  guards: {
    /** rule: the account owner, not through acesso espelho */
    ehOProprioUsuario: selfOrNoOne,
    /** rule: an administrator acting as themself */
    ehAdministrador: adminNotMirror,
    /** routing: a password was ever set (every password event bumps the version) */
    jaTeveSenha: ({ context }) => context.versaoSenha > 0,
    /** rule: a session of this account opened by an administrator (acesso espelho) */
    ehEspelhoDeAdministrador: ({ context, event }) => event.actor.userId === context.participanteId && event.actor.espelhoAdminId !== null,
  },
  actions: {
    /** a fact worth recording that changes no state (XState's can() refuses transitions with neither target nor action) */
    registrou: () => {},
    trocouSenha: assign(({ context, event }) => ({
      senhaTrocadaPorAdministrador: false,
      dataTrocaSenhaUtc: event.at,
      versaoSenha: context.versaoSenha + 1,
    })),
    adminDefiniuSenha: assign(({ context, event }) => ({
      senhaTrocadaPorAdministrador: true,
      dataTrocaSenhaUtc: event.at,
      versaoSenha: context.versaoSenha + 1,
    })),
  },
}).createMachine({
  id: 'conta',
  initial: 'inexistente',
  context: {
    participanteId: null,
    email: null,
    senhaTrocadaPorAdministrador: false,
    dataTrocaSenhaUtc: null,
    dataBloqueioUtc: null,
    versaoSenha: 0,
  },
  states: {
    inexistente: {
      on: {
        ContaCriada: {
          target: 'pendente',
          actions: assign(({ event }) => ({ participanteId: event.participanteId, email: event.email })),
        },
      },
    },
    pendente: {
      on: {
        CadastroCompletado: { target: 'ativa', actions: 'trocouSenha' },
        RedefinicaoSenhaSolicitada: { actions: 'registrou' },
        SenhaDefinidaPeloAdministrador: { guard: 'ehAdministrador', target: 'ativa', actions: 'adminDefiniuSenha' },
        ContaBloqueada: {
          guard: 'ehAdministrador',
          target: 'bloqueada',
          actions: assign(({ event }) => ({ dataBloqueioUtc: event.at })),
        },
      },
    },
    ativa: {
      on: {
        SenhaAlterada: { guard: 'ehOProprioUsuario', actions: 'trocouSenha' },
        RedefinicaoSenhaSolicitada: { actions: 'registrou' },
        SenhaRedefinida: { actions: 'trocouSenha' },
        SenhaDefinidaPeloAdministrador: { guard: 'ehAdministrador', actions: 'adminDefiniuSenha' },
        AcessoEspelhoIniciado: { guard: 'ehEspelhoDeAdministrador', actions: 'registrou' },
        ContaBloqueada: {
          guard: 'ehAdministrador',
          target: 'bloqueada',
          actions: assign(({ event, context }) => ({ dataBloqueioUtc: event.at, versaoSenha: context.versaoSenha + 1 })),
        },
      },
    },
    bloqueada: {
      on: {
        ContaDesbloqueada: [
          // routing: an account blocked before its registration was completed goes back to waiting for it
          { guard: and(['ehAdministrador', 'jaTeveSenha']), target: 'ativa', actions: assign({ dataBloqueioUtc: null }) },
          { guard: 'ehAdministrador', target: 'pendente', actions: assign({ dataBloqueioUtc: null }) },
        ],
        SenhaDefinidaPeloAdministrador: { guard: 'ehAdministrador', actions: 'adminDefiniuSenha' },
      },
    },
  },
});

export type AccountState = 'inexistente' | 'pendente' | 'ativa' | 'bloqueada';

/** Rule guards are replaced by `() => true` when folding stored events (docs/architecture.md "Machines and the fold"). */
export const accountRuleGuards = ['ehOProprioUsuario', 'ehAdministrador', 'ehEspelhoDeAdministrador'] as const;

/** pt-BR reason when a rule guard refuses. */
export const accountGuardMessages: Record<(typeof accountRuleGuards)[number], string> = {
  ehOProprioUsuario: msg.somenteProprioUsuario,
  ehAdministrador: msg.somenteAdministrador,
  ehEspelhoDeAdministrador: msg.espelhoSomenteAdministrador,
};

/** pt-BR reason when the state does not accept the event at all. */
export function accountStateRefusal(state: string, event: AccountEventType): string {
  if (state === 'inexistente') return msg.contaInexistente;
  if (event === 'ContaCriada') return msg.contaJaExiste;
  if (event === 'CadastroCompletado') return msg.cadastroJaCompleto;
  if (event === 'ContaDesbloqueada') return msg.contaNaoBloqueada;
  if (state === 'bloqueada') return msg.contaBloqueada;
  if (state === 'pendente') return msg.contaPendente;
  return msg.dadosInvalidos;
}
