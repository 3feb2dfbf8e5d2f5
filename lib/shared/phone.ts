// Indian mobile numbers, the one form the shop stores and sends to: '+91' and ten digits, the first 6 to 9
// (the mobile series of India's numbering plan; 5xxxxxxxxx and landlines are refused).
//
// A buyer types the number as they know it: '98765 43210', '098765-43210', '+91 98765 43210' or
// '919876543210'. Spaces and dashes are dropped, then one optional prefix (+91, 91 or the trunk 0) and
// exactly ten digits must remain.

const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

// Longer than any honest way of writing the number: refused before looking inside.
const MAX_INPUT_LENGTH = 24;

/** '+91XXXXXXXXXX' for an Indian mobile number written in any accepted form, otherwise null. */
export function normalizeIndianMobile(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null;
  const compact = input.trim().replace(/[\s-]/g, '');
  const match = INDIAN_MOBILE.exec(compact);
  return match ? `+91${match[1]}` : null;
}
