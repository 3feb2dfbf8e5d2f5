// The shop settings contract (spec section 3): what GET /api/v1/shop/settings answers and the pages read.
import { z } from 'zod';
import { ICON_NAMES } from '@/lib/shared/constants';

export const iconNameSchema = z.enum(ICON_NAMES);

export const companyInfoSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  logo: z.object({ url: z.string() }).nullable(),
});

export const contactInfoSchema = z.object({
  address: z.object({ street: z.string(), city: z.string(), country: z.string() }),
  phone: z.string(),
  email: z.string(),
});

export const socialLinkSchema = z.object({ url: z.string(), icon: iconNameSchema, label: z.string().optional() });

export const legalLinkSchema = z.object({
  slug: z.string(),
  label: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  updated_at: z.string().optional(),
});

export const statItemSchema = z.object({ label: z.string(), value: z.string(), icon: iconNameSchema.optional() });

export const themeColorsSchema = z.object({
  primary_color: z.string(),
  secondary_color: z.string(),
  accent_color: z.string(),
  background_color: z.string(),
  text_color: z.string(),
  footer_background: z.string(),
  footer_text: z.string(),
  button_primary: z.string(),
  button_hover: z.string(),
  success_color: z.string(),
  warning_color: z.string(),
  error_color: z.string(),
});

export const shopSettingsSchema = z.object({
  company: companyInfoSchema,
  contact: contactInfoSchema,
  social_links: z.array(socialLinkSchema),
  legal_links: z.array(legalLinkSchema),
  copyright: z.string(),
  stats: z.array(statItemSchema),
  theme_colors: themeColorsSchema,
  cart_enabled: z.boolean(),
});

export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type ContactInfo = z.infer<typeof contactInfoSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type LegalLink = z.infer<typeof legalLinkSchema>;
export type StatItem = z.infer<typeof statItemSchema>;
export type ThemeColors = z.infer<typeof themeColorsSchema>;
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
