// Mail that belongs to a database change (an order confirmed, an order cancelled) is queued inside the
// transaction of that change, so it exists exactly when the change commits: a replayed verify or a repeated
// webhook changes nothing and so queues nothing, and a rolled-back change leaves no mail behind.
//   - Outbox (no SMTP_URL): the row in mail_outbox IS the delivery ('kept'), committed with the change.
//   - SMTP: the row waits ('queued'). After the commit the caller hands it to deliverQueuedMail, which claims
//     it and sends it; the mail sweep (every instance, every 30 s) claims whatever is due. A claim takes rows
//     with FOR UPDATE SKIP LOCKED and leases them, so with several instances each mail is sent once. A mail
//     the SMTP server refuses is tried again after 1 min, 5 min, 30 min and 2 h, then marked 'failed' and
//     shown in the back office, where the owner can send it again.
import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { mailOutbox, type MailAttachmentRef } from '@/lib/server/db/schema';
import type { OutgoingMail } from './mail-content';
import { isOutboxActive } from './mail-mode';
import { logOutboxMail, sendMail } from './send-mail';
import { repeatInProcess } from '@/lib/server/process';

/**
 * A message on another channel (WhatsApp) that belongs to the same change, sent by deliverQueuedMail after the
 * commit. `held`: the mail was NOT queued (id 0) and is queued only when `send` answers false (the message
 * failed): the mail is the fallback. Not held: the mail went into the outbox as usual and the message goes too.
 */
export type SideMessage = { send: () => Promise<boolean>; held: boolean };
export type QueuedMail = { id: number; mail: OutgoingMail; side?: SideMessage };

/** Mail that stands behind a message on another channel: written only if that message fails. */
export function heldMail(mail: OutgoingMail, send: () => Promise<boolean>): QueuedMail {
  return { id: 0, mail, side: { send, held: true } };
}

const NO_MAIL: OutgoingMail = { to: '', subject: '', logSubject: '', text: '', html: '' };

/** A message on another channel with no mail at all (the person has no address): sent after the commit. */
export function messageAlone(send: () => Promise<boolean>): QueuedMail {
  return { id: 0, mail: NO_MAIL, side: { send, held: false } };
}

/** Minutes to wait after the 1st, 2nd, 3rd and 4th refusal; the 5th refusal marks the mail failed. */
export const MAIL_RETRY_MINUTES = [1, 5, 30, 120] as const;
export const MAIL_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;
/** A claimed mail not settled by then (its instance died mid-send) is due again. */
const LEASE_MINUTES = 5;
export const MAIL_SWEEP_MS = 30_000;
const SWEEP_BATCH = 20;

export async function queueMail(tx: Executor, mail: OutgoingMail): Promise<QueuedMail> {
  const smtp = !isOutboxActive();
  const [row] = await tx
    .insert(mailOutbox)
    // Lower case, as the mailbox looks addresses up (listOutbox); the SMTP envelope keeps what the shopper typed.
    .values({
      to: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status: smtp ? 'queued' : 'kept',
      attachments: mail.attachments ?? [],
      headers: mail.headers ?? {},
      nextAttemptAt: smtp ? sql`now()` : null,
    })
    .returning({ id: mailOutbox.id });
  return { id: row.id, mail };
}

type ClaimedRow = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  attachments: MailAttachmentRef[];
  headers: Record<string, string>;
};

/**
 * Claims due mail (or only the given ids): each row is locked while claimed, rows another instance holds
 * are skipped, and the claim leases them for LEASE_MINUTES.
 */
async function claimDueMail(ids?: readonly number[]): Promise<ClaimedRow[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ['queued', 'sending']),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          ids ? inArray(mailOutbox.id, [...ids]) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(ids ? ids.length : SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(mins => ${LEASE_MINUTES})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        attempts: mailOutbox.attempts,
        attachments: mailOutbox.attachments,
        headers: mailOutbox.headers,
      });
  });
}

/** Sends one claimed mail; delivered mail leaves the table, a refusal waits for its next try or fails. */
async function sendClaimed(row: ClaimedRow, mail?: OutgoingMail): Promise<boolean> {
  const db = await getDb();
  const outgoing: OutgoingMail = mail ?? {
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    logSubject: row.subject,
    attachments: row.attachments,
    headers: row.headers,
  };
  try {
    await sendMail(outgoing);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryIn = MAIL_RETRY_MINUTES[row.attempts - 1];
    console.error(
      `[mail] mail ${row.id} to ${row.to} was refused (try ${row.attempts} of ${MAIL_ATTEMPTS})${retryIn ? `; next try in ${retryIn} min` : '; marked failed'}: ${reason}`,
    );
    await db
      .update(mailOutbox)
      .set(
        retryIn
          ? {
              status: 'queued',
              lastError: reason.slice(0, 500),
              nextAttemptAt: sql`now() + make_interval(mins => ${retryIn})`,
            }
          : { status: 'failed', lastError: reason.slice(0, 500), nextAttemptAt: null },
      )
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
    return false;
  }
  await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
  return true;
}

/**
 * Call after the commit. It never throws, and the caller need not wait: an answer to the shopper (or to the
 * provider's webhook) should not hang on a slow SMTP server. The promise settles when delivery is over.
 */
export function deliverQueuedMail(queued: readonly QueuedMail[]): Promise<void> {
  const sides = queued.filter((q) => q.side);
  // id 0: never written to the outbox (a held mail, or a message alone).
  const written = queued.filter((q) => q.id !== 0 && !q.side?.held);
  if (sides.length === 0) return deliverWritten(written);
  return Promise.all([deliverWritten(written), ...sides.map(sendSide)]).then(() => undefined);
}

/** The other channel's message; a held mail whose message failed (or threw) is queued and delivered now. */
async function sendSide(queued: QueuedMail): Promise<void> {
  let sent = false;
  try {
    sent = await queued.side!.send();
  } catch (error) {
    console.error('[mail] a message beside the mail failed', error);
  }
  if (sent || !queued.side!.held) return;
  try {
    await deliverWritten([await queueMail(await getDb(), queued.mail)]);
  } catch (error) {
    console.error('[mail] queueing the fallback mail failed', error);
  }
}

function deliverWritten(queued: readonly QueuedMail[]): Promise<void> {
  if (queued.length === 0) return Promise.resolve();
  if (isOutboxActive()) {
    for (const { mail } of queued) logOutboxMail(mail);
    return Promise.resolve();
  }
  const byId = new Map(queued.map((q) => [q.id, q.mail]));
  return claimDueMail([...byId.keys()])
    .then(async (claimed) => {
      for (const row of claimed) await sendClaimed(row, byId.get(row.id));
    })
    .catch((error: unknown) => console.error('[mail] delivering queued mail failed', error));
}

/** One pass of the sweep: sends every mail that is due (a retry, or one whose sender died). Answers how many were delivered. */
export async function sendDueMail(): Promise<number> {
  if (isOutboxActive()) return 0;
  let delivered = 0;
  for (const row of await claimDueMail()) if (await sendClaimed(row)) delivered++;
  return delivered;
}

/** Started once per server process (instrumentation.ts); every instance sweeps, each mail is claimed once. */
export function startMailSweep(intervalMs = MAIL_SWEEP_MS): void {
  if (isOutboxActive()) return;
  repeatInProcess('mail-sweep', intervalMs, () => sendDueMail(), '[mail] mail sweep failed');
}
