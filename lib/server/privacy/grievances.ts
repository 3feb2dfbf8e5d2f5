// A buyer's grievance: recorded with a reference they can quote (GRV-2026-000123) and acknowledged by mail in
// the same transaction (the E-Commerce Rules ask for 48 hours; we answer at once). Signed-in buyers only: a
// guest writes to the grievance officer named in the footer and the notice.
import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/lib/server/db';
import { grievances, orders, users } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { brandedMail, deliverQueuedMail, queueMail } from '@/lib/server/mail';
import { getShopSettings } from '@/lib/server/settings';
import { GRIEVANCE_MESSAGES as M } from '@/lib/shared/messages/grievance-messages';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop-time';
import type { GrievanceCreate, GrievanceView } from '@/lib/shared/schemas/grievance-schema';
import { buyerViews, dueAt } from './grievance-view';

export const shopDate = (at: Date) =>
  at.toLocaleDateString('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** The next id, and the reference made of it: the year of the day in India, the id on six digits (more past a million). */
const nextReference = sql`
  select id::text as id, 'GRV-' || to_char(now() at time zone ${SHOP_TIME_ZONE}, 'YYYY') || '-' || lpad(id::text, 6, '0') as reference
  from (select nextval(pg_get_serial_sequence('grievances', 'id')) as id) next`;

export async function createGrievance(
  userId: number,
  body: GrievanceCreate,
): Promise<{ reference: string; status: 'open' }> {
  const db = await getDb();
  const settings = await getShopSettings();
  const queued = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound(M.notFound);
    const orderId = body.order_id ?? null;
    if (orderId !== null) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order)
        throw new DomainError(ERROR_CODES.validationFailed, M.orderNotYours, {
          errors: { order_id: [M.orderNotYours] },
        });
    }
    const name = `${user.firstName} ${user.lastName}`.trim();
    const [next] = rowsOf<{ id: string; reference: string }>(await tx.execute(nextReference));
    const reference = next.reference;
    const [row] = await tx
      .insert(grievances)
      .values({
        id: Number(next.id),
        reference,
        userId,
        email: user.email ?? '',
        name,
        subject: body.subject,
        message: body.message,
        orderId,
        acknowledgedAt: new Date(),
      })
      .returning({ createdAt: grievances.createdAt });
    const subject = M.ackSubject(reference);
    // An account made with a mobile number may have no address: the answer's reference is its acknowledgement.
    if (!user.email) return { reference, mail: null };
    const mail = await queueMail(tx, {
      to: user.email,
      ...brandedMail(settings, subject, subject, {
        heading: subject,
        paragraphs: M.ackText(name, reference, body.subject, shopDate(dueAt(row.createdAt))).split('\n\n'),
      }),
    });
    return { reference, mail };
  });
  if (queued.mail) void deliverQueuedMail([queued.mail]);
  return { reference: queued.reference, status: 'open' };
}

/** The buyer's own grievances, newest first, with the shop's replies. */
export async function listOwnGrievances(userId: number): Promise<GrievanceView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.createdAt), desc(grievances.id))
    .limit(100);
  return buyerViews(db, rows);
}
