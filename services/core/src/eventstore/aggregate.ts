import { machineDecider, type Decider, type MachineRules } from './decider.ts';
import type { Projection } from './projection.ts';

/** An aggregate: its stream type, its machine as a decider, and the read models its events write inline with the append. */
export interface Aggregate extends MachineRules {
  streamType: string;
  projections: Projection[];
  decider: Decider;
}

/** The aggregate of a machine: its decider is built here, once (each `provide` of a machine costs ~1 ms). */
export const aggregate = (spec: Omit<Aggregate, 'decider'>): Aggregate => ({ ...spec, decider: machineDecider(spec) });
