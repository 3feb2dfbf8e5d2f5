// The buyer's rights over their data (DPDP Act ss.11-13): the consent ledger as they see it, the fresh-code
// step before a sensitive act, the export and the erasure. Request bodies and answers.
import { z } from 'zod';
import { CONSENT_PURPOSES, CONSENT_SOURCES } from '@/lib/shared/consents';
import { timestampSchema } from './response-schema';

export const consentEntrySchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  at: timestampSchema,
  source: z.enum(CONSENT_SOURCES),
});
/** The history, newest first: given, withdrawn and given again are three entries. */
export const consentsAnswerSchema = z.object({ consents: z.array(consentEntrySchema) });
