/** What other contexts' contracts may use of KPI: the vehicle machine's events and context as schemas (the auditor's replay, auditoria/schemas.ts). */
export { VeiculoKpiEventData, VeiculoKpiContext } from './veiculo-machine.ts';
