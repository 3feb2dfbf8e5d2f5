// The emailed one-time code, read from the development outbox (GET /api/dev/outbox exists while mail is kept
// instead of delivered, and opens with the mailbox key), as a shopper would read it from their mail.
import { expect, type APIRequestContext } from '@playwright/test';
import { outboxPath } from './e2e-mailbox-key';

export async function emailedCode(request: APIRequestContext, email: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(outboxPath(email));
      const { messages } = (await answer.json()) as { messages: { subject: string }[] };
      if (messages.length <= after) return false;
      code = messages[0]?.subject.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code !== '';
    })
    .toBe(true);
  return code;
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
