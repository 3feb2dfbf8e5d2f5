// The shop settings contract (spec section 3): what GET /api/v1/shop/settings answers and the pages read.
import { z } from 'zod';
import { sellingSettingsSchema } from '@/lib/shared/selling/selling-settings';
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
  /** The shop's WhatsApp Business number (+91XXXXXXXXXX), or '' for none: product pages offer a chat with it. */
  whatsapp: z.string(),
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

/**
 * Who sells: printed on every tax invoice and credit note, in the footer and in the legal texts,
 * as GST law and the Consumer Protection (E-Commerce) Rules 2020 ask. The back office validates the GSTIN.
 */
export const sellerInfoSchema = z.object({
  legal_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  gstin: z.string(),
  /** 1-3 capitals or digits that start every invoice number ('AJ' gives AJ/26-27/000123). */
  invoice_prefix: z.string(),
  /** 'Made in India' on every product page. */
  country_of_origin: z.string(),
  grievance_officer: z.object({ name: z.string(), designation: z.string(), email: z.string(), phone: z.string() }),
  /** Who signs the tax invoices for the seller (Rule 46(q)), printed above "Authorised signatory"; optional. */
  signatory_name: z.string().optional(),
});
export type SellerInfo = z.infer<typeof sellerInfoSchema>;

/** Delivery estimates: working days per zone and the holidays the shop does not ship on. */
export const deliverySettingsSchema = z.object({
  days: z.object({
    same_city: z.number(),
    same_state: z.number(),
    metro: z.number(),
    rest: z.number(),
    remote: z.number(),
  }),
  holidays: z.array(z.string()),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const shopSettingsSchema = z.object({
  ...sellingSettingsSchema.shape,
  company: companyInfoSchema,
  contact: contactInfoSchema,
  social_links: z.array(socialLinkSchema),
  legal_links: z.array(legalLinkSchema),
  copyright: z.string(),
  stats: z.array(statItemSchema),
  theme_colors: themeColorsSchema,
  cart_enabled: z.boolean(),
  /** Null until the owner has entered the seller's details. */
  seller: sellerInfoSchema.nullable(),
  return_window_days: z.number().int(),
  delivery: deliverySettingsSchema,
  /** Cash on delivery: offered at all, up to which order total (rupees), and per delivery zone. */
  cod_enabled: z.boolean(),
  cod_max_order_value: z.number(),
  /** Hours a new account's first COD order has to be confirmed before it is released. */
  cod_confirm_hours: z.number().int(),
  cod_zones: z.object({
    same_city: z.boolean(),
    same_state: z.boolean(),
    metro: z.boolean(),
    rest: z.boolean(),
    remote: z.boolean(),
  }),
});

export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type ContactInfo = z.infer<typeof contactInfoSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type LegalLink = z.infer<typeof legalLinkSchema>;
export type StatItem = z.infer<typeof statItemSchema>;
export type ThemeColors = z.infer<typeof themeColorsSchema>;
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
