/** What other contexts' contracts may use of vehicles: its messages and the option (spec) schema. */
export { vmsg } from './messages.ts';
export { FiltrosDoVeiculo, Spec } from './schemas.ts';
/** The rows and answers of Faturamento (billing/schemas.ts). */
export { DatasFaturamento, LiberacaoLinha, LiberacaoStatus, Pendencia, TipoPagamento, TipoVenda } from './schemas.ts';
/** The machine's events and context as schemas (the auditor's replay, auditoria/schemas.ts). */
export { VehicleEventData, VehicleContext } from './vehicle-machine.ts';
