// The retention sweep deletes each kind of data a day past its period and keeps it a day before; rows still
// in use (a live session, an unused code, a queued mail, an account's alert) stay whatever their age; a
// second pass, or two at once, deletes nothing more.
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import {
  cartItems,
  carts,
  mailOutbox,
  outboundMessages,
  otpSendEvents,
  otpSessions,
  personalDataViews,
  productAlerts,
  products,
  sessions,
} from '@/lib/server/db/schema';
import { RETENTION } from '@/lib/shared/retention';
import { seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { sweepRetention } from './retention-sweep';

const NOW = new Date('2027-06-01T12:00:00Z');
const DAY = 86_400_000;
/** The moment `days` past the period of `kind`, counted back from NOW (negative: still within it). */
const past = (kind: keyof typeof RETENTION, days: number) =>
  new Date(NOW.getTime() - (RETENTION[kind].days + days) * DAY);

let productId: number;
beforeAll(async () => {
  await seedCatalogue();
  const db = await getDb();
  [{ id: productId }] = await db.select({ id: products.id }).from(products).limit(1);
});

async function ids<T extends { id: number }>(rows: Promise<T[]>): Promise<number[]> {
  return (await rows).map((r) => r.id).sort((a, b) => a - b);
}

describe('the retention sweep', () => {
  it('deletes each kind a day past its period, keeps it a day before, and keeps what is in use', async () => {
    const db = await getDb();
    const shopper = await createShopper();
    const other = await createShopper();
    const userId = shopper.user.id;
    const code = (at: Date, consumed: boolean) => ({
      tokenHash: `t-${Math.random()}`,
      email: 'code@example.com',
      purpose: 'login' as const,
      codeHmac: 'h',
      expiresAt: at,
      consumedAt: consumed ? at : null,
    });
    const codes = await ids(
      db
        .insert(otpSessions)
        .values([
          code(past('signInCodes', 1), true), // used, a day past: gone
          code(past('signInCodes', 1), false), // expired unused, a day past: gone
          code(past('signInCodes', -1), true), // used, a day before: kept
          { ...code(new Date(NOW.getTime() + 600_000), false) }, // live: kept
        ])
        .returning({ id: otpSessions.id }),
    );
    const sends = await ids(
      db
        .insert(otpSendEvents)
        .values([
          { email: 'code@example.com', clientIp: '1.1.1.1', createdAt: past('signInCodes', 1) },
          { email: 'code@example.com', clientIp: '1.1.1.1', createdAt: past('signInCodes', -1) },
        ])
        .returning({ id: otpSendEvents.id }),
    );
    const session = (expiresAt: Date, revokedAt: Date | null = null) => ({
      userId,
      tokenHash: `s-${Math.random()}`,
      expiresAt,
      revokedAt,
    });
    const sessionIds = await ids(
      db
        .insert(sessions)
        .values([
          session(past('sessions', 1)), // expired a year and a day ago: gone
          session(new Date(NOW.getTime() + DAY), past('sessions', 1)), // signed out a year and a day ago: gone
          session(past('sessions', -1)), // expired a day less than a year ago: kept
          session(new Date(NOW.getTime() + DAY)), // live: kept
        ])
        .returning({ id: sessions.id }),
    );
    // Carts: the shopper's untouched for 90 days and a day; the other's line changed a day inside the period.
    await db.insert(carts).values([
      { userId, updatedAt: past('carts', 1) },
      { userId: other.user.id, updatedAt: past('carts', 1) },
    ]);
    await db.insert(cartItems).values([
      { userId, productId, quantity: 1, updatedAt: past('carts', 1), createdAt: past('carts', 1) },
      { userId: other.user.id, productId, quantity: 1, updatedAt: past('carts', -1) },
    ]);
    const alert = (over: Partial<typeof productAlerts.$inferInsert>) => ({
      productId,
      kind: 'back_in_stock' as const,
      unsubscribeTokenHash: `u-${Math.random()}`,
      ...over,
    });
    const alerts = await ids(
      db
        .insert(productAlerts)
        .values([
          alert({ email: 'guest1@example.com', createdAt: past('guestAlerts', 1) }), // gone
          alert({
            email: 'guest2@example.com',
            createdAt: past('guestAlerts', 5),
            lastMailedAt: past('guestAlerts', -1),
          }), // mailed since: kept
          alert({ email: 'guest3@example.com', createdAt: past('guestAlerts', -1) }), // kept
          alert({ userId, createdAt: past('guestAlerts', 30) }), // an account's: kept
        ])
        .returning({ id: productAlerts.id }),
    );
    const mail = (status: 'kept' | 'failed' | 'queued', createdAt: Date) => ({
      to: 'box@example.com',
      subject: 's',
      text: 't',
      html: 'h',
      status,
      createdAt,
    });
    const mails = await ids(
      db
        .insert(mailOutbox)
        .values([
          mail('kept', past('outbox', 1)), // gone
          mail('failed', past('outbox', 1)), // gone
          mail('kept', past('outbox', -1)), // kept
          mail('queued', past('outbox', 10)), // still to send: kept
        ])
        .returning({ id: mailOutbox.id }),
    );
    const views = await ids(
      db
        .insert(personalDataViews)
        .values([
          { customerUserId: userId, view: 'customer' as const, createdAt: past('dataViewLog', 1) },
          { customerUserId: userId, view: 'customer' as const, createdAt: past('dataViewLog', -1) },
        ])
        .returning({ id: personalDataViews.id }),
    );

    const message = (createdAt: Date) => ({
      channel: 'whatsapp' as const,
      toPhone: '+919812345678',
      template: 'order_confirmed',
      text: 't',
      status: 'sent' as const,
      createdAt,
    });
    const messages = await ids(
      db
        .insert(outboundMessages)
        .values([message(past('messages', 1)), message(past('messages', -1))])
        .returning({ id: outboundMessages.id }),
    );

    const report = await sweepRetention(NOW);
    expect(report).toEqual({
      signInCodes: 3,
      sessions: 2,
      carts: 2,
      guestAlerts: 1,
      outbox: 2,
      messages: 1,
      dataViewLog: 1,
    });
    expect(
      await ids(
        db.select({ id: outboundMessages.id }).from(outboundMessages).where(inArray(outboundMessages.id, messages)),
      ),
    ).toEqual(messages.slice(1));

    const left = async (table: typeof otpSessions | typeof sessions, list: number[]) =>
      ids(db.select({ id: table.id }).from(table).where(inArray(table.id, list)));
    expect(await left(otpSessions, codes)).toEqual(codes.slice(2));
    expect(
      await ids(db.select({ id: otpSendEvents.id }).from(otpSendEvents).where(inArray(otpSendEvents.id, sends))),
    ).toEqual(sends.slice(1));
    expect(await left(sessions, sessionIds)).toEqual(sessionIds.slice(2));
    expect(await db.select().from(carts).where(eq(carts.userId, userId))).toEqual([]);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.userId, other.user.id))).toHaveLength(1);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, other.user.id))).toHaveLength(1);
    expect(
      await ids(db.select({ id: productAlerts.id }).from(productAlerts).where(inArray(productAlerts.id, alerts))),
    ).toEqual(alerts.slice(1));
    expect(await ids(db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, mails)))).toEqual(
      mails.slice(2),
    );
    expect(
      await ids(
        db.select({ id: personalDataViews.id }).from(personalDataViews).where(inArray(personalDataViews.id, views)),
      ),
    ).toEqual(views.slice(1));

    // Again, twice at once: nothing more goes.
    const [a, b] = await Promise.all([sweepRetention(NOW), sweepRetention(NOW)]);
    for (const pass of [a, b]) expect(Object.values(pass).every((n) => n === 0)).toBe(true);
  });
});
