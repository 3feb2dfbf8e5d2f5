// The token an alert mail's "stop" link carries. Drawn from the server secret and what names the alert (its
// recipient, piece, size and kind), so every mail of an alert can carry the same working link while the
// database keeps only its SHA-256: a copied table unsubscribes nobody.
import 'server-only';
import { createHmac } from 'node:crypto';
import { serverSecret, hashToken } from '@/lib/server/auth';
import { absoluteUrl } from '@/lib/server/seo';
import type { AlertKind } from '@/lib/shared/schemas/alert-schema';

export type AlertRecipient = { userId: number; email?: undefined } | { userId?: undefined; email: string };
export type AlertKey = { recipient: AlertRecipient; productId: number; kind: AlertKind; size: string };

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

export function recipientKey(recipient: AlertRecipient): string {
  return recipient.userId !== undefined ? `user:${recipient.userId}` : `email:${recipient.email}`;
}

export function unsubscribeToken(key: AlertKey): string {
  return createHmac('sha256', serverSecret())
    .update(['alert-unsubscribe-v1', recipientKey(key.recipient), key.productId, key.kind, key.size].join('\n'))
    .digest('base64url');
}

export const unsubscribeTokenHash = (key: AlertKey): string => hashToken(unsubscribeToken(key));

export function unsubscribeUrl(key: AlertKey): string {
  return absoluteUrl(`${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(key)}`);
}
