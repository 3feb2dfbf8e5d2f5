// Cancelling a paid order refunds what is left, and that always ends: one attempt per payment, a retry refunds
// nothing twice, and a refund the provider fails or that does not add up stops with its reason on the timeline
// (before, a provider answering "failed" kept the cancel refunding without end).
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderEvents, refunds } from '@/lib/server/db/schema';
import { paymentProvider } from '@/lib/server/payments/providers';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { installSandboxProvider, type TestProduct } from '@/test-support/checkout-fixtures';
import { orderOf, orderableProduct } from '@/test-support/delivered-order';
import { POST as move } from './orders/[id]/status/route';
import { GET as adminOrder } from './orders/[id]/route';

installSandboxProvider();
silenceMailLog();

let owner: StaffAccount;
let piece: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  piece = await orderableProduct();
}, 120_000);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

afterEach(() => jest.restoreAllMocks());

const cancel = (id: number) =>
  callRoute(move, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { status: 'cancelled' },
    headers: owner.cookieHeaders,
  });
const refundsOf = async (id: number) =>
  (await getDb()).select().from(refunds).where(eq(refunds.orderId, id)).orderBy(refunds.id);
const notesOf = async (id: number) =>
  (await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((e) => e.note ?? '');

it('refunds a cancelled order once, in full', async () => {
  const id = await orderOf(await createShopper(), piece, owner, false);
  const cancelled = await cancel(id);
  expect(cancelled.status).toBe(200);
  const made = await refundsOf(id);
  expect(made.map((r) => [r.amountPaise, r.status])).toEqual([[piece.pricePaise, 'processed']]);
  expect(made[0]!.idempotencyKey).toMatch(new RegExp(`^cancel-${id}:\\d+:1$`));
  const read = await callRoute(adminOrder, '/x', { params: { id: String(id) }, headers: owner.cookieHeaders });
  expect(read.body.order.refundable).toBe(0);
});

it('stops after one attempt when the provider answers failed, and says why', async () => {
  const provider = paymentProvider();
  const refund = jest
    .spyOn(provider, 'refundPayment')
    .mockResolvedValue({ providerRefundId: `rfnd_failed_${Date.now()}`, status: 'failed' });
  const id = await orderOf(await createShopper(), piece, owner, false);
  expect((await cancel(id)).status).toBe(200);
  expect(refund).toHaveBeenCalledTimes(1);
  expect((await refundsOf(id)).map((r) => r.status)).toEqual(['failed']);
  expect((await notesOf(id)).some((n) => n.includes('failed at the payment provider'))).toBe(true);
});

it('stops when a refund does not add up, instead of refunding again', async () => {
  const provider = paymentProvider();
  // The books go wrong: the provider refunds, but our row records only ₹1 of it.
  const refund = jest.spyOn(provider, 'refundPayment').mockImplementation(async ({ receipt }) => {
    const refundId = Number(receipt.replace('refund-', ''));
    await (await getDb()).update(refunds).set({ amountPaise: 100 }).where(eq(refunds.id, refundId));
    return { providerRefundId: `rfnd_odd_${refundId}`, status: 'processed' };
  });
  const id = await orderOf(await createShopper(), piece, owner, false);
  expect((await cancel(id)).status).toBe(200);
  expect(refund).toHaveBeenCalledTimes(1);
  expect(await refundsOf(id)).toHaveLength(1);
  expect((await notesOf(id)).some((n) => n.includes('does not add up'))).toBe(true);
});
