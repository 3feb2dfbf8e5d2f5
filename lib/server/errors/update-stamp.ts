// Optimistic concurrency of the back office's writes: a change to a record that carries updated_at
// must say which version it was made from. Without the stamp, a write overwrote blindly whatever someone else
// had saved since; now it is refused with 428 (the precondition is required, not wrong), and a stamp older
// than the record's stays 409 STALE_RECORD.
import 'server-only';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { DomainError } from './domain-error';

/** The updated_at the writer read, or 428 UPDATED_AT_REQUIRED when the write did not send one. */
export function requireUpdatedAt(stamp: string | undefined): string {
  if (!stamp) throw new DomainError(ADMIN_ERROR_CODES.updatedAtRequired, ADMIN_MESSAGES.updatedAtRequired);
  return stamp;
}
