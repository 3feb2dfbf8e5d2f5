// What the shipping routes accept: a booking's package, the shipping settings, a courier webhook's body in
// the shop's contract, a sandbox event, the manifest's day and the labels to print.
import { MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { z } from 'zod';
import { SHIPMENT_EVENTS } from '@/lib/shared/shipping-contract';
import { lineHuidsSchema } from './admin-order-schema';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && text >= '2000-01-01';
  }, 'That is not a date.');

export const shipmentBookingSchema = z
  .object({
    weight_grams: z.number().int().min(1).max(50_000).optional(),
    length_cm: z.number().int().min(1).max(200).optional(),
    breadth_cm: z.number().int().min(1).max(200).optional(),
    height_cm: z.number().int().min(1).max(200).optional(),
    pickup_date: day.optional(),
    /** The HUID of each hallmarked piece: booking ships the order, which issues the invoice that prints them. */
    huids: lineHuidsSchema.optional(),
  })
  .strict();
export type ShipmentBooking = z.output<typeof shipmentBookingSchema>;

const pickupSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    phone: z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, 'A 10-digit Indian mobile number.'),
    address_line_1: z.string().trim().min(1).max(200),
    address_line_2: z.string().trim().max(200).default(''),
    city: z.string().trim().min(1).max(100),
    state: z.string().trim().min(1).max(100),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'A 6-digit pincode.'),
  })
  .strict();

export const shippingSettingsSchema = z
  .object({
    pickup: pickupSchema.nullable().optional(),
    weight_grams: z.number().int().min(1).max(50_000).optional(),
    length_cm: z.number().int().min(1).max(200).optional(),
    breadth_cm: z.number().int().min(1).max(200).optional(),
    height_cm: z.number().int().min(1).max(200).optional(),
    otp_delivery_min_value: z.number().int().min(0).max(MAX_AMOUNT_RUPEES).optional(),
    rto_refund_less_freight: z.boolean().optional(),
  })
  .strict();
export type ShippingSettingsInput = z.output<typeof shippingSettingsSchema>;

/** A courier webhook in the shop's contract (the sandbox sends it; a real account's is mapped to it). */
export const courierWebhookSchema = z.object({
  event_id: z.string().trim().min(1).max(200),
  awb: z.string().trim().min(1).max(40),
  event: z.enum(SHIPMENT_EVENTS),
  occurred_at: z.iso.datetime({ offset: true }).optional(),
  reason: z.string().trim().max(500).nullish(),
  location: z.string().trim().max(200).nullish(),
  amount: z.number().min(0).max(MAX_AMOUNT_RUPEES).optional(),
  utr: z.string().trim().max(60).optional(),
  remitted_at: z.iso.datetime({ offset: true }).optional(),
});

export const sandboxEventSchema = z
  .object({
    awb: z.string().trim().min(1).max(40),
    event: z.enum(SHIPMENT_EVENTS),
    reason: z.string().trim().max(500).optional(),
    amount: z.number().min(0).max(MAX_AMOUNT_RUPEES).optional(),
  })
  .strict();
export type SandboxEvent = z.output<typeof sandboxEventSchema>;

export const manifestQuerySchema = z.object({ date: day });

/** At most this many orders' labels in one file (a page of the orders grid). */
export const MAX_LABEL_ORDERS = 100;

/** Labels to print: a pickup day's, or the orders chosen on the orders grid (`order_ids=12,15,16`). */
export const labelsQuerySchema = z
  .object({
    date: day.optional(),
    order_ids: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'Give order numbers separated by commas, like 12,15,16.')
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .refine((ids) => ids.length <= MAX_LABEL_ORDERS, `Print at most ${MAX_LABEL_ORDERS} orders' labels at once.`)
      .optional(),
  })
  .refine((query) => (query.date === undefined) !== (query.order_ids === undefined), {
    message: 'Give either a pickup date or the order numbers, not both.',
    path: ['date'],
  });
export type LabelsQuery = z.output<typeof labelsQuerySchema>;

/** A parcel's label: the order's forward parcel, or with `awb` another parcel of it (a return's pickup). */
export const labelQuerySchema = z.object({ awb: z.string().trim().min(1).max(40).optional() });
