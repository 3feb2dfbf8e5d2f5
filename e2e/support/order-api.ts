// Orders through the API the storefront itself calls (spec section 7, Orders and payment).
import { expect, type APIRequestContext } from '@playwright/test';
import type { ShippingAddressData } from '@/lib/shared/schemas/checkout-schema';

export const SHIPPING_ADDRESS = {
  full_name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '9876543210',
  address_line_1: '14 Residency Road',
  address_line_2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560025',
  country: 'India',
} satisfies ShippingAddressData;

export type OrderLine = { id: number; price: number; quantity: number; size?: string | null };

/** POST /orders: a pending order without payment; it holds its stock until paid, cancelled or expired. */
export async function placePendingOrder(request: APIRequestContext, lines: OrderLine[]): Promise<number> {
  const res = await request.post('/api/v1/orders', {
    data: {
      shipping_address: SHIPPING_ADDRESS,
      currency: 'INR',
      cart_items: lines.map((l) => ({ product_id: l.id, quantity: l.quantity, price: l.price, size: l.size ?? null })),
      total_amount: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number } }).order.id;
}
