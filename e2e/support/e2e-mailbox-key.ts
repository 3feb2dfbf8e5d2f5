// The mailbox key the browser tests give their server (playwright.config.ts) and read the outbox with: the
// kept mail is shown only to the holder of the key, as it is to the person who starts the shop.
export const E2E_MAILBOX_KEY = 'e2e-mailbox-key-not-a-secret';

/** GET /api/dev/outbox for one address, with the key. */
export const outboxPath = (email: string) => `/api/dev/outbox?to=${encodeURIComponent(email)}&key=${E2E_MAILBOX_KEY}`;
