// Reading the outbox: the mailbox page and GET /api/dev/outbox, for people and tests while mail is kept.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';

export type OutboxMessage = { id: number; to: string; subject: string; text: string; html: string; created_at: string };

export const OUTBOX_PAGE_SIZE = 50;

export async function listOutbox(filter: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  // No stored address holds a NUL, and PostgreSQL refuses one in a query (the mailbox page passes `?to=` on).
  if (filter.to?.includes('\u0000')) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(filter.to ? eq(mailOutbox.to, filter.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit ?? OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
