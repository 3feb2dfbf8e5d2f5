// Which way mail leaves: through the SMTP server of SMTP_URL, or (the embedded default) into the
// mail_outbox table, readable at /dev/mailbox while nothing is delivered.
import 'server-only';
import { processEnv } from '@/server-runtime/environment.cjs';

export function smtpUrl(env: NodeJS.ProcessEnv = processEnv()): string | undefined {
  return env.SMTP_URL?.trim() || undefined;
}

export function isOutboxActive(env: NodeJS.ProcessEnv = processEnv()): boolean {
  return !smtpUrl(env);
}
