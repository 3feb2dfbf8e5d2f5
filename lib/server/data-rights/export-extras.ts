// The parts of a buyer's export that live beside the account: the SMS and WhatsApp messages sent to them and
// the stored value (store credit, savings plan money) held in their name, with each movement.
import 'server-only';
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { outboundMessages, storedValueMovements, storedValues } from '@/lib/server/db/schema';
import { paiseToRupees } from '@/lib/shared/money';

/** SMS and WhatsApp messages to the account, or to its verified number. */
export async function phoneMessagesOf(db: Executor, userId: number, phone: string | null) {
  const rows = await db
    .select({
      channel: outboundMessages.channel,
      template: outboundMessages.template,
      at: outboundMessages.createdAt,
      status: outboundMessages.status,
    })
    .from(outboundMessages)
    .where(
      phone
        ? or(eq(outboundMessages.userId, userId), eq(outboundMessages.toPhone, phone))
        : eq(outboundMessages.userId, userId),
    )
    .orderBy(desc(outboundMessages.createdAt));
  return rows.map((m) => ({ channel: m.channel, subject: m.template, at: m.at, status: m.status }));
}

/** Store credit and savings plan money in the buyer's name (a gift card belongs to whoever holds its code). */
export async function storedValueOf(db: Executor, userId: number) {
  const values = await db
    .select()
    .from(storedValues)
    .where(eq(storedValues.userId, userId))
    .orderBy(asc(storedValues.id));
  const ids = values.map((v) => v.id);
  const movements = ids.length
    ? await db
        .select()
        .from(storedValueMovements)
        .where(inArray(storedValueMovements.storedValueId, ids))
        .orderBy(asc(storedValueMovements.id))
    : [];
  return values.map((v) => ({
    kind: v.kind,
    balance: paiseToRupees(v.balancePaise),
    expires_on: v.expiresOn,
    status: v.status,
    movements: movements
      .filter((m) => m.storedValueId === v.id)
      .map((m) => ({ amount: paiseToRupees(m.amountPaise), reason: m.reason, order_id: m.orderId, at: m.createdAt })),
  }));
}
