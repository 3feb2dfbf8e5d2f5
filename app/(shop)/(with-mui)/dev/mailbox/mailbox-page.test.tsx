// /dev/mailbox shows every kept channel: the mail, and the SMS and WhatsApp messages with their channel and
// buttons, for the holder of the mailbox key; `?to=` a number lists that number's messages only.
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_SHOP_SETTINGS } from '@/lib/server/settings/shop-settings';
import { otpCodeMail, sendMail } from '@/lib/server/mail';
import { mailboxKey } from '@/lib/server/mail/mailbox-key';
import { sendSms, sendWhatsApp } from '@/lib/server/messaging';
import MailboxPage from './page';

const page = async (query: Record<string, string>) =>
  renderToStaticMarkup(await MailboxPage({ searchParams: Promise.resolve({ key: mailboxKey(), ...query }) }));

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await sendMail({ to: 'page-reader@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '515151', 'login', 10) });
  await sendSms({ to: '9876500300', template: 'sms_login_code', vars: { code: '626262', minutes: 10 } });
  await sendWhatsApp({
    to: '9876500300',
    template: 'cod_confirmation',
    vars: { name: 'Asha', order_number: 'O-300', total: '₹300' },
  });
});
afterAll(() => jest.restoreAllMocks());

it('shows each message with its channel, and the WhatsApp buttons', async () => {
  const html = await page({});
  for (const text of ['Mail', 'SMS', 'WhatsApp', '515151', '626262', 'O-300', 'Confirm order', 'Cancel order'])
    expect(html).toContain(text);
});

it('lists only the messages to the number asked for', async () => {
  const html = await page({ to: '+91 98765 00300' });
  expect(html).toContain('626262');
  expect(html).toContain('Confirm order');
  expect(html).not.toContain('515151');
});
