// Cash-on-delivery confirmation on WhatsApp. A first COD order that waits for the buyer's confirmation
// (confirm-cod-order.ts) also asks on WhatsApp, when the order carries an Indian mobile number: the template
// cod_confirmation with the buttons "Confirm order" (cod_confirm) and "Cancel order" (cod_cancel). This is
// about the order the buyer just placed, so it goes whatever their consent to order updates. The mailed link
// still works; whichever answer comes first wins (both are conditional updates of the same row).
//   - Confirm: the order is confirmed as by the link, its timeline saying it was on WhatsApp.
//   - Cancel: the order is cancelled and its pieces put back, as the release of an unconfirmed order does.
//   - No answer by half of cod_confirm_hours: one reminder (cod_confirmation_reminder), then the release.
import 'server-only';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, outboundMessages } from '@/lib/server/db/schema';
import { invalidateProducts } from '@/lib/server/cache';
import { deliverQueuedMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { sendWhatsApp } from '@/lib/server/messaging';
import { COD_WHATSAPP_MESSAGES as M } from '@/lib/shared/messages/cod-confirmation';
import { awaitingCodConfirmation, cancelAwaitingCodOrder } from './confirm-cod-order';
import { recordOrderEvent } from './order-events';
import { queueOrderMail } from './queue-order-mail';
import { codVars } from './whatsapp-order-updates';

const REMINDER_BATCH = 50;

export type CodAnswer = 'confirmed' | 'cancelled' | 'closed';

/** The buyer's button on the request (or its reminder); 'closed' when the order no longer waits for it. */
export async function answerCodOnWhatsApp(orderId: number, answer: 'confirm' | 'cancel'): Promise<CodAnswer> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    if (answer === 'cancel') {
      const cancelled = await cancelAwaitingCodOrder(tx, orderId, M.cancelledNote, false);
      if (!cancelled) return null;
      await recordOrderEvent(tx, orderId, 'shopper', {
        kind: 'status',
        fromStatus: 'confirmed',
        toStatus: 'cancelled',
        note: M.cancelledNote,
        data: { channel: 'whatsapp' },
      });
      return { answer: 'cancelled' as const, ...cancelled };
    }
    const [confirmed] = await tx
      .update(orders)
      .set({ codConfirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), awaitingCodConfirmation, sql`${orders.codConfirmBy} > now()`))
      .returning();
    if (!confirmed) return null;
    await recordOrderEvent(tx, orderId, 'shopper', {
      kind: 'note',
      note: M.confirmedNote,
      data: { channel: 'whatsapp', cod_confirmed: true },
    });
    return { answer: 'confirmed' as const, productIds: [], mail: await queueOrderMail(tx, confirmed, 'confirmation') };
  });
  if (!outcome) return 'closed';
  if (outcome.productIds.length) invalidateProducts(outcome.productIds);
  await deliverQueuedMail(outcome.mail);
  return outcome.answer;
}

/**
 * One reminder to each order asked on WhatsApp and still unanswered half-way through its time. The dedupe key
 * makes it one per order across instances and sweeps; the release at the deadline is the existing sweep's.
 */
export async function remindUnansweredCodOrders(): Promise<number> {
  const db = await getDb();
  const hours = (await readShopSettings(db)).cod_confirm_hours;
  const due = await db
    .select({ order: orders, to: outboundMessages.toPhone })
    .from(orders)
    .innerJoin(
      outboundMessages,
      and(eq(outboundMessages.orderId, orders.id), eq(outboundMessages.template, 'cod_confirmation')),
    )
    .where(
      and(
        awaitingCodConfirmation,
        isNotNull(outboundMessages.providerMessageId),
        sql`${orders.codConfirmBy} > now()`,
        lte(orders.codConfirmBy, sql`now() + make_interval(mins => ${Math.round(hours * 30)})`),
        sql`NOT EXISTS (SELECT 1 FROM outbound_messages r WHERE r.dedupe_key = 'order:' || ${orders.id} || ':cod_reminder')`,
      ),
    )
    .orderBy(asc(orders.codConfirmBy))
    .limit(REMINDER_BATCH);
  let sent = 0;
  for (const { order, to } of due) {
    const message = await sendWhatsApp({
      to,
      template: 'cod_confirmation_reminder',
      vars: codVars(order),
      userId: order.userId,
      orderId: order.id,
      dedupeKey: `order:${order.id}:cod_reminder`,
    });
    if (message) sent++;
  }
  return sent;
}
