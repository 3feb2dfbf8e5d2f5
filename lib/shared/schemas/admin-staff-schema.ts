// Bodies of the first-run owner set-up, staff invitations and re-authentication.
import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from './auth-schema';
import { AUTH_VALIDATION_MESSAGES } from '@/lib/shared/messages/auth';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';
import {
  GRANTABLE_PERMISSIONS,
  PERMISSIONS,
  isGrantablePermission,
  type GrantablePermission,
} from '@/lib/shared/back-office/permissions';

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

/**
 * What the owner gives a staff member: any of GRANTABLE_PERMISSIONS, each once; the owner's own permissions
 * (refunds, settings, staff...) are refused by name. An error is the whole list's (errors.permissions).
 */
export const staffPermissionsSchema = z
  .array(z.string({ error: M.permissionsInvalid }), { error: M.permissionsInvalid })
  .max(PERMISSIONS.length * 2, M.permissionsInvalid)
  .superRefine((values, ctx) => {
    for (const value of new Set(values)) {
      if (isGrantablePermission(value)) continue;
      const ownerOnly = (PERMISSIONS as readonly string[]).includes(value);
      const message = ownerOnly ? M.permissionOwnerOnly(value) : M.permissionUnknown(value);
      ctx.addIssue({ code: 'custom', path: [], message });
    }
  })
  .transform((values) => GRANTABLE_PERMISSIONS.filter((p) => values.includes(p)) as GrantablePermission[]);

/** The same, written as a comma-separated list (`npm run admin -- … --permissions orders,catalogue`); '' is none. */
export const staffPermissionListSchema = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(staffPermissionsSchema);

export const staffInviteBodySchema = z.object({ email: emailSchema, permissions: staffPermissionsSchema.optional() });

export const acceptInviteBodySchema = z.object({
  token: linkToken,
  first_name: firstNameSchema,
  last_name: lastNameSchema.default(''),
  password: passwordSchema,
});
export type AcceptInviteBody = z.output<typeof acceptInviteBodySchema>;

export const reauthBodySchema = z.object({
  password: z
    .string({ error: AUTH_VALIDATION_MESSAGES.passwordRequired })
    .min(1, AUTH_VALIDATION_MESSAGES.passwordRequired)
    .max(256),
});

/** A role, the permissions, or both; at least one. */
export const staffPatchSchema = z
  .object({
    role: z.enum(['staff', 'owner'], { error: M.roleInvalid }).optional(),
    permissions: staffPermissionsSchema.optional(),
  })
  .strict()
  .refine((body) => body.role !== undefined || body.permissions !== undefined, {
    path: ['permissions'],
    message: M.patchEmpty,
  });
export type StaffPatch = z.output<typeof staffPatchSchema>;
