// The invitation to review: a week after delivery, once per buyer and piece, however many instances
// sweep at once; never for a piece the buyer reviewed, nor for an order delivered long ago.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orders, productReviews, reviewInvitations } from '@/lib/server/db/schema';
import { seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { installSandboxProvider } from '@/test-support/checkout-fixtures';
import { orderableProduct, orderOf } from '@/test-support/delivered-order';
import { REVIEW_MODERATION_MESSAGES } from '@/lib/shared/messages/review-moderation';
import { sendReviewInvitations } from './review-invitations';

installSandboxProvider();
const DAY_MS = 86_400_000;
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

async function deliveredDaysAgo(orderId: number, days: number): Promise<void> {
  const deliveredAt = new Date(Date.now() - days * DAY_MS);
  await (await getDb()).update(orders).set({ deliveredAt }).where(eq(orders.id, orderId));
}

async function invitationsTo(email: string) {
  const rows = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return rows.filter((row) => row.subject.includes(REVIEW_MODERATION_MESSAGES.inviteSubject('')));
}

it('asks a week after delivery, once, naming the piece with its link, even with two sweeps at once', async () => {
  const shopper = await createShopper({ firstName: 'Nila' });
  const piece = await orderableProduct(0);
  const orderId = await orderOf(shopper, piece, staff);

  await deliveredDaysAgo(orderId, 3);
  await sendReviewInvitations();
  expect(await invitationsTo(shopper.user.email)).toHaveLength(0);

  await deliveredDaysAgo(orderId, 8);
  await Promise.all([sendReviewInvitations(), sendReviewInvitations()]);
  await sendReviewInvitations();
  const mails = await invitationsTo(shopper.user.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('Hello Nila,');
  expect(mails[0]!.text).toContain(piece.name);
  expect(mails[0]!.text).toMatch(new RegExp(`https?://[^\\s]+/products/${piece.id}\\b`));

  // A second delivered order of the same piece does not ask again.
  const again = await orderOf(shopper, piece, staff);
  await deliveredDaysAgo(again, 8);
  await sendReviewInvitations();
  expect(await invitationsTo(shopper.user.email)).toHaveLength(1);
});

it('does not ask about a piece already reviewed, nor about an order delivered long ago', async () => {
  const reviewer = await createShopper();
  const piece = await orderableProduct(1);
  const reviewed = await orderOf(reviewer, piece, staff);
  await (
    await getDb()
  )
    .insert(productReviews)
    .values({ productId: piece.id, userId: reviewer.user.id, rating: 5, title: 'Lovely', body: 'Lovely piece.' });
  await deliveredDaysAgo(reviewed, 8);

  const late = await createShopper();
  const old = await orderOf(late, piece, staff);
  await deliveredDaysAgo(old, 90);

  await sendReviewInvitations();
  expect(await invitationsTo(reviewer.user.email)).toHaveLength(0);
  expect(await invitationsTo(late.user.email)).toHaveLength(0);
  const rows = await (await getDb()).select().from(reviewInvitations).where(eq(reviewInvitations.productId, piece.id));
  expect(rows).toHaveLength(0);
});
