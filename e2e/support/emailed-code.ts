// The emailed one-time code, read from the development outbox (GET /api/dev/outbox exists while mail is kept
// instead of delivered, and opens with the mailbox key), as a shopper would read it from their mail.
import { expect, type APIRequestContext } from '@playwright/test';
import { outboxPath } from './e2e-mailbox-key';

type OutboxAnswer = { messages: { subject: string }[] };

/** The mails kept for `email`, newest first. */
async function outbox(request: APIRequestContext, email: string): Promise<OutboxAnswer['messages']> {
  const res = await request.get(outboxPath(email));
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as OutboxAnswer).messages;
}

/** The code of the newest mail to `email`, once more than `seenBefore` mails have arrived. */
export async function emailedCode(request: APIRequestContext, email: string, seenBefore = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, email);
        code = messages.length > seenBefore ? messages[0].subject.match(/\b(\d{6})\b/)?.[1] : undefined;
        return Boolean(code);
      },
      { message: 'the email carries a 6-digit code' },
    )
    .toBe(true);
  return code!;
}

export const mailCount = async (request: APIRequestContext, email: string) => (await outbox(request, email)).length;

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
