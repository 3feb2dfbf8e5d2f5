// Carts that come back: a signed-in shopper who agreed to cart reminders (the consent ledger) and left a cart untouched for
// cart_reminder_after_hours gets one reminder with the pieces at today's prices and a link back to the cart: by
// mail, and on WhatsApp when they agreed to marketing there ('whatsapp_marketing'), with the same timing; a buyer
// who agreed to WhatsApp alone gets the WhatsApp reminder alone.
// A cart is reminded at most once per REMIND_AGAIN_DAYS, and again only if it was touched since; a cart
// emptied, or ordered since its last change, gets none. Each cart is claimed with FOR UPDATE SKIP LOCKED and
// marked reminded_at in the transaction that queues its mail, so several instances sweeping at once send one.
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { buyerWhatsAppNumber } from '@/lib/server/buyer-phone';
import { sendWhatsApp } from '@/lib/server/messaging';
import { cartReminders, carts, users } from '@/lib/server/db/schema';
import { readCart } from '@/lib/server/cart';
import { consentGivenSql, hasConsent } from '@/lib/server/consents';
import { brandedMail, deliverQueuedMail, queueMail, type OutgoingMail, type QueuedMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { siteUrl } from '@/lib/server/seo';
import { formatRupees } from '@/lib/shared/money';
import { MARKETING_MESSAGES as M } from '@/lib/shared/messages/marketing';
import type { ApiCart } from '@/lib/shared/schemas/cart-schema';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { unsubscribeHeaders, unsubscribeLink } from './unsubscribe';

/** A reminded cart waits this long before it may be reminded again (and only if touched since). */
export const REMIND_AGAIN_DAYS = 7;
/** The most carts one pass of the sweep reminds; the rest wait for the next minute. */
export const REMINDER_BATCH = 50;

/** When the shopper last changed the cart: the cart row or its newest line. */
const lastTouch = sql`greatest(carts.updated_at,
  (SELECT max(ci.updated_at) FROM cart_items ci WHERE ci.user_id = carts.user_id))`;

function reminderMail(
  settings: ShopSettings,
  to: string,
  firstName: string,
  userId: number,
  cart: ApiCart,
): OutgoingMail {
  const subject = M.reminderSubject(settings.company.name);
  const link = unsubscribeLink(userId);
  return {
    to,
    headers: unsubscribeHeaders(userId),
    ...brandedMail(settings, subject, subject, {
      heading: M.reminderHeading,
      paragraphs: [`Hello ${firstName},`, M.reminderLine],
      rows: [
        ...cart.cart_items.map((item) => ({
          label: `${item.product.name}${item.size ? ` (${item.size})` : ''} × ${item.quantity}`,
          value: formatRupees(item.total_price),
        })),
        { label: M.reminderTotal, value: formatRupees(cart.total), strong: true },
      ],
      blocks: [{ title: M.reminderLinkTitle, lines: [new URL('/cart', siteUrl()).toString()] }],
      footnote: `${M.reminderPriceNote} ${M.unsubscribeFootnote(link)}`,
    }),
  };
}

/** One cart claimed and its reminders queued (mail, WhatsApp or both, as the buyer agreed), in one
 *  transaction; null when no cart is due. */
async function remindOne(): Promise<{ queued: QueuedMail[]; alone: (() => Promise<boolean>) | null } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const settings = await readShopSettings(tx);
    const hours = settings.cart_reminder_after_hours;
    const [due] = await tx
      .select({
        userId: carts.userId,
        email: users.email,
        firstName: users.firstName,
      })
      .from(carts)
      .innerJoin(users, sql`${users.id} = ${carts.userId}`)
      .where(
        sql`(${consentGivenSql(carts.userId, 'cart_reminders')} OR ${consentGivenSql(carts.userId, 'whatsapp_marketing')})
          AND ${users.disabledAt} IS NULL
          AND EXISTS (SELECT 1 FROM cart_items ci WHERE ci.user_id = carts.user_id)
          AND ${lastTouch} <= now() - make_interval(hours => ${hours})
          AND (${carts.remindedAt} IS NULL OR (${carts.remindedAt} < ${lastTouch}
            AND ${carts.remindedAt} <= now() - make_interval(days => ${REMIND_AGAIN_DAYS})))
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = carts.user_id AND o.created_at >= ${lastTouch})`,
      )
      .orderBy(carts.userId)
      .limit(1)
      .for('update', { of: carts, skipLocked: true });
    if (!due) return null;
    // The ledger is the authority: asked again under the cart's lock, so a withdrawal just made is honoured.
    // An account made with a mobile number may have no address to mail.
    const mailed = due.email !== null && (await hasConsent(tx, due.userId, 'cart_reminders'));
    const send = await whatsAppReminder(tx, due.userId, due.firstName);
    await tx
      .update(carts)
      .set({ remindedAt: sql`now()` })
      .where(sql`${carts.userId} = ${due.userId}`);
    // Nothing to send it by (WhatsApp agreed but no number known): passed over until touched again.
    if (!mailed && !send) return { queued: [], alone: null };
    await tx.insert(cartReminders).values({ userId: due.userId });
    const cart = await readCart(tx, due.userId);
    // No mail without its consent: the WhatsApp reminder alone.
    if (!mailed) return { queued: [], alone: send && (() => send(cart)) };
    const mail = reminderMail(settings, due.email!, due.firstName, due.userId, cart);
    const queued = await queueMail(tx, mail);
    return { queued: [send ? { ...queued, side: { send: () => send(cart), held: false } } : queued], alone: null };
  });
}

/** The WhatsApp reminder of a buyer who agreed to marketing there and has a number, sent after the commit. */
async function whatsAppReminder(
  tx: Executor,
  userId: number,
  firstName: string,
): Promise<((cart: ApiCart) => Promise<boolean>) | null> {
  if (!(await hasConsent(tx, userId, 'whatsapp_marketing'))) return null;
  const to = await buyerWhatsAppNumber(tx, { userId });
  if (!to) return null;
  return async (cart) => {
    const vars = { name: firstName, total: formatRupees(cart.total), cart_url: new URL('/cart', siteUrl()).toString() };
    // Once a claim: the reminder's row (cart_reminders) was written with it, so no other sweep sends it.
    const sent = await sendWhatsApp({ to, template: 'cart_reminder', vars, userId });
    return sent !== null && sent.status !== 'failed';
  };
}

/** One pass of the sweep: reminds up to REMINDER_BATCH due carts; answers how many were reminded. */
export async function sendCartReminders(): Promise<number> {
  const queued: QueuedMail[] = [];
  const alone: (() => Promise<boolean>)[] = [];
  let reminded = 0;
  for (let i = 0; i < REMINDER_BATCH; i++) {
    const reminder = await remindOne();
    if (!reminder) break;
    if (reminder.queued.length || reminder.alone) reminded++;
    queued.push(...reminder.queued);
    if (reminder.alone) alone.push(reminder.alone);
  }
  await deliverQueuedMail(queued);
  for (const send of alone) await send();
  return reminded;
}

/** The dashboard's figures over the last `days`: reminders sent, and those followed by an order within a week. */
export async function cartReminderStats(days = 30): Promise<{ reminders_sent: number; carts_recovered: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      sent: sql<number>`count(*)`.mapWith(Number),
      recovered: sql<number>`count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM orders o WHERE o.user_id = cart_reminders.user_id
          AND o.created_at > cart_reminders.sent_at
          AND o.created_at <= cart_reminders.sent_at + make_interval(days => ${REMIND_AGAIN_DAYS})
          AND o.status NOT IN ('pending', 'payment_failed', 'cancelled')))`.mapWith(Number),
    })
    .from(cartReminders)
    .where(sql`${cartReminders.sentAt} >= now() - make_interval(days => ${days})`);
  return { reminders_sent: row?.sent ?? 0, carts_recovered: row?.recovered ?? 0 };
}
