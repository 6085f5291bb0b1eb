import { setup, assign } from 'xstate';
import type { Actor } from '../access/roles.ts';

/**
 * A production plan (fcst): quantities per model type × cycle of one fiscal year, made in one month. Stream
 * `plano-producao-<id>`. Every save is an event with the cells it changed (before and after); computing the order
 * call records when it was done. Every event carries the acting user (`actor`) and the time (`at`).
 */
export interface CelulaAlterada {
  tipoModeloId: number;
  cicloId: number;
  antes: number;
  depois: number;
}
interface Base {
  actor: Actor;
  at: string;
}
export type PlanoEvent =
  | (Base & { type: 'PlanoCadastrado'; planoId: number; anoFiscal: number; mes: number; celulas: CelulaAlterada[] })
  | (Base & { type: 'PlanoAlterado'; celulas: CelulaAlterada[] })
  | (Base & { type: 'OrderCallProcessado'; processamentoId: string });
export type PlanoEventType = PlanoEvent['type'];

export interface PlanoContext {
  planoId: number | null;
  anoFiscal: number | null;
  mes: number | null;
  /** quantity by `${tipoModeloId}:${cicloId}` (cells at 0 are dropped) */
  celulas: Record<string, number>;
  criadoEm: string | null;
  atualizadoEm: string | null;
  ultimoProcessamento: string | null;
}
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
