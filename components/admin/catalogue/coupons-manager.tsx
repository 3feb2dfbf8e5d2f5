'use client';
// /admin/coupons: codes with their percent or amount off (off the order or the making charges), dates,
// limits and minimum order, and how often each was used.
import type { AdminCoupon } from '@/lib/shared/back-office/admin-types';
import { formatRupees, rupeesToPaise } from '@/lib/shared/money';
import { describeCouponTerms } from '@/lib/shared/money/coupons';
import { formatOrderDate } from '@/components/orders/order-format';
import type { FieldValue } from '../record-dialog';
import { RecordsManager } from './records-manager';

/** datetime-local shows the browser's local time; the API takes ISO instants. */
const toLocal = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
const toIso = (local: FieldValue) => (typeof local === 'string' && local ? new Date(local).toISOString() : null);
const numberOrNull = (v: FieldValue) => (typeof v === 'string' && v.trim() ? Number(v) : null);

export function CouponsManager({ initial }: { initial: AdminCoupon[] }) {
  return (
    <RecordsManager<AdminCoupon>
      title="Coupons"
      path="/coupons"
      listKey="coupons"
      initial={initial}
      fields={[
        { name: 'code', label: 'Code', kind: 'text', required: true, help: 'Shoppers type it in any case' },
        { name: 'percent', label: 'Percent off (%)', kind: 'number', help: 'Either a percent or an amount off' },
        { name: 'amount_off', label: 'Amount off (₹)', kind: 'number', help: 'Whole rupees, e.g. 500' },
        {
          name: 'applies_to',
          label: 'Takes it off',
          kind: 'select',
          options: [
            { value: 'order', label: 'The whole order' },
            { value: 'making_charges', label: 'Making charges only (pieces priced by weight)' },
          ],
        },
        { name: 'active', label: 'Active', kind: 'switch' },
        { name: 'starts_at', label: 'Starts', kind: 'datetime' },
        { name: 'ends_at', label: 'Ends', kind: 'datetime' },
        { name: 'usage_limit', label: 'Uses in all (empty: no limit)', kind: 'number' },
        { name: 'once_per_customer', label: 'Once per customer', kind: 'switch' },
        { name: 'min_order_value', label: 'Minimum order (₹)', kind: 'number' },
      ]}
      empty={{
        code: '',
        // Neither kind chosen: the owner types a percent or an amount off (a pre-filled 10 % made an amount-off
        // coupon fail until it was cleared).
        percent: '',
        amount_off: '',
        applies_to: 'order',
        active: true,
        starts_at: '',
        ends_at: '',
        usage_limit: '',
        once_per_customer: false,
        min_order_value: '0',
      }}
      toForm={(c) => ({
        code: c.code,
        percent: c.percent === null ? '' : String(c.percent),
        amount_off: c.amount_off === null ? '' : String(c.amount_off),
        applies_to: c.applies_to,
        active: c.active,
        starts_at: toLocal(c.starts_at),
        ends_at: toLocal(c.ends_at),
        usage_limit: c.usage_limit === null ? '' : String(c.usage_limit),
        once_per_customer: c.once_per_customer,
        min_order_value: String(c.min_order_value),
      })}
      toBody={(v, record) => ({
        code: v.code,
        percent: numberOrNull(v.percent),
        amount_off: numberOrNull(v.amount_off),
        applies_to: v.applies_to,
        active: v.active,
        starts_at: toIso(v.starts_at),
        ends_at: toIso(v.ends_at),
        usage_limit: numberOrNull(v.usage_limit),
        once_per_customer: v.once_per_customer,
        min_order_value: Number(v.min_order_value || 0),
        ...(record && { updated_at: record.updated_at }),
      })}
      primary={(c) =>
        `${c.code} · ${describeCouponTerms({ percent: c.percent, amountOffPaise: c.amount_off === null ? null : rupeesToPaise(c.amount_off), appliesTo: c.applies_to })}${c.active ? '' : ' (off)'}`
      }
      secondary={(c) =>
        [
          `${c.uses} used${c.usage_limit ? ` of ${c.usage_limit}` : ''}`,
          c.once_per_customer ? 'once per customer' : '',
          c.min_order_value ? `from ${formatRupees(c.min_order_value)}` : '',
          c.starts_at ? `from ${formatOrderDate(c.starts_at)}` : '',
          c.ends_at ? `until ${formatOrderDate(c.ends_at)}` : '',
        ]
          .filter(Boolean)
          .join(' · ')
      }
      nameOf={(c) => c.code}
    />
  );
}
