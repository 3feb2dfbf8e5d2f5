// 'Check delivery': the day a parcel to a pincode arrives, from the zone between the seller's
// pincode and the shopper's and the working days the owner set for it. A pincode the directory does not know
// is one the shop does not deliver to yet.
import 'server-only';
import { readShopSettings } from '@/lib/server/settings';
import { getDb } from '@/lib/server/db';
import {
  deliveryDate,
  deliveryZone,
  shortDate,
  type DeliveryZone,
  type PincodePlace,
} from '@/lib/shared/delivery/delivery-zones';
import { DELIVERY_MESSAGES } from '@/lib/shared/messages/delivery';
import { shopToday } from '@/lib/shared/shop-time';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { lookupPincode } from './pincode-directory';
import { shipsByDate } from '@/lib/shared/catalogue/made-to-order';
import { MADE_TO_ORDER_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';

export type DeliveryEstimate =
  | {
      pincode: string;
      deliverable: true;
      city: string;
      state: string;
      zone: DeliveryZone;
      days: number;
      /** A made-to-order piece: the day it leaves the workshop (lead_time_days asked for), else absent. */
      ships_by?: string;
      delivery_date: string;
      message: string;
    }
  | { pincode: string; deliverable: false; message: string };

/** The zone a pincode lies in from the seller's pincode ('rest' until the seller's details are set), or null
 *  when the directory does not know the pincode. */
export function zoneOfPincode(settings: ShopSettings, pincode: string): DeliveryZone | null {
  const place = lookupPincode(pincode);
  if (!place) return null;
  const origin: PincodePlace | null = settings.seller ? lookupPincode(settings.seller.postal_code) : null;
  return origin ? deliveryZone(origin, place) : 'rest';
}

export async function estimateDelivery(
  pincode: string,
  now: Date = new Date(),
  leadTimeDays?: number,
): Promise<DeliveryEstimate> {
  const place = lookupPincode(pincode);
  if (!place) return { pincode, deliverable: false, message: DELIVERY_MESSAGES.notDeliverable };
  const settings = await readShopSettings(await getDb());
  const zone = zoneOfPincode(settings, pincode) ?? 'rest';
  const days = settings.delivery.days[zone];
  // A piece made to order travels once made: its parcel's days start from the day it ships by.
  const shipsBy = leadTimeDays ? shipsByDate(now, leadTimeDays, settings.delivery.holidays) : null;
  const date = deliveryDate(shipsBy ?? shopToday(now), days, settings.delivery.holidays);
  return {
    pincode,
    deliverable: true,
    city: place.city,
    state: place.state,
    zone,
    days,
    ...(shipsBy && { ships_by: shipsBy }),
    delivery_date: date,
    message: shipsBy
      ? `${MADE_TO_ORDER_MESSAGES.shipsBy(shortDate(shipsBy))}; ${DELIVERY_MESSAGES.deliveryBy(shortDate(date))}`
      : DELIVERY_MESSAGES.deliveryBy(shortDate(date)),
  };
}
