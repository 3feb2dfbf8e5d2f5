// The owner's settings body: every field of the shop settings (spec section 3), bounded, and the low-stock
// threshold. PATCH takes any subset of the top-level fields, plus updated_at for the concurrency check.
import { z } from 'zod';
import { ICON_NAMES } from '@/lib/shared/constants';
import { updatedAtSchema } from './admin-schema';

const text = (max: number) => z.string().trim().max(max);
const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #8b4513');
const webUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^(https:\/\/|mailto:|tel:)\S+$/i.test(v), 'Links must start with https://, mailto: or tel:');
const mediaUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^(\/media\/|https:\/\/)\S+$/.test(v), 'Use an uploaded picture (/media/...) or an https:// address');

export const settingsPatchSchema = z
  .object({
    company: z.object({ name: text(100).min(1, 'The shop needs a name'), tagline: text(200), description: text(2000), logo: z.object({ url: mediaUrl }).nullable() }).strict(),
    contact: z
      .object({
        address: z.object({ street: text(200), city: text(100), country: text(100) }).strict(),
        phone: text(40),
        email: z.union([z.literal(''), z.email('Enter a valid email').max(254)]),
      })
      .strict(),
    social_links: z.array(z.object({ url: webUrl, icon: z.enum(ICON_NAMES), label: text(60).optional() }).strict()).max(12),
    legal_links: z
      .array(
        z
          .object({
            slug: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case words joined by hyphens').max(60),
            label: text(80).min(1, 'Give the page a title'),
            /** Rich text from the editor: sanitized on save. */
            content: z.string().max(30_000, 'This page is too long'),
          })
          .strict(),
      )
      .max(10)
      .refine((links) => new Set(links.map((l) => l.slug)).size === links.length, 'Two legal pages have the same slug'),
    copyright: text(200),
    stats: z.array(z.object({ label: text(40).min(1), value: text(20).min(1), icon: z.enum(ICON_NAMES).optional() }).strict()).max(6),
    theme_colors: z
      .object({
        primary_color: hexColor,
        secondary_color: hexColor,
        accent_color: hexColor,
        background_color: hexColor,
        text_color: hexColor,
        footer_background: hexColor,
        footer_text: hexColor,
        button_primary: hexColor,
        button_hover: hexColor,
        success_color: hexColor,
        warning_color: hexColor,
        error_color: hexColor,
      })
      .strict(),
    cart_enabled: z.boolean(),
    low_stock_threshold: z.number().int().min(0).max(1000),
    updated_at: updatedAtSchema,
  })
  .partial()
  .strict();
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
