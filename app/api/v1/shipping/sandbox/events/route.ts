// The sandbox courier's buttons: a back-office session, or a call from this machine (demo scripts), may make
// the sandbox send its signed webhook for a parcel.
import { apiRoute, json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { currentSession } from '@/lib/server/http/authenticate';
import { clientIp } from '@/lib/server/http/client-ip';
import { staffActorOf } from '@/lib/server/access';
import { isLoopback } from '@/lib/server/backup/backup-endpoint';
import { pushSandboxEvent, type SandboxCaller } from '@/lib/server/shipping';
import { sandboxEventSchema } from '@/lib/shared/schemas/shipping-schema';

export const POST = apiRoute(async (request) => {
  const ip = clientIp(request.headers);
  const session = await currentSession(request);
  const caller: SandboxCaller = !session && isLoopback(ip) ? 'loopback' : staffActorOf(session, ip);
  return json(await pushSandboxEvent(caller, await readJsonBody(request, sandboxEventSchema)));
});
