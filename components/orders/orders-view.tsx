'use client';
// The orders screen's interactive half. The first page arrives rendered from the server; filter, paging,
// details and cancel call /api/v1/orders. Cleared on logout and reloaded on login (authStateChanged).
import { finishPaidCheckout } from '@/lib/client/checkout/finish-paid-checkout';
import { saveOrderFailure } from '@/lib/client/checkout/order-result-storage';
import { payOldGoldShortfall, resumeCheckout, type CheckoutDisplay } from '@/lib/client/checkout/run-checkout';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiFetch } from '@/lib/client/api';
import { sessionStore } from '@/lib/client/stores/session-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { ORDER_STATUSES, PAGE_SIZE, type OrderStatus } from '@/lib/shared/constants';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { AUTH_STATE_EVENT } from '@/lib/shared/storage-keys';
import type { ApiOrder, OrdersPage } from '@/lib/shared/schemas/checkout-schema';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderListItem } from './order-list-item';
import { STATUS_LABELS } from './order-format';

type Filter = OrderStatus | '';

function ordersPath(page: number, status: Filter): string {
  const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE.orders) });
  if (status) query.set('status', status);
  return `/orders?${query}`;
}

/** codLink: the order and token of the COD confirmation link the shopper opened, if any. */
export function OrdersView({
  initial,
  codLink,
  display,
}: {
  initial: OrdersPage;
  codLink?: { orderId: number; token: string };
  display?: CheckoutDisplay;
}) {
  const router = useRouter();
  const [paying, setPaying] = useState(false);
  const [data, setData] = useState<OrdersPage | null>(initial);
  const [status, setStatus] = useState<Filter>('');
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [details, setDetails] = useState<ApiOrder | null>(null);
  const [cancelling, setCancelling] = useState<ApiOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useRef(0);

  const load = useCallback(async (nextPage: number, nextStatus: Filter) => {
    const id = ++request.current;
    setLoading(true);
    setFailed(false);
    try {
      const result = await apiFetch<OrdersPage>(ordersPath(nextPage, nextStatus), {
        fallbackError: ORDER_MESSAGES.fetchFailed,
      });
      if (id === request.current) setData(result);
    } catch {
      if (id !== request.current) return;
      setFailed(true);
      showMessage(ORDER_MESSAGES.fetchFailed, 'error');
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, []);

  // A pending order paid from here: the same window as checkout, then the success or failure page.
  const pay = async (order: ApiOrder) => {
    if (!display || paying) return;
    setPaying(true);
    const result = await resumeCheckout(order.id, display);
    if (result.kind === 'success') {
      await finishPaidCheckout(result.state);
      router.push('/order-success');
      return;
    }
    if (result.kind === 'failure') {
      saveOrderFailure(result.state);
      router.push('/order-failure');
      return;
    }
    setPaying(false);
    showMessage(result.message, 'error');
    void load(page, status);
  };

  // Old gold that tested short: paid in the same window; the order stays on this page and is read again.
  const payOwed = async (order: ApiOrder) => {
    if (!display || paying) return;
    setPaying(true);
    const result = await payOldGoldShortfall(order.id, display);
    setPaying(false);
    if (result.kind === 'success') showMessage(EXCHANGE_MESSAGES.owedPaid);
    else if (result.kind === 'failure') showMessage(EXCHANGE_MESSAGES.owedPayFailed, 'error');
    else showMessage(result.message, 'error');
    void load(page, status);
  };

  useEffect(() => {
    const onAuthChange = () => {
      if (sessionStore.get().user) {
        void load(1, '');
        return;
      }
      request.current++;
      setData(null);
      setDetails(null);
      setCancelling(null);
      router.replace('/login?next=/orders');
    };
    window.addEventListener(AUTH_STATE_EVENT, onAuthChange);
    return () => window.removeEventListener(AUTH_STATE_EVENT, onAuthChange);
  }, [load, router]);

  const changeFilter = (next: Filter) => {
    setStatus(next);
    setPage(1);
    void load(1, next);
  };

  const changePage = (next: number) => {
    setPage(next);
    void load(next, status);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const openDetails = async (order: ApiOrder) => {
    setDetails(order);
    try {
      const fresh = await apiFetch<{ order: ApiOrder }>(`/orders/${order.id}`);
      setDetails((shown) => (shown?.id === order.id ? fresh.order : shown));
    } catch {
      showMessage(ORDER_MESSAGES.fetchOneFailed, 'error');
    }
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await apiFetch(`/orders/${cancelling.id}/cancel`, { method: 'PATCH' });
      showMessage(ORDER_MESSAGES.cancelled);
      setCancelling(null);
      await load(page, status);
    } catch {
      showMessage(ORDER_MESSAGES.cancelFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  const orders = data?.orders ?? [];
  const totalPages = data?.pagination.total_pages ?? 0;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography color="text.secondary" aria-live="polite">
          {data ? `${data.pagination.total_count} ${data.pagination.total_count === 1 ? 'order' : 'orders'}` : ''}
        </Typography>
        <TextField
          id="orders-status-filter"
          label="Status"
          select
          size="small"
          value={status}
          onChange={(e) => changeFilter(e.target.value as Filter)}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </TextField>
      </Stack>

      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void load(page, status)}>
              Retry
            </Button>
          }
        >
          {ORDER_MESSAGES.fetchFailed}
        </Alert>
      )}

      <Box aria-busy={loading} sx={{ position: 'relative', opacity: loading ? 0.6 : 1, transition: 'opacity .2s' }}>
        {loading && (
          <Box sx={{ position: 'absolute', top: 24, left: '50%', transform: 'translateX(-50%)', zIndex: 1 }}>
            <CircularProgress size={32} aria-label="Loading orders" />
          </Box>
        )}
        {data && orders.length === 0 && !failed && (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography sx={{ mb: 2 }}>
              {status ? `No ${STATUS_LABELS[status].toLowerCase()} orders.` : ORDER_MESSAGES.noOrders}
            </Typography>
            <Button component={Link} href="/products" variant="contained">
              Start Shopping
            </Button>
          </Box>
        )}
        <Stack spacing={2}>
          {orders.map((order) => (
            <OrderListItem
              key={order.id}
              order={order}
              onDetails={(o) => void openDetails(o)}
              onCancel={setCancelling}
              codToken={codLink?.orderId === order.id ? codLink.token : undefined}
              onCodConfirmed={(confirmed) =>
                setData((shown) =>
                  shown
                    ? { ...shown, orders: shown.orders.map((o) => (o.id === confirmed.id ? confirmed : o)) }
                    : shown,
                )
              }
              onPay={display ? (o) => void pay(o) : undefined}
              onPayOwed={display ? (o) => void payOwed(o) : undefined}
              paying={paying}
            />
          ))}
        </Stack>
      </Box>

      {totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination count={totalPages} page={page} onChange={(_e, p) => changePage(p)} color="primary" />
        </Box>
      )}

      <OrderDetailsDialog
        order={details}
        onClose={() => setDetails(null)}
        onChanged={(order) => void openDetails(order)}
      />
      <CancelOrderDialog
        order={cancelling}
        busy={busy}
        onKeep={() => setCancelling(null)}
        onConfirm={() => void confirmCancel()}
      />
    </Box>
  );
}
