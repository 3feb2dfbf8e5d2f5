// Which number the shop writes to on WhatsApp, in one function every sender follows: the account's verified
// mobile number (users.phone, proved with a code) first; else the order's shipping phone (the number the
// buyer gave for this order), or for a message about no order (a cart reminder) the phone of the buyer's
// latest order. Only Indian mobiles (+91XXXXXXXXXX).
import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/lib/server/db';
import { orders, users } from '@/lib/server/db/schema';
import { normalizeIndianMobile } from '@/lib/shared/phone';

export async function buyerWhatsAppNumber(
  tx: Executor,
  buyer: { userId: number; shippingAddress?: { phone: string } },
): Promise<string | null> {
  const [account] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, buyer.userId));
  if (account?.phone) return account.phone;
  if (buyer.shippingAddress) return normalizeIndianMobile(buyer.shippingAddress.phone);
  const [latest] = await tx
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, buyer.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return latest ? normalizeIndianMobile(latest.address.phone) : null;
}

/**
 * The accounts a WhatsApp number speaks for (a STOP or START from it): those the shop has written to at that
 * number, the account that proved it, and those whose orders carry it as their phone (compared on its last ten digits).
 */
export async function accountsOfWhatsAppNumber(tx: Executor, phone: string): Promise<number[]> {
  const digits = phone.replace(/\D/g, '').slice(-10);
  const rows = await tx.execute(sql`
    SELECT user_id FROM outbound_messages WHERE to_phone = ${phone} AND user_id IS NOT NULL
    UNION
    SELECT id AS user_id FROM users WHERE phone = ${phone}
    UNION
    SELECT user_id FROM orders
      WHERE right(regexp_replace(shipping_address->>'phone', '[^0-9]', '', 'g'), 10) = ${digits}`);
  return rowsOf<{ user_id: number | string }>(rows).map((r) => Number(r.user_id));
}
