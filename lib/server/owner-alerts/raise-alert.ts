// Raising alerts to the owner inside the caller's transaction. Each alert is claimed by its key (a unique
// index), so two instances, a replayed webhook or a check that runs twice raise it once; its mail is queued in
// the same transaction (lib/server/mail/queued-mail), so it exists exactly when the change that raised it
// commits. With the daily digest on, the alert waits for the digest instead. An owner who gave a mobile
// number in the alert settings gets each alert on WhatsApp too.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import { ownerAlerts } from '@/lib/server/db/schema';
import { queueMail, type QueuedMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { sendWhatsApp } from '@/lib/server/messaging';
import type { OwnerAlertKind } from '@/lib/shared/owner-alert-settings';
import { alertRecipients, readAlertSettings } from './alert-settings';
import { ownerAlertMail, type AlertText } from './alert-mail';

export type OwnerAlert = AlertText & { kind: OwnerAlertKind; key: string };

/** Rows a statement inserts at most (PostgreSQL takes 65,535 parameters in one). */
const CLAIM_CHUNK = 1000;

/**
 * Claims the alerts of one kind not raised before and queues one mail about them to each recipient: the alert
 * itself when it is one, else `together` of them (a first check may find hundreds of pieces low at once).
 * Answers the mail queued (deliver it after the commit); none when the kind is off, nothing is new, or the
 * alerts wait for the digest.
 */
export async function raiseOwnerAlerts(
  tx: Executor,
  kind: OwnerAlertKind,
  alerts: readonly Omit<OwnerAlert, 'kind'>[],
  together: (claimed: readonly AlertText[]) => AlertText,
): Promise<QueuedMail[]> {
  if (alerts.length === 0) return [];
  const settings = await readAlertSettings(tx);
  if (!settings.enabled[kind]) return [];
  const status = settings.digest ? ('digest' as const) : ('mailed' as const);
  const claimed: AlertText[] = [];
  for (let i = 0; i < alerts.length; i += CLAIM_CHUNK) {
    const chunk = alerts.slice(i, i + CLAIM_CHUNK);
    const rows = await tx
      .insert(ownerAlerts)
      .values(chunk.map((a) => ({ key: a.key, kind, subject: a.subject, lines: a.lines, status })))
      .onConflictDoNothing({ target: ownerAlerts.key })
      .returning({ subject: ownerAlerts.subject, lines: ownerAlerts.lines });
    claimed.push(...rows);
  }
  if (claimed.length === 0 || settings.digest) return [];
  const text = claimed.length === 1 ? claimed[0]! : together(claimed);
  const shop = await readShopSettings(tx);
  const queued: QueuedMail[] = [];
  for (const to of await alertRecipients(tx, settings)) {
    queued.push(await queueMail(tx, ownerAlertMail(shop, text, to)));
  }
  // On WhatsApp too, to the owner's number, beside the first mail (sent after the commit, as the mail is).
  const phone = settings.whatsapp_number;
  if (phone && queued[0]) {
    const vars = { alert: [text.subject, ...text.lines].join(' · ') };
    const send = async () => {
      const sent = await sendWhatsApp({ to: phone, template: 'owner_alert', vars });
      return sent !== null && sent.status !== 'failed';
    };
    queued[0] = { ...queued[0], side: { send, held: false } };
  }
  return queued;
}

export async function raiseOwnerAlert(tx: Executor, alert: OwnerAlert): Promise<QueuedMail[]> {
  return raiseOwnerAlerts(tx, alert.kind, [alert], ([only]) => only!);
}
