'use client';
// /admin: what needs doing (orders to confirm, to ship, to review), paid sales today and over 30 days with a
// chart, pieces running low and the latest orders. Links go only where the account may go: a helper with the
// reports but not the orders sees the figures as text, not links that would refuse them.
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { formatOrderDate } from '@/components/orders/order-format';
import { useAdmin } from '@/lib/client/admin/admin-api';
import { ADMIN_DASHBOARD_MESSAGES as M } from '@/lib/shared/messages/admin-dashboard';
import { ADMIN_PRODUCT_MESSAGES } from '@/lib/shared/messages/admin-products';
import { formatRupees } from '@/lib/shared/money';
import type { AdminDashboard } from '@/lib/shared/back-office/admin-types';
import { mayDo, type Permission } from '@/lib/shared/back-office/permissions';
import { SALES_AXIS } from './sales-axis';
import { UndeliveredMail } from './undelivered-mail';
import { BackupNotice } from './backup-notice';
import { RatesAgeNotice } from './rates-age-notice';
import { ListRow } from '../list-row';

type FigureProps = { label: string; value: string | number; href?: string; note?: string | null };

function Figure({ label, value, href, note }: FigureProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {href ? <Link href={href}>{label}</Link> : label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
        {note ? (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

const stockLeft = (n: number) => (n === 0 ? ADMIN_PRODUCT_MESSAGES.stock.out : M.stockLeft(n));
const pieceLabel = (p: AdminDashboard['low_stock'][number]) => M.lowStockPiece(p.name, p.size);
/** Beside a net figure: what was sold and what went back, only when something did. */
const grossNote = (f: { gross: number; refunded: number }) =>
  f.refunded > 0 ? M.grossAndRefunded(formatRupees(f.gross), formatRupees(f.refunded)) : null;
const orderLabel = (o: { id: number; total_price: number }) => `#${o.id} · ${formatRupees(o.total_price)}`;

type Props = { initial: AdminDashboard; permissions: readonly Permission[] };

export function DashboardView({ initial, permissions }: Props) {
  const { data } = useAdmin<AdminDashboard>('/dashboard', { fallbackData: initial });
  const d = data ?? initial;
  const orders = mayDo({ permissions }, 'orders');
  const catalogue = mayDo({ permissions }, 'catalogue');
  const orderHref = (path: string) => (orders ? path : undefined);
  const days = d.last_30_days.days;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography component="h1" variant="h5">
          {M.title}
        </Typography>
      </Grid>
      {d.includes_test_orders ? (
        <Grid size={12}>
          <Alert severity="info">{M.sandbox}</Alert>
        </Grid>
      ) : null}
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={M.toConfirm} value={d.to_confirm} href={orderHref('/admin/orders?view=confirmed')} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={M.toShip} value={d.to_ship} href={orderHref('/admin/orders?view=to_ship')} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={M.paidToday(d.today.orders)} value={formatRupees(d.today.revenue)} note={grossNote(d.today)} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure
          label={M.last30Days(d.last_30_days.orders)}
          value={formatRupees(d.last_30_days.revenue)}
          note={grossNote(d.last_30_days)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={M.returnsWaiting} value={d.returns_waiting} href={orderHref('/admin/orders?view=returns')} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={M.cashWithCouriers} value={formatRupees(d.cash_with_couriers)} />
      </Grid>
      {d.liabilities
        ? (
            [
              [M.heldForPlans, d.liabilities.savings],
              [M.giftCardBalances, d.liabilities.gift_card],
              [M.storeCreditBalances, d.liabilities.store_credit],
            ] as const
          ).map(([label, rupees]) => (
            <Grid key={label} size={{ xs: 6, md: 3 }}>
              <Figure label={label} value={formatRupees(rupees)} href="/admin/reports/liabilities" />
            </Grid>
          ))
        : null}
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={M.remindersSent} value={d.cart_reminders.reminders_sent} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={M.cartsRecovered} value={d.cart_reminders.carts_recovered} note={M.cartsRecoveredNote} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ alignSelf: 'center' }}>
        {d.rates_count > 0 || d.rates_updated_at ? <RatesAgeNotice status={d} /> : null}
      </Grid>
      {d.needs_review > 0 ? (
        <Grid size={12}>
          <Alert severity="warning">
            {M.needsReview(d.needs_review)} {orders ? <Link href="/admin/orders?view=review">{M.openThem}</Link> : null}
          </Alert>
        </Grid>
      ) : null}
      {d.undelivered_mail_count > 0 ? (
        <Grid size={12}>
          <UndeliveredMail count={d.undelivered_mail_count} mail={d.undelivered_mail} canResend={orders} />
        </Grid>
      ) : null}
      <Grid size={12}>
        <BackupNotice status={d} />
      </Grid>
      <Grid size={12}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              {M.salesTitle}
            </Typography>
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: days.map((day) => day.date.slice(5)), label: M.salesDayAxis }]}
              yAxis={[SALES_AXIS]}
              series={[
                {
                  data: days.map((day) => day.revenue),
                  label: M.salesSeries,
                  valueFormatter: (v) => formatRupees(v ?? 0),
                },
              ]}
              aria-label={M.salesChartLabel(formatRupees(d.last_30_days.revenue))}
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              {M.lowStockTitle(d.low_stock_threshold)}
            </Typography>
            {d.low_stock.length === 0 ? <Typography>{M.lowStockNone}</Typography> : null}
            <List dense>
              {d.low_stock.map((p) => (
                <ListRow
                  key={`${p.id}:${p.size ?? ''}`}
                  end={<Typography variant="body2">{stockLeft(p.stock_quantity)}</Typography>}
                >
                  <ListItemText
                    primary={catalogue ? <Link href={`/admin/products/${p.id}`}>{pieceLabel(p)}</Link> : pieceLabel(p)}
                  />
                </ListRow>
              ))}
            </List>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              {M.recentTitle}
            </Typography>
            {d.recent_orders.length === 0 ? <Typography>{M.recentNone}</Typography> : null}
            <List dense>
              {d.recent_orders.map((o) => (
                <ListRow key={o.id} end={<OrderStatusChip status={o.status} />}>
                  <ListItemText
                    primary={orders ? <Link href={`/admin/orders/${o.id}`}>{orderLabel(o)}</Link> : orderLabel(o)}
                    secondary={`${o.email} · ${formatOrderDate(o.created_at)}`}
                  />
                </ListRow>
              ))}
            </List>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
