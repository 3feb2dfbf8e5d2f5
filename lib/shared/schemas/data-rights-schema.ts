// The buyer's rights over their data (DPDP Act ss.11-13): the consent ledger as they see it, the fresh-code
// step before a sensitive act, the export and the erasure. Request bodies and answers.
import { z } from 'zod';
import { CONSENT_PURPOSES, CONSENT_SOURCES } from '@/lib/shared/consents';
import { otpCodeSchema, sessionTokenSchema } from './auth-schema';
import { timestampSchema } from './response-schema';

export const consentEntrySchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  at: timestampSchema,
  source: z.enum(CONSENT_SOURCES),
});
/** The history, newest first: given, withdrawn and given again are three entries. */
export const consentsAnswerSchema = z.object({ consents: z.array(consentEntrySchema) });

/** The code mailed by POST /auth/me/confirm/code, with the session_token that call answered. */
export const confirmSessionBodySchema = z.object({ session_token: sessionTokenSchema, otp_code: otpCodeSchema });
export const confirmedAnswerSchema = z.object({ message: z.string(), confirmed_at: timestampSchema });

/** GET /auth/me/export: the sections a client relies on; each carries more fields (lib/server/data-rights). */
export const dataExportSchema = z.object({
  exported_at: timestampSchema,
  profile: z.object({ id: z.number(), email: z.string().nullable(), first_name: z.string(), last_name: z.string() }),
  addresses: z.array(z.object({ address: z.record(z.string(), z.unknown()), last_used_at: timestampSchema })),
  orders: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      placed_at: timestampSchema,
      lines: z.array(z.record(z.string(), z.unknown())),
      documents: z.array(z.object({ kind: z.string(), number: z.string(), issued_at: timestampSchema })),
      payments: z.array(z.object({ provider: z.string(), payment_id: z.string().nullable() })),
    }),
  ),
  returns: z.array(z.record(z.string(), z.unknown())),
  reviews: z.array(z.record(z.string(), z.unknown())),
  wishlist: z.array(z.unknown()),
  cart: z.array(z.record(z.string(), z.unknown())),
  alerts: z.array(z.record(z.string(), z.unknown())),
  stored_value: z.array(z.unknown()),
  consents: z.object({
    current: z.record(z.string(), z.object({ given: z.boolean(), at: timestampSchema.nullable() })),
    history: z.array(consentEntrySchema.extend({ actor: z.string().nullable() })),
  }),
  sign_ins: z.array(z.object({ signed_in_at: timestampSchema, ip: z.string().nullable() })),
  messages: z.array(z.object({ channel: z.string(), subject: z.string(), at: timestampSchema })),
  processors: z.array(z.object({ role: z.string(), who: z.string(), shared: z.array(z.string()) })),
});

/** What the fresh code is asked for (named in its mail); a body is required, so no stray POST mails a code. */
export const confirmCodeBodySchema = z.object({ for: z.enum(['export', 'erase']) });
/** The buyer's explicit yes: a POST without it erases nothing. */
export const eraseBodySchema = z.object({ confirm: z.literal(true) });
export const erasedAnswerSchema = z.object({ message: z.string(), kept_order_ids: z.array(z.number()) });
/** The owner erases on the buyer's written request: what the request was (its date, channel, reference). */
export const ownerEraseBodySchema = z.object({ written_request: z.string().trim().min(3).max(500) });
