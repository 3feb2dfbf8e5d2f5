// What the server says at start about mail: where the kept mail is, with the key that opens it, so the
// person who started the shop can read codes and nobody else can.
import 'server-only';
import { isOutboxActive } from './mail-mode';
import { mailboxKey } from './mailbox-key';
import { processEnv } from '@/server-runtime/environment.cjs';

export function mailStartupWarning(env: NodeJS.ProcessEnv = processEnv()): string | null {
  if (!isOutboxActive(env)) return null;
  const port = env.PORT?.trim() || '3000';
  return `Mail is kept, not sent: read it at http://localhost:${port}/dev/mailbox?key=${encodeURIComponent(mailboxKey(env))}`;
}
