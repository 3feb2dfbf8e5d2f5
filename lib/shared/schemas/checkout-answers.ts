// The checkout and orders half of the API contract, its answers (spec section 7): the order, its lines,
// payments and refunds as the API returns them. The request schemas are checkout-schema.ts, which
// re-exports these types.
import type { OrderStatus } from '@/lib/shared/constants';
import type { ApiOrderExchange } from '@/lib/shared/selling/old-gold';
import type { Stone } from '@/lib/shared/catalogue/stones';
import type { PaymentMethod } from '@/lib/shared/payment-methods';
import type { ApiReturn } from './return-schema';
import type { ApiCodConfirmation } from './cod-confirmation-schema';
import type { ShippingAddressData } from './checkout-schema';

/** The address as stored and answered: what the shipping schema produced (country was India then). */
export type ApiShippingAddress = Omit<ShippingAddressData, 'country'> & { country: string };

export type ApiOrderItem = {
  id: number;
  product_id: number | null;
  product_name: string;
  image_url: string | null;
  size: string | null;
  quantity: number;
  /** Rupees per piece, as charged. */
  price: number;
  subtotal: number;
  /** BIS hallmarked when ordered; its pieces' HUIDs once the shop has shipped them. */
  hallmarked: boolean;
  huids: string[];
  /** Made for this order: the days it takes and the day it ships by (null: from stock). */
  made_to_order?: { lead_time_days: number; ships_by: string } | null;
  /** The piece's stones as ordered. */
  stones?: Stone[];
  /** The text engraved on each piece and its price per piece (inside price), when engraved. */
  engraving?: { text: string; price: number } | null;
};

export type ApiOrder = {
  id: number;
  status: OrderStatus;
  currency: string;
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  /** When a pending order stops holding its stock and expires to payment_failed. */
  expires_at: string | null;
  /** YYYY-MM-DD the order ships by when a piece in it is made to order (its slowest), else null. */
  ships_by?: string | null;
  items_count: number;
  subtotal: number;
  discount_percent: number;
  discount_amount: number;
  shipping_cost: number;
  total_price: number;
  /** Old gold that pays part of it: to collect, then tested (absent or null: none). */
  exchange?: ApiOrderExchange | null;
  /** Gift cards, store credit and a savings plan that paid part (or all) of it at checkout, in that order. */
  stored_value_payments?: ApiStoredValuePayment[];
  /** What is (or was) paid in money: total_price less the old gold's quoted value and the stored value spent. */
  amount_payable: number;
  coupon_code: string | null;
  /** What the coupon took off, named: "WELCOME500: ₹500 off", "MAKING20: 20% off making charges −₹1,234". */
  discount_label?: string | null;
  shipping_address: ApiShippingAddress;
  notes: string | null;
  payment_provider: string | null;
  /** 'cod': paid in cash at delivery (paid_at is set then); 'card': paid online before it was confirmed. */
  payment_method: PaymentMethod;
  /** Placed while the sandbox stood in for the payment provider: no money is taken, so it must not ship. */
  test_mode: boolean;
  /** The buyer's PAN of an order above ₹2,00,000, masked (ABCDE****F); null when none was needed or given. */
  pan_masked?: string | null;
  /** The buyer declared having no PAN: the shop collects Form 60. */
  form_60?: boolean;
  /** When the shop recorded the signed Form 60 as received (dispatch waits for it); null until then. */
  form_60_received_at?: string | null;
  /** Set when the shop ships it: who carries it and how to follow it. */
  shipment: ApiShipment | null;
  refunds: ApiRefund[];
  timeline: ApiOrderStep[];
  order_items: ApiOrderItem[];
  /** The order's GST tax invoice and credit notes, newest last; the PDF is at /api/v1/orders/{id}/documents/{document id}. */
  tax_documents: ApiTaxDocument[];
  /** Returns asked for, and until when a delivered order may still be returned (null: it may not). */
  returns: ApiReturn[];
  return_window_ends_at: string | null;
  /** A new account's first COD order: confirm by when, and when it was (null: nothing to confirm). */
  cod_confirmation?: ApiCodConfirmation | null;
};

export type ApiStoredValuePayment = {
  kind: 'gift_card' | 'store_credit' | 'savings';
  /** "gift card ••••7KQ2", "store credit", "savings plan #12". */
  label: string;
  amount: number;
};

export type ApiTaxDocument = {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_at: string;
  total: number;
};

/** Money given back on the order. pending: asked of the provider, not yet confirmed by it. */
export type ApiRefund = {
  id: number;
  amount: number;
  reason: string;
  status: 'pending' | 'processed' | 'failed';
  created_at: string;
};

/** A step of the order the shopper sees: a status move or a refund. */
export type ApiOrderStep = {
  /** shipment: what the courier reported (status is its event, note its words). */
  kind: 'status' | 'refund' | 'shipment';
  status: string | null;
  amount: number | null;
  note?: string | null;
  created_at: string;
};

export type ApiShipment = {
  courier: string;
  tracking_number: string;
  tracking_url: string | null;
  shipped_at: string;
  delivered_at: string | null;
};

export type OrdersPage = {
  orders: ApiOrder[];
  pagination: { current_page: number; per_page: number; total_pages: number; total_count: number };
};

export type PaymentProviderName = 'razorpay' | 'sandbox';

/** What the browser needs to open the provider's payment window. */
export type CheckoutDisplay = { shopName: string; description: string; themeColor: string; scriptUrl: string };

/** POST /payments/create-order (spec section 3, payment order response). */
export type PaymentOrderResponse = {
  /** Our order id. */
  id: number;
  /** In paise, the unit the provider's checkout takes. */
  amount: number;
  /** The same amount in rupees. */
  total_amount: number;
  currency: string;
  /** The provider's public key. */
  key: string;
  razorpay_order_id: string;
  provider: PaymentProviderName;
  order: ApiOrder;
};

/** POST /payments/create-order with payment_method 'cod': the order is confirmed at once, nothing to pay now. */
export type CashOnDeliveryOrderResponse = {
  id: number;
  amount: number;
  total_amount: number;
  currency: string;
  payment_method: 'cod';
  message: string;
  order: ApiOrder;
};

/** POST /payments/create-order when gift cards, store credit or a savings plan paid it all: confirmed, no payment. */
export type CoveredOrderResponse = {
  id: number;
  amount: 0;
  total_amount: number;
  currency: string;
  covered: true;
  message: string;
  order: ApiOrder;
};

/** POST /payments/verify (spec section 3, payment verification response). */
export type PaymentVerificationResponse = {
  success: true;
  message: string;
  payment_id: string;
  order: ApiOrder;
};
