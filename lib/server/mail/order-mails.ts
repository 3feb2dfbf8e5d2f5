// The confirmation and cancellation of an order, in the shop's mail frame like every other message: plain
// functions of the order, so what the shopper reads is easy to test.
import 'server-only';
import { MADE_TO_ORDER_MESSAGES } from '@/lib/shared/messages/made-to-order';
import { shortDate } from '@/lib/shared/delivery/delivery-zones';
import { SHIPPING_PROMISE } from '@/lib/shared/constants';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { formatDiscount, formatRupees } from '@/lib/shared/money';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { brandedMail, type MailBlock, type MailRow } from './brand-layout';
import type { OutgoingMail } from './mail-content';

/** "Discount (MAKING20: 20% off making charges −₹1,234)": the coupon named with what it took off. */
export function discountRowLabel(order: Pick<ApiOrder, 'coupon_code' | 'discount_label'>): string {
  const name = order.discount_label ?? order.coupon_code;
  return `Discount${name ? ` (${name})` : ''}`;
}

function orderRows(order: ApiOrder): MailRow[] {
  const items = order.order_items.map((i) => ({
    label: `${i.quantity} x ${i.product_name}${i.size ? ` (${i.size})` : ''}`,
    value: formatRupees(i.subtotal),
  }));
  const discount =
    order.discount_amount > 0 ? [{ label: discountRowLabel(order), value: formatDiscount(order.discount_amount) }] : [];
  return [
    ...items,
    { label: 'Subtotal', value: formatRupees(order.subtotal) },
    ...discount,
    { label: 'Shipping', value: 'FREE' },
    { label: 'Total', value: formatRupees(order.total_price), strong: true },
  ];
}

function addressBlock(order: ApiOrder): MailBlock {
  const a = order.shipping_address;
  return {
    title: 'Shipping to',
    lines: [
      a.full_name,
      a.address_line_1,
      a.address_line_2,
      `${a.city}, ${a.state} ${a.postal_code}`,
      a.country,
      `Phone: ${a.phone}`,
    ].filter(Boolean),
  };
}

/** invoiceNumber: the tax invoice attached to the mail, when the shop has issued one. */
export function orderConfirmationMail(
  settings: ShopSettings,
  order: ApiOrder,
  to: string,
  invoiceNumber?: string,
): OutgoingMail {
  const shop = settings.company.name;
  const subject = `${shop}: order #${order.id} confirmed`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `Order #${order.id} confirmed`,
      paragraphs: [
        `Hello ${order.shipping_address.full_name},`,
        order.payment_method === 'cod'
          ? `Thank you for your order. ${COD_MESSAGES.mailPayOnDelivery(formatRupees(order.total_price))}`
          : `Thank you for your order. We received your payment of ${formatRupees(order.total_price)}.`,
        order.ships_by ? MADE_TO_ORDER_MESSAGES.mailShipsBy(shortDate(order.ships_by)) : SHIPPING_PROMISE,
        ...(invoiceNumber
          ? [`Your GST tax invoice ${invoiceNumber} is attached as a PDF. You can download it again from My Orders.`]
          : []),
      ],
      rows: orderRows(order),
      blocks: [addressBlock(order)],
      footnote: `You can follow your order under My Orders at ${shop}.`,
    }),
  };
}

export function orderCancellationMail(settings: ShopSettings, order: ApiOrder, to: string): OutgoingMail {
  const shop = settings.company.name;
  const subject = `${shop}: order #${order.id} cancelled`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `Order #${order.id} cancelled`,
      paragraphs: [
        `Hello ${order.shipping_address.full_name},`,
        order.paid_at
          ? `Your order #${order.id} has been cancelled. The full amount you paid is refunded to your card.`
          : `Your order #${order.id} has been cancelled. Nothing was charged for it.`,
      ],
      rows: orderRows(order),
      blocks: [addressBlock(order)],
      footnote: 'We hope to see you again soon.',
    }),
  };
}

export function orderShippedMail(settings: ShopSettings, order: ApiOrder, to: string): OutgoingMail {
  const shop = settings.company.name;
  const subject = `${shop}: order #${order.id} is on its way`;
  const shipment = order.shipment;
  const tracking = shipment
    ? [
        `${shipment.courier} is carrying it. Tracking number: ${shipment.tracking_number}.`,
        ...(shipment.tracking_url ? [`Follow it at ${shipment.tracking_url}`] : []),
      ]
    : [];
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `Order #${order.id} shipped`,
      paragraphs: [
        `Hello ${order.shipping_address.full_name},`,
        `Your order #${order.id} has left our workshop.`,
        ...tracking,
      ],
      rows: orderRows(order),
      blocks: [addressBlock(order)],
      footnote: `You can follow your order under My Orders at ${shop}.`,
    }),
  };
}

export function orderRefundMail(settings: ShopSettings, order: ApiOrder, amount: number, to: string): OutgoingMail {
  const shop = settings.company.name;
  const subject = `${shop}: refund of ${formatRupees(amount)} on order #${order.id}`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `Refund on order #${order.id}`,
      paragraphs: [
        `Hello ${order.shipping_address.full_name},`,
        `We have refunded ${formatRupees(amount)} ${refundRoute(order).to}. ${refundRoute(order).when}`,
      ],
      rows: orderRows(order),
      footnote: `You can follow your order under My Orders at ${shop}.`,
    }),
  };
}

/** Processing and delivered: one short note each, so the shopper hears of every change. */
export function orderProgressMail(
  settings: ShopSettings,
  order: ApiOrder,
  to: string,
  step: 'processing' | 'delivered',
): OutgoingMail {
  const shop = settings.company.name;
  const subject =
    step === 'processing' ? `${shop}: we are preparing order #${order.id}` : `${shop}: order #${order.id} delivered`;
  const line =
    step === 'processing'
      ? 'We have started preparing your order. We will write again when it ships.'
      : 'Your order has been delivered. We hope you love it.';
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: step === 'processing' ? `Preparing order #${order.id}` : `Order #${order.id} delivered`,
      paragraphs: [`Hello ${order.shipping_address.full_name},`, line],
      rows: orderRows(order),
      footnote: `You can follow your order under My Orders at ${shop}.`,
    }),
  };
}

export type ReturnMailStep = 'requested' | 'approved' | 'refused' | 'refunded';

/** Where refunded money goes: back to the card, or, for cash paid at the door, by the shop's own transfer. */
function refundRoute(order: Pick<ApiOrder, 'payment_method'>): { to: string; when: string } {
  return order.payment_method === 'cod'
    ? {
        to: 'for the cash you paid on delivery',
        when: 'We will send it to your bank account or UPI within 5 working days, and write to you if we need your details.',
      }
    : { to: 'to the card you paid with', when: 'Banks usually show it within 5 to 7 working days.' };
}

/** What a received return refunded (paise): written only once the refund is made. */
export type ReturnRefunded = { refundedPaise: number; valuePaise: number; creditNote: boolean };

function refundedLine(order: Pick<ApiOrder, 'payment_method'>, r: ReturnRefunded | undefined): string {
  if (!r || r.refundedPaise <= 0)
    return 'The pieces have reached our workshop. This order had already been refunded in full, so nothing more is refunded.';
  const amount = formatRupees(r.refundedPaise / 100);
  const less =
    r.refundedPaise < r.valuePaise
      ? ` That is what was left to refund on this order after the earlier refund, out of ${formatRupees(r.valuePaise / 100)} for these pieces.`
      : '';
  const note = r.creditNote ? ' Your GST credit note is in My Orders.' : '';
  const route = refundRoute(order);
  return `The pieces have reached our workshop and we have refunded ${amount} ${route.to}.${less} ${route.when}${note}`;
}

/** Each step of a return: the shopper hears when it is asked for, decided, and refunded. */
export function orderReturnMail(
  settings: ShopSettings,
  order: ApiOrder,
  to: string,
  step: ReturnMailStep,
  returnId: number,
  note: string | null,
  refunded?: ReturnRefunded,
): OutgoingMail {
  const shop = settings.company.name;
  const texts: Record<ReturnMailStep, { subject: string; line: string }> = {
    requested: {
      subject: `return request #${returnId} received`,
      line: 'We have your return request and will reply within 2 working days.',
    },
    approved: {
      subject: `return #${returnId} approved`,
      line: 'Your return is approved. Please pack the pieces with their tags, hallmark certificate and invoice; our courier partner will collect them.',
    },
    refused: { subject: `return request #${returnId} declined`, line: 'We are sorry: we cannot accept this return.' },
    refunded: {
      subject:
        refunded && refunded.refundedPaise > 0
          ? `return #${returnId} refunded ${formatRupees(refunded.refundedPaise / 100)}`
          : `return #${returnId} received`,
      line: refundedLine(order, refunded),
    },
  };
  const { subject: what, line } = texts[step];
  const subject = `${shop}: ${what} (order #${order.id})`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `Return on order #${order.id}`,
      paragraphs: [`Hello ${order.shipping_address.full_name},`, line, ...(note ? [note] : [])],
      rows: orderRows(order),
      footnote: `You can follow your return under My Orders at ${shop}.`,
    }),
  };
}
