// Who is acting in the back office, and what they may do. Every back-office domain function takes a
// StaffActor and calls authorize() first, so the rule holds for the API, pages and scripts alike, whatever
// proxy.ts or a page does.
import 'server-only';
import { DomainError } from '@/lib/server/errors';
import {
  effectivePermissions,
  isBackOfficeRole,
  mayDo,
  REAUTH_WINDOW_MS,
  type BackOfficeRole,
  type Permission,
} from '@/lib/shared/back-office/permissions';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export type StaffActor = {
  userId: number;
  email: string;
  name: string;
  role: BackOfficeRole;
  /** What this actor may do, read with the session: the owner every permission, staff what was granted. */
  permissions: readonly Permission[];
  sessionId: number;
  /** The last time the password was proved in this session: the sign-in or a later re-authentication. */
  passwordProvedAt: Date;
  /** The client's address (lib/server/http/client-ip), kept in the audit log. */
  clientIp: string;
};

export const forbidden = () => new DomainError(ADMIN_ERROR_CODES.forbidden, ADMIN_MESSAGES.forbidden);

/**
 * What the actor is made of: auth's AuthenticatedSession fits it. Spelled here rather than imported, so access
 * (below auth, which checks permissions through it) imports nothing of auth.
 */
export type ActorSession = {
  sessionId: number;
  user: { id: number; email: string | null; name: string };
  role: string;
  signedInAt: Date;
  reauthenticatedAt: Date | null;
  grantedPermissions: string[];
};

/**
 * The back-office actor of a session: null session is 401, a shopper's session 403. Called by the HTTP edge
 * (defineRoute, the admin pages) to turn a session into an actor the domain accepts.
 */
export function staffActorOf(session: ActorSession | null, clientIp: string): StaffActor {
  if (!session) throw new DomainError(ERROR_CODES.unauthenticated, ADMIN_MESSAGES.signInRequired);
  if (!isBackOfficeRole(session.role)) throw new DomainError(ADMIN_ERROR_CODES.forbidden, ADMIN_MESSAGES.notBackOffice);
  const reauth = session.reauthenticatedAt;
  return {
    userId: session.user.id,
    // Back-office accounts are made with an address (owner setup, invitations).
    email: session.user.email ?? '',
    name: session.user.name,
    role: session.role,
    permissions: effectivePermissions(session.role, session.grantedPermissions),
    sessionId: session.sessionId,
    passwordProvedAt: reauth && reauth > session.signedInAt ? reauth : session.signedInAt,
    clientIp,
  };
}

/** Refuses (403) an actor without the permission. The first line of every back-office function. */
export function authorize(actor: StaffActor, permission: Permission): void {
  if (!mayDo(actor, permission)) throw forbidden();
}

/** Refuses (403) an actor with none of these permissions (a read two areas share). */
export function authorizeAny(actor: StaffActor, ...permissions: Permission[]): void {
  if (!permissions.some((p) => mayDo(actor, p))) throw forbidden();
}

/** Refunds and staff changes: the password must have been given within the last 10 minutes (401 otherwise). */
export function requireRecentPassword(actor: StaffActor, now: Date = new Date()): void {
  if (now.getTime() - actor.passwordProvedAt.getTime() > REAUTH_WINDOW_MS) {
    throw new DomainError(ADMIN_ERROR_CODES.reauthRequired, ADMIN_MESSAGES.reauthRequired);
  }
}

/** The audit log's and timelines' name for the actor. */
export function actorLabel(actor: StaffActor): string {
  return actor.email;
}
