// Bodies of the first-run owner set-up, staff invitations and re-authentication.
import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from './auth-schema';
import { AUTH_VALIDATION_MESSAGES } from '@/lib/shared/messages/auth';

/** A one-time token of a link (setup, invitation): base64url, as the server makes them. */
const linkToken = z.string({ error: 'token is required' }).min(16, 'token is invalid').max(128, 'token is invalid');

export const ownerSetupBodySchema = z.object({
  token: linkToken,
  first_name: firstNameSchema,
  last_name: lastNameSchema.default(''),
  email: emailSchema,
  password: passwordSchema,
});
export type OwnerSetupBody = z.output<typeof ownerSetupBodySchema>;

export const staffInviteBodySchema = z.object({ email: emailSchema });
export type StaffInviteBody = z.output<typeof staffInviteBodySchema>;

export const acceptInviteBodySchema = z.object({ token: linkToken, first_name: firstNameSchema, last_name: lastNameSchema.default(''), password: passwordSchema });
export type AcceptInviteBody = z.output<typeof acceptInviteBodySchema>;

export const reauthBodySchema = z.object({ password: z.string({ error: AUTH_VALIDATION_MESSAGES.passwordRequired }).min(1, AUTH_VALIDATION_MESSAGES.passwordRequired).max(256) });

export const staffPatchSchema = z.object({ role: z.enum(['staff', 'owner'], { error: 'Choose staff or owner' }) }).strict();
