// The offline sandboxes (no keys): each message is kept in outbound_messages as 'sent' with a made-up id;
// a dedupe key sends once even when two calls race; on a public SITE_URL the sandbox is off unless the owner
// opts in, and a message then fails (so the caller can mail instead) rather than pretending to be sent.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { outboundMessages } from '@/lib/server/db/schema';
import { sendSms, sendWhatsApp } from './send-message';

const env = process.env as Record<string, string | undefined>;
afterEach(() => {
  for (const key of ['SITE_URL', 'WHATSAPP_SANDBOX', 'SMS_SANDBOX', 'WHATSAPP_TOKEN']) delete env[key];
});

const rowsWithKey = async (key: string) =>
  (await getDb()).select().from(outboundMessages).where(eq(outboundMessages.dedupeKey, key));

describe('the sandboxes', () => {
  it('keep a WhatsApp template, rendered, with its buttons and links to the buyer and order', async () => {
    const sent = await sendWhatsApp({
      to: '9876500001',
      template: 'cod_confirmation',
      vars: { name: '  Asha\n Verma ', order_number: 'ORD-9', total: '₹1,000' },
    });
    expect(sent).toMatchObject({
      channel: 'whatsapp',
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\.sandbox\./),
    });
    const [row] = await (await getDb()).select().from(outboundMessages).where(eq(outboundMessages.id, sent!.id));
    expect(row).toMatchObject({
      toPhone: '+919876500001',
      template: 'cod_confirmation',
      text: 'Hello Asha Verma, please confirm your cash-on-delivery order ORD-9 of ₹1,000.',
      buttons: [
        { id: 'cod_confirm', title: 'Confirm order' },
        { id: 'cod_cancel', title: 'Cancel order' },
      ],
      status: 'sent',
      error: null,
    });
  });

  it('keep an SMS and show the copy-code button of the authentication template', async () => {
    const sms = await sendSms({
      to: '+919876500002',
      template: 'sms_login_code',
      vars: { code: '123456', minutes: 10 },
    });
    expect(sms).toMatchObject({
      channel: 'sms',
      status: 'sent',
      providerMessageId: expect.stringMatching(/^sms\.sandbox\./),
    });
    const code = await sendWhatsApp({ to: '+919876500002', template: 'auth_code', vars: { code: '654321' } });
    const [row] = await (await getDb()).select().from(outboundMessages).where(eq(outboundMessages.id, code!.id));
    expect(row.buttons).toEqual([{ id: 'copy_code', title: 'Copy code' }]);
    expect(row.text).toContain('654321 is your verification code');
  });

  it('refuse a missing variable and a number that is not an Indian mobile, sending nothing', async () => {
    await expect(sendWhatsApp({ to: '9876500003', template: 'order_shipped', vars: { name: 'A' } })).rejects.toThrow(
      /needs the variable order_number/,
    );
    await expect(
      sendSms({ to: '5876500003', template: 'sms_login_code', vars: { code: '1', minutes: 1 } }),
    ).rejects.toThrow();
    const rows = await (
      await getDb()
    )
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.toPhone, '+919876500003'));
    expect(rows).toHaveLength(0);
  });
});

describe('dedupe keys', () => {
  it('send once when two calls with the same key race; the other answers null', async () => {
    const send = () =>
      sendWhatsApp({
        to: '9876500004',
        template: 'order_delivered',
        vars: { name: 'A', order_number: 'ORD-4' },
        dedupeKey: 'order:4:delivered',
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.filter((a) => a === null)).toHaveLength(1);
    expect(answers.find((a) => a !== null)).toMatchObject({ status: 'sent' });
    expect(await rowsWithKey('order:4:delivered')).toHaveLength(1);
    expect(await send()).toBeNull();
  });

  it('messages without a key are each sent', async () => {
    const send = () => sendSms({ to: '9876500005', template: 'sms_login_code', vars: { code: '1', minutes: 5 } });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a?.id).not.toBe(b?.id);
  });
});

describe('on a public SITE_URL', () => {
  it('the sandboxes are off: each message is kept as failed with the reason', async () => {
    env.SITE_URL = 'https://shop.example.in';
    const whatsapp = await sendWhatsApp({ to: '9876500006', template: 'owner_alert', vars: { alert: 'x' } });
    const sms = await sendSms({ to: '9876500006', template: 'sms_login_code', vars: { code: '1', minutes: 5 } });
    expect(whatsapp).toMatchObject({ status: 'failed', providerMessageId: null });
    expect(sms).toMatchObject({ status: 'failed', providerMessageId: null });
  });

  it('WHATSAPP_SANDBOX=1 and SMS_SANDBOX=1 keep them open; localhost needs neither', async () => {
    env.SITE_URL = 'https://shop.example.in';
    env.WHATSAPP_SANDBOX = '1';
    env.SMS_SANDBOX = '1';
    expect((await sendWhatsApp({ to: '9876500007', template: 'owner_alert', vars: { alert: 'x' } }))?.status).toBe(
      'sent',
    );
    expect(
      (await sendSms({ to: '9876500007', template: 'sms_login_code', vars: { code: '1', minutes: 5 } }))?.status,
    ).toBe('sent');
    delete env.WHATSAPP_SANDBOX;
    env.SITE_URL = 'http://localhost:3000';
    expect((await sendWhatsApp({ to: '9876500007', template: 'owner_alert', vars: { alert: 'y' } }))?.status).toBe(
      'sent',
    );
  });

  it('half a WhatsApp configuration is never a silent sandbox', async () => {
    env.WHATSAPP_TOKEN = 'EAAonly-the-token';
    const sent = await sendWhatsApp({ to: '9876500008', template: 'owner_alert', vars: { alert: 'x' } });
    const [row] = await (await getDb()).select().from(outboundMessages).where(eq(outboundMessages.id, sent!.id));
    expect(row).toMatchObject({
      status: 'failed',
      error: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together',
    });
  });
});
