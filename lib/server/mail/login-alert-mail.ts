// The mail to an account's owner when its password is being guessed (lib/server/auth/login-alert.ts).
import 'server-only';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { brandedMail } from './brand-layout';
import type { MailContent } from './mail-content';

export function loginAlertMail(settings: ShopSettings, failures: number, minutes: number): MailContent {
  const shop = settings.company.name;
  const subject = `Failed logins to your ${shop} account`;
  return brandedMail(settings, subject, subject, {
    heading: 'Someone is trying to log in to your account',
    paragraphs: [
      `In the last ${minutes} minutes, ${failures} attempts to log in to your ${shop} account used a wrong password.`,
      'If this was not you, nothing is lost: nobody can log in without your password and the code we email you, and guesses are limited. Your own device can still log in as usual.',
      'If you use this password anywhere else, change it there, and choose a password for us that you use nowhere else.',
    ],
    footnote: 'We send this once per burst of failed logins, not for every attempt.',
  });
}
