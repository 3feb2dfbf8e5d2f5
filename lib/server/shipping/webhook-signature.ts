// Courier webhooks are signed with HMAC-SHA256 of the raw body, hex, in x-shipping-signature, and compared in
// constant time so a forger learns nothing from how long the refusal takes.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signShippingBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function isValidShippingSignature(secret: string, rawBody: string, signature: string | null): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(signShippingBody(secret, rawBody), 'utf8');
  // Some senders prefix the algorithm, as GitHub's "sha256=<hex>".
  const given = Buffer.from(
    signature
      .trim()
      .toLowerCase()
      .replace(/^sha256=/, ''),
    'utf8',
  );
  return expected.length === given.length && timingSafeEqual(expected, given);
}
