// Reviews: only a shopper who has received a piece may review it, once; the review is shown and
// counted only once the shop approves it, and the piece's rating and count are computed from approved reviews.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { productReviews } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { installSandboxProvider, type TestProduct } from '@/test-support/checkout-fixtures';
import { orderableProduct, orderOf } from '@/test-support/delivered-order';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { REVIEW_ERROR_CODES, REVIEW_LIMITS } from '@/lib/shared/schemas/review-schema';
import { REVIEW_WRITING_MESSAGES } from '@/lib/shared/messages/review-writing';
import { GET as listRoute, POST as writeRoute } from './[id]/reviews/route';
import { GET as eligibilityRoute } from './[id]/reviews/eligibility/route';
import { GET as productRoute } from './[id]/route';
import { GET as adminListRoute } from '../admin/reviews/route';
import { PATCH as moderateRoute } from '../admin/reviews/[id]/route';

installSandboxProvider();
type Shopper = Awaited<ReturnType<typeof createShopper>>;
let staff: StaffAccount;
let ring: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  ring = await orderableProduct(0);
});

const review = { rating: 4, title: 'Lovely finish', body: 'Wore it to a wedding.\nEveryone asked where it came from.' };
const path = (id: number) => `/api/v1/products/${id}/reviews`;
type HeaderMap = Record<string, string>;
const write = (id: number, body: unknown, headers: HeaderMap = {}) =>
  callRoute(writeRoute, path(id), { method: 'POST', params: { id: String(id) }, body, headers });
const list = (id: number, query = '') => callRoute(listRoute, `${path(id)}${query}`, { params: { id: String(id) } });
const product = async (id: number) =>
  (await callRoute(productRoute, `/api/v1/products/${id}`, { params: { id: String(id) } })).body.product;
/** The PATCH exactly as given (a decision must say the version it was made from). */
const moderateAsIs = (id: number, body: unknown, headers: HeaderMap = staff.cookieHeaders) =>
  callRoute(moderateRoute, `/api/v1/admin/reviews/${id}`, {
    method: 'PATCH',
    params: { id: String(id) },
    body,
    headers,
  });
/** The review's current updated_at, as the moderation page read it. */
async function stampOf(id: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ at: productReviews.updatedAt }).from(productReviews).where(eq(productReviews.id, id));
  return row ? row.at.toISOString() : new Date().toISOString();
}
/** A decision made from the review's current version, as the moderation page sends it. */
const moderate = async (id: number, body: Record<string, unknown>, headers: HeaderMap = staff.cookieHeaders) =>
  moderateAsIs(id, { updated_at: await stampOf(id), ...body }, headers);
const eligibility = (id: number, headers: HeaderMap = {}) =>
  callRoute(eligibilityRoute, `${path(id)}/eligibility`, { params: { id: String(id) }, headers });
const adminList = (query: string, headers: HeaderMap = staff.cookieHeaders) =>
  callRoute(adminListRoute, `/api/v1/admin/reviews${query}`, { headers });
const titles = (page: { reviews: { title: string }[] }) => page.reviews.map((r) => r.title);

async function buyer(piece: TestProduct = ring, firstName = 'Asha'): Promise<Shopper> {
  const shopper = await createShopper({ firstName });
  await orderOf(shopper, piece, staff);
  return shopper;
}

it('refuses anyone who has not received the piece: 401 signed out, 403 without a delivered order', async () => {
  const signedOut = await write(ring.id, review);
  expect(signedOut.status).toBe(401);
  expect(signedOut.body.error_code).toBe(ERROR_CODES.unauthenticated);

  const stranger = await createShopper();
  const none = await write(ring.id, review, stranger.cookieHeaders);
  expect(none.status).toBe(403);
  expect(none.body).toEqual({ message: REVIEW_WRITING_MESSAGES.notBuyer, error_code: REVIEW_ERROR_CODES.notBuyer });
  expect((await eligibility(ring.id, stranger.cookieHeaders)).body).toEqual({ can_review: false, reviewed: false });

  // Paid but not yet delivered is not enough.
  await orderOf(stranger, ring, staff, false);
  expect((await write(ring.id, review, stranger.cookieHeaders)).status).toBe(403);
  // A delivered order of another piece is not enough either.
  await orderOf(stranger, await orderableProduct(1), staff);
  expect((await write(ring.id, review, stranger.cookieHeaders)).body.error_code).toBe(REVIEW_ERROR_CODES.notBuyer);
  expect((await list(ring.id)).body.review_count).toBe(0);
});

it('answers 400 for bad input and 404 for an unknown piece, storing nothing', async () => {
  const shopper = await buyer();
  for (const bad of [
    { ...review, rating: 6 },
    { ...review, rating: 3.5 },
    { ...review, rating: '5' },
    { ...review, title: '   ' },
    { ...review, body: 'x'.repeat(REVIEW_LIMITS.body + 1) },
    { ...review, title: 'x'.repeat(REVIEW_LIMITS.title + 1) },
    { ...review, body: 'bad \u0000 byte' },
    { ...review, stars: 5 },
    { rating: 5 },
  ]) {
    const answer = await write(ring.id, bad, shopper.cookieHeaders);
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe(ERROR_CODES.validationFailed);
  }
  expect((await write(9_999_999, review, shopper.cookieHeaders)).status).toBe(404);
  expect((await list(9_999_999)).status).toBe(404);
  expect((await eligibility(ring.id, shopper.cookieHeaders)).body).toEqual({ can_review: true, reviewed: false });
});

it('takes one review per buyer, shows it and counts it only once approved, with the reply under it', async () => {
  const piece = await orderableProduct(2);
  const before = await product(piece.id);
  expect(before).toMatchObject({ rating: 0, reviewCount: 0 });

  const shopper = await buyer(piece, 'Priya');
  const written = await write(piece.id, review, shopper.cookieHeaders);
  expect(written.status).toBe(201);
  expect(written.body.review).toMatchObject({ ...review, author: 'Priya V.', status: 'pending', reply: null });
  const again = await write(piece.id, { ...review, rating: 1 }, shopper.cookieHeaders);
  expect(again.status).toBe(409);
  expect(again.body.error_code).toBe(REVIEW_ERROR_CODES.alreadyReviewed);
  expect((await eligibility(piece.id, shopper.cookieHeaders)).body).toEqual({ can_review: false, reviewed: true });

  // Pending: not shown, not counted.
  expect((await list(piece.id)).body).toMatchObject({ reviews: [], rating: 0, review_count: 0 });
  expect(await product(piece.id)).toMatchObject({ rating: 0, reviewCount: 0 });

  const id = written.body.review.id as number;
  const approved = await moderate(id, { status: 'approved', reply: 'Thank you, Priya!' });
  expect(approved.status).toBe(200);
  const reply = 'Thank you, Priya!';
  expect(approved.body.review).toMatchObject({ status: 'approved', reply, product: { id: piece.id } });
  const shown = (await list(piece.id)).body;
  expect(shown).toMatchObject({ rating: 4, review_count: 1, reviews: [{ id, rating: 4, author: 'Priya V.', reply }] });
  expect(await product(piece.id)).toMatchObject({ rating: 4, reviewCount: 1 });

  // A second buyer's 1-star review, approved: the average is worked out, to one decimal.
  const other = await buyer(piece, 'Kabir');
  const second = await write(piece.id, { ...review, rating: 1, title: 'Clasp broke' }, other.cookieHeaders);
  expect((await moderate(second.body.review.id, { status: 'approved' })).status).toBe(200);
  expect(await product(piece.id)).toMatchObject({ rating: 2.5, reviewCount: 2 });
  // Newest first.
  expect(titles((await list(piece.id)).body)).toEqual(['Clasp broke', review.title]);

  // Rejecting takes it out of the page and the figures again.
  expect((await moderate(second.body.review.id, { status: 'rejected' })).status).toBe(200);
  expect(await product(piece.id)).toMatchObject({ rating: 4, reviewCount: 1 });
  expect((await list(piece.id)).body.reviews).toHaveLength(1);
  // An empty reply clears it.
  expect((await moderate(id, { reply: '' })).body.review.reply).toBeNull();
});

it('pages approved reviews newest first', async () => {
  const piece = await orderableProduct(3);
  const ids: number[] = [];
  for (const name of ['Anu', 'Bela', 'Chitra']) {
    const shopper = await buyer(piece, name);
    const written = await write(piece.id, { ...review, title: `From ${name}` }, shopper.cookieHeaders);
    ids.push(written.body.review.id);
    expect((await moderate(written.body.review.id, { status: 'approved' })).status).toBe(200);
  }
  const first = (await list(piece.id, '?per_page=2')).body;
  expect(first.pagination).toEqual({ current_page: 1, per_page: 2, total_pages: 2, total_count: 3 });
  expect(titles(first)).toEqual(['From Chitra', 'From Bela']);
  const second = (await list(piece.id, '?per_page=2&page=2')).body;
  expect(second.reviews.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  expect((await list(piece.id, '?per_page=500')).status).toBe(400);
});

it('lets only the back office moderate, pending first, and refuses bad moves', async () => {
  const shopper = await buyer(ring, 'Dev');
  const written = await write(ring.id, review, shopper.cookieHeaders);
  const id = written.body.review.id as number;
  expect((await moderate(id, { status: 'approved' }, {})).status).toBe(401);
  const byShopper = await moderate(id, { status: 'approved' }, shopper.cookieHeaders);
  expect(byShopper.status).toBe(403);
  expect(byShopper.body.error_code).toBe(ADMIN_ERROR_CODES.forbidden);
  expect((await moderate(id, { status: 'published' })).status).toBe(400);
  expect((await moderate(id, {})).status).toBe(400);
  expect((await moderate(id, { reply: 'x'.repeat(REVIEW_LIMITS.reply + 1) })).status).toBe(400);
  expect((await moderate(9_999_999, { status: 'approved' })).status).toBe(404);
  expect((await list(ring.id)).body.review_count).toBe(0);

  const queue = await adminList('');
  expect(queue.status).toBe(200);
  expect(queue.body.reviews[0]).toMatchObject({ status: 'pending', email: shopper.user.email });
  const pending = await adminList('?status=pending');
  expect(pending.body.reviews.every((r: { status: string }) => r.status === 'pending')).toBe(true);
  expect((await adminList('', shopper.cookieHeaders)).status).toBe(403);
});

it('counts two reviews approved at the same moment', async () => {
  const piece = await orderableProduct(4);
  const ids: number[] = [];
  for (const [name, rating] of [
    ['Esha', 5],
    ['Farah', 2],
  ] as const) {
    const shopper = await buyer(piece, name);
    ids.push((await write(piece.id, { ...review, rating }, shopper.cookieHeaders)).body.review.id);
  }
  const answers = await Promise.all(ids.map((id) => moderate(id, { status: 'approved' })));
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(await product(piece.id)).toMatchObject({ rating: 3.5, reviewCount: 2 });
});

it('refuses a decision without the version it was made from (400), or made from an older one (409)', async () => {
  const piece = await orderableProduct(5);
  const shopper = await buyer(piece, 'Gita');
  const id = (await write(piece.id, review, shopper.cookieHeaders)).body.review.id as number;
  const missing = await moderateAsIs(id, { status: 'approved' });
  expect(missing.status).toBe(400);
  expect(missing.body.error_code).toBe(ERROR_CODES.validationFailed);
  const read = await stampOf(id);
  // Someone else rejects it meanwhile.
  expect((await moderateAsIs(id, { status: 'rejected', updated_at: read })).status).toBe(200);
  const stale = await moderateAsIs(id, { status: 'approved', updated_at: read });
  expect(stale.status).toBe(409);
  expect(stale.body.error_code).toBe(ADMIN_ERROR_CODES.staleRecord);
  expect(stale.body.review).toMatchObject({ id, status: 'rejected' });
  // Nothing changed by the refused one: the piece still has no approved review.
  expect((await list(piece.id)).body.review_count).toBe(0);
  expect((await moderateAsIs(id, { status: 'approved', updated_at: stale.body.review.updated_at })).status).toBe(200);
});

it("shows the reviewer's email only to those who may see the customer list", async () => {
  const piece = await orderableProduct(6);
  const shopper = await buyer(piece, 'Hema');
  const id = (await write(piece.id, review, shopper.cookieHeaders)).body.review.id as number;
  const contentOnly = await createStaff('staff', { permissions: ['content'] });
  const listed = await adminList('?status=pending', contentOnly.cookieHeaders);
  expect(listed.status).toBe(200);
  const mine = listed.body.reviews.find((r: { id: number }) => r.id === id);
  expect(mine).toMatchObject({ author: 'Hema V.', email: null });
  expect(JSON.stringify(listed.body)).not.toContain(shopper.user.email);
  const decided = await moderate(id, { status: 'approved' }, contentOnly.cookieHeaders);
  expect(decided.status).toBe(200);
  expect(decided.body.review.email).toBeNull();
  // Staff who may open the customer list see it.
  const withCustomers = await createStaff('staff', { permissions: ['content', 'customers'] });
  const seen = (await adminList('', withCustomers.cookieHeaders)).body.reviews.find((r: { id: number }) => r.id === id);
  expect(seen.email).toBe(shopper.user.email);
});
