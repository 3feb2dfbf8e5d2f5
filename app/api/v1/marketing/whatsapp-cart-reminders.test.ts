// Cart reminders on WhatsApp: only to a buyer who agreed to marketing there (a consent of its own,
// apart from mail), at the number of their latest order, with the timing of the mailed reminder; one a cart.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { cartItems, carts, orders, outboundMessages, shopSettings } from '@/lib/server/db/schema';
import { sendCartReminders } from '@/lib/server/marketing';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { addOrUpdate, another, plain, setUpCartFixture } from '@/test-support/cart-api-fixture';
import { ADDRESS, createOrderCall, installSandboxProvider, orderBody } from '@/test-support/checkout-fixtures';
import { silenceMailLog } from '@/test-support/accounts-api';
import { until } from '@/test-support/until';
import { PATCH as patchMe } from '@/app/api/v1/auth/me/route';

silenceMailLog();
installSandboxProvider();
setUpCartFixture();

type Shopper = Awaited<ReturnType<typeof createShopper>>;

/** A buyer with a cart left two hours ago and an earlier order placed with `phone`. */
async function buyerWithCart(phone: string, consents: Record<string, boolean>): Promise<Shopper> {
  const s = await createShopper();
  const patched = await callRoute(patchMe, '/api/v1/auth/me', {
    method: 'PATCH',
    body: consents,
    headers: s.cookieHeaders,
  });
  expect(patched.status).toBe(200);
  const order = await createOrderCall(
    s.cookieHeaders,
    orderBody([{ product: another, quantity: 1 }], {
      shipping_address: { ...ADDRESS, phone },
    }),
  );
  expect(order.status).toBe(201);
  expect((await addOrUpdate(s.cookieHeaders, { product_id: plain.id, quantity: 1 })).status).toBe(200);
  const db = await getDb();
  await db
    .update(orders)
    .set({ createdAt: sql`now() - interval '3 days'` })
    .where(eq(orders.userId, s.user.id));
  const at = sql`now() - interval '2 hours'`;
  await db.update(carts).set({ updatedAt: at }).where(eq(carts.userId, s.user.id));
  await db.update(cartItems).set({ updatedAt: at, createdAt: at }).where(eq(cartItems.userId, s.user.id));
  return s;
}

async function reminded(phone: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.toPhone, phone), eq(outboundMessages.template, 'cart_reminder')));
}

it('reminds on WhatsApp only a buyer who agreed to marketing there, once a cart', async () => {
  const db = await getDb();
  await db.update(shopSettings).set({ selling: { cart_reminder_after_hours: 1 } });
  const agreed = '+919812300001';
  const declined = '+919812300002';
  await buyerWithCart(agreed, { whatsapp_marketing: true });
  // Order updates on WhatsApp are not marketing: no reminder under that consent.
  await buyerWithCart(declined, { whatsapp_updates: true, cart_reminders: true });
  await sendCartReminders();
  expect(await until(async () => (await reminded(agreed)).length === 1)).toBe(true);
  expect(await reminded(declined)).toHaveLength(0);
  await sendCartReminders();
  expect(await reminded(agreed)).toHaveLength(1);
});
