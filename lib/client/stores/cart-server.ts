'use client';
// The logged-in shopper's cart lives on the server: these calls change it and turn each answer into the
// store's state. Every write answers the whole cart, so the state always comes from the server.
import { apiFetch } from '@/lib/client/api';
import { cartLineId, type CartLine } from '@/lib/shared/schemas/client-state';
import { apiCartSchema, apiCouponSchema, mergeNoteSchema, type ApiCart, type ApiCoupon, type MergeNote } from '@/lib/shared/schemas/cart';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages';
import type { CartState } from './cart-store';
import { z } from 'zod';

export function cartStateFrom(cart: ApiCart): CartState {
  return {
    items: cart.cart_items.map(
      (item): CartLine => ({
        id: cartLineId(item.product_id, item.size),
        productId: item.product_id,
        name: item.product.name,
        price: item.unit_price,
        image: item.product.primary_image_url,
        category: item.product.category?.name ?? CATALOGUE_MESSAGES.uncategorized,
        size: item.size,
        quantity: item.quantity,
        stock: item.product.stock_quantity,
      }),
    ),
    discount: cart.discount,
    couponCode: cart.coupon_code,
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function cartCall(path: string, method: Method, body?: unknown): Promise<ApiCart> {
  return apiCartSchema.parse(await apiFetch<unknown>(`/cart${path}`, { method, body }));
}

export const serverCart = {
  load: () => cartCall('', 'GET'),
  /** Adds to the line (add_item). */
  add: (productId: number, quantity: number, size: string | null) =>
    cartCall('/add_item', 'POST', { product_id: productId, quantity, size }),
  /** Sets the line (add_or_update); 0 removes. */
  set: (productId: number, quantity: number, size: string | null) =>
    cartCall('/add_or_update', 'POST', { product_id: productId, quantity, size }),
  remove: (productId: number, size: string | null) => cartCall('/remove_item', 'DELETE', { product_id: productId, size }),
  clear: () => cartCall('/clear', 'DELETE'),
  applyCoupon: (code: string) => cartCall('/apply_coupon', 'POST', { code }),
  removeCoupon: () => cartCall('/coupon', 'DELETE'),
};

const mergeAnswerSchema = apiCartSchema.extend({ skipped: z.array(mergeNoteSchema), capped: z.array(mergeNoteSchema) });

export async function mergeIntoServerCart(guest: CartState): Promise<{ cart: ApiCart; notes: MergeNote[] }> {
  const answer = mergeAnswerSchema.parse(
    await apiFetch<unknown>('/cart/merge', {
      method: 'POST',
      body: {
        items: guest.items.map((line) => ({ product_id: line.productId, quantity: line.quantity, size: line.size })),
        coupon_code: guest.couponCode,
      },
    }),
  );
  const { skipped, capped, ...cart } = answer;
  return { cart, notes: [...skipped, ...capped] };
}

/** The public coupon check a guest's cart uses (GET /coupons/{code}). */
export async function lookUpCoupon(code: string): Promise<ApiCoupon> {
  return apiCouponSchema.parse(await apiFetch<unknown>(`/coupons/${encodeURIComponent(code)}`));
}
