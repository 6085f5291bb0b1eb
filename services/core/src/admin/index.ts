/** What other contexts may use of administration: the audit trail every reference-data change writes, list helpers. */
export { audit, listarAuditoria, type AuditAction, type AuditRow } from './audit.ts';
export { type AdminCtx, type PageQuery, likeTerm } from './common.ts';
