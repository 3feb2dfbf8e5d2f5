// The demo shop's reviews: written as real rows by three demo buyers, each with a delivered order
// of the piece they review, so the stars the demo shows are the ones the code computes from approved reviews.
// The buyers cannot sign in (their password hash verifies nothing).
import { inArray, sql } from 'drizzle-orm';
import { tables, type Transaction } from '@/lib/server/db';
import type { ShippingAddress } from '@/lib/server/db/schema';
import { DEMO_BRAND } from './demo-brand';
import type { ReviewPlan } from '../catalogue/product-generator';

const DAY_MS = 86_400_000;
/** Not an argon2 hash: verifying any password against it fails, so no one signs in as a demo buyer. */
const NO_PASSWORD = '!demo-buyer';

const buyer = (firstName: string, lastName: string, city: string, state: string, postal: string) => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@demo-buyers.example`.toLowerCase(),
  city,
  state,
  postal,
});

export const DEMO_BUYERS = [
  buyer('Priya', 'Sharma', 'Mumbai', 'Maharashtra', '400050'),
  buyer('Arjun', 'Nair', 'Kochi', 'Kerala', '682020'),
  buyer('Meera', 'Iyer', 'Chennai', 'Tamil Nadu', '600017'),
] as const;
type DemoBuyer = (typeof DEMO_BUYERS)[number];

const WORDS: Record<number, { title: string; body: string }[]> = {
  5: [
    {
      title: 'Even prettier in person',
      body: 'The finish is beautiful and it sits just right. Packed with care, and it arrived before the wedding.',
    },
    {
      title: 'An heirloom already',
      body: 'Bought it for my mother and she has not taken it off. The detailing is fine and even.',
    },
  ],
  4: [
    {
      title: 'Lovely work',
      body: 'Very well made and it catches the light nicely. A little smaller than I pictured, but I am happy.',
    },
    { title: 'Good value', body: 'Looks far more expensive than it was. Delivery took a few days longer than said.' },
  ],
  3: [
    {
      title: 'Nice, but delicate',
      body: 'Pretty piece. The clasp feels delicate, so I keep it for occasions rather than every day.',
    },
  ],
  2: [{ title: 'Not what I expected', body: 'The colour is warmer than in the photos. Customer care was helpful.' }],
  1: [{ title: 'Disappointed', body: 'One stone came loose within a week. The shop offered a repair.' }],
};

/** The stars of each planned review: around the plan's, one buyer a little kinder, one a little harder. */
export function plannedRatings(plan: ReviewPlan): number[] {
  const offsets = [0, 0.6, -0.9];
  return Array.from({ length: plan.count }, (_, i) => Math.min(5, Math.max(1, Math.round(plan.stars + offsets[i]!))));
}

export type ReviewedPiece = {
  id: number;
  name: string;
  pricePaise: number;
  hsnCode: string;
  imageUrl: string | null;
  createdAt: Date;
  plan: ReviewPlan;
};

/** The demo buyers' accounts (kept across a --force re-seed, with their earlier orders removed). */
async function demoBuyerIds(tx: Transaction): Promise<number[]> {
  await tx
    .insert(tables.users)
    .values(
      DEMO_BUYERS.map((b) => ({
        email: b.email,
        firstName: b.firstName,
        lastName: b.lastName,
        passwordHash: NO_PASSWORD,
        emailVerifiedAt: DEMO_BRAND.baseDate,
        createdAt: DEMO_BRAND.baseDate,
      })),
    )
    .onConflictDoNothing({ target: tables.users.email });
  const rows = await tx
    .select({ id: tables.users.id, email: tables.users.email })
    .from(tables.users)
    .where(
      inArray(
        tables.users.email,
        DEMO_BUYERS.map((b) => b.email),
      ),
    );
  const ids = DEMO_BUYERS.map((b) => rows.find((r) => r.email === b.email)!.id);
  await tx.delete(tables.orders).where(inArray(tables.orders.userId, ids));
  return ids;
}

function address(who: DemoBuyer): ShippingAddress {
  return {
    full_name: `${who.firstName} ${who.lastName}`,
    address_line_1: '14 Demo Residency',
    address_line_2: '',
    city: who.city,
    state: who.state,
    postal_code: who.postal,
    country: 'India',
    phone: '9876543210',
  };
}

/** One delivered order per buyer and piece, its review approved, then every piece's rating from them. */
export async function insertDemoReviews(tx: Transaction, pieces: readonly ReviewedPiece[]): Promise<number> {
  const planned = pieces.filter((p) => p.plan.count > 0);
  if (planned.length === 0) return 0;
  const buyerIds = await demoBuyerIds(tx);
  const wanted = planned.flatMap((piece) =>
    plannedRatings(piece.plan).map((rating, i) => {
      // Ordered two days after the piece was listed (and before the seed's date), delivered four days later.
      const listed = Math.min(piece.createdAt.getTime() + 2 * DAY_MS, DEMO_BRAND.baseDate.getTime() - 10 * DAY_MS);
      const ordered = new Date(listed + i * 3_600_000);
      return { piece, rating, buyer: i, ordered, delivered: new Date(ordered.getTime() + 4 * DAY_MS) };
    }),
  );
  const orders = await tx
    .insert(tables.orders)
    .values(
      wanted.map((w) => ({
        userId: buyerIds[w.buyer]!,
        status: 'delivered' as const,
        subtotalPaise: w.piece.pricePaise,
        totalPaise: w.piece.pricePaise,
        shippingAddress: address(DEMO_BUYERS[w.buyer]!),
        paymentProvider: 'sandbox',
        paidAt: w.ordered,
        shippedAt: new Date(w.ordered.getTime() + DAY_MS),
        deliveredAt: w.delivered,
        createdAt: w.ordered,
        updatedAt: w.delivered,
      })),
    )
    .returning({ id: tables.orders.id });
  const items = await tx
    .insert(tables.orderItems)
    .values(
      wanted.map((w, i) => ({
        orderId: orders[i]!.id,
        productId: w.piece.id,
        productName: w.piece.name,
        imageUrl: w.piece.imageUrl,
        quantity: 1,
        unitPricePaise: w.piece.pricePaise,
        subtotalPaise: w.piece.pricePaise,
        hsnCode: w.piece.hsnCode,
      })),
    )
    .returning({ id: tables.orderItems.id });
  await tx.insert(tables.productReviews).values(
    wanted.map((w, i) => {
      const words = WORDS[w.rating]![(w.piece.id + w.buyer) % WORDS[w.rating]!.length]!;
      const written = new Date(w.delivered.getTime() + (2 + w.buyer) * DAY_MS);
      return {
        productId: w.piece.id,
        userId: buyerIds[w.buyer]!,
        orderItemId: items[i]!.id,
        rating: w.rating,
        ...words,
        status: 'approved' as const,
        moderatedAt: written,
        createdAt: written,
        updatedAt: written,
      };
    }),
  );
  // The same sums moderation keeps (lib/server/reviews), for every reviewed piece at once.
  await tx.execute(sql`
    UPDATE ${tables.products} p SET rating = r.average, review_count = r.n
    FROM (
      SELECT product_id, round(avg(rating)::numeric, 1) AS average, count(*)::int AS n
      FROM ${tables.productReviews} WHERE status = 'approved' GROUP BY product_id
    ) r
    WHERE p.id = r.product_id`);
  return wanted.length;
}
