// The confirmation and cancellation emails, as plain functions of the order: easy to read, easy to test.
import { SHIPPING_PROMISE } from '@/lib/shared/constants';
import { formatRupees } from '@/lib/shared/money';
import type { ApiOrder } from '@/lib/shared/schemas/checkout';

export type MailMessage = { to: string; subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function itemLines(order: ApiOrder): string[] {
  return order.order_items.map((i) => `${i.quantity} x ${i.product_name}${i.size ? ` (${i.size})` : ''}: ${formatRupees(i.subtotal)}`);
}

function totalLines(order: ApiOrder): string[] {
  const lines = [`Subtotal: ${formatRupees(order.subtotal)}`];
  if (order.discount_amount > 0) lines.push(`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}: -${formatRupees(order.discount_amount)}`);
  lines.push('Shipping: FREE', `Total: ${formatRupees(order.total_price)}`);
  return lines;
}

function addressLines(order: ApiOrder): string[] {
  const a = order.shipping_address;
  return [a.full_name, a.address_line_1, a.address_line_2, `${a.city}, ${a.state} ${a.postal_code}`, a.country, `Phone: ${a.phone}`].filter(Boolean);
}

function render(to: string, subject: string, intro: string[], order: ApiOrder, outro: string[]): MailMessage {
  const sections = [intro, itemLines(order), totalLines(order), ['Shipping to:', ...addressLines(order)], outro].filter((s) => s.length);
  const text = sections.map((s) => s.join('\n')).join('\n\n');
  const html = sections.map((s) => `<p>${s.map(escapeHtml).join('<br>')}</p>`).join('\n');
  return { to, subject, text, html };
}

export function orderConfirmationEmail(order: ApiOrder, to: string, shopName: string): MailMessage {
  return render(
    to,
    `${shopName}: order #${order.id} confirmed`,
    [`Hello ${order.shipping_address.full_name},`, `Thank you for your order. We received your payment of ${formatRupees(order.total_price)}.`],
    order,
    [SHIPPING_PROMISE, `You can follow your order under My Orders. ${shopName}`],
  );
}

export function orderCancellationEmail(order: ApiOrder, to: string, shopName: string): MailMessage {
  return render(
    to,
    `${shopName}: order #${order.id} cancelled`,
    [`Hello ${order.shipping_address.full_name},`, `Your order #${order.id} has been cancelled. Nothing was charged for it.`],
    order,
    [`We hope to see you again soon. ${shopName}`],
  );
}
