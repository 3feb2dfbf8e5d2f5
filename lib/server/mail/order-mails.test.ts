import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { SHIPPING_PROMISE } from '@/lib/shared/constants';
import { DEFAULT_SHOP_SETTINGS } from '@/lib/server/settings/shop-settings';
import { orderCancellationMail, orderConfirmationMail } from './order-mails';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';

const shop = { ...DEFAULT_SHOP_SETTINGS, company: { ...DEFAULT_SHOP_SETTINGS.company, name: 'Aabha Jewels' } };

const order: ApiOrder = {
  id: 42,
  status: 'confirmed',
  currency: 'INR',
  created_at: '2025-01-01T10:00:00.000Z',
  paid_at: '2025-01-01T10:05:00.000Z',
  cancelled_at: null,
  expires_at: null,
  items_count: 3,
  subtotal: 4500,
  discount_percent: 10,
  discount_amount: 450,
  shipping_cost: 0,
  total_price: 4050,
  amount_payable: 4050,
  coupon_code: 'SAVE10',
  shipping_address: {
    full_name: 'Asha <b>Verma</b>',
    email: 'asha@example.com',
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
  test_mode: true,
  shipment: null,
  refunds: [],
  timeline: [],
  tax_documents: [],
  returns: [],
  return_window_ends_at: null,
  order_items: [
    {
      id: 1,
      product_id: 7,
      product_name: 'Kundan Jhumka',
      image_url: null,
      size: null,
      quantity: 2,
      price: 1500,
      subtotal: 3000,
      hallmarked: false,
      huids: [],
    },
    {
      id: 2,
      product_id: 8,
      product_name: 'Silver Ring',
      image_url: null,
      size: '12',
      quantity: 1,
      price: 1500,
      subtotal: 1500,
      hallmarked: false,
      huids: [],
    },
  ],
};

describe('order emails', () => {
  it('name what a coupon took off: a making-charges coupon with its amount, a fixed-amount coupon', () => {
    const making = orderConfirmationMail(
      shop,
      {
        ...order,
        coupon_code: 'MAKING20',
        discount_label: 'MAKING20: 20% off making charges −₹1,234',
        discount_amount: 1271,
        total_price: 3229,
        amount_payable: 3229,
      },
      'asha@example.com',
    );
    expect(making.text).toContain('Discount (MAKING20: 20% off making charges −₹1,234): −₹1,271');
    const fixed = orderConfirmationMail(
      shop,
      {
        ...order,
        coupon_code: 'WELCOME500',
        discount_label: 'WELCOME500: ₹500 off',
        discount_amount: 500,
        total_price: 4000,
        amount_payable: 4000,
      },
      'asha@example.com',
    );
    expect(fixed.text).toContain('Discount (WELCOME500: ₹500 off): −₹500');
  });

  it('confirm the order with its items, totals, address and the shipping promise', () => {
    const mail = orderConfirmationMail(shop, order, 'asha@example.com');
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Aabha Jewels: order #42 confirmed');
    for (const part of [
      '2 x Kundan Jhumka: ₹3,000',
      '1 x Silver Ring (12): ₹1,500',
      'Discount (SAVE10): −₹450',
      'Shipping: FREE',
      'Total: ₹4,050',
      'Bengaluru, Karnataka 560001',
      SHIPPING_PROMISE,
    ]) {
      expect(mail.text).toContain(part);
    }
    for (const part of [
      '2 x Kundan Jhumka',
      '₹3,000',
      'Total',
      '₹4,050',
      'Bengaluru, Karnataka 560001',
      SHIPPING_PROMISE,
    ]) {
      expect(mail.html).toContain(part);
    }
  });

  it('confirm a cash-on-delivery order as unpaid, asking for the cash at the door; its cancellation charges nothing', () => {
    const cod: ApiOrder = { ...order, payment_method: 'cod', paid_at: null };
    const mail = orderConfirmationMail(shop, cod, 'asha@example.com');
    expect(mail.text).toContain(COD_MESSAGES.mailPayOnDelivery('₹4,050'));
    expect(mail.text).not.toContain('We received your payment');
    expect(orderCancellationMail(shop, { ...cod, status: 'cancelled' }, 'asha@example.com').text).toContain(
      'Nothing was charged for it.',
    );
  });

  it('wear the shop’s frame like the code mails: its name on a band of the primary colour', () => {
    const mail = orderConfirmationMail(shop, order, 'asha@example.com');
    expect(mail.html).toContain(`background:${DEFAULT_SHOP_SETTINGS.theme_colors.primary_color}`);
    expect(mail.html).toContain('>Aabha Jewels</div>');
    expect(mail.text.split('\n')[0]).toBe('Aabha Jewels');
    expect(mail.logSubject).toBe(mail.subject);
  });

  it('escape what the shopper typed in the HTML part', () => {
    const mail = orderCancellationMail(shop, order, 'asha@example.com');
    expect(mail.subject).toBe('Aabha Jewels: order #42 cancelled');
    expect(mail.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
    // The fixture was paid: its cancellation says the money goes back. An unpaid one says nothing was charged.
    expect(mail.text).toContain('The full amount you paid is refunded');
    expect(orderCancellationMail(shop, { ...order, paid_at: null }, 'asha@example.com').text).toContain(
      'Nothing was charged',
    );
  });
});
