// The WhatsApp webhook: Meta's subscription check (200 with the challenge, 403 otherwise); notifications
// believed only with the app secret's X-Hub-Signature-256 over the raw body (401 and nothing changed
// otherwise); each buyer's message applied once however often it is delivered; delivery statuses read in any
// order without going backwards; and the sandbox's buyer, whose replies go through the same signed path.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { inboundMessages, outboundMessages } from '@/lib/server/db/schema';
import { sendWhatsApp, whatsAppAppSecret } from '@/lib/server/messaging';
import { signWhatsAppBody } from '@/lib/server/whatsapp-webhook';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { GET as verifyRoute, POST as webhookRoute } from './webhook/route';
import { POST as sandboxReplyRoute } from './sandbox/reply/route';

const env = process.env as Record<string, string | undefined>;
const SOCKET = 'x-test-socket';
beforeAll(() => {
  env.WHATSAPP_VERIFY_TOKEN = 'shop-verify-token';
  env.STOREFRONT_SOCKET_HEADER = SOCKET;
});
afterAll(() => {
  delete env.WHATSAPP_VERIFY_TOKEN;
  delete env.STOREFRONT_SOCKET_HEADER;
});
afterEach(() => delete env.SITE_URL);

const verify = (query: string) => callRoute(verifyRoute, `/api/v1/whatsapp/webhook?${query}`);

function notification(value: Record<string, unknown>) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      { id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  });
}
const post = (raw: string, signature: string | null = signWhatsAppBody(whatsAppAppSecret(), raw)) =>
  callRoute(webhookRoute, '/api/v1/whatsapp/webhook', {
    method: 'POST',
    rawBody: raw,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
  });
const reply = (from: string, id: string, extra: Record<string, unknown> = { type: 'text', text: { body: 'Hi' } }) =>
  notification({
    contacts: [{ profile: { name: 'Asha' }, wa_id: from }],
    messages: [{ from, id, timestamp: '1764400000', ...extra }],
  });
const statuses = (id: string, ...list: string[]) =>
  notification({
    statuses: list.map((status) => ({
      id,
      status,
      timestamp: '1764400000',
      recipient_id: '919876500100',
      ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
    })),
  });
const inboundCount = async () => (await (await getDb()).select().from(inboundMessages)).length;
const statusOf = async (providerId: string) =>
  (await (await getDb()).select().from(outboundMessages).where(eq(outboundMessages.providerMessageId, providerId)))[0]
    ?.status;

describe('GET /api/v1/whatsapp/webhook (subscription check)', () => {
  it('answers the challenge as text for mode subscribe and our verify token', async () => {
    const { status, body, headers } = await verify(
      'hub.mode=subscribe&hub.verify_token=shop-verify-token&hub.challenge=1158201444',
    );
    expect(status).toBe(200);
    expect(body).toBe(1158201444);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('is 403 with a wrong or missing token, another mode, or no challenge', async () => {
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      'hub.mode=subscribe&hub.challenge=1',
      'hub.mode=unsubscribe&hub.verify_token=shop-verify-token&hub.challenge=1',
      'hub.mode=subscribe&hub.verify_token=shop-verify-token',
      'hub.mode=subscribe&hub.verify_token=shop-verify-token&hub.challenge=%3Cscript%3E',
    ]) {
      const { status, body } = await verify(query);
      expect(status).toBe(403);
      expect(body.error_code).toBe('WHATSAPP_VERIFY_FAILED');
    }
  });
});

describe('POST /api/v1/whatsapp/webhook', () => {
  it('is 401 without a signature or with a wrong one, and keeps nothing', async () => {
    const raw = reply('919876500100', 'wamid.unsigned');
    for (const signature of [
      null,
      'sha256=00',
      signWhatsAppBody('not-the-secret', raw),
      signWhatsAppBody(whatsAppAppSecret(), `${raw} `),
    ]) {
      const { status, body } = await post(raw, signature);
      expect(status).toBe(401);
      expect(body.error_code).toBe('WHATSAPP_BAD_SIGNATURE');
    }
    expect(await inboundCount()).toBe(0);
  });

  it('checks the signature before parsing: unsigned garbage is 401, signed garbage 400', async () => {
    expect((await post('{not json', null)).status).toBe(401);
    const signed = await post('{not json');
    expect(signed.status).toBe(400);
    expect(signed.body.error_code).toBe('WHATSAPP_INVALID_PAYLOAD');
    expect((await post(JSON.stringify({ object: 'page', entry: [] }))).status).toBe(400);
  });

  it('applies a reply once when Meta delivers it twice', async () => {
    const raw = reply('919876500101', 'wamid.twice', {
      type: 'button',
      button: { payload: 'cod_confirm', text: 'Confirm order' },
      context: { from: '910000000000', id: 'wamid.shop.1' },
    });
    const first = await post(raw);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      received: true,
      replies: [{ message_id: 'wamid.twice', outcome: 'ignored' }],
      duplicates: 0,
      statuses_applied: 0,
    });
    const again = await Promise.all([post(raw), post(raw)]);
    for (const answer of again) expect(answer.body).toMatchObject({ replies: [], duplicates: 1 });
    const rows = await (
      await getDb()
    )
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.providerMessageId, 'wamid.twice'));
    expect(rows).toEqual([
      expect.objectContaining({
        fromPhone: '+919876500101',
        buttonId: 'cod_confirm',
        text: 'Confirm order',
        contextMessageId: 'wamid.shop.1',
        outcome: 'ignored',
      }),
    ]);
  });

  it('reads an interactive reply button as its id', async () => {
    const raw = reply('919876500102', 'wamid.interactive', {
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'cod_cancel', title: 'Cancel order' } },
    });
    expect((await post(raw)).status).toBe(200);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.providerMessageId, 'wamid.interactive'));
    expect(row).toMatchObject({ buttonId: 'cod_cancel', text: 'Cancel order' });
  });

  it('reads statuses in any order without going backwards; failed only before delivery', async () => {
    const sent = await sendWhatsApp({ to: '9876500100', template: 'owner_alert', vars: { alert: 'x' } });
    const id = sent!.providerMessageId!;
    expect((await post(statuses(id, 'read'))).body.statuses_applied).toBe(1);
    expect((await post(statuses(id, 'delivered', 'sent', 'failed'))).body.statuses_applied).toBe(0);
    expect(await statusOf(id)).toBe('read');

    const other = (await sendWhatsApp({ to: '9876500100', template: 'owner_alert', vars: { alert: 'y' } }))!
      .providerMessageId!;
    expect((await post(statuses(other, 'delivered'))).body.statuses_applied).toBe(1);
    await post(statuses(other, 'failed'));
    expect(await statusOf(other)).toBe('delivered');

    const lost = (await sendWhatsApp({ to: '9876500100', template: 'owner_alert', vars: { alert: 'z' } }))!
      .providerMessageId!;
    await post(statuses(lost, 'failed', 'delivered'));
    const [row] = await (
      await getDb()
    )
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.providerMessageId, lost));
    expect(row).toMatchObject({ status: 'failed', error: '131026 Message undeliverable' });
    expect((await post(statuses('wamid.unknown', 'delivered'))).body.statuses_applied).toBe(0);
  });
});

describe('POST /api/v1/whatsapp/sandbox/reply', () => {
  const fromThisMachine = { [SOCKET]: '127.0.0.1' };
  const sandboxReply = (body: unknown, headers: Record<string, string> = fromThisMachine) =>
    callRoute(sandboxReplyRoute, '/api/v1/whatsapp/sandbox/reply', { method: 'POST', body, headers });

  it("sends a button reply to a kept message through the signed webhook, with the button's title", async () => {
    const cod = await sendWhatsApp({
      to: '9876500110',
      template: 'cod_confirmation',
      vars: { name: 'A', order_number: 'O-1', total: '₹1' },
    });
    const answer = await sandboxReply({
      from: '98765 00110',
      button_id: 'cod_cancel',
      context_message_id: cod!.providerMessageId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ received: true, replies: [{ outcome: 'ignored' }], duplicates: 0 });
    const [row] = await (
      await getDb()
    )
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.providerMessageId, answer.body.replies[0].message_id));
    expect(row).toMatchObject({
      fromPhone: '+919876500110',
      buttonId: 'cod_cancel',
      text: 'Cancel order',
      contextMessageId: cod!.providerMessageId,
    });
  });

  it('sends typed text, and the owner may use it too', async () => {
    const owner = await createStaff('owner');
    const answer = await sandboxReply({ from: '+919876500111', text: 'STOP' }, owner.cookieHeaders);
    expect(answer.status).toBe(200);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.providerMessageId, answer.body.replies[0].message_id));
    expect(row).toMatchObject({ text: 'STOP', buttonId: null, contextMessageId: null });
  });

  it('refuses a stranger (401), a shopper (403), a bad number or an empty reply (400)', async () => {
    const before = await inboundCount();
    expect((await sandboxReply({ from: '9876500112', text: 'x' }, {})).status).toBe(401);
    const shopper = await createShopper();
    expect((await sandboxReply({ from: '9876500112', text: 'x' }, shopper.cookieHeaders)).status).toBe(403);
    expect((await sandboxReply({ from: '5876500112', text: 'x' })).status).toBe(400);
    expect((await sandboxReply({ from: '9876500112' })).status).toBe(400);
    expect(await inboundCount()).toBe(before);
  });

  it('is 404 when the WhatsApp sandbox is off (a public SITE_URL without WHATSAPP_SANDBOX=1)', async () => {
    env.SITE_URL = 'https://shop.example.in';
    const answer = await sandboxReply({ from: '9876500113', text: 'x' });
    expect(answer.status).toBe(404);
  });
});
