import { createActor, initialTransition, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { Refused } from '../kernel/errors.ts';
import type { StoredEvent } from './types.ts';

/** A command or an event as the machine takes it (a portal command is the event it records). */
export type MachineEvent = { type: string } & Record<string, unknown>;
export type State = AnyMachineSnapshot;

/** An aggregate's machine and how to explain its refusals in pt-BR. */
export interface MachineRules {
  machine: AnyStateMachine;
  /** guards that decide who may act and business rules; always true when evolving (history is not judged again) */
  ruleGuards: readonly string[];
  /** rule guard implementations, when the machine only names them */
  guardImpls?: Record<string, (args: { context: unknown; event: MachineEvent }) => boolean>;
  guardMessages: Record<string, string>;
  stateRefusal(state: string, eventType: string): string;
}

/** Why the machine refuses a command: the pt-BR reason, and the rule guard that refused (null: the state does not take it). */
export interface Refusal {
  reason: string;
  guard: string | null;
}

/** The machine as a decider (emmett's `Decider`). Pure: no I/O; built once per aggregate (`machineDecider`). */
export interface Decider {
  initialState: State;
  /** the state after `event`, rule guards always true */
  evolve(state: State, event: MachineEvent): State;
  /** the events of `command` in `state`; throws Refused with the machine's reason */
  decide(command: MachineEvent, state: State): MachineEvent[];
  /** null when the machine takes `command` in `state` with the real rule guards, else why not */
  refusal(command: MachineEvent, state: State): Refusal | null;
  /** the state a read model keeps (state name and context); null: the initial state */
  resolve(state: string | null, context: unknown): State;
}

export const stateName = (s: State) => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value));

const nada = () => {};
/**
 * XState's inert actor scope, built once per machine from its public API (`createActor`, never started): XState's pure
 * `transition` builds one per call, which computes the machine's initial snapshot every time (bench/orders).
 * Like XState's, it runs and defers nothing: the portal's machines only assign and guard.
 */
function inertScope(machine: AnyStateMachine): AnyActorScope {
  const self = createActor(machine);
  return { self, system: self.system, id: '', sessionId: '', logger: nada, defer: nada, emit: nada, stopChild: nada, actionExecutor: nada };
}

/** Where the deciding machine's rule guards note which of them refused: on the copy of the command `can` is asked. */
const RECUSAS = Symbol('recusas');
type Sonda = MachineEvent & { [RECUSAS]?: string[] };

export function machineDecider(rules: MachineRules): Decider {
  const evolving = rules.machine.provide({ guards: Object.fromEntries(rules.ruleGuards.map((g) => [g, () => true])) });
  const scope = inertScope(evolving);
  const impls = rules.guardImpls ?? {};
  const base = rules.machine.implementations.guards as Record<string, unknown>;
  const deciding = rules.machine.provide({
    guards: Object.fromEntries(
      rules.ruleGuards.map((g) => {
        const impl = (impls[g] ?? base[g]) as (args: { event: Sonda }, params?: unknown) => boolean;
        const anotada = (args: { event: Sonda }, params: unknown) => {
          const ok = impl(args, params);
          if (!ok) args.event[RECUSAS]?.push(g);
          return ok;
        };
        return [g, anotada];
      }),
    ),
  });
  const initialState = initialTransition(evolving)[0];
  const evolve = (state: State, event: MachineEvent) => evolving.transition(state, event, scope);
  const refusal = (command: MachineEvent, state: State): Refusal | null => {
    const sonda: Sonda = { ...command, [RECUSAS]: [] };
    if (deciding.resolveState({ value: state.value, context: state.context }).can(sonda)) return null;
    const guard = sonda[RECUSAS]![0] ?? null;
    const reason = (guard === null ? undefined : rules.guardMessages[guard]) ?? rules.stateRefusal(stateName(state), command.type);
    return { reason, guard };
  };
  return {
    initialState,
    evolve,
    refusal,
    decide(command, state) {
      const r = refusal(command, state);
      if (r) throw new Refused(r.reason);
      return [command];
    },
    resolve: (state, context) => (state === null || context === null ? initialState : evolving.resolveState({ value: state, context })),
  };
}

/** The state after stored events, from the initial state. */
export const fold = ({ decider }: { decider: Decider }, events: Pick<StoredEvent, 'data'>[]): State =>
  events.reduce((s, e) => decider.evolve(s, e.data as MachineEvent), decider.initialState);

/**
 * One evolve step from the state a read model keeps (`state` null: nothing happened yet): projections keep the context in
 * their row, so each event costs one transition, not a replay of the stream.
 */
export const evolveStored = <C>({ decider }: { decider: Decider }, state: string | null, context: C | null, event: Pick<StoredEvent, 'data'>): C =>
  decider.evolve(decider.resolve(state, context), event.data as MachineEvent).context as C;
