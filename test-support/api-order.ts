// A shopper's order as the API answers it, for component and mail tests that need one: a paid ₹4,500 order
// with no coupon, no old gold and no items; a test lays over it what it is about.
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';

export function apiOrder(over: Partial<ApiOrder> = {}): ApiOrder {
  return {
    id: 7,
    status: 'confirmed',
    currency: 'INR',
    created_at: '2026-11-27T10:00:00.000Z',
    paid_at: '2026-11-27T10:05:00.000Z',
    cancelled_at: null,
    expires_at: null,
    items_count: 1,
    subtotal: 4500,
    discount_percent: 0,
    discount_amount: 0,
    shipping_cost: 0,
    total_price: 4500,
    amount_payable: 4500,
    coupon_code: null,
    shipping_address: {
      full_name: 'Asha Verma',
      email: '',
      phone: '9876543210',
      address_line_1: '12 MG Road',
      address_line_2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560001',
      country: 'India',
    },
    notes: null,
    payment_provider: 'sandbox',
    payment_method: 'card',
    test_mode: false,
    shipment: null,
    refunds: [],
    timeline: [],
    tax_documents: [],
    returns: [],
    return_window_ends_at: null,
    order_items: [],
    ...over,
  };
}
