// Mail: branded templates with escaped values, the outbox and SMTP transports, and what reaches the console.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SHOP_SETTINGS } from '@/lib/server/settings/shop-settings';
import { callRoute } from '@/test-support/call-route';
import { fakeSmtpServer } from '@/test-support/fake-smtp';
import { GET as outboxRoute } from '@/app/api/dev/outbox/route';
import { accountExistsMail, otpCodeMail } from './otp-mails';
import { sendMail } from './send-mail';
import { listOutbox } from './outbox';
import { mailStartupWarning } from './mail-startup-warning';
import { mailboxKey, mailboxKeyMatches, resetMailboxKeyForTests } from './mailbox-key';

/** An environment with only these variables (NODE_ENV is not needed by the functions under test). */
const envOf = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

const hostile = {
  ...DEFAULT_SHOP_SETTINGS,
  company: {
    ...DEFAULT_SHOP_SETTINGS.company,
    name: 'Gems <script>alert(1)</script> & Co',
    tagline: '"quoted" \'tag\'',
  },
  theme_colors: { ...DEFAULT_SHOP_SETTINGS.theme_colors, primary_color: 'red;background:url(x)' },
};

describe('templates', () => {
  it('put the code in the subject and both bodies, and leave it out of the log subject', () => {
    const mail = otpCodeMail(DEFAULT_SHOP_SETTINGS, '042917', 'registration', 10);
    expect(mail.subject).toBe(`042917 is your ${DEFAULT_SHOP_SETTINGS.company.name} verification code`);
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain('042917');
    expect(mail.logSubject).not.toContain('042917');
    expect(mail.text).toContain('10 minutes');
  });

  it('escape every shop value in the HTML and keep only a plain colour', () => {
    const mail = otpCodeMail(hostile, '123456', 'login', 10);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Gems &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('&quot;quoted&quot; &#39;tag&#39;');
    expect(mail.html).not.toContain('url(x)');
    expect(mail.html).toContain(DEFAULT_SHOP_SETTINGS.theme_colors.primary_color);
    expect(mail.text).toContain('Gems <script>alert(1)</script> & Co');
  });

  it('the account notice carries no code', () => {
    const mail = accountExistsMail(DEFAULT_SHOP_SETTINGS);
    expect(`${mail.subject}${mail.text}`).not.toMatch(/\b\d{6}\b/);
  });
});

describe('outbox transport', () => {
  const env = process.env as Record<string, string | undefined>;
  const savedNodeEnv = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = savedNodeEnv;
    delete env.SMTP_URL;
    jest.restoreAllMocks();
  });

  it('keeps mail in the outbox, readable newest first through GET /api/dev/outbox?to=', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await sendMail({ to: 'reader@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '111111', 'login', 10) });
    await sendMail({ to: 'reader@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '222222', 'login', 10) });
    await sendMail({ to: 'someone-else@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '333333', 'login', 10) });
    const { status, body } = await callRoute(outboxRoute, `/api/dev/outbox?to=Reader@Example.com&key=${mailboxKey()}`);
    expect(status).toBe(200);
    expect(body.messages.map((m: { subject: string }) => m.subject.slice(0, 6))).toEqual(['222222', '111111']);
    expect(Object.keys(body.messages[0]).sort()).toEqual([
      'buttons',
      'channel',
      'created_at',
      'html',
      'subject',
      'text',
      'to',
    ]);
    expect(body.messages[0]).toMatchObject({ channel: 'mail', buttons: [] });
    expect(info).toHaveBeenCalled();
  });

  it('an address holding a NUL finds no mail instead of failing the query (the mailbox page passes ?to= on)', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await sendMail({ to: 'nul-reader@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '444444', 'login', 10) });
    await expect(listOutbox({ to: 'nul-reader@example.com\u0000' })).resolves.toEqual([]);
    expect(await listOutbox({ to: 'nul-reader@example.com' })).toHaveLength(1);
  });

  it('prints the code in development, but never in production', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    env.NODE_ENV = 'development';
    await sendMail({ to: 'dev@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '445566', 'login', 10) });
    expect(info.mock.calls.flat().join('\n')).toContain('445566');

    info.mockClear();
    env.NODE_ENV = 'production';
    await sendMail({ to: 'prod@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '778899', 'login', 10) });
    const printed = info.mock.calls.flat().join('\n');
    expect(printed).toContain('mail to prod@example.com: Your');
    expect(printed).not.toContain('778899');
  });

  it('the outbox API and the startup warning exist only while mail is kept (no SMTP_URL)', async () => {
    expect(mailStartupWarning(envOf({ MAILBOX_KEY: 'k3y', PORT: '4123' }))).toBe(
      'Mail is kept, not sent: read it at http://localhost:4123/dev/mailbox?key=k3y',
    );
    expect(mailStartupWarning(envOf({ SMTP_URL: 'smtp://localhost:2525' }))).toBeNull();
    expect((await callRoute(outboxRoute, `/api/dev/outbox?key=${mailboxKey()}`)).status).toBe(200);
    env.SMTP_URL = 'smtp://localhost:2525';
    const { status, body } = await callRoute(outboxRoute, `/api/dev/outbox?key=${mailboxKey()}`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found', error_code: 'NOT_FOUND' });
  });
});

describe('mailbox key', () => {
  const env = process.env as Record<string, string | undefined>;
  const saved = { DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL, MAILBOX_KEY: env.MAILBOX_KEY };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
    resetMailboxKeyForTests();
    jest.restoreAllMocks();
  });

  it('without the key, or with a wrong one, the outbox answers exactly as when mail is delivered', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await sendMail({ to: 'victim@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '424242', 'login', 10) });
    const notFound = { message: 'Not found', error_code: 'NOT_FOUND' };
    for (const path of [
      '/api/dev/outbox',
      '/api/dev/outbox?to=victim@example.com',
      `/api/dev/outbox?key=${mailboxKey()}x`,
      '/api/dev/outbox?key=',
    ]) {
      const answer = await callRoute(outboxRoute, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
      expect(JSON.stringify(answer.body)).not.toContain('424242');
    }
    const wrongHeader = await callRoute(outboxRoute, '/api/dev/outbox', { headers: { 'x-mailbox-key': 'guess' } });
    expect(wrongHeader.status).toBe(404);
    const byHeader = await callRoute(outboxRoute, '/api/dev/outbox?to=victim@example.com', {
      headers: { 'x-mailbox-key': mailboxKey() },
    });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.messages[0].subject).toContain('424242');
  });

  it('is MAILBOX_KEY when set, else made once per data directory (mode 0600) and kept across restarts', () => {
    env.MAILBOX_KEY = 'from-the-environment';
    expect(mailboxKey()).toBe('from-the-environment');
    expect(mailboxKeyMatches('from-the-environment')).toBe(true);
    expect(mailboxKeyMatches('from-the-environmenT')).toBe(false);
    expect(mailboxKeyMatches(null)).toBe(false);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailbox-key-'));
    delete env.MAILBOX_KEY;
    delete env.DATABASE_URL;
    env.DATA_DIR = dir;
    resetMailboxKeyForTests();
    const first = mailboxKey();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'mailbox-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe(first);
    resetMailboxKeyForTests();
    expect(mailboxKey()).toBe(first);
    expect(mailStartupWarning(envOf({ DATA_DIR: dir, PORT: '3000' }))).toBe(
      `Mail is kept, not sent: read it at http://localhost:3000/dev/mailbox?key=${first}`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('SMTP transport', () => {
  const env = process.env as Record<string, string | undefined>;
  afterEach(() => {
    delete env.SMTP_URL;
  });

  it('delivers through the server of SMTP_URL and keeps nothing in the outbox', async () => {
    const smtp = await fakeSmtpServer();
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    try {
      await sendMail({ to: 'smtp-reader@example.com', ...otpCodeMail(DEFAULT_SHOP_SETTINGS, '909090', 'login', 10) });
      const raw = await smtp.received;
      expect(raw).toMatch(/^To: smtp-reader@example.com/m);
      expect(raw).toContain('909090');
      expect(await listOutbox({ to: 'smtp-reader@example.com' })).toHaveLength(0);
    } finally {
      smtp.close();
    }
  });
});
