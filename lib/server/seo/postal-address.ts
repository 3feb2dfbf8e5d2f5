// The shop's address as schema.org's PostalAddress. Settings keep it as the owner writes it on an envelope
// ("Jaipur, Rajasthan 302003" in the city line), while search engines want each part in its own field and
// the country as its ISO code.
import 'server-only';
import type { PostalAddress } from 'schema-dts';
import { INDIA_REGIONS } from '@/lib/shared/india-states';

type SettingsAddress = { street: string; city: string; country: string };

/** An Indian PIN code: six digits, the first not 0, sometimes written 302 003. */
const PIN_CODE = /\b([1-9]\d{2})\s?(\d{3})\b/;
const REGIONS = new Map(INDIA_REGIONS.map((region) => [region.toLowerCase(), region]));
const COUNTRY_CODES = new Map([
  ['india', 'IN'],
  ['bharat', 'IN'],
]);

function countryCode(country: string): string {
  const trimmed = country.trim();
  if (/^[a-z]{2}$/i.test(trimmed)) return trimmed.toUpperCase();
  return COUNTRY_CODES.get(trimmed.toLowerCase()) ?? trimmed;
}

export function postalAddress(address: SettingsAddress): PostalAddress {
  let postalCode = '';
  let region = '';
  const locality: string[] = [];
  for (const rawPart of address.city.split(',')) {
    let part = rawPart.trim();
    const pin = PIN_CODE.exec(part);
    if (pin && !postalCode) {
      postalCode = `${pin[1]}${pin[2]}`;
      part = part.replace(pin[0], '').trim();
    }
    if (!part) continue;
    const known = REGIONS.get(part.toLowerCase());
    if (known && !region) region = known;
    else locality.push(part);
  }
  const street = address.street.trim();
  const country = address.country.trim();
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(locality.length ? { addressLocality: locality.join(', ') } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(country ? { addressCountry: countryCode(country) } : {}),
  };
}
