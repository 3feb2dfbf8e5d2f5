// Form 60 (Rule 114B): a buyer with no PAN declares it on Form 60, and the piece waits in the shop until the signed
// form is in hand. The back office records its receipt (audited); dispatch checks it.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, type OrderRow } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { readAdminOrder } from './order-admin-read';

/** Refuses dispatch (booking a parcel, the move to shipped) of a Form 60 order whose form is not yet received. */
export function assertForm60Received(order: Pick<OrderRow, 'form60' | 'form60ReceivedAt'>): void {
  if (order.form60 && order.form60ReceivedAt === null)
    throw new DomainError(ADMIN_ERROR_CODES.conflict, M.form60Pending);
}

/** Records the signed Form 60 as received. Once only: a second time changes nothing and is refused. */
export async function recordForm60Received(actor: StaffActor, id: number): Promise<AdminOrder> {
  authorize(actor, 'orders');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    if (!row.form60) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.form60NotDeclared);
    if (row.form60ReceivedAt) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.form60AlreadyReceived);
    const now = new Date();
    await tx.update(orders).set({ form60ReceivedAt: now, updatedAt: now }).where(eq(orders.id, id));
    await recordAudit(tx, actor, {
      action: 'order.form_60_received',
      entityType: 'order',
      entityId: id,
      before: { form_60_received_at: null },
      after: { form_60_received_at: now.toISOString() },
    });
    return (await readAdminOrder(tx, id))!;
  });
}
