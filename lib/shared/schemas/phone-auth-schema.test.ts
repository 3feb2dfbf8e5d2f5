import { PHONE_FIELD_MESSAGES as M } from '@/lib/shared/messages/phone-auth';
import { isPhoneBody, sendPhoneOtpBodySchema, verifyPhoneRegistrationBodySchema } from './phone-auth-schema';

describe('the phone flow bodies', () => {
  it('takes a number as typed and gives it as +91 and ten digits, SMS unless WhatsApp is asked', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '098765-43210', '919876543210']) {
      expect(sendPhoneOtpBodySchema.parse({ phone, purpose: 'login' })).toEqual({
        phone: '+919876543210',
        channel: 'sms',
        purpose: 'login',
      });
    }
    expect(
      sendPhoneOtpBodySchema.parse({ phone: '6000000000', channel: 'whatsapp', purpose: 'registration' }).channel,
    ).toBe('whatsapp');
  });

  it('names the field: required for an empty one, invalid for anything but an Indian mobile', () => {
    const empty = sendPhoneOtpBodySchema.safeParse({ phone: ' ', purpose: 'login' });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', M.phoneRequired]]);
    for (const phone of ['5876543210', '98765432', '+1 415 555 0100', '98765432100']) {
      const bad = sendPhoneOtpBodySchema.safeParse({ phone, purpose: 'login' });
      expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', M.phoneInvalid]]);
    }
  });

  it('registers with an optional email, an empty one meaning none', () => {
    const body = {
      session_token: 't',
      otp_code: '123456',
      user: { first_name: 'Asha', phone: '9876543210', email: ' ' },
    };
    expect(verifyPhoneRegistrationBodySchema.parse(body).user).toEqual({
      first_name: 'Asha',
      last_name: '',
      phone: '+919876543210',
      email: undefined,
    });
  });

  it('tells the phone bodies from the email ones', () => {
    expect(isPhoneBody({ phone: '9876543210' })).toBe(true);
    expect(isPhoneBody({ user: { phone: '9876543210' } })).toBe(true);
    expect(isPhoneBody({ email: 'a@b.in' })).toBe(false);
    expect(isPhoneBody({ user: { email: 'a@b.in' } })).toBe(false);
    expect(isPhoneBody(null)).toBe(false);
  });
});
