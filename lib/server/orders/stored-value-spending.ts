// Stored value spent at checkout (docs/money-rules.md, "Stored value at checkout"): the gift cards given, in
// their order, then the buyer's store credit, then their savings plan, each taking what is left of the total
// after the old gold and the ones before it, never more than its balance. They are read under a row lock in the
// order's own transaction and spent (stored-value ledger, spendStoredValue: balance - x WHERE balance >= x)
// once the order row exists; when another order spent a balance first, this order fails whole (409) and
// nothing of it is kept. A cancelled or failed order gives them back (releaseOrder, returnSpentToSource).
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { storedValues } from '@/lib/server/db/schema';
import type { Executor } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { spendStoredValue } from '@/lib/server/stored-value';
import { CHECKOUT_STORED_VALUE_MESSAGES as M } from '@/lib/shared/messages/checkout-stored-value';
import { ORDER_ERROR_CODES, type CreateOrderBody } from '@/lib/shared/schemas/checkout-schema';
import type { StoredValueKind, StoredValueUse } from '@/lib/shared/selling/stored-value-uses';
import { giftCardBalance, giftCardValueByCode } from '@/lib/server/gift-cards';
import { STORED_VALUE_ERROR_CODES } from '@/lib/shared/error-codes';
import { UNKNOWN_CLIENT } from '@/lib/shared/constants';
import { normalizeGiftCardCode } from '@/lib/shared/gift-card-rules';

type StoredValueChoice = Pick<CreateOrderBody, 'gift_card_codes' | 'use_store_credit' | 'savings_enrolment_id'>;

type Held = { id: number; kind: StoredValueKind; label: string; balancePaise: number; field: string };

type Row = { id: number; balancePaise: number; expiresOn: string | null; status: string };

const invalid = (field: string, message: string) =>
  new DomainError(ORDER_ERROR_CODES.storedValueInvalid, message, { errors: { [field]: [message] } });

const spent = (field: string) =>
  new DomainError(ORDER_ERROR_CODES.storedValueSpent, M.spentElsewhere, { errors: { [field]: [M.spentElsewhere] } });

/** One stored value (by its id, or its source key and owner), locked until the order's transaction ends. */
async function lockValue(
  tx: Executor,
  which: { id: number } | { sourceKey: string; userId: number },
): Promise<Row | null> {
  const [row] = await tx
    .select({
      id: storedValues.id,
      balancePaise: storedValues.balancePaise,
      expiresOn: storedValues.expiresOn,
      status: storedValues.status,
    })
    .from(storedValues)
    .where(
      'id' in which
        ? eq(storedValues.id, which.id)
        : and(eq(storedValues.sourceKey, which.sourceKey), eq(storedValues.userId, which.userId)),
    )
    .for('update');
  return row ? { ...row, balancePaise: Number(row.balancePaise) } : null;
}

/** Expired (its last day before today in India) or closed: a clear 400 naming the field. */
function checkUsable(row: Row, field: string, today: string, closed: string, expired: (on: string) => string) {
  const expiresOn = row.expiresOn;
  if (row.status === 'expired' || (expiresOn !== null && expiresOn < today))
    throw invalid(field, expired(expiresOn ?? today));
  if (row.status !== 'active') throw invalid(field, closed);
}

/** The stored values the body names, locked, in the order they are spent. */
async function holdStoredValues(tx: Executor, userId: number, body: StoredValueChoice, today: string): Promise<Held[]> {
  const held: Held[] = [];
  for (const [i, code] of body.gift_card_codes.entries()) {
    const field = `gift_card_codes.${i}`;
    const normalized = normalizeGiftCardCode(code);
    const found = await giftCardValueByCode(tx, normalized);
    const row = found ? await lockValue(tx, { id: found.storedValueId }) : null;
    if (!row) throw invalid(field, M.giftCardUnknown);
    checkUsable(row, field, today, M.giftCardClosed, M.giftCardExpired);
    if (row.balancePaise <= 0) throw spent(field);
    held.push({
      id: row.id,
      kind: 'gift_card',
      label: M.giftCardLabel(normalized.slice(-4)),
      balancePaise: row.balancePaise,
      field,
    });
  }
  if (body.use_store_credit) {
    const row = await lockValue(tx, { sourceKey: `credit:${userId}`, userId });
    // No credit, or none left: nothing to spend, and nothing wrong with asking.
    if (row && row.status === 'active' && row.balancePaise > 0)
      held.push({
        id: row.id,
        kind: 'store_credit',
        label: M.storeCreditLabel,
        balancePaise: row.balancePaise,
        field: 'use_store_credit',
      });
  }
  if (body.savings_enrolment_id) {
    const field = 'savings_enrolment_id';
    const row = await lockValue(tx, { sourceKey: `savings:${body.savings_enrolment_id}`, userId });
    if (!row) throw invalid(field, M.savingsUnknown);
    checkUsable(row, field, today, M.savingsNotRedeemable, M.savingsExpired);
    if (row.balancePaise <= 0) throw invalid(field, M.savingsNotRedeemable);
    held.push({
      id: row.id,
      kind: 'savings',
      label: M.savingsLabel(body.savings_enrolment_id),
      balancePaise: row.balancePaise,
      field,
    });
  }
  return held;
}

/**
 * Before the order's transaction: each code looked up as GET /gift_cards/{code} does, so a code that names no
 * card counts against the client's guesses (10 an hour per network, then 429) wherever it is typed.
 */
export async function checkGiftCardCodes(codes: readonly string[], clientIp: string | null | undefined): Promise<void> {
  for (const [i, code] of codes.entries()) {
    try {
      await giftCardBalance(normalizeGiftCardCode(code), clientIp ?? UNKNOWN_CLIENT);
    } catch (error) {
      if (error instanceof DomainError && error.code === STORED_VALUE_ERROR_CODES.giftCardNotFound)
        throw invalid(`gift_card_codes.${i}`, M.giftCardUnknown);
      throw error;
    }
  }
}

export type StoredValuePlan = { uses: (StoredValueUse & { field: string })[]; totalPaise: number };

/** What each stored value the body names pays of `duePaise` (the total less old gold), in order, read locked. */
export async function planStoredValue(
  tx: Executor,
  userId: number,
  body: StoredValueChoice,
  duePaise: number,
  today: string,
): Promise<StoredValuePlan> {
  const held = await holdStoredValues(tx, userId, body, today);
  let left = Math.max(0, duePaise);
  const uses: StoredValuePlan['uses'] = [];
  for (const value of held) {
    const amountPaise = Math.min(value.balancePaise, left);
    // A card the ones before it made unnecessary is not touched.
    if (amountPaise === 0) continue;
    uses.push({ kind: value.kind, storedValueId: value.id, label: value.label, amountPaise, field: value.field });
    left -= amountPaise;
  }
  return { uses, totalPaise: uses.reduce((sum, use) => sum + use.amountPaise, 0) };
}

/** Spends the plan for the order just written, in its transaction: a balance spent meanwhile fails it all (409). */
export async function spendPlan(tx: Executor, orderId: number, plan: StoredValuePlan): Promise<void> {
  for (const use of plan.uses) {
    try {
      await spendStoredValue(tx, { storedValueId: use.storedValueId, amountPaise: use.amountPaise, orderId });
    } catch (error) {
      if (error instanceof DomainError) throw spent(use.field);
      throw error;
    }
  }
}

/** What the order keeps of the plan: each use without the form field it came from. */
export const usesOf = (plan: StoredValuePlan): StoredValueUse[] =>
  plan.uses.map(({ kind, storedValueId, label, amountPaise }) => ({ kind, storedValueId, label, amountPaise }));
