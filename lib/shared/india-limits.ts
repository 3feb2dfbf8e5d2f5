// Two Indian laws that bound a sale by its value (docs/money-rules.md).
//
// Rule 114B of the Income-tax Rules: a sale of goods above ₹2,00,000 needs the buyer's PAN, or Form 60 from a
// buyer who has none. "Above": an order of exactly ₹2,00,000 does not need it.
//
// Section 269ST of the Income-tax Act: no one may receive ₹2,00,000 or more in cash from one person in a day, for
// one transaction, or for one occasion (the penalty is the whole sum), so cash on delivery stops at ₹1,99,999 an
// order whatever the settings say, and a buyer's cash for one IST day stays below ₹2,00,000.

/** An order total above this (paise) needs a PAN or Form 60. */
export const PAN_REQUIRED_ABOVE_PAISE = 20_000_000;

/** The most cash on delivery may collect for one order (paise): ₹1,99,999. */
export const COD_CASH_LIMIT_PAISE = 19_999_900;

/** A buyer's cash for one day must stay below this (paise): ₹2,00,000 is refused, ₹1,99,999.99 is not. */
export const CASH_PER_PERSON_DAY_BELOW_PAISE = 20_000_000;

/** Five letters, four digits, a letter: the PAN's shape (the fourth letter says who holds it). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export function panRequired(totalPaise: number): boolean {
  return totalPaise > PAN_REQUIRED_ABOVE_PAISE;
}

/** The PAN as shown anywhere but the tax invoice: the first five and the last character, ABCDE****F. */
export function maskPan(pan: string | null): string | null {
  return pan ? `${pan.slice(0, 5)}****${pan.slice(-1)}` : null;
}
