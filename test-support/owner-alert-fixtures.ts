// Shared by the owner-alert tests: the owner's alert settings saved through the API as the back office saves
// them, and the mail the outbox holds for an address.
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';
import { shopToday } from '@/lib/shared/shop-time';
import { callRoute } from '@/test-support/call-route';
import type { StaffAccount } from '@/test-support/create-staff';
import { GET as readAlerts, PUT as putAlerts } from '@/app/api/v1/admin/settings/alerts/route';

/** Saves as `as` (the owner unless named) what the owner read, changed by the patch. */
export async function saveAlerts(owner: StaffAccount, patch: Record<string, unknown>, as: StaffAccount = owner) {
  const read = await callRoute(readAlerts, '/api/v1/admin/settings/alerts', { headers: owner.cookieHeaders });
  const current = read.body.settings;
  const { owner_email: _owner, ...settings } = current;
  return callRoute(putAlerts, '/api/v1/admin/settings/alerts', {
    method: 'PUT',
    headers: as.cookieHeaders,
    body: { ...settings, ...patch, enabled: { ...settings.enabled, ...((patch.enabled as object) ?? {}) } },
  });
}

/** The mail kept for an address whose subject holds the words, oldest first. */
export async function mailTo(to: string, subjectPart = '') {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to.toLowerCase()), sql`${mailOutbox.subject} LIKE ${`%${subjectPart}%`}`))
    .orderBy(asc(mailOutbox.id));
}

/** Today (in India) at the given hour and minute, India's time. */
export function todayAt(hour: number, minute = 30): Date {
  return new Date(`${shopToday()}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+05:30`);
}
