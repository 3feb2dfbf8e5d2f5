import 'server-only';
export { hashPassword } from './passwords';
export { revokeUserSessions, findSession, type AuthenticatedSession } from './sessions';
export { hashToken, randomToken } from './tokens';
export { noOtpSession } from './auth-error';
export { checkOtpCode, consumeOtpSession, startOtpSession } from './otp-sessions';
export { serverSecret } from './server-secret';
export { lockWindowKey, windowFullUntil } from './window-limit';
export { clientNetwork } from './client-network';
