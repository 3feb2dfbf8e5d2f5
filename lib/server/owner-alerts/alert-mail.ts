// The owner's alert mail, one alert or the day's digest, in the shop's mail frame.
import 'server-only';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { brandedMail } from '@/lib/server/mail';
import type { OutgoingMail } from '@/lib/server/mail';

export type AlertText = { subject: string; lines: string[] };

const LISTED = 100;

/** A long list cut to its first hundred lines, saying how many more there are. */
export function listed(lines: readonly string[]): string[] {
  return lines.length <= LISTED ? [...lines] : [...lines.slice(0, LISTED), `… and ${lines.length - LISTED} more.`];
}

export const ALERT_FOOTNOTE = 'You can choose which alerts you get, and where, under Settings in the back office.';

export function ownerAlertMail(settings: ShopSettings, alert: AlertText, to: string): OutgoingMail {
  const subject = `${settings.company.name}: ${alert.subject}`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: alert.subject,
      paragraphs: alert.lines,
      footnote: ALERT_FOOTNOTE,
    }),
  };
}

export function ownerDigestMail(settings: ShopSettings, day: string, alerts: AlertText[], to: string): OutgoingMail {
  const subject = `${settings.company.name}: your daily digest for ${day} (${alerts.length})`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `What happened (${alerts.length})`,
      paragraphs: listed(alerts.map((a) => [a.subject, ...a.lines].join('\n'))),
      footnote: ALERT_FOOTNOTE,
    }),
  };
}
