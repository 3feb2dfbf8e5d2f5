// POST /shipping/sandbox/events: the sandbox's courier, driven by hand. It writes the webhook the courier
// would send, signs it with the sandbox's webhook secret and hands it to the same webhook handler, so the
// demo and the tests exercise the signed path end to end. Only the sandbox has such a courier.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { shipments } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import type { SandboxEvent } from '@/lib/shared/schemas/shipping-schema';
import { SHIPPING_ERROR_CODES as CODES } from '@/lib/shared/shipping-contract';
import type { EventResult } from './courier-events';
import { openShippingProvider } from './select-courier';
import { signShippingBody } from './webhook-signature';
import { handleShippingWebhook } from './webhook';
import { paiseToRupees } from '@/lib/shared/money';

/** The caller: a back-office session, or this machine itself (the demo's scripts). */
export type SandboxCaller = StaffActor | 'loopback';

export async function pushSandboxEvent(caller: SandboxCaller, input: SandboxEvent): Promise<EventResult> {
  if (caller !== 'loopback') authorize(caller, 'orders');
  const provider = openShippingProvider();
  if (provider.name !== 'sandbox') throw new DomainError(CODES.sandboxOff, M.notSandbox);
  const db = await getDb();
  const [shipment] = await db.select().from(shipments).where(eq(shipments.awb, input.awb));
  if (!shipment) throw new DomainError(CODES.unknownShipment, M.unknownShipment(input.awb));
  const now = new Date().toISOString();
  const body = {
    event_id: `sbx_${randomUUID()}`,
    awb: shipment.awb,
    event: input.event,
    occurred_at: now,
    ...(input.event === 'undelivered' ? { reason: input.reason ?? 'Customer not available' } : {}),
    ...(input.event === 'cod_remitted'
      ? { amount: input.amount ?? paiseToRupees(shipment.codPaise), utr: `SBXUTR${Date.now()}`, remitted_at: now }
      : {}),
  };
  const raw = JSON.stringify(body);
  return handleShippingWebhook(raw, signShippingBody(provider.webhookSecret, raw));
}
