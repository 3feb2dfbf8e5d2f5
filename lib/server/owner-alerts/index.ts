import 'server-only';
export { raiseOwnerAlert } from './raise-alert';
