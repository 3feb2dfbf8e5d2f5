// The back office's customer list, the disable switch, and the audit log's query.
import { z } from 'zod';
import { adminPageQuerySchema, recordIdSchema } from './admin-schema';

export const adminCustomerQuerySchema = adminPageQuerySchema.extend({ q: z.string().trim().max(100).optional() });
export type AdminCustomerQuery = z.output<typeof adminCustomerQuerySchema>;

/** { disabled } and/or { cod_enabled } (cash on delivery for this customer). */
export const customerPatchSchema = z
  .object({
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    cod_enabled: z.boolean({ error: 'cod_enabled must be true or false' }).optional(),
  })
  .strict()
  .refine((patch) => patch.disabled !== undefined || patch.cod_enabled !== undefined, {
    message: 'Send disabled or cod_enabled',
    path: ['disabled'],
  });

export const auditQuerySchema = adminPageQuerySchema.extend({
  action: z.string().trim().max(60).optional(),
  entity_type: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  actor_user_id: recordIdSchema.optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
