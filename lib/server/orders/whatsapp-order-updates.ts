// Order updates on WhatsApp, for buyers who agreed to them (consent 'whatsapp_updates', DPDP: off until they
// tick it at checkout or on their profile). The event's mail is built as ever, then:
//   - no consent or no number: the mail is queued as before;
//   - consent and a number: the mail is held back (lib/server/mail heldMail) and the WhatsApp message is
//     sent after the commit; only when it fails is the mail queued, so the buyer hears of each event once;
//   - a mail carrying a tax document (the invoice of a shipped order, a refund's credit note) is queued as
//     ever, and the message goes beside it: the document is the legal record, WhatsApp only the news.
// Each message has the dedupe key order:<id>:<event>, so with several instances (or a replayed webhook) an
// event is sent once.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import { asc, eq } from 'drizzle-orm';
import { outboundMessages, type OrderRow } from '@/lib/server/db/schema';
import { buyerWhatsAppNumber } from '@/lib/server/buyer-phone';
import { hasConsent } from '@/lib/server/consents';
import { heldMail, queueMail, type OutgoingMail, type QueuedMail } from '@/lib/server/mail';
import { sendWhatsApp, type TemplateVars, type WhatsAppTemplateName } from '@/lib/server/messaging';
import { absoluteUrl } from '@/lib/server/seo';
import { formatRupees, paiseToRupees, payablePaise } from '@/lib/shared/money';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import type { AdminOrderMessage } from '@/lib/shared/back-office/admin-types';

export type WhatsAppOrderEvent = 'confirmed' | 'shipped' | 'out_for_delivery' | 'delivered' | 'refunded';

const TEMPLATE_OF = {
  confirmed: 'order_confirmed',
  shipped: 'order_shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'order_delivered',
  refunded: 'refund_issued',
} as const satisfies Record<WhatsAppOrderEvent, string>;

/** The link in the messages: the buyer's orders, this one named. */
export function orderLink(orderId: number): string {
  return absoluteUrl(`/orders?order=${orderId}`);
}

function varsOf(event: WhatsAppOrderEvent, view: ApiOrder, refundPaise?: number): TemplateVars {
  const shipment = view.shipment;
  return {
    name: view.shipping_address.full_name,
    order_number: `#${view.id}`,
    total: formatRupees(view.total_price),
    order_url: orderLink(view.id),
    ...(event === 'shipped' && {
      courier: shipment?.courier || 'our courier',
      tracking_url: shipment?.tracking_url || shipment?.tracking_number || orderLink(view.id),
    }),
    ...(event === 'refunded' && { amount: formatRupees(paiseToRupees(refundPaise ?? 0)) }),
  };
}

type OrderMessage = { to: string; template: WhatsAppTemplateName; vars: TemplateVars; order: OrderRow; key: string };

/** Sends one message about the order once (its dedupe key); true when it went, or had gone already. */
function sender({ to, template, vars, order, key }: OrderMessage): () => Promise<boolean> {
  return async () => {
    const sent = await sendWhatsApp({
      to,
      template,
      vars,
      userId: order.userId,
      orderId: order.id,
      dedupeKey: `order:${order.id}:${key}`,
    });
    return sent === null || sent.status !== 'failed';
  };
}

/** The COD request's (and its reminder's) variables. */
export function codVars(order: OrderRow): TemplateVars {
  return {
    name: order.shippingAddress.full_name,
    order_number: `#${order.id}`,
    total: formatRupees(paiseToRupees(payablePaise(order))),
  };
}

/**
 * In the placing transaction of a COD order that waits for the buyer's confirmation: the request to confirm
 * on WhatsApp (whatsapp-cod.ts reads the answers), sent after the commit; null when the order has no number.
 * It goes whatever the buyer's consent to order updates: it is about the order they just placed.
 */
export async function codConfirmationSender(tx: Executor, order: OrderRow): Promise<(() => Promise<boolean>) | null> {
  const to = await buyerWhatsAppNumber(tx, order);
  if (!to) return null;
  return sender({ to, template: 'cod_confirmation', vars: codVars(order), order, key: 'cod_confirmation' });
}

/** The message's sender (true once it is sent, or was already sent by another instance), or null for none. */
async function orderUpdateSender(
  tx: Executor,
  order: OrderRow,
  event: WhatsAppOrderEvent,
  view: ApiOrder,
  key: string,
  refundPaise?: number,
): Promise<(() => Promise<boolean>) | null> {
  if (!(await hasConsent(tx, order.userId, 'whatsapp_updates'))) return null;
  const to = await buyerWhatsAppNumber(tx, order);
  if (!to) return null;
  return sender({ to, template: TEMPLATE_OF[event], vars: varsOf(event, view, refundPaise), order, key });
}

export type OrderUpdate = {
  event: WhatsAppOrderEvent;
  view: ApiOrder;
  /** The mail carries a tax document: it goes whatever happens on WhatsApp. */
  keepMail?: boolean;
  /** A refund: its amount, and its id (an order may have several refunds). */
  refund?: { id: number; amountPaise: number };
};

/** Queues the event's mail, or holds it behind the WhatsApp message when the buyer agreed to those. */
export async function queueOrderUpdate(
  tx: Executor,
  order: OrderRow,
  mail: OutgoingMail,
  update: OrderUpdate,
): Promise<QueuedMail[]> {
  const key = update.refund ? `${update.event}:${update.refund.id}` : update.event;
  const send = await orderUpdateSender(tx, order, update.event, update.view, key, update.refund?.amountPaise);
  if (!send) return [await queueMail(tx, mail)];
  if (update.keepMail) return [{ ...(await queueMail(tx, mail)), side: { send, held: false } }];
  return [heldMail(mail, send)];
}

/** The messages sent about an order, for its timeline in the back office (their status as the provider said). */
export async function orderMessages(db: Executor, orderId: number): Promise<AdminOrderMessage[]> {
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.orderId, orderId))
    .orderBy(asc(outboundMessages.createdAt), asc(outboundMessages.id));
  return rows.map((m) => ({
    id: m.id,
    channel: m.channel,
    template: m.template,
    to: m.toPhone,
    status: m.status,
    error: m.error,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  }));
}
