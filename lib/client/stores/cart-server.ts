'use client';
// The logged-in shopper's cart lives on the server: these calls change it and turn each answer into the
// store's state. Every write answers the whole cart, so the state always comes from the server.
// The answers are checked with the API contract's zod schemas, which load with the first call (in parallel
// with it): this module is part of every page through the header's cart badge, and most visitors are guests
// who never make a call, so they should not download all of zod for it.
import 'client-only';
import { apiFetch } from '@/lib/client/api';
import { cartLineId, type CartLine } from '@/lib/shared/schemas/client-state-schema';
import type { ApiCart, ApiCoupon, MergeNote } from '@/lib/shared/schemas/cart-schema';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { fromApiCouponTerms } from '@/lib/shared/pricing/coupon-view';
import type { CartState } from './cart-state';

const cartSchemas = () => import('@/lib/shared/schemas/cart-schema');

export function cartStateFrom(cart: ApiCart): CartState {
  return {
    items: cart.cart_items.map((item): CartLine => ({
      id: cartLineId(item.product_id, item.size),
      productId: item.product_id,
      name: item.product.name,
      // What one piece of the line costs, its engraving included, so the cart's totals are the order's.
      price: item.unit_price + (item.engraving?.price ?? 0),
      image: item.product.primary_image_url,
      category: item.product.category?.name ?? CATALOGUE_MESSAGES.uncategorized,
      size: item.size,
      quantity: item.quantity,
      stock: item.product.stock_quantity,
      ...(item.making_charges != null && { making: item.making_charges }),
      ...(item.taxable_value != null && { taxable: item.taxable_value }),
      ...(item.engraving && { engraving: item.engraving }),
      ...(item.made_to_order && { madeToOrder: true }),
    })),
    discount: cart.discount,
    couponCode: cart.coupon_code,
    ...(cart.coupon && { coupon: fromApiCouponTerms(cart.coupon) }),
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function cartCall(path: string, method: Method, body?: unknown): Promise<ApiCart> {
  const [{ apiCartSchema }, answer] = await Promise.all([
    cartSchemas(),
    apiFetch<unknown>(`/cart${path}`, { method, body }),
  ]);
  return apiCartSchema.parse(answer);
}

export const serverCart = {
  load: () => cartCall('', 'GET'),
  /** Adds to the line (add_item). */
  add: (productId: number, quantity: number, size: string | null) =>
    cartCall('/add_item', 'POST', { product_id: productId, quantity, size }),
  /** Sets the line (add_or_update); 0 removes. */
  set: (productId: number, quantity: number, size: string | null, engravingText?: string) =>
    cartCall('/add_or_update', 'POST', {
      product_id: productId,
      quantity,
      size,
      ...(engravingText !== undefined && { engraving_text: engravingText }),
    }),
  remove: (productId: number, size: string | null) =>
    cartCall('/remove_item', 'DELETE', { product_id: productId, size }),
  clear: () => cartCall('/clear', 'DELETE'),
  applyCoupon: (code: string) => cartCall('/apply_coupon', 'POST', { code }),
  removeCoupon: () => cartCall('/coupon', 'DELETE'),
};

export async function mergeIntoServerCart(guest: CartState): Promise<{ cart: ApiCart; notes: MergeNote[] }> {
  const [{ apiCartSchema, mergeNoteSchema }, body] = await Promise.all([
    cartSchemas(),
    apiFetch<unknown>('/cart/merge', {
      method: 'POST',
      body: {
        items: guest.items.map((line) => ({ product_id: line.productId, quantity: line.quantity, size: line.size })),
        coupon_code: guest.couponCode,
      },
    }),
  ]);
  const mergeAnswerSchema = apiCartSchema.extend({ skipped: mergeNoteSchema.array(), capped: mergeNoteSchema.array() });
  const { skipped, capped, ...cart } = mergeAnswerSchema.parse(body);
  return { cart, notes: [...skipped, ...capped] };
}

/** The public coupon check a guest's cart uses (GET /coupons/{code}). */
export async function lookUpCoupon(code: string): Promise<ApiCoupon> {
  const [{ apiCouponSchema }, answer] = await Promise.all([
    cartSchemas(),
    apiFetch<unknown>(`/coupons/${encodeURIComponent(code)}`),
  ]);
  return apiCouponSchema.parse(answer);
}
