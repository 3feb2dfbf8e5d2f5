import 'server-only';
export { backupStatus } from './backup-status';
