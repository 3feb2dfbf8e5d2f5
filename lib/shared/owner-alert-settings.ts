// What the shop tells its owner by mail: the kinds of alert, their defaults, the settings' API shape
// and the words the back office shows for them.
import { z } from 'zod';
import { normalizeIndianMobile } from '@/lib/shared/phone';

export const OWNER_ALERT_KINDS = [
  'order_paid',
  'return_requested',
  'low_stock',
  'rates_not_set',
  'mail_failed',
] as const;
export type OwnerAlertKind = (typeof OWNER_ALERT_KINDS)[number];

export const OWNER_ALERT_LABELS: Record<OwnerAlertKind, string> = {
  order_paid: 'A new paid order',
  return_requested: 'A return requested',
  low_stock: 'A piece (or a size) at or below the low-stock threshold',
  rates_not_set: 'Gold and silver rates not set today by the chosen hour',
  mail_failed: 'Mail that could not be delivered after every try',
};

/** Hours of the day in India (0-23). */
const hour = z.number().int().min(0).max(23);

export const ownerAlertSettingsSchema = z.object({
  enabled: z.object(
    Object.fromEntries(OWNER_ALERT_KINDS.map((k) => [k, z.boolean()])) as Record<OwnerAlertKind, z.ZodBoolean>,
  ),
  /** One mail a day with everything, instead of one mail an event. */
  digest: z.boolean(),
  digest_hour: hour,
  /** The hour by which today's rates should be set. */
  rates_hour: hour,
  /** Empty: the owner's own address. */
  recipients: z.array(z.string().trim().toLowerCase().email('Enter a valid email address')).max(5),
  /** The owner's mobile number: each alert also goes there on WhatsApp (+91XXXXXXXXXX), '' for none. */
  whatsapp_number: z
    .string()
    .trim()
    .max(24)
    .refine((v) => v === '' || normalizeIndianMobile(v) !== null, 'Enter an Indian mobile number, or leave it empty')
    .transform((v) => (v === '' ? '' : normalizeIndianMobile(v)!))
    .optional()
    .default(''),
});
export type OwnerAlertSettings = z.infer<typeof ownerAlertSettingsSchema>;

export const ownerAlertSettingsBody = ownerAlertSettingsSchema.extend({ updated_at: z.string().nullable().optional() });

/** The settings as the back office reads them: with the address mail goes to when recipients is empty. */
export type AdminOwnerAlertSettings = OwnerAlertSettings & { owner_email: string | null; updated_at: string | null };

export const DEFAULT_OWNER_ALERT_SETTINGS: OwnerAlertSettings = {
  enabled: { order_paid: true, return_requested: true, low_stock: true, rates_not_set: true, mail_failed: true },
  digest: false,
  digest_hour: 20,
  rates_hour: 11,
  recipients: [],
  whatsapp_number: '',
};

export const OWNER_ALERT_MESSAGES = {
  section: 'Alerts to the owner',
  help: 'Mail about what needs you: sent through the same queue and retries as shoppers’ mail.',
  kinds: 'Which alerts',
  digest: 'One daily digest instead of a mail for each',
  digestHour: 'Digest sent at (hour, IST)',
  ratesHour: 'Rates should be set by (hour, IST)',
  recipients: 'Send to (one address a line)',
  whatsappNumber: 'Also on WhatsApp, to this mobile number',
  whatsappNumberHelp: 'Empty: alerts by mail only',
  recipientsHelp: (owner: string | null) => `Empty: the owner's address${owner ? ` (${owner})` : ''}`,
  save: 'Save alerts',
  saved: 'Alert settings saved',
} as const;
