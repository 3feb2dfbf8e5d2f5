// Meta signs each webhook delivery with the app secret: X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the
// raw body>. Checked on the exact bytes before anything is parsed, in constant time.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

export function signWhatsAppBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export function isValidWhatsAppSignature(secret: string, rawBody: string, header: string | null): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(signWhatsAppBody(secret, rawBody), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
