// What the server says at start about mail, so a deployment that cannot deliver codes is noticed at once.
import { isOutboxActive } from './mail-mode';

export function mailStartupWarning(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!isOutboxActive(env)) return null;
  return (
    'Mail is NOT being delivered: SMTP_URL is not set, so login and registration codes and order emails are kept ' +
    'in the outbox (read them at /dev/mailbox). Set SMTP_URL=smtp(s)://user:pass@host:port to send real mail.'
  );
}
