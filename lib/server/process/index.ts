import 'server-only';
export { repeatInProcess } from './repeat-in-process';
export { giveWayToRequests } from './give-way';
