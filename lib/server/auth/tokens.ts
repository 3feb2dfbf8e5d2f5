import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 32 bytes (256 bits) from the CSPRNG, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps instead of a token: a stolen table grants no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
