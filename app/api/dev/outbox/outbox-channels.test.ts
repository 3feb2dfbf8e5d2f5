// The kept outbox shows every channel: GET /api/dev/outbox?to= lists the mail to an address and the SMS and
// WhatsApp messages to a number (written in any accepted form), each naming its channel, with the same
// access rules as the kept mail (the mailbox key; gone once mail is delivered).
import { DEFAULT_SHOP_SETTINGS } from '@/lib/server/settings/shop-settings';
import { otpCodeMail } from '@/lib/server/mail';
import { sendMail } from '@/lib/server/mail';
import { mailboxKey } from '@/lib/server/mail/mailbox-key';
import { sendSms, sendWhatsApp } from '@/lib/server/messaging';
import { callRoute } from '@/test-support/call-route';
import { GET as outboxRoute } from './route';

const env = process.env as Record<string, string | undefined>;
const outbox = (query: string) => callRoute(outboxRoute, `/api/dev/outbox?${query}&key=${mailboxKey()}`);

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await sendMail({ to: 'buyer@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '111111', 'login', 10) });
  await sendSms({ to: '9876500200', template: 'sms_login_code', vars: { code: '222222', minutes: 10 } });
  await sendWhatsApp({
    to: '9876500200',
    template: 'cod_confirmation',
    vars: { name: 'Asha', order_number: 'O-1', total: '₹1' },
  });
  await sendWhatsApp({ to: '9876500201', template: 'auth_code', vars: { code: '333333' } });
});
afterAll(() => jest.restoreAllMocks());
afterEach(() => delete env.SMTP_URL);

describe('GET /api/dev/outbox', () => {
  it('lists the SMS and WhatsApp messages to a number, newest first, in any accepted form of it', async () => {
    for (const to of ['9876500200', '%2B919876500200', '098765-00200', '%2B91%2098765%2000200']) {
      const { status, body } = await outbox(`to=${to}`);
      expect(status).toBe(200);
      expect(body.messages).toEqual([
        expect.objectContaining({
          channel: 'whatsapp',
          to: '+919876500200',
          text: 'Hello Asha, please confirm your cash-on-delivery order O-1 of ₹1.',
          buttons: [
            { id: 'cod_confirm', title: 'Confirm order' },
            { id: 'cod_cancel', title: 'Cancel order' },
          ],
          provider_message_id: expect.stringMatching(/^wamid\.sandbox\./),
          created_at: expect.any(String),
        }),
        expect.objectContaining({
          channel: 'sms',
          to: '+919876500200',
          buttons: [],
          text: expect.stringContaining('222222'),
        }),
      ]);
    }
  });

  it('lists mail by address as before, now marked as mail', async () => {
    const { body } = await outbox('to=buyer@example.com');
    expect(body.messages).toEqual([
      expect.objectContaining({
        channel: 'mail',
        to: 'buyer@example.com',
        subject: expect.stringContaining('111111'),
        buttons: [],
      }),
    ]);
  });

  it('without ?to= lists every channel; a number that is no mobile finds nothing', async () => {
    const { body } = await outbox('x=1');
    expect(body.messages.map((m: { channel: string }) => m.channel).sort()).toEqual([
      'mail',
      'sms',
      'whatsapp',
      'whatsapp',
    ]);
    expect((await outbox('to=5876500200')).body.messages).toEqual([]);
  });

  it('keeps the mail outbox rules: no key, or mail delivered, is the same 404', async () => {
    const noKey = await callRoute(outboxRoute, '/api/dev/outbox?to=9876500200');
    expect(noKey.status).toBe(404);
    expect(JSON.stringify(noKey.body)).not.toContain('222222');
    env.SMTP_URL = 'smtp://localhost:2525';
    expect((await outbox('to=9876500200')).status).toBe(404);
  });
});
