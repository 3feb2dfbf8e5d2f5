// Signing in with a mobile number: the request bodies of the phone flow, beside the email flow's in
// auth-schema.ts. A number is accepted as a buyer types it and comes out as '+91XXXXXXXXXX'; anything else
// is refused naming the field.
import { z } from 'zod';
import { normalizeIndianMobile } from '@/lib/shared/phone';
import { PHONE_FIELD_MESSAGES as M } from '@/lib/shared/messages/phone-auth';
import {
  OTP_PURPOSES,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  otpCodeSchema,
  sessionTokenSchema,
} from './auth-schema';

const PHONE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneCodeChannel = (typeof PHONE_CHANNELS)[number];

export const phoneSchema = z
  .string({ error: M.phoneRequired })
  .refine((v) => v.trim().length > 0, M.phoneRequired)
  .refine((v) => !v.trim() || normalizeIndianMobile(v) !== null, M.phoneInvalid)
  .transform((v) => normalizeIndianMobile(v) ?? v);

const channelSchema = z.enum(PHONE_CHANNELS, { error: M.channelInvalid }).default('sms');

export const sendPhoneOtpBodySchema = z.object({
  phone: phoneSchema,
  channel: channelSchema,
  purpose: z.enum(OTP_PURPOSES),
});

export const verifyPhoneLoginBodySchema = z.object({
  session_token: sessionTokenSchema,
  otp_code: otpCodeSchema,
  phone: phoneSchema,
});

export const verifyPhoneRegistrationBodySchema = z.object({
  session_token: sessionTokenSchema,
  otp_code: otpCodeSchema,
  user: z.object({
    first_name: firstNameSchema,
    last_name: lastNameSchema.default(''),
    phone: phoneSchema,
    /** Kept unverified until a code to it is entered (profile); it stays free for whoever proves it first. */
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), emailSchema.optional()),
  }),
});
export type PhoneRegistration = z.output<typeof verifyPhoneRegistrationBodySchema>['user'];

/** A signed-in shopper adding or changing their number: step one, then the code. */
export const contactPhoneStartBodySchema = z.object({ phone: phoneSchema, channel: channelSchema });
export const contactPhoneVerifyBodySchema = z.object({
  session_token: sessionTokenSchema,
  otp_code: otpCodeSchema,
  phone: phoneSchema,
});
export const contactEmailStartBodySchema = z.object({ email: emailSchema });
export const contactEmailVerifyBodySchema = z.object({
  session_token: sessionTokenSchema,
  otp_code: otpCodeSchema,
  email: emailSchema,
});

/** Which body a send_otp or verify_otp call carries: a `phone` (at the top or in `user`) means the phone flow. */
export function isPhoneBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  if ('phone' in body) return true;
  const user = (body as { user?: unknown }).user;
  return !!user && typeof user === 'object' && 'phone' in user;
}
