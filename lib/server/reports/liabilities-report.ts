// The liabilities report for the accountant: the money buyers keep with the shop (savings plans ready to spend,
// gift card balances, store credit), each with its opening balance, its movements in the period by reason and
// its closing balance, all from the stored value ledger's signed movements (lib/server/stored-value). Money
// taken in advance is a liability, never a sale: sales count an order's total when it is paid, whatever paid it
// (docs/money-rules.md). The ties prove the ledger against the orders, the invoices and the balances.
import 'server-only';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, storedValueMovements, storedValues, taxDocuments } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { addDays, istDayStart, SHOP_TIME_ZONE, shopToday } from '@/lib/shared/shop-time';
import {
  LIABILITY_KINDS,
  type LiabilitiesReport,
  type LiabilityAccount,
  type LiabilityBalances,
} from '@/lib/shared/back-office/liabilities-types';

const M = storedValueMovements;

/** Per kind and reason: the sum before the period and the sum within it, in paise. */
async function movementSums(db: Executor, start: Date, end: Date) {
  const from = start.toISOString();
  const rows = await db
    .select({
      kind: storedValues.kind,
      reason: M.reason,
      before: sql<string>`coalesce(sum(${M.amountPaise}) filter (where ${M.createdAt} < ${from}::timestamptz), 0)`,
      within: sql<string>`coalesce(sum(${M.amountPaise}) filter (where ${M.createdAt} >= ${from}::timestamptz), 0)`,
    })
    .from(M)
    .innerJoin(storedValues, eq(storedValues.id, M.storedValueId))
    .where(lt(M.createdAt, end))
    .groupBy(storedValues.kind, M.reason);
  return rows.map((r) => ({ kind: r.kind, reason: r.reason, before: Number(r.before), within: Number(r.within) }));
}

async function ties(db: Executor, start: Date, end: Date, sums: Awaited<ReturnType<typeof movementSums>>) {
  const within = (reason: string) => sums.filter((s) => s.reason === reason).reduce((t, s) => t + s.within, 0);
  const [[placed], [invoiced], [now], [ledger]] = await Promise.all([
    db
      .select({ paise: sql<string>`coalesce(sum(${orders.storedValuePaise}), 0)` })
      .from(orders)
      .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end))),
    db
      .select({
        paise: sql<string>`coalesce(sum((select coalesce(sum((l->>'amountPaise')::bigint), 0)
          from jsonb_array_elements(coalesce(${taxDocuments.document}->'storedValue'->'lines', '[]'::jsonb)) l)), 0)`,
      })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, 'invoice'), gte(taxDocuments.issuedAt, start), lt(taxDocuments.issuedAt, end))),
    db.select({ paise: sql<string>`coalesce(sum(${storedValues.balancePaise}), 0)` }).from(storedValues),
    db.select({ paise: sql<string>`coalesce(sum(${M.amountPaise}), 0)` }).from(M),
  ]);
  return {
    spent_on_orders: paiseToRupees(-within('spent')),
    orders_paid_by_stored_value: paiseToRupees(Number(placed.paise)),
    returned_from_orders: paiseToRupees(within('returned')),
    invoiced_stored_value: paiseToRupees(Number(invoiced.paise)),
    balances_now: paiseToRupees(Number(now.paise)),
    ledger_now: paiseToRupees(Number(ledger.paise)),
    balances_match: Number(now.paise) === Number(ledger.paise),
  };
}

/** The period's report, both ends inclusive (IST days); this month so far by default. */
export async function liabilitiesReport(
  actor: StaffActor,
  range: { from?: string; to?: string },
): Promise<LiabilitiesReport> {
  authorize(actor, 'reports');
  const to = range.to ?? shopToday();
  const from = range.from ?? `${to.slice(0, 8)}01`;
  if (from > to)
    throw new DomainError(ERROR_CODES.validationFailed, DOMAIN_ERROR_MESSAGES.reportFromAfterTo, {
      errors: { from: [DOMAIN_ERROR_MESSAGES.reportFromAfterTo] },
    });
  const start = istDayStart(from);
  const end = istDayStart(addDays(to, 1));
  const db = await getDb();
  const sums = await movementSums(db, start, end);
  const accounts: LiabilityAccount[] = LIABILITY_KINDS.map((kind) => {
    const mine = sums.filter((s) => s.kind === kind);
    const opening = mine.reduce((t, s) => t + s.before, 0);
    const moved = mine.filter((s) => s.within !== 0).sort((a, b) => a.reason.localeCompare(b.reason));
    return {
      kind,
      opening: paiseToRupees(opening),
      movements: moved.map((s) => ({ reason: s.reason, amount: paiseToRupees(s.within) })),
      closing: paiseToRupees(opening + moved.reduce((t, s) => t + s.within, 0)),
    };
  });
  const total = (pick: (a: LiabilityAccount) => number) =>
    paiseToRupees(accounts.reduce((t, a) => t + rupeesToPaise(pick(a)), 0));
  return {
    from,
    to,
    time_zone: SHOP_TIME_ZONE,
    accounts,
    totals: { opening: total((a) => a.opening), closing: total((a) => a.closing) },
    ties: await ties(db, start, end, sums),
  };
}

/** The dashboard's three balances as they stand, in rupees. */
export async function liabilityBalances(db: Executor): Promise<LiabilityBalances> {
  const rows = await db
    .select({ kind: storedValues.kind, paise: sql<string>`coalesce(sum(${storedValues.balancePaise}), 0)` })
    .from(storedValues)
    .groupBy(storedValues.kind);
  const of = (kind: string) => paiseToRupees(Number(rows.find((r) => r.kind === kind)?.paise ?? 0));
  return { savings: of('savings'), gift_card: of('gift_card'), store_credit: of('store_credit') };
}
