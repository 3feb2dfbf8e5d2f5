// An order's confirmation or cancellation email, queued in the transaction that changes the order (see
// lib/server/mail/queued-mail): one email for each change that commits, none for a replay. A buyer who agreed
// to order updates on WhatsApp hears of them there instead, the mail standing behind (whatsapp-order-updates.ts).
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { users, type OrderRow, type TaxDocumentRow } from '@/lib/server/db/schema';
import { invoiceAttachment } from '@/lib/server/invoices';
import {
  orderCancellationMail,
  orderConfirmationMail,
  orderProgressMail,
  orderShippedMail,
  queueMail,
  taxDocumentMail,
  type QueuedMail,
} from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { orderView } from './order-view';
import { queueOrderUpdate, type WhatsAppOrderEvent } from './whatsapp-order-updates';

export type OrderMailKind =
  'confirmation' | 'cancellation' | 'shipped' | 'processing' | 'delivered' | 'out_for_delivery';

const MAILS = {
  confirmation: orderConfirmationMail,
  cancellation: orderCancellationMail,
  shipped: orderShippedMail,
  processing: (settings, order, to) => orderProgressMail(settings, order, to, 'processing'),
  delivered: (settings, order, to) => orderProgressMail(settings, order, to, 'delivered'),
  out_for_delivery: (settings, order, to) => orderProgressMail(settings, order, to, 'out_for_delivery'),
} satisfies Record<OrderMailKind, typeof orderConfirmationMail>;

/** The events also told on WhatsApp to buyers who agreed (whatsapp-order-updates.ts); the rest by mail only. */
const WHATSAPP_EVENT_OF: Record<OrderMailKind, WhatsAppOrderEvent | null> = {
  confirmation: 'confirmed',
  cancellation: null,
  shipped: 'shipped',
  processing: null,
  delivered: 'delivered',
  out_for_delivery: 'out_for_delivery',
};

/** The queued mail (a shipped order's carries its tax invoice, issued in that move), for deliverQueuedMail after the commit. It goes to the account's verified address only:
 *  the shipping address's email is whatever the caller typed, and mailing it would let anyone send the
 *  shop's mail, carrying their own text, to a stranger. */
export async function queueOrderMail(
  tx: Executor,
  order: OrderRow,
  kind: OrderMailKind,
  invoice: TaxDocumentRow | null = null,
): Promise<QueuedMail[]> {
  const view = await orderView(tx, order.id);
  if (!view) return [];
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1);
  const to = user?.email;
  if (!to) return [];
  const settings = await readShopSettings(tx);
  const event = WHATSAPP_EVENT_OF[kind];
  if (kind === 'shipped' && invoice) {
    const mail = { ...orderShippedMail(settings, view, to, invoice.number), attachments: [invoiceAttachment(invoice)] };
    return queueOrderUpdate(tx, order, mail, { event: 'shipped', view, keepMail: true });
  }
  const mail = MAILS[kind](settings, view, to);
  return event ? queueOrderUpdate(tx, order, mail, { event, view }) : [await queueMail(tx, mail)];
}

/** A tax document mailed on its own (an invoice reissued, its credit note), attached, to the account's address. */
export async function queueTaxDocumentMail(
  tx: Executor,
  order: OrderRow,
  document: TaxDocumentRow,
): Promise<QueuedMail[]> {
  const view = await orderView(tx, order.id);
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1);
  if (!view || !user?.email) return [];
  const mail = taxDocumentMail(await readShopSettings(tx), view, user.email, document);
  return [await queueMail(tx, { ...mail, attachments: [invoiceAttachment(document)] })];
}
