// The owner's settings body: every field of the shop settings (spec section 3), bounded, and the low-stock
// threshold. PATCH takes any subset of the top-level fields, plus updated_at for the concurrency check.
import { z } from 'zod';
import { COD_CASH_LIMIT_PAISE } from '@/lib/shared/india-limits';
import { paiseToRupees } from '@/lib/shared/money';
import { sellingSettingsSchema } from '@/lib/shared/selling/selling-settings';
import { ICON_NAMES } from '@/lib/shared/constants';
import { updatedAtSchema } from './admin-schema';
import { shopDay } from './date-schema';
import { normalisedMediaPath } from '@/lib/shared/media-path';
import { normalizeShopWhatsApp } from '@/lib/shared/whatsapp-link';
import { gstinProblem } from '@/lib/shared/gst/gstin';
import { INVOICE_PREFIX_PATTERN } from '@/lib/shared/gst/invoice-tax';
import { INDIA_REGIONS, gstStateCode } from '@/lib/shared/india-states';
import { DELIVERY_ZONES, type DeliveryZone } from '@/lib/shared/delivery/delivery-zones';
import { SETTINGS_MESSAGES as SM } from '@/lib/shared/messages/admin-settings';
import { COD_CONFIRM_MESSAGES } from '@/lib/shared/messages/cod-confirmation';
import { COD_CONFIRM_MAX_HOURS } from './cod-confirmation-schema';

const text = (max: number) => z.string().trim().max(max);
const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #8b4513');
const webUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^(https:\/\/|mailto:|tel:)\S+$/i.test(v), 'Links must start with https://, mailto: or tel:');
const mediaUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => normalisedMediaPath(v) !== null || /^https:\/\/\S+$/.test(v),
    'Use an uploaded picture (/media/...) or an https:// address',
  );

export const sellerPatchSchema = z
  .object({
    legal_name: text(200).min(1, SM.legalNameRequired),
    address_line_1: text(200).min(1, SM.addressRequired),
    address_line_2: text(200),
    city: text(100).min(1, SM.cityRequired),
    state: z.string().refine((v) => INDIA_REGIONS.includes(v), SM.stateInvalid),
    postal_code: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, SM.postalCodeInvalid),
    gstin: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .superRefine((v, ctx) => {
        const problem = gstinProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: SM.gstin[problem] });
      }),
    invoice_prefix: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => INVOICE_PREFIX_PATTERN.test(v), SM.invoicePrefixInvalid),
    country_of_origin: text(60).min(1, SM.originRequired),
    signatory_name: text(100).optional(),
    grievance_officer: z
      .object({
        name: text(100).min(1, SM.grievanceNameRequired),
        designation: text(100),
        email: z.email(SM.grievanceEmailInvalid).max(254),
        phone: text(40).min(1, SM.grievancePhoneRequired),
      })
      .strict(),
  })
  .strict()
  // The GSTIN's first two digits are the state the seller is registered in.
  .refine((s) => gstinProblem(s.gstin) !== null || s.gstin.slice(0, 2) === gstStateCode(s.state), {
    path: ['gstin'],
    message: SM.gstinStateMismatch,
  });

/** The settings that are the storefront's content (permission 'content'); every other field is 'settings'. */
export const CONTENT_SETTINGS_FIELDS = ['legal_links'] as const;

export const settingsPatchSchema = z
  .object({
    company: z
      .object({
        name: text(100).min(1, 'The shop needs a name'),
        tagline: text(200),
        description: text(2000),
        logo: z.object({ url: mediaUrl }).nullable(),
      })
      .strict(),
    contact: z
      .object({
        address: z.object({ street: text(200), city: text(100), country: text(100) }).strict(),
        phone: text(40),
        email: z.union([z.literal(''), z.email('Enter a valid email').max(254)]),
        whatsapp: z
          .string()
          .trim()
          .max(24)
          .refine((v) => v === '' || normalizeShopWhatsApp(v) !== null, SM.whatsappNumber)
          .transform((v) => (v === '' ? '' : normalizeShopWhatsApp(v)!))
          .optional(),
      })
      .strict(),
    social_links: z
      .array(z.object({ url: webUrl, icon: z.enum(ICON_NAMES), label: text(60).optional() }).strict())
      .max(12),
    legal_links: z
      .array(
        z
          .object({
            slug: z
              .string()
              .trim()
              .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case words joined by hyphens')
              .max(60),
            label: text(80).min(1, 'Give the page a title'),
            /** Rich text from the editor: sanitized on save. */
            content: z.string().max(30_000, 'This page is too long'),
          })
          .strict(),
      )
      .max(10)
      .refine((links) => new Set(links.map((l) => l.slug)).size === links.length, 'Two legal pages have the same slug'),
    copyright: text(200),
    stats: z
      .array(z.object({ label: text(40).min(1), value: text(20).min(1), icon: z.enum(ICON_NAMES).optional() }).strict())
      .max(6),
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
    seller: sellerPatchSchema,
    /** 0: the shop takes no returns. */
    delivery: z
      .object({
        days: z
          .object(
            Object.fromEntries(
              DELIVERY_ZONES.map((zone) => [
                zone,
                z
                  .number({ error: SM.deliveryDaysInvalid })
                  .int(SM.deliveryDaysInvalid)
                  .min(1, SM.deliveryDaysInvalid)
                  .max(30, SM.deliveryDaysInvalid),
              ]),
            ) as Record<DeliveryZone, z.ZodNumber>,
          )
          .strict(),
        holidays: z
          .array(shopDay(SM.holidayInvalid))
          .max(60)
          .transform((days) => [...new Set(days)].sort()),
      })
      .strict(),
    cod_enabled: z.boolean(),
    /** Rupees, whole: the largest order total a shopper may pay in cash; section 269ST caps it at ₹1,99,999. */
    cod_max_order_value: z
      .number({ error: SM.codLimitInvalid })
      .int(SM.codLimitInvalid)
      .min(1, SM.codLimitInvalid)
      .max(paiseToRupees(COD_CASH_LIMIT_PAISE), SM.codLimitAboveCashLaw),
    cod_confirm_hours: z
      .number({ error: COD_CONFIRM_MESSAGES.settingInvalid })
      .int(COD_CONFIRM_MESSAGES.settingInvalid)
      .min(1, COD_CONFIRM_MESSAGES.settingInvalid)
      .max(COD_CONFIRM_MAX_HOURS, COD_CONFIRM_MESSAGES.settingInvalid),
    cod_zones: z
      .object(
        Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, z.boolean()])) as Record<DeliveryZone, z.ZodBoolean>,
      )
      .strict(),
    return_window_days: z
      .number({ error: SM.returnWindowInvalid })
      .int(SM.returnWindowInvalid)
      .min(0, SM.returnWindowInvalid)
      .max(90, SM.returnWindowInvalid),
    ...sellingSettingsSchema.shape,
    updated_at: updatedAtSchema,
  })
  .partial()
  .strict();
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
