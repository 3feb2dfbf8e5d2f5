// sendWhatsApp and sendSms against local stand-ins of the real HTTP APIs (Meta's WhatsApp Cloud API and
// MSG91's Flow API, with their documented requests and answers): the URL, the auth header and the body each
// provider requires, the provider's message id kept on the row, and an error answer kept as 'failed' without
// throwing.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { inboundMessages, outboundMessages } from '@/lib/server/db/schema';
import { REFUSED_NUMBER, startMessagingStandIn, type MessagingStandIn } from './messaging-stand-in';
import { sendSms, sendWhatsApp } from './send-message';

let standIn: MessagingStandIn;
const env = process.env as Record<string, string | undefined>;
const KEYS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_API_BASE',
  'WHATSAPP_APP_SECRET',
  'SMS_PROVIDER_KEY',
  'SMS_SENDER_ID',
  'SMS_LOGIN_TEMPLATE_ID',
  'SMS_API_BASE',
];

beforeAll(async () => {
  standIn = await startMessagingStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = 'ok';
  standIn.seen.length = 0;
  Object.assign(env, {
    WHATSAPP_TOKEN: standIn.token,
    WHATSAPP_PHONE_NUMBER_ID: standIn.phoneNumberId,
    WHATSAPP_API_BASE: standIn.whatsappBase,
    WHATSAPP_APP_SECRET: 'standin-app-secret',
    SMS_PROVIDER_KEY: standIn.authKey,
    SMS_SENDER_ID: 'AABHAJ',
    SMS_LOGIN_TEMPLATE_ID: '64f1c0ffee0000000000abcd',
    SMS_API_BASE: standIn.smsBase,
  });
});
afterEach(() => {
  for (const key of KEYS) delete env[key];
});

const rowOf = async (id: number) =>
  (await (await getDb()).select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0];

describe('WhatsApp through the Cloud API', () => {
  it('sends an approved template with its body parameters and quick-reply payloads, bearer-authorised', async () => {
    const sent = await sendWhatsApp({
      to: '098765 43210',
      template: 'cod_confirmation',
      vars: { name: 'Asha', order_number: 'ORD-42', total: '₹52,000' },
    });
    expect(sent).toMatchObject({
      channel: 'whatsapp',
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\./),
    });
    const [request] = standIn.seen;
    expect(request.url).toBe(`/v21.0/${standIn.phoneNumberId}/messages`);
    expect(request.headers.authorization).toBe(`Bearer ${standIn.token}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'cod_confirmation',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: 'ORD-42' },
              { type: 'text', text: '₹52,000' },
            ],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: 'cod_confirm' }],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '1',
            parameters: [{ type: 'payload', payload: 'cod_cancel' }],
          },
        ],
      },
    });
    const row = await rowOf(sent!.id);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: sent!.providerMessageId, toPhone: '+919876543210' });
    expect(row.text).toBe('Hello Asha, please confirm your cash-on-delivery order ORD-42 of ₹52,000.');
  });

  it("puts the code in an authentication template's body and its copy-code button", async () => {
    await sendWhatsApp({ to: '9876543211', template: 'auth_code', vars: { code: '482913' } });
    const body = standIn.seen[0].body as { template: { components: unknown[] } };
    expect(body.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
    ]);
  });

  it('inside the 24-hour service window sends reply buttons as an interactive message', async () => {
    const db = await getDb();
    await db
      .insert(inboundMessages)
      .values({ providerMessageId: 'wamid.in.window', fromPhone: '+919876543212', text: 'Hi' });
    await sendWhatsApp({
      to: '+919876543212',
      template: 'cod_confirmation',
      vars: { name: 'Ravi', order_number: 'ORD-7', total: '₹9,000' },
    });
    expect(standIn.seen[0].body).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Hello Ravi, please confirm your cash-on-delivery order ORD-7 of ₹9,000.' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'cod_confirm', title: 'Confirm order' } },
            { type: 'reply', reply: { id: 'cod_cancel', title: 'Cancel order' } },
          ],
        },
      },
    });
  });

  it("keeps Meta's refusal as 'failed' with its message and code, without throwing", async () => {
    const sent = await sendWhatsApp({
      to: REFUSED_NUMBER,
      template: 'order_delivered',
      vars: { name: 'A', order_number: 'ORD-1' },
    });
    expect(sent).toMatchObject({ status: 'failed', providerMessageId: null });
    expect((await rowOf(sent!.id)).error).toBe(
      'WhatsApp refused the message (HTTP 400) (code 131030): (#131030) Recipient phone number not in allowed list',
    );
  });

  it('a wrong token, a server error and an unreadable answer are each a failed message', async () => {
    env.WHATSAPP_TOKEN = 'EAAwrong';
    const refused = await sendWhatsApp({ to: '9876543213', template: 'owner_alert', vars: { alert: 'x' } });
    expect((await rowOf(refused!.id)).error).toMatch(/HTTP 401\) \(code 190\): Invalid OAuth access token/);
    env.WHATSAPP_TOKEN = standIn.token;
    standIn.mode = 'server-error';
    const broken = await sendWhatsApp({ to: '9876543213', template: 'owner_alert', vars: { alert: 'y' } });
    expect((await rowOf(broken!.id)).error).toMatch(/HTTP 500/);
    standIn.mode = 'garbage';
    const garbled = await sendWhatsApp({ to: '9876543213', template: 'owner_alert', vars: { alert: 'z' } });
    expect((await rowOf(garbled!.id)).error).toBe('WhatsApp refused the message (HTTP 200): no readable answer');
  });

  it('an unreachable API is a failed message too', async () => {
    env.WHATSAPP_API_BASE = 'http://127.0.0.1:1/v21.0';
    const sent = await sendWhatsApp({ to: '9876543214', template: 'owner_alert', vars: { alert: 'x' } });
    expect(sent?.status).toBe('failed');
    expect((await rowOf(sent!.id)).error).toMatch(/^WhatsApp could not be reached/);
  });
});

describe('SMS through MSG91', () => {
  it("sends the Flow request: authkey header, the shop's template id, the DLT sender and the variables", async () => {
    const sent = await sendSms({
      to: '+91 98765 43215',
      template: 'sms_login_code',
      vars: { code: '042917', minutes: 10 },
    });
    expect(sent).toMatchObject({ channel: 'sms', status: 'sent', providerMessageId: expect.stringMatching(/^msg91:/) });
    const [request] = standIn.seen;
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe(standIn.authKey);
    expect(request.body).toEqual({
      template_id: '64f1c0ffee0000000000abcd',
      sender: 'AABHAJ',
      short_url: '0',
      recipients: [{ mobiles: '919876543215', code: '042917', minutes: '10' }],
    });
    expect((await rowOf(sent!.id)).text).toBe(
      '042917 is your login code. It expires in 10 minutes. Do not share it with anyone.',
    );
  });

  it("keeps MSG91's error answer, and a missing template id, as failed", async () => {
    env.SMS_PROVIDER_KEY = 'wrong';
    const refused = await sendSms({ to: '9876543216', template: 'sms_login_code', vars: { code: '1', minutes: 10 } });
    expect((await rowOf(refused!.id)).error).toBe('MSG91 refused the SMS (HTTP 401): Authentication failure');
    env.SMS_PROVIDER_KEY = standIn.authKey;
    delete env.SMS_LOGIN_TEMPLATE_ID;
    const unset = await sendSms({ to: '9876543216', template: 'sms_login_code', vars: { code: '2', minutes: 10 } });
    expect(unset?.status).toBe('failed');
    expect(standIn.seen).toHaveLength(1);
  });

  it('a key without the DLT sender ID sends nothing and says why', async () => {
    delete env.SMS_SENDER_ID;
    const sent = await sendSms({ to: '9876543217', template: 'sms_login_code', vars: { code: '3', minutes: 10 } });
    expect((await rowOf(sent!.id)).error).toMatch(/SMS_SENDER_ID/);
    expect(standIn.seen).toHaveLength(0);
  });
});
