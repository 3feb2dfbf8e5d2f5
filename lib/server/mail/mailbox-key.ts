// The key of the mailbox (/dev/mailbox, GET /api/dev/outbox). The kept mail holds every login and
// registration code and every order mail, so it is shown only to whoever started the server: MAILBOX_KEY,
// or a random key made once per data directory (DATA_DIR/mailbox-key), printed at start.
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { databaseTarget } from '@/lib/server/db';
import { dataDirSecret, newSecret } from '@/lib/server/secrets';
import { processEnv } from '@/server-runtime/environment.cjs';

export const MAILBOX_KEY_HEADER = 'x-mailbox-key';
const KEY_FILE = 'mailbox-key';

let cached: string | undefined;

export function mailboxKey(env: NodeJS.ProcessEnv = processEnv()): string {
  const fromEnv = env.MAILBOX_KEY?.trim();
  if (fromEnv) return fromEnv;
  // An in-memory database, and so its mail, lives only as long as this process.
  cached ??= databaseTarget(env).kind === 'memory' ? newSecret() : dataDirSecret(KEY_FILE);
  return cached;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant time: equal-length digests, so neither the key's length nor its prefix leaks through timing. */
export function mailboxKeyMatches(given: string | null | undefined): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(mailboxKey()));
}

/** The key a request brings, as `?key=` or the x-mailbox-key header. */
export function mailboxKeyOf(searchParams: URLSearchParams, headers: Headers): string | null {
  return searchParams.get('key') ?? headers.get(MAILBOX_KEY_HEADER);
}

/** Tests only: forget the cached key so the next call reads the environment again. */
export function resetMailboxKeyForTests(): void {
  cached = undefined;
}
