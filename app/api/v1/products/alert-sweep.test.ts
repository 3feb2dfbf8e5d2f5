// The alert sweep mails a price drop (through a metal-rate change) and a restock (through the back
// office's stock edit, or a size's) once, to the shopper who asked and nobody else, at most once a day per
// shopper and piece; the mail's stop link works without signing in, and two sweeps at once send one mail.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, productAlerts } from '@/lib/server/db/schema';
import { expireStaleOrders } from '@/lib/server/orders/expiry';
import { createOrderCall, installSandboxProvider, orderBody } from '@/test-support/checkout-fixtures';
import { listOutbox } from '@/lib/server/mail/outbox';
import { sendDueAlerts } from '@/lib/server/alerts/alert-sweep';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { DEFAULT_STAFF_PERMISSIONS } from '@/lib/shared/back-office/permissions';
import { silenceMailLog } from '@/test-support/accounts-api';
import { PUT as putRate } from '@/app/api/v1/admin/rates/[key]/route';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';
import { GET as adminProduct, PATCH as patchProduct } from '@/app/api/v1/admin/products/[id]/route';
import { GET as unsubscribe } from '@/app/alerts/unsubscribe/route';
import { POST as ask } from './[id]/alerts/route';

type Shopper = Awaited<ReturnType<typeof createShopper>>;
let staff: StaffAccount;
silenceMailLog();
installSandboxProvider();

beforeAll(async () => {
  await seedCatalogue();
  // Setting the metal rates is its own permission, off by default for staff.
  staff = await createStaff('staff', { permissions: [...DEFAULT_STAFF_PERMISSIONS, 'rates'] });
});

const made = async (body: Record<string, unknown>): Promise<number> => {
  const res = await callRoute(createProduct, '/api/v1/admin/products', {
    method: 'POST',
    body,
    headers: staff.cookieHeaders,
  });
  expect(res.status).toBe(201);
  return res.body.product.id;
};
async function edit(id: number, body: Record<string, unknown>) {
  const current = await callRoute(adminProduct, `/api/v1/admin/products/${id}`, {
    headers: staff.cookieHeaders,
    params: { id: String(id) },
  });
  const res = await callRoute(patchProduct, `/api/v1/admin/products/${id}`, {
    method: 'PATCH',
    body: { updated_at: current.body.product.updated_at, ...body },
    headers: staff.cookieHeaders,
    params: { id: String(id) },
  });
  expect(res.status).toBe(200);
}
const askFor = (shopper: Shopper, id: number, body: Record<string, unknown>) =>
  callRoute(ask, `/api/v1/products/${id}/alerts`, {
    method: 'POST',
    body,
    headers: shopper.cookieHeaders,
    params: { id: String(id) },
  });
const mailsTo = (shopper: Shopper) => listOutbox({ to: shopper.user.email });
const setRate = (key: string, rate: number) =>
  callRoute(putRate, `/api/v1/admin/rates/${key}`, {
    method: 'PUT',
    body: { rate_per_gram: rate },
    headers: staff.cookieHeaders,
    params: { key },
  });
const fixedPiece = (name: string, stock: number) => ({ name, price: 4500, stock_quantity: stock });

describe('a price drop through a metal-rate change', () => {
  it('mails the shopper who asked once, with the new price, and nobody else', async () => {
    expect((await setRate('gold_18k', 7000)).status).toBe(200);
    const id = await made({
      name: 'Rate Watch Pendant',
      pricing_kind: 'weight',
      metal_rate: 'gold_18k',
      weight_grams: 3,
      making_charge: { kind: 'percent', value: 10 },
      stock_quantity: 2,
    });
    const other = await made(fixedPiece('Unwatched Studs', 2));
    const [watcher, bystander, elsewhere] = [await createShopper(), await createShopper(), await createShopper()];
    expect((await askFor(watcher, id, { kind: 'price_drop' })).status).toBe(201);
    expect((await askFor(elsewhere, other, { kind: 'price_drop' })).status).toBe(201);

    expect(await sendDueAlerts()).toBe(0);
    expect((await setRate('gold_18k', 6500)).status).toBe(200);
    expect(await sendDueAlerts()).toBe(1);
    expect(await sendDueAlerts()).toBe(0);

    const [mail, ...more] = await mailsTo(watcher);
    expect(more).toHaveLength(0);
    expect(mail.subject).toContain('the price of Rate Watch Pendant has dropped');
    expect(mail.text).toMatch(/has dropped from ₹[\d,]+ to ₹[\d,]+\./);
    expect(mail.text).toContain(`/products/${id}`);
    expect(await mailsTo(bystander)).toHaveLength(0);
    expect(await mailsTo(elsewhere)).toHaveLength(0);
  });
});

describe('a restock through the back office', () => {
  it('mails each shopper waiting for it once; a price-drop alert on the same piece stays quiet', async () => {
    const id = await made(fixedPiece('Sold Out Jhumkas', 0));
    const [first, second, priceWatcher] = [await createShopper(), await createShopper(), await createShopper()];
    for (const shopper of [first, second])
      expect((await askFor(shopper, id, { kind: 'back_in_stock' })).status).toBe(201);
    expect((await askFor(priceWatcher, id, { kind: 'price_drop' })).status).toBe(201);

    await edit(id, { stock_quantity: 3 });
    expect(await sendDueAlerts()).toBe(2);
    for (const shopper of [first, second]) {
      const mails = await mailsTo(shopper);
      expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Sold Out Jhumkas is back in stock')]);
    }
    expect(await mailsTo(priceWatcher)).toHaveLength(0);
  });

  it('mails a size coming back through the sizes editor, naming the size', async () => {
    const id = await made({
      name: 'Sized Alert Ring',
      variants: [
        { size: '10', stock_quantity: 0, price: 2400 },
        { size: '12', stock_quantity: 2, price: 2400 },
      ],
    });
    const shopper = await createShopper();
    expect((await askFor(shopper, id, { kind: 'back_in_stock', size: '10' })).status).toBe(201);
    await edit(id, {
      variants: [
        { size: '10', stock_quantity: 0, price: 2400 },
        { size: '12', stock_quantity: 5, price: 2400 },
      ],
    });
    expect(await sendDueAlerts()).toBe(0);
    await edit(id, {
      variants: [
        { size: '10', stock_quantity: 1, price: 2400 },
        { size: '12', stock_quantity: 5, price: 2400 },
      ],
    });
    expect(await sendDueAlerts()).toBe(1);
    expect((await mailsTo(shopper))[0].text).toContain('Sized Alert Ring (size 10) is back in stock.');
  });
});

describe('a restock through an expired order', () => {
  it('mails the shopper waiting when a held last piece comes back', async () => {
    const id = await made(fixedPiece('Held Last Nosepin', 1));
    const [buyer, waiter] = [await createShopper(), await createShopper()];
    const line = { product: { id, name: 'Held Last Nosepin', pricePaise: 450_000 }, quantity: 1 };
    expect((await createOrderCall(buyer.cookieHeaders, orderBody([line]))).status).toBe(201);
    expect((await askFor(waiter, id, { kind: 'back_in_stock' })).status).toBe(201);
    expect(await sendDueAlerts()).toBe(0);

    // The unpaid order's 30-minute hold runs out and its stock comes back.
    const db = await getDb();
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.status, 'pending'));
    expect(await expireStaleOrders()).toBeGreaterThanOrEqual(1);
    expect(await sendDueAlerts()).toBe(1);
    expect((await mailsTo(waiter))[0].subject).toContain('Held Last Nosepin is back in stock');
    expect(await mailsTo(buyer)).toHaveLength(0);
  });
});

describe('the daily cap', () => {
  it('sends one mail a day per shopper and piece, both alerts in it when both are due', async () => {
    const id = await made(fixedPiece('Capped Bangle', 0));
    const shopper = await createShopper();
    expect((await askFor(shopper, id, { kind: 'back_in_stock' })).status).toBe(201);
    expect((await askFor(shopper, id, { kind: 'price_drop' })).status).toBe(201);
    await edit(id, { stock_quantity: 1, price: 4000 });
    expect(await sendDueAlerts()).toBe(1);
    expect((await mailsTo(shopper))[0].subject).toContain('is back in stock, at a lower price');

    // Sold out and back, and cheaper again, the same day: nothing more today.
    await edit(id, { stock_quantity: 0 });
    expect(await sendDueAlerts()).toBe(0);
    await edit(id, { stock_quantity: 2, price: 3500 });
    expect(await sendDueAlerts()).toBe(0);
    expect(await mailsTo(shopper)).toHaveLength(1);

    // A day later what is still true is mailed.
    const db = await getDb();
    await db
      .update(productAlerts)
      .set({ lastMailedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(productAlerts.productId, id));
    expect(await sendDueAlerts()).toBe(1);
    expect(await mailsTo(shopper)).toHaveLength(2);
  });

  it('waits again once the piece sells out, and mails the next restock after the day', async () => {
    const id = await made(fixedPiece('Twice Restocked Kada', 0));
    const shopper = await createShopper();
    expect((await askFor(shopper, id, { kind: 'back_in_stock' })).status).toBe(201);
    await edit(id, { stock_quantity: 1 });
    expect(await sendDueAlerts()).toBe(1);
    // Still in stock a day later: nothing new to tell.
    const db = await getDb();
    const dayAgo = () =>
      db
        .update(productAlerts)
        .set({ lastMailedAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(productAlerts.productId, id));
    await dayAgo();
    expect(await sendDueAlerts()).toBe(0);
    await edit(id, { stock_quantity: 0 });
    expect(await sendDueAlerts()).toBe(0);
    await edit(id, { stock_quantity: 2 });
    expect(await sendDueAlerts()).toBe(1);
    expect((await mailsTo(shopper)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Twice Restocked Kada is back in stock'),
      expect.stringContaining('Twice Restocked Kada is back in stock'),
    ]);
  });

  it('holds when two sweeps run at once', async () => {
    const id = await made(fixedPiece('Raced Anklet', 0));
    const shopper = await createShopper();
    expect((await askFor(shopper, id, { kind: 'back_in_stock' })).status).toBe(201);
    expect((await askFor(shopper, id, { kind: 'price_drop' })).status).toBe(201);
    await edit(id, { stock_quantity: 1, price: 4000 });
    const sent = await Promise.all([sendDueAlerts(), sendDueAlerts()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await mailsTo(shopper)).toHaveLength(1);
  });
});

describe('the stop link', () => {
  it('removes the alert without signing in, as often as it is followed', async () => {
    const id = await made(fixedPiece('Unsubscribed Chain', 0));
    const shopper = await createShopper();
    expect((await askFor(shopper, id, { kind: 'back_in_stock' })).status).toBe(201);
    await edit(id, { stock_quantity: 1 });
    expect(await sendDueAlerts()).toBe(1);
    const link = (await mailsTo(shopper))[0].text.match(/https?:\/\/\S+\/alerts\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    for (let i = 0; i < 2; i++) {
      const res = await callRoute(unsubscribe, link!);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/alerts/unsubscribed');
    }
    const db = await getDb();
    expect(await db.select().from(productAlerts).where(eq(productAlerts.productId, id))).toHaveLength(0);
  });

  it('removes nothing with a wrong token', async () => {
    const id = await made(fixedPiece('Kept Alert Chain', 0));
    const shopper = await createShopper();
    expect((await askFor(shopper, id, { kind: 'back_in_stock' })).status).toBe(201);
    expect((await callRoute(unsubscribe, '/alerts/unsubscribe?token=not-a-real-token')).status).toBe(303);
    const db = await getDb();
    expect(await db.select().from(productAlerts).where(eq(productAlerts.productId, id))).toHaveLength(1);
  });
});
