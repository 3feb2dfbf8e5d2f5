// The back office's categories and carousel slides, and the picture upload they share.
import { z } from 'zod';
import { recordIdSchema } from './admin-schema';
import { normalisedMediaPath } from '@/lib/shared/media-path';

const M = {
  name: 'Give it a name',
  image: 'Use an uploaded picture (/media/...)',
  link: 'Use a path in the shop (/products?...) or an https:// address',
} as const;

/** A picture stored by POST /api/v1/admin/media (or the demo's own). */
const mediaUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => normalisedMediaPath(v) !== null, M.image);
const shopLink = z
  .string()
  .trim()
  .max(300)
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https:\/\/\S+$/.test(v), M.link);

const categoryFields = {
  name: z.string({ error: M.name }).trim().min(1, M.name).max(80),
  description: z.string().trim().max(1000),
  parent_id: recordIdSchema.nullable(),
  position: z.number().int().min(0).max(10_000),
  image_url: mediaUrl.nullable(),
};

export const categoryCreateSchema = z
  .object({
    ...categoryFields,
    description: categoryFields.description.default(''),
    parent_id: categoryFields.parent_id.default(null),
    position: categoryFields.position.default(0),
    image_url: categoryFields.image_url.default(null),
  })
  .strict();
export type CategoryCreate = z.output<typeof categoryCreateSchema>;
export const categoryPatchSchema = z.object(categoryFields).partial().strict();
export type CategoryPatch = z.output<typeof categoryPatchSchema>;

const slideFields = {
  image_url: mediaUrl,
  title: z.string({ error: 'Give the slide a title' }).trim().min(1, 'Give the slide a title').max(120),
  subtitle: z.string().trim().max(200).nullable(),
  button_text: z.string().trim().min(1).max(40),
  button_link: shopLink,
  position: z.number().int().min(0).max(1000),
  active: z.boolean(),
};

export const slideCreateSchema = z
  .object({
    ...slideFields,
    subtitle: slideFields.subtitle.default(null),
    button_text: slideFields.button_text.default('Shop Now'),
    button_link: slideFields.button_link.default('/products'),
    position: slideFields.position.default(0),
    active: slideFields.active.default(true),
  })
  .strict();
export type SlideCreate = z.output<typeof slideCreateSchema>;
export const slidePatchSchema = z.object(slideFields).partial().strict();
export type SlidePatch = z.output<typeof slidePatchSchema>;
