// WhatsApp's delivery statuses, read in whatever order the webhooks arrive, never moving a message backwards:
// queued < sent < delivered < read, and 'failed' only from queued or sent (a message the phone showed was
// not lost). One conditional UPDATE each, so two webhooks racing cannot undo one another.
import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { outboundMessages, type OUTBOUND_STATUSES } from '@/lib/server/db/schema';

type Status = (typeof OUTBOUND_STATUSES)[number];
export type DeliveryStatus = Exclude<Status, 'queued'>;

const MOVES_FROM: Record<DeliveryStatus, Status[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

/** True when the message moved on; false for an unknown message or a status it is already past. */
export async function applyDeliveryStatus(
  providerMessageId: string,
  status: DeliveryStatus,
  error: string | null = null,
): Promise<boolean> {
  const db = await getDb();
  const moved = await db
    .update(outboundMessages)
    .set({ status, updatedAt: sql`now()`, ...(status === 'failed' ? { error: error ?? 'Not delivered' } : {}) })
    .where(
      and(
        eq(outboundMessages.providerMessageId, providerMessageId),
        inArray(outboundMessages.status, MOVES_FROM[status]),
      ),
    )
    .returning({ id: outboundMessages.id });
  return moved.length > 0;
}
