import { setup, assign } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import { eventosCom, type ComAtor } from '../eventos.ts';

/**
 * A production plan (fcst): quantities per model type × cycle of one fiscal year, made in one month. Stream
 * `plano-producao-<id>`. Every save is an event with the cells it changed (before and after); computing the order
 * call records when it was done. Every event carries the acting user (`actor`) and the time (`at`).
 */
export const CelulaAlterada = Type.Object({
  tipoModeloId: Type.Integer(),
  cicloId: Type.Integer(),
  antes: Type.Integer(),
  depois: Type.Integer(),
});
export type CelulaAlterada = Static<typeof CelulaAlterada>;
const evento = eventosCom({ at: Type.String() });
/** The plan's events as the stream `plano-producao-<id>` keeps them (without the acting user). */
export const PlanoEventData = Type.Union([
  evento('PlanoCadastrado', { planoId: Type.Integer(), anoFiscal: Type.Integer(), mes: Type.Integer(), celulas: Type.Array(CelulaAlterada) }),
  evento('PlanoAlterado', { celulas: Type.Array(CelulaAlterada) }),
  evento('OrderCallProcessado', { processamentoId: Type.String() }),
]);
export type PlanoEvent = ComAtor<Static<typeof PlanoEventData>>;
export type PlanoEventType = PlanoEvent['type'];

export const PlanoContext = Type.Object({
  planoId: N(Type.Integer()),
  anoFiscal: N(Type.Integer()),
  mes: N(Type.Integer()),
  /** quantity by `${tipoModeloId}:${cicloId}` (cells at 0 are dropped) */
  celulas: Type.Record(Type.String(), Type.Integer(), { description: 'quantidade por `tipoModeloId:cicloId` (células em 0 saem)' }),
  criadoEm: N(Type.String()),
  atualizadoEm: N(Type.String()),
  ultimoProcessamento: N(Type.String()),
});
export type PlanoContext = Static<typeof PlanoContext>;
export const chaveCelula = (tipoModeloId: number, cicloId: number) => `${tipoModeloId}:${cicloId}`;

function aplicar(celulas: Record<string, number>, alteradas: CelulaAlterada[]): Record<string, number> {
  const out = { ...celulas };
  for (const c of alteradas) {
    const k = chaveCelula(c.tipoModeloId, c.cicloId);
    if (c.depois === 0) delete out[k];
    else out[k] = c.depois;
  }
  return out;
}

export const planoInicial: PlanoContext = {
  planoId: null,
  anoFiscal: null,
  mes: null,
  celulas: {},
  criadoEm: null,
  atualizadoEm: null,
  ultimoProcessamento: null,
};

export const planoMachine = setup({
  types: { context: {} as PlanoContext, events: {} as PlanoEvent },
}).createMachine({
  id: 'planoProducao',
  initial: 'novo',
  context: planoInicial,
  states: {
    novo: {
      on: {
        PlanoCadastrado: {
          target: 'cadastrado',
          actions: assign(({ event }) => ({
            planoId: event.planoId,
            anoFiscal: event.anoFiscal,
            mes: event.mes,
            celulas: aplicar({}, event.celulas),
            criadoEm: event.at,
            atualizadoEm: event.at,
          })),
        },
      },
    },
    cadastrado: {
      on: {
        PlanoAlterado: { actions: assign(({ context, event }) => ({ celulas: aplicar(context.celulas, event.celulas), atualizadoEm: event.at })) },
        OrderCallProcessado: { actions: assign(({ event }) => ({ ultimoProcessamento: event.at })) },
      },
    },
  },
});

export const planoRuleGuards: readonly string[] = [];
export const planoGuardMessages: Record<string, string> = {};
export function planoStateRefusal(state: string, _event: PlanoEventType): string {
  return state === 'novo' ? 'Plano de produção não encontrado.' : 'Plano de produção já cadastrado.';
}

/** The cells that differ between two grids (what a save records). */
export function celulasAlteradas(antes: Record<string, number>, depois: Record<string, number>): CelulaAlterada[] {
  const chaves = [...new Set([...Object.keys(antes), ...Object.keys(depois)])].sort();
  const out: CelulaAlterada[] = [];
  for (const k of chaves) {
    const a = antes[k] ?? 0;
    const d = depois[k] ?? 0;
    if (a === d) continue;
    const [m, c] = k.split(':').map(Number);
    out.push({ tipoModeloId: m!, cicloId: c!, antes: a, depois: d });
  }
  return out;
}
