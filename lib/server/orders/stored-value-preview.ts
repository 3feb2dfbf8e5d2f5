// Checkout's preview of stored value (POST /payments/stored-value): what the buyer could spend (their store
// credit, each savings plan ready to spend) and what the gift cards, credit and plan they chose would pay of
// the amount due, worked by the very rules create-order spends them by (stored-value-spending.ts). Nothing is
// spent: the read runs in a transaction that only reads, and create-order works it all out again.
import 'server-only';
import { and, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { storedValues } from '@/lib/server/db/schema';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { shopToday } from '@/lib/shared/shop-time';
import type { StoredValuePreview } from '@/lib/shared/schemas/checkout-stored-value-schema';
import type { z } from 'zod';
import type { storedValuePreviewBodySchema } from '@/lib/shared/schemas/checkout-stored-value-schema';
import { checkGiftCardCodes, planStoredValue } from './stored-value-spending';

type PreviewBody = z.output<typeof storedValuePreviewBodySchema>;

async function spendable(db: Executor, userId: number, today: string) {
  return db
    .select({
      kind: storedValues.kind,
      sourceKey: storedValues.sourceKey,
      balancePaise: storedValues.balancePaise,
      expiresOn: storedValues.expiresOn,
    })
    .from(storedValues)
    .where(
      and(
        eq(storedValues.userId, userId),
        inArray(storedValues.kind, ['store_credit', 'savings']),
        eq(storedValues.status, 'active'),
        gt(storedValues.balancePaise, 0),
        or(isNull(storedValues.expiresOn), gte(storedValues.expiresOn, today)),
      ),
    );
}

export async function previewStoredValue(
  userId: number,
  body: PreviewBody,
  clientIp: string | null,
): Promise<StoredValuePreview> {
  await checkGiftCardCodes(body.gift_card_codes, clientIp);
  const today = shopToday();
  const db = await getDb();
  const duePaise = rupeesToPaise(body.amount_due);
  return db.transaction(async (tx) => {
    const [rows, plan] = [await spendable(tx, userId, today), await planStoredValue(tx, userId, body, duePaise, today)];
    const credit = rows.find((r) => r.kind === 'store_credit');
    return {
      store_credit: paiseToRupees(Number(credit?.balancePaise ?? 0)),
      savings: rows
        .filter((r) => r.kind === 'savings')
        .map((r) => ({
          enrolment_id: Number(r.sourceKey.slice('savings:'.length)),
          amount: paiseToRupees(Number(r.balancePaise)),
          redeem_by: r.expiresOn,
        })),
      applied: plan.uses.map((use) => ({ kind: use.kind, label: use.label, amount: paiseToRupees(use.amountPaise) })),
      amount_to_pay: paiseToRupees(duePaise - plan.totalPaise),
    };
  });
}
