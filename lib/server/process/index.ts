import 'server-only';
export { repeatInProcess } from './repeat-in-process';
