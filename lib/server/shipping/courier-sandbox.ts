// The offline courier: answers the provider contract as the aggregator would (an AWB in a courier's format,
// a pickup on the next working day, a freight quote, "not serviceable" for pincodes couriers do not reach),
// without a network or an account. Its parcels move only when told to (POST /shipping/sandbox/events, which
// signs a webhook with the sandbox's secret as the courier would), so track() and remittances() have nothing
// of their own to add.
import 'server-only';
import { randomInt } from 'node:crypto';
import { databaseTarget } from '@/lib/server/db';
import { dataDirSecret, newSecret } from '@/lib/server/secrets';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { ShippingProviderError, type Booking, type BookingRequest, type ShippingProvider } from './shipping-provider';
import { nextWorkingDay } from './pickup-date';
import { processEnv } from '@/server-runtime/environment.cjs';

export const SANDBOX_COURIER = 'Sandbox Express';
/** Delhivery-style AWBs: 14 digits. */
const AWB_PREFIX = '1490';

let secret: string | undefined;
export function sandboxShippingSecret(): string {
  const fromEnv = processEnv().SHIPPING_WEBHOOK_SECRET?.trim();
  if (fromEnv) return fromEnv;
  secret ??= databaseTarget().kind === 'memory' ? newSecret() : dataDirSecret('shipping-sandbox-secret');
  return secret;
}

/** Pincodes beginning 9 are the Army Postal Service's, which no commercial courier reaches. */
export function sandboxServes(pincode: string): boolean {
  return /^[1-8]\d{5}$/.test(pincode);
}

function awb(): string {
  return `${AWB_PREFIX}${String(Date.now() % 1e6).padStart(6, '0')}${String(randomInt(0, 1e4)).padStart(4, '0')}`;
}

/** ₹60 for each 500 g or part of it. */
const freight = (grams: number) => Math.max(1, Math.ceil(grams / 500)) * 60_00;

function booked(request: BookingRequest, reverse: boolean): Booking {
  for (const pincode of [request.from.postal_code, request.to.postal_code]) {
    if (!sandboxServes(pincode)) throw new ShippingProviderError('unserviceable', M.unserviceable(pincode));
  }
  const code = awb();
  const id = String(randomInt(1e8, 1e9));
  return {
    providerOrderId: id,
    providerShipmentId: String(Number(id) + 1),
    awb: code,
    courier: reverse ? `${SANDBOX_COURIER} Reverse` : SANDBOX_COURIER,
    pickupDate: request.pickupDate || nextWorkingDay(new Date()),
    labelUrl: null,
    trackingUrl: `https://sandbox.shipping.invalid/track/${code}`,
    freightPaise: freight(request.weightGrams),
  };
}

export function sandboxShippingProvider(): ShippingProvider {
  return {
    name: 'sandbox',
    get webhookSecret() {
      return sandboxShippingSecret();
    },
    book: async (request) => booked(request, false),
    reversePickup: async (request) => booked(request, true),
    cancel: async () => undefined,
    label: async () => null,
    track: async () => [],
    remittances: async () => [],
  };
}
