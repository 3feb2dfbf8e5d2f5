// The confirmation and cancellation of an order, in the shop's mail frame like every other message: plain
// functions of the order, so what the shopper reads is easy to test.
import 'server-only';
import { OLD_GOLD_PAYOUT_MESSAGES } from '@/lib/shared/messages/old-gold-payout';
import { oldGoldLine } from '@/lib/shared/selling/old-gold';
import { MADE_TO_ORDER_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { shortDate } from '@/lib/shared/delivery/delivery-zones';
import { SHIPPING_PROMISE } from '@/lib/shared/constants';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { formatDiscount, formatRupees, paiseToRupees } from '@/lib/shared/money';
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

/** The order confirmed: for a paid order, the receipt of its advance (the tax invoice comes when it ships). */
export function orderConfirmationMail(settings: ShopSettings, order: ApiOrder, to: string): OutgoingMail {
  const shop = settings.company.name;
  const subject = `${shop}: order #${order.id} confirmed`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `Order #${order.id} confirmed`,
      paragraphs: [
        `Hello ${order.shipping_address.full_name},`,
        // Old gold pays part of an exchange order: the money asked for is what is left.
        order.payment_method === 'cod'
          ? `Thank you for your order. ${COD_MESSAGES.mailPayOnDelivery(formatRupees(order.amount_payable))}`
          : `Thank you for your order. We received your payment of ${formatRupees(order.amount_payable)}: this email is your receipt for it.`,
        ...(order.exchange ? [oldGoldLine(order.exchange)] : []),
        order.ships_by ? MADE_TO_ORDER_MESSAGES.mailShipsBy(shortDate(order.ships_by)) : SHIPPING_PROMISE,
        'Your GST tax invoice is issued when the order ships, and we will email it to you then.',
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

/** invoiceNumber: the tax invoice issued as the order shipped, attached to the mail. */
export function orderShippedMail(
  settings: ShopSettings,
  order: ApiOrder,
  to: string,
  invoiceNumber?: string,
): OutgoingMail {
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

/** A tax document issued outside the order's other mails (a credit note, an invoice reissued): it goes attached. */
export function taxDocumentMail(
  settings: ShopSettings,
  order: ApiOrder,
  to: string,
  document: { kind: 'invoice' | 'credit_note'; number: string },
): OutgoingMail {
  const shop = settings.company.name;
  const what = document.kind === 'invoice' ? 'tax invoice' : 'credit note';
  const subject = `${shop}: ${what} ${document.number} for order #${order.id}`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `Your ${what} for order #${order.id}`,
      paragraphs: [
        `Hello ${order.shipping_address.full_name},`,
        `We have issued GST ${what} ${document.number} for your order #${order.id}. It is attached as a PDF, and you can download it again from My Orders.`,
      ],
      rows: orderRows(order),
      footnote: `You can follow your order under My Orders at ${shop}.`,
    }),
  };
}

export function orderRefundMail(
  settings: ShopSettings,
  order: ApiOrder,
  amount: number,
  to: string,
  creditNoteNumber?: string,
  storeCredit = false,
): OutgoingMail {
  const shop = settings.company.name;
  const subject = `${shop}: refund of ${formatRupees(amount)} on order #${order.id}`;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: `Refund on order #${order.id}`,
      paragraphs: [
        `Hello ${order.shipping_address.full_name},`,
        `We have refunded ${formatRupees(amount)} ${refundRoute(order, storeCredit).to}. ${refundRoute(order, storeCredit).when}`,
        ...(creditNoteNumber ? [`Our GST credit note ${creditNoteNumber} for it is attached as a PDF.`] : []),
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
  step: 'processing' | 'delivered' | 'out_for_delivery',
): OutgoingMail {
  const shop = settings.company.name;
  const words = {
    processing: {
      subject: `${shop}: we are preparing order #${order.id}`,
      heading: `Preparing order #${order.id}`,
      line: 'We have started preparing your order. We will write again when it ships.',
    },
    out_for_delivery: {
      subject: `${shop}: order #${order.id} is out for delivery`,
      heading: `Order #${order.id} is out for delivery`,
      line: 'The courier is bringing your order today. A valuable parcel is handed over only against the OTP we send you.',
    },
    delivered: {
      subject: `${shop}: order #${order.id} delivered`,
      heading: `Order #${order.id} delivered`,
      line: 'Your order has been delivered. We hope you love it.',
    },
  }[step];
  const { subject, line } = words;
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: words.heading,
      paragraphs: [`Hello ${order.shipping_address.full_name},`, line],
      rows: orderRows(order),
      footnote: `You can follow your order under My Orders at ${shop}.`,
    }),
  };
}

export type ReturnMailStep = 'requested' | 'approved' | 'refused' | 'refunded';

/** Where refunded money goes: back to the card, or, for cash paid at the door, by the shop's own transfer. */
function refundRoute(order: Pick<ApiOrder, 'payment_method'>, storeCredit = false): { to: string; when: string } {
  if (storeCredit) return { to: 'as store credit on your account', when: 'You can spend it at checkout now.' };
  return order.payment_method === 'cod'
    ? {
        to: 'for the cash you paid on delivery',
        when: 'We will send it to your bank account or UPI within 5 working days, and write to you if we need your details.',
      }
    : { to: 'to the card you paid with', when: 'Banks usually show it within 5 to 7 working days.' };
}

/** What a received return refunded (paise), and the old gold's value owed back: written once the refund is made. */
export type ReturnRefunded = {
  refundedPaise: number;
  valuePaise: number;
  creditNote: boolean;
  oldGoldPaise?: number;
  storeCredit?: boolean;
};

function refundedLine(order: Pick<ApiOrder, 'payment_method'>, r: ReturnRefunded | undefined): string {
  const gold = r?.oldGoldPaise ?? 0;
  const goldLine = gold > 0 ? ` ${OLD_GOLD_PAYOUT_MESSAGES.owedToShopper(paiseToRupees(gold))}` : '';
  const note = r?.creditNote ? ' Your GST credit note is in My Orders.' : '';
  if (!r || r.refundedPaise <= 0)
    return gold > 0
      ? `The pieces have reached our workshop.${goldLine}${note}`
      : 'The pieces have reached our workshop. This order had already been refunded in full, so nothing more is refunded.';
  const amount = formatRupees(paiseToRupees(r.refundedPaise));
  const less =
    r.refundedPaise + gold < r.valuePaise
      ? ` That is what was left to refund on this order after the earlier refund, out of ${formatRupees(paiseToRupees(r.valuePaise))} for these pieces.`
      : '';
  const route = refundRoute(order, r.storeCredit);
  return `The pieces have reached our workshop and we have refunded ${amount} ${route.to}.${less} ${route.when}${goldLine}${note}`;
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
          ? `return #${returnId} refunded ${formatRupees(paiseToRupees(refunded.refundedPaise))}`
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
