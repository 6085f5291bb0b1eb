import { setup, assign } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import { eventosCom, type ComAtor } from '../eventos.ts';
import { visaoMsg } from './messages.ts';

/**
 * A saved view of a list (its filters, columns, order and page size under a name), owned by one user. Stream
 * `visao-<id>`: saved, renamed, changed, made (or unmade) the owner's default of its list, shared (or not) with the owner's
 * profile type, deleted. Every event carries the acting user (`actor`) and the time (`at`).
 */
export const OrdemVisao = Type.Object({ sort: Type.String({ maxLength: 60 }), order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) });
export type OrdemVisao = Static<typeof OrdemVisao>;
/** The list's filters as the console serialises them (a JSON object, bounded in size by the route). */
export const FiltrosVisao = Type.Record(Type.String(), Type.Unknown());
export type FiltrosVisao = Static<typeof FiltrosVisao>;

/** What a view keeps of its list. */
const conteudo = {
  filtros: FiltrosVisao,
  colunas: N(Type.Array(Type.String())),
  ordem: N(OrdemVisao),
  porPagina: N(Type.Integer()),
};

const evento = eventosCom({ at: Type.String() });
/** The view's events as the stream `visao-<id>` keeps them (without the acting user). */
export const VisaoEventData = Type.Union([
  evento('VisaoSalva', {
    visaoId: Type.Integer(),
    lista: Type.String(),
    nome: Type.String(),
    donoId: Type.Integer(),
    /** the owner's profile type (perfil) when saved: who a shared view is shown to */
    perfilId: Type.Integer(),
    padrao: Type.Boolean(),
    compartilhada: Type.Boolean(),
    ...conteudo,
  }),
  evento('VisaoRenomeada', { nome: Type.String() }),
  evento('VisaoAlterada', conteudo),
  evento('VisaoDefinidaPadrao', { padrao: Type.Boolean() }),
  evento('VisaoCompartilhada', { compartilhada: Type.Boolean() }),
  evento('VisaoExcluida'),
]);
export type VisaoEvent = ComAtor<Static<typeof VisaoEventData>>;
export type VisaoEventType = VisaoEvent['type'];

export const VisaoContext = Type.Object({
  visaoId: N(Type.Integer()),
  lista: N(Type.String()),
  nome: N(Type.String()),
  donoId: N(Type.Integer()),
  perfilId: N(Type.Integer()),
  padrao: Type.Boolean(),
  compartilhada: Type.Boolean(),
  ...conteudo,
  criadaEm: N(Type.String()),
  atualizadaEm: N(Type.String()),
  excluidaEm: N(Type.String()),
});
export type VisaoContext = Static<typeof VisaoContext>;

export const visaoInicial: VisaoContext = {
  visaoId: null,
  lista: null,
  nome: null,
  donoId: null,
  perfilId: null,
  padrao: false,
  compartilhada: false,
  filtros: {},
  colunas: null,
  ordem: null,
  porPagina: null,
  criadaEm: null,
  atualizadaEm: null,
  excluidaEm: null,
};

export const visaoMachine = setup({
  types: { context: {} as VisaoContext, events: {} as VisaoEvent },
}).createMachine({
  id: 'visao',
  initial: 'nova',
  context: visaoInicial,
  states: {
    nova: {
      on: {
        VisaoSalva: {
          target: 'salva',
          actions: assign(({ event }) => ({
            visaoId: event.visaoId,
            lista: event.lista,
            nome: event.nome,
            donoId: event.donoId,
            perfilId: event.perfilId,
            padrao: event.padrao,
            compartilhada: event.compartilhada,
            filtros: event.filtros,
            colunas: event.colunas,
            ordem: event.ordem,
            porPagina: event.porPagina,
            criadaEm: event.at,
            atualizadaEm: event.at,
          })),
        },
      },
    },
    salva: {
      on: {
        VisaoRenomeada: { actions: assign(({ event }) => ({ nome: event.nome, atualizadaEm: event.at })) },
        VisaoAlterada: {
          actions: assign(({ event }) => ({
            filtros: event.filtros,
            colunas: event.colunas,
            ordem: event.ordem,
            porPagina: event.porPagina,
            atualizadaEm: event.at,
          })),
        },
        VisaoDefinidaPadrao: { actions: assign(({ event }) => ({ padrao: event.padrao, atualizadaEm: event.at })) },
        VisaoCompartilhada: { actions: assign(({ event }) => ({ compartilhada: event.compartilhada, atualizadaEm: event.at })) },
        VisaoExcluida: { target: 'excluida', actions: assign(({ event }) => ({ padrao: false, excluidaEm: event.at })) },
      },
    },
    excluida: { type: 'final' },
  },
});

export const visaoRuleGuards: readonly string[] = [];
export const visaoGuardMessages: Record<string, string> = {};
export function visaoStateRefusal(state: string, _event: VisaoEventType): string {
  if (state === 'nova') return visaoMsg.visaoNaoEncontrada;
  if (state === 'excluida') return visaoMsg.visaoExcluidaAntes;
  return visaoMsg.visaoJaSalva;
}

/** The machine's state a stored context is in (null: nothing saved yet). */
export const estadoDaVisao = (c: VisaoContext): string | null => (c.excluidaEm ? 'excluida' : c.visaoId ? 'salva' : null);
