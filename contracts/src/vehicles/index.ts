/** What other contexts' contracts may use of vehicles: its messages and the option (spec) schema. */
export { vmsg } from './messages.ts';
export { FiltrosDoVeiculo, Spec } from './schemas.ts';
