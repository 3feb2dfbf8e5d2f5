// The accounts half of the API contract (spec sections 5 and 7), and the form rules of the login and register
// screens. One definition: the forms validate with these schemas before sending, the endpoints validate the
// same fields again with the same messages.
import { z } from 'zod';
import { OTP_LENGTH } from '@/lib/shared/constants';
import { AUTH_VALIDATION_MESSAGES as M } from '@/lib/shared/messages/auth';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { PRIVACY_NOTICE_MESSAGES } from '@/lib/shared/messages/privacy-notice-messages';
import type { SessionUser } from './client-state-schema';

export const PASSWORD_MIN_LENGTH = 6;
/** Above this nobody types a password; it also bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
const SESSION_TOKEN_MAX_LENGTH = 200;
const AVATAR_MAX_LENGTH = 2048;

/** What the public send_otp call may ask a code for. */
export const OTP_PURPOSES = ['login', 'registration'] as const;
/**
 * Also 'alert': a guest confirming the address a price-drop or back-in-stock alert goes to;
 * 'contact_change': a signed-in shopper proving a new number or address for their account; and 'confirm': a
 * signed-in buyer freshly proving it is them before a sensitive act (export, erasure).
 */
export type OtpPurpose = (typeof OTP_PURPOSES)[number] | 'alert' | 'contact_change' | 'confirm';

export { AUTH_ERROR_CODES } from '@/lib/shared/error-codes/auth-error-codes';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Each field reports one message at a time: "required" for an empty value, otherwise the first rule it
// breaks. (zod's `abort` would do that too, but it also stops the object's password-match check, which
// must show even while other fields are still empty.)

/** Trimmed and lower-cased: one address, one account, however it was typed. */
export const emailSchema = z
  .string({ error: INPUT_MESSAGES.emailRequired })
  .trim()
  .min(1, INPUT_MESSAGES.emailRequired)
  .refine((v) => !v || (v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v)), INPUT_MESSAGES.emailInvalid)
  .toLowerCase();

/** Passwords are taken as typed: no trimming, spaces count. */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .refine((v) => !v || v.length >= PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const otpCodeSchema = z.string({ error: M.otpInvalid }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpInvalid);

export const sessionTokenSchema = z.string().min(1).max(SESSION_TOKEN_MAX_LENGTH);

export const firstNameSchema = z
  .string({ error: M.firstNameRequired })
  .trim()
  .min(1, M.firstNameRequired)
  .max(NAME_MAX_LENGTH, M.nameTooLong);
export const lastNameSchema = z.string().trim().max(NAME_MAX_LENGTH, M.nameTooLong);

// ---- Forms (spec section 5) ----

export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });

export const registerFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, M.fullNameRequired)
      .refine((v) => !v || v.length >= 2, M.nameTooShort)
      .max(NAME_MAX_LENGTH * 2, M.nameTooLong),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, M.confirmRequired),
  })
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: M.passwordsDiffer,
  });

/** Spec section 5: the first word is the first name, the second word (or nothing) the last name. */
export function splitFullName(name: string): { first_name: string; last_name: string } {
  const [first = '', second = ''] = name.trim().split(/\s+/);
  return { first_name: first, last_name: second };
}

/** The first message of each field, as the forms show them under the inputs. */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

// ---- Request bodies (spec section 7) ----

/** @alias The API's name for the login form's rules: one schema, two roles. */
export const loginBodySchema = loginFormSchema;
export type LoginBody = z.output<typeof loginBodySchema>;

export const sendOtpBodySchema = z.object({ email: emailSchema, purpose: z.enum(OTP_PURPOSES) });

export const verifyLoginBodySchema = z.object({
  session_token: sessionTokenSchema,
  otp_code: otpCodeSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const registrationUserSchema = z
  .object({
    first_name: firstNameSchema,
    last_name: lastNameSchema.default(''),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired),
    /** Consent to marketing mail and cart reminders (one box, two ledger rows): off unless the shopper ticks it. */
    marketing_mail: z.boolean().default(false),
    /** The buyer confirms they are 18 or older (DPDP Act s.9): the register page requires it; the spec's body
     *  has no such field, so clients that leave it out still register, and one that sends false is refused. */
    adult: z.literal(true, { error: PRIVACY_NOTICE_MESSAGES.adultRequired }).optional(),
  })
  .refine((user) => !user.password_confirmation || user.password === user.password_confirmation, {
    path: ['password_confirmation'],
    message: M.passwordsDiffer,
  });

export const verifyRegistrationBodySchema = z.object({
  session_token: sessionTokenSchema,
  otp_code: otpCodeSchema,
  user: registrationUserSchema,
});

export const resendOtpBodySchema = z.object({ session_token: sessionTokenSchema });

/** An avatar is a web address or one of the shop's own media files; nothing a browser would run. */
const avatarSchema = z
  .string()
  .trim()
  .max(AVATAR_MAX_LENGTH, M.avatarInvalid)
  .refine((value) => {
    if (/^\/media\/[\w\-./]+$/.test(value)) return !value.includes('..');
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
    } catch {
      return false;
    }
  }, M.avatarInvalid);

/** An empty avatar field means "no avatar". Email cannot be changed here, so unknown keys are refused. */
export const updateProfileBodySchema = z
  .object({
    first_name: firstNameSchema.optional(),
    last_name: lastNameSchema.optional(),
    avatar: z
      .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), avatarSchema.nullable())
      .optional(),
    /** Gives (true) or withdraws (false) consent to marketing mail. */
    marketing_mail: z.boolean().optional(),
    /** Gives or withdraws consent to reminder mails of a cart left waiting. */
    cart_reminders: z.boolean().optional(),
    /** Gives or withdraws consent to order updates on WhatsApp. */
    whatsapp_updates: z.boolean().optional(),
    /** Gives or withdraws consent to offers, cart reminders and price alerts on WhatsApp. */
    whatsapp_marketing: z.boolean().optional(),
  })
  .strict();
export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;

// ---- Answers ----

export type OtpChallenge = { message: string; session_token: string; expires_in: number; can_resend_at: string };
export type LoginAnswer = OtpChallenge & { otp_required: true };
/** The user is the session user of spec section 3 (what localStorage `user` holds for the UI). */
export type VerifyAnswer = { message: string; token: string; user: SessionUser };

/** A body without a session_token has no OTP session to speak of: NO_SESSION_TOKEN, not a field error. */
export function hasSessionToken(body: unknown): boolean {
  return (
    !!body &&
    typeof body === 'object' &&
    typeof (body as { session_token?: unknown }).session_token === 'string' &&
    (body as { session_token: string }).session_token.length > 0
  );
}

export function isRegistrationVerify(body: unknown): boolean {
  return !!body && typeof body === 'object' && 'user' in body;
}

/** GET /api/dev/outbox?to=EMAIL */
export const outboxQuerySchema = z.object({ to: z.string().trim().max(EMAIL_MAX_LENGTH).toLowerCase().optional() });
