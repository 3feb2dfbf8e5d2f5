// The one place a code leaves for a phone: an SMS on the DLT-registered login template, or the WhatsApp
// authentication template with its copy-code button (lib/server/messaging). The messaging layer
// keeps every message (outbound_messages), which the dev outbox and the tests read.
import 'server-only';
import { sendSms, sendWhatsApp } from '@/lib/server/messaging';
import type { PhoneChannel } from './otp-identity';

/** True when the provider took the message; false when it failed (the caller ends the session). */
export async function sendPhoneCode(
  target: { phone: string; channel: PhoneChannel },
  code: string,
  validMinutes: number,
): Promise<boolean> {
  // One text for every purpose: the DLT-registered SMS and Meta's authentication template are fixed.
  const sent =
    target.channel === 'sms'
      ? await sendSms({ to: target.phone, template: 'sms_login_code', vars: { code, minutes: String(validMinutes) } })
      : await sendWhatsApp({ to: target.phone, template: 'auth_code', vars: { code } });
  return !!sent && sent.status !== 'failed';
}
