// Store credit: one balance per buyer (source 'credit:<userId>', no last day), grown by refunds made as
// credit and by the owner's grants, spent at checkout. The owner's grant is money given away like a refund:
// the refunds permission and a recently given password, audited in the transaction that credits it.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { storedValueMovements, storedValues, users } from '@/lib/server/db/schema';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { notFound } from '@/lib/server/errors';
import { STORE_CREDIT_MESSAGES as M } from '@/lib/shared/messages/store-credit-messages';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import type { ApiStoreCredit, StoreCreditGrantBody } from '@/lib/shared/schemas/gift-card-schema';
import { creditStoredValue } from './ledger';

const MOVEMENTS_SHOWN = 100;

/** The buyer's credit and its latest movements, newest first; zero and none before any credit. */
export async function storeCreditOf(db: Executor, userId: number): Promise<ApiStoreCredit> {
  const [value] = await db
    .select({ id: storedValues.id, balancePaise: storedValues.balancePaise })
    .from(storedValues)
    .where(eq(storedValues.sourceKey, `credit:${userId}`));
  if (!value) return { balance: 0, movements: [] };
  const rows = await db
    .select()
    .from(storedValueMovements)
    .where(eq(storedValueMovements.storedValueId, value.id))
    .orderBy(desc(storedValueMovements.createdAt), desc(storedValueMovements.id))
    .limit(MOVEMENTS_SHOWN);
  return {
    balance: paiseToRupees(Number(value.balancePaise)),
    movements: rows.map((m) => ({
      id: m.id,
      amount: paiseToRupees(Number(m.amountPaise)),
      reason: m.reason,
      order_id: m.orderId,
      note: m.note,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

/** GET /store_credit */
export async function ownStoreCredit(userId: number): Promise<ApiStoreCredit> {
  return storeCreditOf(await getDb(), userId);
}

/** POST /admin/customers/{id}/store_credit */
export async function grantStoreCredit(
  actor: StaffActor,
  customerId: number,
  body: StoreCreditGrantBody,
): Promise<ApiStoreCredit> {
  authorize(actor, 'refunds');
  requireRecentPassword(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
    if (!customer) throw notFound(M.customerNotFound);
    const credited = await creditStoredValue(tx, {
      sourceKey: `credit:${customerId}`,
      kind: 'store_credit',
      userId: customerId,
      amountPaise: rupeesToPaise(body.amount),
      reason: 'grant',
      actor: `staff:${actor.userId}`,
      note: body.reason,
    });
    await recordAudit(tx, actor, {
      action: 'store_credit.grant',
      entityType: 'customer',
      entityId: customerId,
      after: { amount: body.amount, reason: body.reason, balance: paiseToRupees(credited.balancePaise) },
    });
    return storeCreditOf(tx, customerId);
  });
}
