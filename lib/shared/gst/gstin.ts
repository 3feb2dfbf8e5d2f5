// GSTIN: 15 characters, state code (2 digits), the holder's PAN (10), entity number (1), 'Z', and a check
// character computed from the first 14 by the GSTN's mod-36 scheme. The back office refuses one that fails.
import { stateOfGstCode } from '@/lib/shared/india-states';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character the first 14 characters of a GSTIN call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARSET.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** Why a GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return 'shape';
  if (!stateOfGstCode(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

/** A GSTIN with its check character filled in: the demo shop's is made this way. */
export function withGstinCheck(first14: string): string {
  return first14 + gstinCheckCharacter(first14);
}
