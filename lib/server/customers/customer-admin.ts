// The shop's customers as the back office sees them: search, one customer with their orders, and disabling
// an account (its sessions end at once; login refuses it until it is enabled again). Back-office accounts are
// managed as staff, not here.
import 'server-only';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, userContactSql, users } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { recordAudit } from '@/lib/server/audit';
import { revokeUserSessions } from '@/lib/server/auth';
import { listDataViews, logDataView } from '@/lib/server/privacy';
import { consentHistory } from '@/lib/server/consents';
import { listCustomerOrders, PAID_STATUSES, refundedPaiseSql } from '@/lib/server/orders';
import { paiseToRupees } from '@/lib/shared/money';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_CUSTOMER_MESSAGES as M } from '@/lib/shared/messages/admin-customers';
import type { AdminCustomerQuery } from '@/lib/shared/schemas/admin-customer-schema';
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerPage } from '@/lib/shared/back-office/admin-types';

// Drizzle writes a column of a one-table select without its table ("id"), and inside these subqueries that
// would be orders.id: every customer would get the same figures. The outer row is named in full.
const customerId = sql`${users}.${sql.identifier(users.id.name)}`;

const selection = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: userContactSql(),
  role: users.role,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  codEnabled: users.codEnabled,
  erasedAt: users.erasedAt,
  // Derived from the consent ledger: the time of the newest change when it gave the consent, else null.
  marketingMailAt: sql<Date | null>`(select case when ce.given then ce.created_at end from consent_events ce
    where ce.user_id = ${customerId} and ce.purpose = 'marketing_mail' order by ce.created_at desc, ce.id desc limit 1)`.mapWith(
    users.createdAt,
  ),
  ordersCount: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${customerId})`,
  // Net of refunds: an order refunded in full adds nothing.
  spentPaise: sql<number>`(select coalesce(sum(${orders.totalPaise} - ${refundedPaiseSql}), 0)::bigint from ${orders} where ${orders.userId} = ${customerId} and ${orders.paidAt} is not null and ${inArray(orders.status, [...PAID_STATUSES])})`,
};

type Row = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  createdAt: Date;
  disabledAt: Date | null;
  codEnabled: boolean;
  erasedAt: Date | null;
  marketingMailAt: Date | null;
  ordersCount: number;
  spentPaise: number;
};

function toCustomer(row: Row): AdminCustomer {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    orders_count: Number(row.ordersCount),
    total_spent: paiseToRupees(Number(row.spentPaise)),
    cod_enabled: row.codEnabled,
    erased: row.erasedAt !== null,
    marketing_mail_at: row.marketingMailAt?.toISOString() ?? null,
  };
}

export async function listCustomers(actor: StaffActor, query: AdminCustomerQuery): Promise<AdminCustomerPage> {
  authorize(actor, 'customers');
  const db = await getDb();
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        // An account made with a mobile number is found by its digits.
        ...(digits.length >= 4 ? [sql`${users.phone} LIKE ${`%${digits}%`}`] : []),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(selection)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    customers: rows.map(toCustomer),
    pagination: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
    },
  };
}

export async function readCustomer(db: Executor, id: number): Promise<AdminCustomer | null> {
  const [row] = await db.select(selection).from(users).where(eq(users.id, id));
  return row ? toCustomer(row) : null;
}

export async function getCustomer(actor: StaffActor, id: number): Promise<AdminCustomerDetail> {
  authorize(actor, 'customers');
  const db = await getDb();
  const customer = await readCustomer(db, id);
  if (!customer) throw notFound(M.notFound);
  // Every view of a customer's data is logged (DPDP breach readiness); the owner reads the log here.
  await logDataView(db, actor, { customerUserId: id, view: 'customer' });
  // By account, not by an email search: another address containing this one must not crowd its orders out.
  const history = await consentHistory(db, id);
  return {
    ...customer,
    consents: history.map((entry) => ({
      purpose: entry.purpose,
      given: entry.given,
      at: entry.at.toISOString(),
      source: entry.source,
      actor: entry.actor,
    })),
    orders: mayDo(actor, 'orders') ? await listCustomerOrders(actor, id) : null,
    data_views: mayDo(actor, 'audit') ? await listDataViews(db, actor, id) : null,
  };
}

/** Disabled: every session ends now and login refuses the account; enabled: it may sign in again. */
export async function setCustomerDisabled(actor: StaffActor, id: number, disabled: boolean): Promise<AdminCustomer> {
  authorize(actor, 'customers:disable');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!row) throw notFound(M.notFound);
    if (row.role !== 'customer') throw new DomainError(ADMIN_ERROR_CODES.conflict, M.staffAccount);
    await tx
      .update(users)
      .set({ disabledAt: disabled ? (row.disabledAt ?? new Date()) : null, updatedAt: new Date() })
      .where(eq(users.id, id));
    if (disabled) await revokeUserSessions(id, tx);
    await recordAudit(tx, actor, {
      action: disabled ? 'customer.disable' : 'customer.enable',
      entityType: 'user',
      entityId: id,
      before: { disabled: row.disabledAt !== null },
      after: { disabled },
    });
    return (await readCustomer(tx, id))!;
  });
}
