// Shapes of what the browser keeps locally (spec section 3: cart line, wishlist item, session user), each with
// the reader that checks a stored value against it. Hand-written rather than zod: the stores that read
// localStorage load on every page, and even zod/mini costs every visitor some 20 KiB of JavaScript for
// checks this small. A reader answers a clean copy (unknown keys dropped) or undefined when the value does
// not fit.
import type { CouponTerms } from '@/lib/shared/money/coupons';

export type CartLine = {
  id: string;
  productId: number;
  name: string;
  price: number;
  image: string | null;
  category: string;
  size: string | null;
  quantity: number;
  /** Stock when last seen (the server cart fills it; a guest line has it if the adder knew it). Lets the cart page stop "+" at the stock. */
  stock?: number;
  /** One piece's making charges and value before GST, rupees, for a piece priced by weight (the server cart fills them). */
  making?: number;
  taxable?: number;
  /** A signed-in shopper's engraved line (the server cart fills it): `price` above includes its price. */
  engraving?: { text: string; price: number };
  /** Made for the shopper (the server cart fills it): not returnable, except when faulty. */
  madeToOrder?: boolean;
};

export type WishlistItem = {
  id: number;
  name: string;
  price: number;
  image: string | null;
  category: string;
};

export type SessionUser = {
  id: number;
  name: string;
  /** Null for an account made with a mobile number and no address; `phone` its verified number. */
  email: string | null;
  phone?: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
};

/** Checks an unknown value; answers the value as T, or undefined when it does not fit. */
export type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
/** A finite number of at least `min`. */
const isAmount = (v: unknown, min = 0): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min;
/** A whole number of at least `min`. */
const isCount = (v: unknown, min: number): v is number => isAmount(v, min) && Number.isInteger(v);

export const readCartLine: Reader<CartLine> = (value) => {
  if (!isRecord(value)) return undefined;
  const { id, productId, name, price, image, category, size, quantity, stock } = value;
  const fits =
    isText(id) &&
    isCount(productId, 1) &&
    isText(name) &&
    isAmount(price) &&
    isTextOrNull(image) &&
    isText(category) &&
    isTextOrNull(size) &&
    isCount(quantity, 1) &&
    (stock === undefined || isCount(stock, 0));
  if (!fits) return undefined;
  return { id, productId, name, price, image, category, size, quantity, ...(stock === undefined ? {} : { stock }) };
};

/** A guest's coupon terms: exactly one of percent and amountOffPaise, off the order or the making charges. */
export const readCouponTerms: Reader<CouponTerms> = (value) => {
  if (!isRecord(value)) return undefined;
  const { code, percent, amountOffPaise, appliesTo, minOrderPaise } = value;
  const kind = (isCount(percent, 1) && amountOffPaise === null) || (percent === null && isCount(amountOffPaise, 1));
  if (!(
    isText(code) &&
    kind &&
    (appliesTo === 'order' || appliesTo === 'making_charges') &&
    (minOrderPaise === undefined || isCount(minOrderPaise, 0))
  ))
    return undefined;
  return {
    code,
    percent: percent as number | null,
    amountOffPaise: amountOffPaise as number | null,
    appliesTo,
    ...(minOrderPaise === undefined ? {} : { minOrderPaise }),
  };
};

export const readWishlistItem: Reader<WishlistItem> = (value) => {
  if (!isRecord(value)) return undefined;
  const { id, name, price, image, category } = value;
  if (!(isCount(id, 1) && isText(name) && isAmount(price) && isTextOrNull(image) && isText(category))) return undefined;
  return { id, name, price, image, category };
};

export const readSessionUser: Reader<SessionUser> = (value) => {
  if (!isRecord(value)) return undefined;
  const { id, name, email, phone, first_name, last_name, avatar } = value;
  if (!(
    isCount(id, 1) &&
    isText(name) &&
    isTextOrNull(email) &&
    (phone === undefined || isText(phone)) &&
    isText(first_name) &&
    isText(last_name) &&
    isTextOrNull(avatar)
  ))
    return undefined;
  return { id, name, email, ...(phone === undefined ? {} : { phone }), first_name, last_name, avatar };
};

/** A list whose every item fits; one item that does not makes the whole list not fit. */
export function readListOf<T>(readItem: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const entry of value) {
      const item = readItem(entry);
      if (item === undefined) return undefined;
      items.push(item);
    }
    return items;
  };
}

/** The value itself, or null, when null is allowed beside what `read` accepts. */
export function readOrNull<T>(read: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : read(value));
}

/** A cart line is one product in one size. */
export function cartLineId(productId: number, size: string | null): string {
  return size ? `${productId}-${size}` : String(productId);
}
