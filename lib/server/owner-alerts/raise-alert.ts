// Raising an alert to the owner inside the caller's transaction. The alert is claimed by its key (a unique
// index), so two instances, a replayed webhook or a check that runs twice raise it once; its mail is queued in
// the same transaction (lib/server/mail/queued-mail), so it exists exactly when the change that raised it
// commits. With the daily digest on, the alert waits for the digest instead.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import { ownerAlerts } from '@/lib/server/db/schema';
import { queueMail, type QueuedMail } from '@/lib/server/mail/queued-mail';
import { readShopSettings } from '@/lib/server/settings/shop-settings';
import type { OwnerAlertKind } from '@/lib/shared/owner-alert-settings';
import { alertRecipients, readAlertSettings } from './alert-settings';
import { ownerAlertMail, type AlertText } from './alert-mail';

export type OwnerAlert = AlertText & { kind: OwnerAlertKind; key: string };

/** The mail queued (deliver it after the commit); none when the kind is off, already raised, or digested. */
export async function raiseOwnerAlert(tx: Executor, alert: OwnerAlert): Promise<QueuedMail[]> {
  const settings = await readAlertSettings(tx);
  if (!settings.enabled[alert.kind]) return [];
  const recipients = await alertRecipients(tx, settings);
  const [claimed] = await tx
    .insert(ownerAlerts)
    .values({
      key: alert.key,
      kind: alert.kind,
      subject: alert.subject,
      lines: alert.lines,
      status: settings.digest ? 'digest' : 'mailed',
    })
    .onConflictDoNothing({ target: ownerAlerts.key })
    .returning({ id: ownerAlerts.id });
  if (!claimed || settings.digest) return [];
  const shop = await readShopSettings(tx);
  const queued: QueuedMail[] = [];
  for (const to of recipients) queued.push(await queueMail(tx, ownerAlertMail(shop, alert, to)));
  return queued;
}
