/** The machine's events and context as schemas (the auditor's replay, auditoria/schemas.ts). */
export { VisaoEventData, VisaoContext } from './visao-machine.ts';
