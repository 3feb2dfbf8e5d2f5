// The admin body's stones (lib/shared/catalogue/stones.ts has the types and the rules the pages share).
import { z } from 'zod';
import { STONE_MESSAGES as M } from '@/lib/shared/messages/stone-messages';
import { CERTIFICATE_LABS, STONE_LIMITS } from './stones';
import { hasWholePaise } from '@/lib/shared/money';

const thousandths = (v: number) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6;
const text = (max: number) => z.string().trim().min(1).max(max);

export const stoneSchema = z
  .object({
    type: z
      .string({ error: M.typeRequired })
      .trim()
      .min(1, M.typeRequired)
      .max(STONE_LIMITS.textLength, M.typeRequired),
    count: z.number({ error: M.countInvalid }).int(M.countInvalid).min(1, M.countInvalid).max(STONE_LIMITS.maxCount),
    carat_weight: z
      .number({ error: M.caratInvalid })
      .positive(M.caratInvalid)
      .max(STONE_LIMITS.maxCarat, M.caratInvalid)
      .refine(thousandths, M.caratInvalid),
    clarity: text(STONE_LIMITS.textLength).optional(),
    colour: text(STONE_LIMITS.textLength).optional(),
    cut: text(STONE_LIMITS.textLength).optional(),
    shape: text(STONE_LIMITS.textLength).optional(),
    price_per_carat: z
      .number({ error: M.pricePerCaratInvalid })
      .positive(M.pricePerCaratInvalid)
      .max(10_000_000, M.pricePerCaratInvalid)
      .refine(hasWholePaise, M.pricePerCaratInvalid)
      .optional(),
    certificate: z
      .object({
        lab: z.enum(CERTIFICATE_LABS, { error: M.labInvalid }),
        number: z
          .string({ error: M.certificateNumberRequired })
          .trim()
          .min(1, M.certificateNumberRequired)
          .max(STONE_LIMITS.number, M.certificateNumberRequired),
      })
      .strict()
      .optional(),
  })
  .strict();

export const stonesSchema = z
  .array(stoneSchema, { error: M.stonesInvalid })
  .max(STONE_LIMITS.maxStones, M.stonesInvalid);
