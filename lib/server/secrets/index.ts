import 'server-only';
export { dataDirSecret, newSecret } from './data-dir-secret';
