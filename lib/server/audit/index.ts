import 'server-only';
export { recordAudit, type SystemActor, recordAudits, type AuditEntry } from './audit-log';
