// Delivery zones and dates: how far a pincode is from the shop's own, and the day a parcel
// arrives, counting working days only (no Sundays, no holidays the owner sets). Pure functions, so the
// back office, the API and the tests share one definition.
import { addDays } from '@/lib/shared/shop-time';

export const DELIVERY_ZONES = ['same_city', 'same_state', 'metro', 'rest', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export type DeliveryDays = Record<DeliveryZone, number>;

/** Working days from order to door in each zone, until the owner sets their own. */
export const DEFAULT_DELIVERY_DAYS: DeliveryDays = { same_city: 2, same_state: 3, metro: 4, rest: 6, remote: 9 };

export const ZONE_LABELS: Record<DeliveryZone, string> = {
  same_city: 'Same city',
  same_state: 'Same state',
  metro: 'Metro cities',
  rest: 'Rest of India',
  remote: 'North-East, Jammu and Kashmir, Ladakh and the islands',
};

/** Where couriers take longest: the North-East, Jammu and Kashmir, Ladakh and the islands. */
export const REMOTE_STATES: readonly string[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

/** The metros' pincode areas (first three digits): Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune, Ahmedabad. */
const METRO_PREFIXES = ['110', '400', '700', '600', '560', '500', '411', '380'];

export type PincodePlace = { pincode: string; city: string; district: string; state: string };

export function deliveryZone(from: PincodePlace, to: PincodePlace): DeliveryZone {
  if (from.state === to.state && from.city === to.city) return 'same_city';
  if (from.state === to.state) return 'same_state';
  if (REMOTE_STATES.includes(to.state)) return 'remote';
  if (METRO_PREFIXES.includes(to.pincode.slice(0, 3))) return 'metro';
  return 'rest';
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The day a parcel arrives: `days` working days after `today` (YYYY-MM-DD), skipping Sundays and holidays. */
export function deliveryDate(today: string, days: number, holidays: readonly string[]): string {
  const off = new Set(holidays);
  let day = today;
  let left = Math.max(1, days);
  while (left > 0) {
    day = addDays(day, 1);
    if (weekday(day) !== 0 && !off.has(day)) left -= 1;
  }
  return day;
}

/** The day itself when it is a working day, else the first after it that is not a Sunday or a holiday. */
export function workingDayFrom(day: string, holidays: readonly string[]): string {
  const off = new Set(holidays);
  let working = day;
  while (weekday(working) === 0 || off.has(working)) working = addDays(working, 1);
  return working;
}

/** 'Thu, 27 Nov', as the shopper reads the date. */
export function shortDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/^(\w+) /, '$1, ');
}

export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
