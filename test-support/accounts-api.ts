// Helpers of the accounts API tests: browser-like requests from a client address of the test's choosing
// (TRUST_PROXY is on in these tests, so x-forwarded-for names the client), and codes read from the outbox
// the way a person reads their mail.
import type { NextRequest } from 'next/server';
import { callRoute, type CallOptions } from '@/test-support/call-route';
import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/lib/server/db';
import { listOutbox } from '@/lib/server/mail/outbox';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

/** The outbox prints every mail to the console; tests read the outbox table instead. */
export function silenceMailLog(): void {
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}

let clients = 0;
/** A client address nobody else in this test file uses, so send limits of one test do not touch another. */
export function freshIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

let addresses = 0;
export function freshEmail(label = 'shopper'): string {
  addresses += 1;
  return `${label}${addresses}.${Date.now()}@example.com`;
}

export function browserHeaders(ip: string, extra: Record<string, string> = {}): Record<string, string> {
  return { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': ip, ...extra };
}

export function post(
  handler: Handler,
  path: string,
  body: unknown,
  ip = freshIp(),
  headers: Record<string, string> = {},
) {
  const options: CallOptions<Record<string, never>> = { method: 'POST', body, headers: browserHeaders(ip, headers) };
  return callRoute(handler, path, options);
}

export async function latestMail(email: string) {
  const [mail] = await listOutbox({ to: email, limit: 1 });
  return mail;
}

/** The code of the newest mail to this address, as its subject shows it. */
export async function latestCode(email: string): Promise<string> {
  const mail = await latestMail(email);
  const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email} (newest subject: ${mail?.subject ?? 'none'})`);
  return code;
}

/** A code that is not the one mailed. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let phones = 0;
/** A mobile number ('+91' and ten digits, the first 9) nobody else in this run uses. */
export function freshPhone(): string {
  phones += 1;
  const tail = `${(Date.now() % 100_000).toString().padStart(5, '0')}${phones.toString().padStart(4, '0')}`;
  return `+919${tail.slice(-9)}`;
}

/** The newest SMS or WhatsApp message kept for this number (lib/server/messaging's outbound_messages). */
export async function latestPhoneMessage(phone: string): Promise<{ channel: string; text: string } | undefined> {
  const db = await getDb();
  const result = await db.execute(
    sql`select channel, text from outbound_messages where to_phone = ${phone} order by id desc limit 1`,
  );
  return rowsOf<{ channel: string; text: string }>(result)[0];
}

/** The code of the newest message to this number, and the channel it went by. */
export async function latestPhoneCode(phone: string): Promise<{ code: string; channel: string }> {
  const message = await latestPhoneMessage(phone);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!message || !code) throw new Error(`no code sent to ${phone} (newest: ${message?.text ?? 'none'})`);
  return { code, channel: message.channel };
}
