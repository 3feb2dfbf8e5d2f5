// Payment and webhook signatures. Compared in constant time so a forger learns nothing from response timing.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** timingSafeEqual needs buffers of one length; a signature of another length is simply wrong. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  if (expected.length !== given.length) return false;
  return timingSafeEqual(expected, given);
}

export function paymentSignature(keySecret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${providerOrderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  keySecret: string,
  providerOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return signaturesMatch(paymentSignature(keySecret, providerOrderId, paymentId), signature);
}

export function isValidWebhookSignature(webhookSecret: string, rawBody: string, signature: string): boolean {
  if (!webhookSecret) return false;
  return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
}
