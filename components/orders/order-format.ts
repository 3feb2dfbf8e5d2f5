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
};

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const STATUS_COLORS: Record<OrderStatus, ChipColor> = {
  pending: 'warning',
  confirmed: 'info',
  processing: 'secondary',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'default',
  payment_failed: 'error',
};

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Shop time (IST) on the server and in the browser alike, so the server HTML and hydration agree. */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
