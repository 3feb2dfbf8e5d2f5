// How orders read on screen: status names, status chip colours and en-IN dates.
import type { OrderStatus } from '@/lib/shared/constants';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment Failed',
  returned_to_origin: 'Returned to Origin',
  returned: 'Returned',
  partially_returned: 'Partly Returned',
};

/** Light tint, dark text: every pair passes WCAG AA (4.5:1) for the chip's small text. */
export const STATUS_COLORS: Record<OrderStatus, { bg: string; fg: string }> = {
  pending: { bg: '#fff4e5', fg: '#663c00' },
  confirmed: { bg: '#e3f2fd', fg: '#0d47a1' },
  processing: { bg: '#ede7f6', fg: '#4527a0' },
  shipped: { bg: '#e0f2f1', fg: '#00594f' },
  delivered: { bg: '#e8f5e9', fg: '#1b5e20' },
  cancelled: { bg: '#eeeeee', fg: '#424242' },
  payment_failed: { bg: '#fdecea', fg: '#b71c1c' },
  returned_to_origin: { bg: '#fff8e1', fg: '#6d4c00' },
  returned: { bg: '#fce4ec', fg: '#880e4f' },
  partially_returned: { bg: '#fff8e1', fg: '#5d4037' },
};

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Shop time (IST) on the server and in the browser alike, so the server HTML and hydration agree. */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
