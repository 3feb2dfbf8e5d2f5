import 'server-only';
export { hashPassword } from './passwords';
export { revokeUserSessions, findSession, type AuthenticatedSession } from './sessions';
export { hashToken, randomToken } from './tokens';
