// A grievance as its answers show it: the clock (due in a month, the Act's outer limit at 90 days) and the
// owner's replies.
import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { grievanceReplies, type GrievanceRow } from '@/lib/server/db/schema';
import { GRIEVANCE_DUE_DAYS, GRIEVANCE_LIMIT_DAYS } from '@/lib/shared/retention';
import type { AdminGrievanceView, GrievanceView } from '@/lib/shared/schemas/grievance-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export const dueAt = (createdAt: Date) => new Date(createdAt.getTime() + GRIEVANCE_DUE_DAYS * DAY_MS);
const limitAt = (createdAt: Date) => new Date(createdAt.getTime() + GRIEVANCE_LIMIT_DAYS * DAY_MS);

type Replies = Map<number, { message: string; created_at: string }[]>;

async function repliesOf(db: Executor, ids: number[]): Promise<Replies> {
  const replies: Replies = new Map();
  if (ids.length === 0) return replies;
  const rows = await db
    .select()
    .from(grievanceReplies)
    .where(inArray(grievanceReplies.grievanceId, ids))
    .orderBy(asc(grievanceReplies.createdAt), asc(grievanceReplies.id));
  for (const row of rows) {
    const list = replies.get(row.grievanceId) ?? [];
    list.push({ message: row.message, created_at: row.createdAt.toISOString() });
    replies.set(row.grievanceId, list);
  }
  return replies;
}

function buyerView(row: GrievanceRow, replies: Replies): GrievanceView {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    subject: row.subject,
    message: row.message,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    due_at: dueAt(row.createdAt).toISOString(),
    limit_at: limitAt(row.createdAt).toISOString(),
    replies: replies.get(row.id) ?? [],
  };
}

export async function buyerViews(db: Executor, rows: GrievanceRow[]): Promise<GrievanceView[]> {
  const replies = await repliesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => buyerView(row, replies));
}

export async function adminViews(db: Executor, rows: GrievanceRow[], now = new Date()): Promise<AdminGrievanceView[]> {
  const replies = await repliesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const open = row.status !== 'resolved';
    return {
      ...buyerView(row, replies),
      name: row.name,
      email: row.email,
      user_id: row.userId,
      overdue: open && dueAt(row.createdAt) < now,
      past_limit: open && limitAt(row.createdAt) < now,
    };
  });
}
