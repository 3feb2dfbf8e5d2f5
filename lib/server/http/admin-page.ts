// The back-office actor of a page request (app/admin): a Server Component reads it to decide what to render.
// The pages never decide access alone: every read and write they make goes through the domain, which
// authorizes the actor again.
import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DomainError } from '@/lib/server/errors';
import { staffActorOf, type StaffActor } from '@/lib/server/access';
import { clientIp } from './client-ip';
import { pageSession } from './page-session';

export type BackOfficePageAccess =
  { kind: 'actor'; actor: StaffActor } | { kind: 'signed-out' } | { kind: 'forbidden'; message: string };

export async function backOfficePageAccess(): Promise<BackOfficePageAccess> {
  const session = await pageSession();
  if (!session) return { kind: 'signed-out' };
  try {
    return { kind: 'actor', actor: staffActorOf(session, clientIp(await headers())) };
  } catch (error) {
    if (error instanceof DomainError) return { kind: 'forbidden', message: error.message };
    throw error;
  }
}

/** A record a page shows: an unknown id is the page's 404, like the API's. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && error.code === ERROR_CODES.notFound) notFound();
    throw error;
  }
}
