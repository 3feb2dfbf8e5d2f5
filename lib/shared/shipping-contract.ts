// The shipping contract's words, shared by the server, the back office and the tests: what a courier may say
// happened to a parcel, and the error codes a booking answers with.

/** What the courier reports, in the order a parcel usually meets them. cod_remitted is the cash, not the parcel. */
export const SHIPMENT_EVENTS = [
  'in_transit',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'rto_initiated',
  'rto_delivered',
  'cod_remitted',
] as const;
export type ShipmentEvent = (typeof SHIPMENT_EVENTS)[number];

export const SHIPMENT_STATUSES = [
  'booked',
  ...SHIPMENT_EVENTS.filter((e) => e !== 'cod_remitted'),
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_KINDS = ['forward', 'reverse'] as const;

export { SHIPPING_ERROR_CODES } from '@/lib/shared/error-codes';

/** The header that carries the hex HMAC-SHA256 of the webhook's raw body. */
export const SHIPPING_SIGNATURE_HEADER = 'x-shipping-signature';

/** Package defaults when the shop has set none: a jewellery box in a padded mailer. */
export const DEFAULT_PACKAGE = { weight_grams: 250, length_cm: 15, breadth_cm: 12, height_cm: 8 } as const;
/** Parcels declared at this value or more are handed over only against the shopper's OTP (demo ₹50,000). */
export const DEFAULT_OTP_DELIVERY_MIN_PAISE = 50_000_00;
/** A shipment with no courier event for this long is asked about (webhooks get lost). */
export const SHIPMENT_QUIET_HOURS = 48;

/** Where the courier collects: the shop's own pickup address, or one made from the seller address. */
export type PickupAddress = {
  name: string;
  phone: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  postal_code: string;
};

/** The shop's shipping settings as the back office reads them (GET and PUT /admin/shipping/settings). */
export type ShippingSettings = {
  pickup: PickupAddress | null;
  /** Where pickup came from: the owner's own pickup address, the seller address, or nowhere yet. */
  pickup_source: 'pickup' | 'seller' | 'none';
  weight_grams: number;
  length_cm: number;
  breadth_cm: number;
  height_cm: number;
  otp_delivery_min_value: number;
  rto_refund_less_freight: boolean;
};

/** A courier collects within this many days of booking (India's calendar); a later day is a typo, not a plan. */
export const PICKUP_DAYS_AHEAD = 30;
