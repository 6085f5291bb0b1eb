import { evolveStored, machineDecider, type Decider, type MachineRules } from './decider.ts';
import type { Projection, Row } from './projection.ts';
import { contextoGuardado, tipoDeStream, type TipoDeStream } from './streams.ts';
import type { StoredEvent } from './types.ts';

/** An aggregate: its stream type, its machine as a decider, and the read models its events write inline with the append. */
export interface Aggregate extends MachineRules {
  streamType: string;
  projections: Projection[];
  decider: Decider;
}

/**
 * A machine's aggregate as its context states it once (`agregadoDeMaquina`): its streams, and the aggregate itself once
 * the read models are written (they come after, since they fold with the machine).
 */
export interface AgregadoDeMaquina extends TipoDeStream {
  /** the aggregate, with the read models its events write inline */
  comProjecoes(...projections: Projection[]): Aggregate;
}

/** How a read model's row gives the machine back its state and context, for one fold step per event. */
export interface LeituraDoContexto<C> {
  /** the machine's state a stored context is in (null: nothing happened yet) */
  estado(context: C): string | null;
  /** the context in a read model's row (default: its `contexto` column, `contextoGuardado`) */
  daLinha?(row: Row): C;
}

/** An aggregate whose read models keep the machine's context. */
export interface AgregadoComContexto<C> extends AgregadoDeMaquina {
  /** the context after `event`, from the context before it (null: nothing happened yet): the event store's one fold step. Pure. */
  evolve(context: C | null, event: Pick<StoredEvent, 'data'>): C;
  /** the context a read model's row keeps */
  contexto(row: Row): C;
  /** the context after `event`, from the read model's row before it (none: a new aggregate) */
  contextoApos(current: Row | undefined, event: StoredEvent): C;
}

/**
 * The aggregate of a machine: `<streamType>-<id>` streams, its decider (built here, once: each `provide` of a machine
 * costs ~1 ms) and, given how a row gives the state back, its fold step from a read model.
 */
export function agregadoDeMaquina(streamType: string, rules: MachineRules): AgregadoDeMaquina;
export function agregadoDeMaquina<C>(streamType: string, rules: MachineRules, leitura: LeituraDoContexto<C>): AgregadoComContexto<C>;
export function agregadoDeMaquina<C>(streamType: string, rules: MachineRules, leitura?: LeituraDoContexto<C>): AgregadoDeMaquina | AgregadoComContexto<C> {
  const decider = machineDecider(rules);
  const base: AgregadoDeMaquina = {
    ...tipoDeStream(streamType),
    comProjecoes: (...projections) => ({ ...rules, streamType, projections, decider }),
  };
  if (!leitura) return base;
  const evolve = (context: C | null, event: Pick<StoredEvent, 'data'>): C =>
    evolveStored<C>({ decider }, context === null ? null : leitura.estado(context), context, event);
  const contexto = leitura.daLinha ?? contextoGuardado<C>;
  return { ...base, evolve, contexto, contextoApos: (current, event) => evolve(current ? contexto(current) : null, event) };
}
