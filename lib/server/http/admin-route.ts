// Wraps every /api/v1/admin route: the apiRoute error convention, then the caller as a back-office actor
// (no session: 401; a shopper's session: 403), with the client's address for the audit log. The handler
// passes the actor to the domain, which checks the permission itself (lib/server/access/staff-actor.ts):
// this wrapper only says who is calling. Answers are private (no shared or browser cache keeps them).
import 'server-only';
import type { NextRequest } from 'next/server';
import { staffActorOf, type StaffActor } from '@/lib/server/access';
import { currentSession } from './authenticate';
import { clientIp } from './client-ip';
import { apiRoute } from './route';

type AdminContext<P> = { params: P; actor: StaffActor };
type AdminHandler<P> = (request: NextRequest, context: AdminContext<P>) => Promise<Response>;

export function adminRoute<P = Record<string, never>>(handler: AdminHandler<P>) {
  return apiRoute<P>(async (request, context) => {
    const actor = staffActorOf(await currentSession(request), clientIp(request.headers));
    const params = (context?.params ? await context.params : {}) as P;
    const response = await handler(request, { params, actor });
    if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-store');
    return response;
  });
}
