// The shipping provider contract: what the shop asks of a courier aggregator, whichever one it is. The
// aggregator's HTTP API (http-provider.ts, modelled on Shiprocket's) and the offline sandbox (courier-sandbox.ts)
// both answer it, so booking, tracking and remittance code never asks which one runs.
import 'server-only';
import type { PickupAddress } from '@/lib/server/db/schema';
import type { ShipmentEvent } from '@/lib/shared/shipping-contract';

export type Party = PickupAddress & { email?: string };

export type BookingRequest = {
  /** The shop's own reference: `order-<id>` forward, `return-<id>` reverse. */
  reference: string;
  orderDate: string;
  from: Party;
  to: Party;
  items: { name: string; sku: string; units: number; unitPaise: number }[];
  declaredValuePaise: number;
  codPaise: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  pickupDate: string;
  otpDelivery: boolean;
};

export type Booking = {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courier: string;
  pickupDate: string;
  labelUrl: string | null;
  trackingUrl: string;
  freightPaise: number;
};

/** One thing the courier said, in the shop's words; eventId is unique per event (webhooks repeat). */
export type CourierEvent = {
  eventId: string;
  awb: string;
  event: ShipmentEvent;
  occurredAt: Date;
  reason?: string | null;
  location?: string | null;
  /** cod_remitted only. */
  amountPaise?: number;
  utr?: string;
};

export type Remittance = { awb: string; amountPaise: number; utr: string; remittedAt: Date };

export interface ShippingProvider {
  readonly name: 'sandbox' | 'shiprocket';
  /** The secret webhooks are signed with; '' refuses every webhook. */
  readonly webhookSecret: string;
  book(request: BookingRequest): Promise<Booking>;
  reversePickup(request: BookingRequest): Promise<Booking>;
  cancel(awb: string): Promise<void>;
  /** Where the courier's own label is; the shop prints its own too (label.pdf). */
  label(providerShipmentId: string): Promise<string | null>;
  /** Everything the courier has said about the parcel so far. */
  track(awb: string): Promise<CourierEvent[]>;
  /** COD cash paid over since the given day. */
  remittances(since: Date): Promise<Remittance[]>;
}

export type ShippingProviderErrorKind = 'unserviceable' | 'rejected' | 'unavailable';

/** The provider refused or could not be reached; kind says which, message is the courier's words. */
export class ShippingProviderError extends Error {
  constructor(
    readonly kind: ShippingProviderErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ShippingProviderError';
  }
}
