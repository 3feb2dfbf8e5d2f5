// The nominee a buyer names to exercise their rights on their death or incapacity (DPDP Act s.14): a name and
// an email or an Indian mobile number (or both).
import { z } from 'zod';
import { NOMINEE_MESSAGES as M } from '@/lib/shared/messages/nominee-messages';
import { emailSchema, NAME_MAX_LENGTH } from './auth-schema';

/** 10 digits from 6 to 9, with +91, 91 or 0 before them or not, spaces and dashes allowed -> +91XXXXXXXXXX. */
function indianMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

const phoneSchema = z
  .string()
  .trim()
  .max(20, M.phoneInvalid)
  .transform((v, ctx) => {
    const phone = indianMobile(v);
    if (!phone) ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
    return phone ?? '';
  });

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const nomineeBodySchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(NAME_MAX_LENGTH * 2, M.nameTooLong),
    email: z.preprocess(blank, emailSchema.nullish()),
    phone: z.preprocess(blank, phoneSchema.nullish()),
  })
  .strict()
  .refine((n) => Boolean(n.email || n.phone), { path: ['email'], message: M.contactRequired });
export type NomineeBody = z.output<typeof nomineeBodySchema>;

const nomineeSchema = z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type Nominee = z.output<typeof nomineeSchema>;
export const nomineeAnswerSchema = z.object({ nominee: nomineeSchema.nullable() });
