// Every back-office view of a customer's personal data (their page, an order's page with the address): who,
// when, which customer. Written by the domain's read functions, so a page and the API are logged alike; kept
// a year (lib/shared/retention.ts); read by the owner (permission `audit`) on the customer's page.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { personalDataViews, users } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import type { CustomerDataView } from '@/lib/shared/back-office/data-view-types';

export async function logDataView(
  db: Executor,
  actor: StaffActor,
  entry: { customerUserId: number; view: 'customer' | 'order'; orderId?: number },
): Promise<void> {
  await db.insert(personalDataViews).values({
    staffUserId: actor.userId,
    customerUserId: entry.customerUserId,
    orderId: entry.orderId ?? null,
    view: entry.view,
  });
}

/** The last 50 views of one customer's data, newest first. */
export async function listDataViews(
  db: Executor,
  actor: StaffActor,
  customerUserId: number,
): Promise<CustomerDataView[]> {
  authorize(actor, 'audit');
  const rows = await db
    .select({
      staffUserId: personalDataViews.staffUserId,
      staffEmail: users.email,
      view: personalDataViews.view,
      orderId: personalDataViews.orderId,
      createdAt: personalDataViews.createdAt,
    })
    .from(personalDataViews)
    .leftJoin(users, eq(users.id, personalDataViews.staffUserId))
    .where(eq(personalDataViews.customerUserId, customerUserId))
    .orderBy(desc(personalDataViews.createdAt), desc(personalDataViews.id))
    .limit(50);
  return rows.map((r) => ({
    staff_user_id: r.staffUserId,
    staff_email: r.staffEmail,
    view: r.view,
    order_id: r.orderId,
    created_at: r.createdAt.toISOString(),
  }));
}
