/**
 * The reference data and lookups of the direct-sales order screen and the boletos screen (spec direct-sales §3 "Lookup
 * lists", §7.1, §7.2): the rules behind them (client types, file types and required documents, steps and statuses, prices).
 * Their requests and answers are in schemas.ts.
 */
export * from './referencias.ts';
export * from './documentos.ts';
export * from './precos.ts';
export { lmsg } from './lookups-messages.ts';
