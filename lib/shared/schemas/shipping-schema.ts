// What the shipping routes accept: a booking's package, the shipping settings, a courier webhook's body in
// the shop's contract, a sandbox event, the manifest's day and the labels to print.
import { MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { z } from 'zod';
import { PICKUP_DAYS_AHEAD, SHIPMENT_EVENTS } from '@/lib/shared/shipping-contract';
import { lineHuidsSchema } from './admin-order-schema';
import { shopDay, shopDaySchema, shopInstantSchema } from './date-schema';
import { SHIPPING_MESSAGES } from '@/lib/shared/messages/shipping';
import { addDays, shopToday } from '@/lib/shared/shop-time';

/** The day a courier collects: from today to PICKUP_DAYS_AHEAD days ahead, by the calendar in India. */
const pickupDaySchema = shopDay(SHIPPING_MESSAGES.pickupDayInvalid(PICKUP_DAYS_AHEAD)).refine((day) => {
  const today = shopToday();
  return day >= today && day <= addDays(today, PICKUP_DAYS_AHEAD);
}, SHIPPING_MESSAGES.pickupDayInvalid(PICKUP_DAYS_AHEAD));

export const shipmentBookingSchema = z
  .object({
    weight_grams: z.number().int().min(1).max(50_000).optional(),
    length_cm: z.number().int().min(1).max(200).optional(),
    breadth_cm: z.number().int().min(1).max(200).optional(),
    height_cm: z.number().int().min(1).max(200).optional(),
    pickup_date: pickupDaySchema.optional(),
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
  // A day outside the shop's years is refused (400), not left for the database to fail on (a 500 the courier
  // would retry for ever).
  occurred_at: shopInstantSchema.optional(),
  reason: z.string().trim().max(500).nullish(),
  location: z.string().trim().max(200).nullish(),
  amount: z.number().min(0).max(MAX_AMOUNT_RUPEES).optional(),
  utr: z.string().trim().max(60).optional(),
  remitted_at: shopInstantSchema.optional(),
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

export const manifestQuerySchema = z.object({ date: shopDaySchema });

/** At most this many orders' labels in one file (a page of the orders grid). */
export const MAX_LABEL_ORDERS = 100;

/** Labels to print: a pickup day's, or the orders chosen on the orders grid (`order_ids=12,15,16`). */
export const labelsQuerySchema = z
  .object({
    date: shopDaySchema.optional(),
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
