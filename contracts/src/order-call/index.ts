/** What other contexts' contracts use of order-call: the BI chart tables (every BI dashboard draws and exports them). */
export { type Quadro, type LinhaQuadro, biMsg } from './bi.ts';
export { AtualizacaoBi, OpcoesBi, literais } from './bi-schemas.ts';
/** The machine's events and context as schemas (the auditor's replay, auditoria/schemas.ts). */
export { PlanoEventData, PlanoContext } from './plano-machine.ts';
