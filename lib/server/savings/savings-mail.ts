// The savings plan's mail: each instalment's receipt voucher (CGST Act s.31(3)(d); an advance for goods, so no
// GST on it: Notification 66/2017-Central Tax), numbered in its own series per financial year
// ('RV/26-27/0001'), the reminder three days before a due day (on WhatsApp too, where the buyer agreed), and
// the note that a plan matured.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { buyerWhatsAppNumber } from '@/lib/server/buyer-phone';
import { hasConsent } from '@/lib/server/consents';
import { brandedMail, messageAlone, queueMail, type QueuedMail } from '@/lib/server/mail';
import { sendWhatsApp } from '@/lib/server/messaging';
import { absoluteUrl } from '@/lib/server/seo';
import { readShopSettings } from '@/lib/server/settings';
import { financialYear } from '@/lib/shared/gst/invoice-tax';
import { formatRupees, paiseToRupees } from '@/lib/shared/money';
import { SAVINGS_MESSAGES as M } from '@/lib/shared/messages/savings';
import { shopToday } from '@/lib/shared/shop-time';

/** The next receipt voucher number, taken in the caller's transaction from the shared counters (no gaps). */
export async function nextVoucherNumber(tx: Executor, at: Date): Promise<string> {
  const fy = financialYear(at);
  const [row] = rowsOf<{ last_sequence: number | string }>(
    await tx.execute(sql`
      INSERT INTO tax_document_counters (kind, financial_year, last_sequence) VALUES ('receipt_voucher', ${fy}, 1)
      ON CONFLICT (kind, financial_year) DO UPDATE SET last_sequence = tax_document_counters.last_sequence + 1
      RETURNING last_sequence`),
  );
  return `RV/${fy}/${String(Number(row!.last_sequence)).padStart(4, '0')}`;
}

async function buyerOf(tx: Executor, userId: number) {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
}

async function queueTo(
  tx: Executor,
  userId: number,
  subject: (shop: string) => string,
  heading: string,
  lines: string[],
): Promise<QueuedMail | null> {
  const settings = await readShopSettings(tx);
  const user = await buyerOf(tx, userId);
  // An account made with a mobile number may have no address: the page shows the same details.
  if (!user.email) return null;
  const title = subject(settings.company.name);
  const seller = settings.seller;
  return queueMail(tx, {
    to: user.email,
    ...brandedMail(settings, title, title, {
      heading,
      paragraphs: [`Hello ${user.firstName},`, ...lines],
      ...(seller && { footnote: `${seller.legal_name}${seller.gstin ? `, GSTIN ${seller.gstin}` : ''}` }),
    }),
  });
}

export function queueVoucherMail(
  tx: Executor,
  userId: number,
  v: { number: string; paidAt: Date; amountPaise: number; plan: string; seq: number; months: number },
): Promise<QueuedMail | null> {
  const lines = M.voucherLines({
    number: v.number,
    date: shopToday(v.paidAt),
    amount: formatRupees(paiseToRupees(v.amountPaise)),
    plan: v.plan,
    month: v.seq + 1,
    months: v.months,
  });
  return queueTo(tx, userId, (shop) => M.voucherSubject(shop, v.number), M.voucherHeading, lines);
}

/**
 * The reminder three days before a due day: by mail, and on WhatsApp too where the buyer agreed to updates
 * there (consent 'whatsapp_updates'), sent after the commit once per instalment. A buyer with no address and
 * no agreement is reminded on their plan's page only.
 */
export async function queueReminder(
  tx: Executor,
  reminder: { enrolmentId: number; seq: number; userId: number; amountPaise: number; due: string },
): Promise<QueuedMail | null> {
  const amount = formatRupees(paiseToRupees(reminder.amountPaise));
  const mail = await queueTo(tx, reminder.userId, M.reminderSubject, M.reminderHeading, [
    M.reminderLine(amount, reminder.due),
  ]);
  const agreed = await hasConsent(tx, reminder.userId, 'whatsapp_updates');
  const phone = agreed ? await buyerWhatsAppNumber(tx, { userId: reminder.userId }) : null;
  if (!phone) return mail;
  const { firstName } = await buyerOf(tx, reminder.userId);
  const send = async () => {
    const sent = await sendWhatsApp({
      to: phone,
      template: 'savings_instalment_due',
      vars: { name: firstName, amount, due_on: reminder.due, plan_url: absoluteUrl('/profile/savings') },
      userId: reminder.userId,
      dedupeKey: `savings:${reminder.enrolmentId}:due:${reminder.seq}`,
    });
    return sent === null || sent.status !== 'failed';
  };
  return mail ? { ...mail, side: { send, held: false } } : messageAlone(send);
}

export function queueMaturedMail(
  tx: Executor,
  userId: number,
  amountPaise: number,
  until: string,
): Promise<QueuedMail | null> {
  const line = M.maturedLine(formatRupees(paiseToRupees(amountPaise)), until);
  return queueTo(tx, userId, M.maturedSubject, M.maturedHeading, [line]);
}
