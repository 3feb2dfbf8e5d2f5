'use client';
// The metal rates' age on the dashboard: a quiet line when they were set today, a warning naming how
// old they are otherwise, with the way to the rates page.
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import type { OwnerAttention } from '@/lib/shared/back-office/admin-types';
import { ADMIN_DASHBOARD_MESSAGES } from '@/lib/shared/messages/admin-dashboard';
import { daysBetween, shopToday } from '@/lib/shared/shop-time';

const M = ADMIN_DASHBOARD_MESSAGES.rates;

export function RatesAgeNotice({ status }: { status: OwnerAttention }) {
  const when = status.rates_updated_at ? formatOrderDate(status.rates_updated_at) : null;
  if (status.rates_set_today && when) {
    return (
      <Typography variant="body2" color="text.secondary">
        {M.today(when)}
      </Typography>
    );
  }
  const days = status.rates_updated_at ? daysBetween(shopToday(new Date(status.rates_updated_at)), shopToday()) - 1 : 0;
  return (
    <Alert severity="warning" role="status" action={<Link href="/admin/rates">{M.setThem}</Link>}>
      {when ? M.stale(days, when) : M.none}
    </Alert>
  );
}
