// The three mails a code request can produce. Whether an address has an account decides which one goes
// out, but the caller's answer is the same for all three: only the inbox owner learns the difference.
import 'server-only';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import type { OtpPurpose } from '@/lib/shared/schemas/auth-schema';
import { brandedMail } from './brand-layout';
import type { MailContent } from './mail-content';

export function otpCodeMail(
  settings: ShopSettings,
  code: string,
  purpose: OtpPurpose,
  validMinutes: number,
): MailContent {
  const shop = settings.company.name;
  const what = purpose === 'login' ? 'login code' : 'verification code';
  return brandedMail(settings, `${code} is your ${shop} ${what}`, `Your ${shop} ${what}`, {
    heading:
      purpose === 'login'
        ? 'Your login code'
        : purpose === 'confirm'
          ? 'Confirm it is you'
          : 'Verify your email address',
    paragraphs: [
      purpose === 'login'
        ? `Enter this code to finish logging in to ${shop}:`
        : purpose === 'alert'
          ? `Enter this code to confirm your email address, and we will tell you about the piece you asked for:`
          : purpose === 'contact_change'
            ? `Enter this code to add this email address to your ${shop} account:`
            : purpose === 'confirm'
              ? `Enter this code to confirm it is you before seeing, downloading or erasing your data at ${shop}:`
              : `Welcome to ${shop}! Enter this code to verify your email address and create your account:`,
    ],
    code,
    footnote: `The code is valid for ${validMinutes} minutes and works once. If you did not ask for it, ignore this email: nobody can use your address without the code. We will never ask you for this code by phone or chat.`,
  });
}

export function accountExistsMail(settings: ShopSettings): MailContent {
  const shop = settings.company.name;
  const subject = `You already have a ${shop} account`;
  return brandedMail(settings, subject, subject, {
    heading: 'You already have an account',
    paragraphs: [
      `Someone, probably you, tried to register at ${shop} with this email address. An account with this address already exists, so no new account was created.`,
      'To continue, log in with your email address and password.',
    ],
    footnote: 'If this was not you, you can ignore this email. Your account has not been changed.',
  });
}

export function noAccountMail(settings: ShopSettings): MailContent {
  const shop = settings.company.name;
  const subject = `Login attempt at ${shop}`;
  return brandedMail(settings, subject, subject, {
    heading: 'There is no account for this address',
    paragraphs: [
      `Someone, probably you, asked for a login code at ${shop} with this email address, but no account uses it.`,
      'To shop with us, register with this address: it takes a minute.',
    ],
    footnote: 'If this was not you, you can ignore this email.',
  });
}
