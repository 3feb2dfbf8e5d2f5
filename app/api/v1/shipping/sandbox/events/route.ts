// The sandbox courier's buttons: a back-office session, or a call from this machine (demo scripts), may make
// the sandbox send its signed webhook for a parcel.
import { json } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { staffActorOf } from '@/lib/server/access';
import { isLoopback } from '@/lib/server/backup/backup-endpoint';
import { pushSandboxEvent, type SandboxCaller } from '@/lib/server/shipping';
import { sandboxEventSchema } from '@/lib/shared/schemas/shipping-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { SHIPPING_ERROR_CODES as SHIP } from '@/lib/shared/error-codes';
import { courierEventResultSchema } from '@/lib/shared/schemas/response-schema';

export const POST = defineRoute(
  {
    summary: 'Pushes a signed courier event for a sandbox parcel (sandbox only; staff or loopback).',
    auth: 'optional',
    body: sandboxEventSchema,
    errors: [SHIP.sandboxOff, SHIP.unknownShipment],
    response: courierEventResultSchema,
  },
  async (request, { session, body }) => {
    const ip = clientIp(request.headers);
    const caller: SandboxCaller = !session && isLoopback(ip) ? 'loopback' : staffActorOf(session, ip);
    return json(await pushSandboxEvent(caller, body));
  },
);
