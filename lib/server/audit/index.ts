import 'server-only';
export { recordAudit, type SystemActor } from './audit-log';
