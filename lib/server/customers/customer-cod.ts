// Cash on delivery per customer: the owner turns it off for a shopper who refused parcels or
// abused it, and on again. Owner only, like disabling the account; the checkout and the order both read it.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_CUSTOMER_MESSAGES as M } from '@/lib/shared/messages/admin-customers';
import type { AdminCustomer } from '@/lib/shared/back-office/admin-types';
import { readCustomer } from './customer-admin';

export async function setCustomerCod(actor: StaffActor, id: number, enabled: boolean): Promise<AdminCustomer> {
  authorize(actor, 'customers:disable');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, role: users.role, codEnabled: users.codEnabled })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!row) throw notFound(M.notFound);
    if (row.role !== 'customer') throw new DomainError(ADMIN_ERROR_CODES.conflict, M.staffAccount);
    if (row.codEnabled !== enabled) {
      await tx.update(users).set({ codEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, id));
      await recordAudit(tx, actor, {
        action: enabled ? 'customer.cod_enable' : 'customer.cod_disable',
        entityType: 'user',
        entityId: id,
        before: { cod_enabled: row.codEnabled },
        after: { cod_enabled: enabled },
      });
    }
    return (await readCustomer(tx, id))!;
  });
}
