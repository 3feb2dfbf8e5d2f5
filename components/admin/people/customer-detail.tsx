'use client';
// /admin/customers/{id}: the account, its orders, and (for the owner) the switch that disables it.
import { useState } from 'react';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { formatOrderDate } from '@/components/orders/order-format';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { formatRupees } from '@/lib/shared/money';
import { ADMIN_CUSTOMER_MESSAGES as M } from '@/lib/shared/messages/admin-customers';
import type { AdminCustomerDetail, AdminOrderSummary } from '@/lib/shared/back-office/admin-types';
import { ListRow } from '../list-row';
import { CustomerCodSwitch } from './customer-cod-switch';
import { CustomerConsents } from './customer-consents';
import { MARKETING_MESSAGES } from '@/lib/shared/messages/marketing';

export function CustomerDetail({ initial, mayDisable }: { initial: AdminCustomerDetail; mayDisable: boolean }) {
  const [customer, setCustomer] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setError(null);
    try {
      const { customer: next } = await adminWrite<{ customer: AdminCustomerDetail }>(`/customers/${customer.id}`, {
        method: 'PATCH',
        body: { disabled: !customer.disabled_at },
      });
      setCustomer((c) => ({ ...c, ...next, consents: c.consents, orders: c.orders }));
      showMessage(next.disabled_at ? 'Account disabled: its sessions have ended' : 'Account enabled');
      await refreshAdmin('/customers');
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.message);
    }
  }

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {customer.name || customer.email}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Typography>
        {customer.email} · joined {formatOrderDate(customer.created_at)} · {M.ordersCount(customer.orders_count)} ·{' '}
        {formatRupees(customer.total_spent)} paid
      </Typography>
      <Typography color="text.secondary" data-testid="customer-marketing-mail">
        {MARKETING_MESSAGES.adminConsent(
          customer.marketing_mail_at ? formatOrderDate(customer.marketing_mail_at) : null,
        )}
      </Typography>
      {customer.disabled_at ? (
        <Alert severity="warning">
          Disabled since {formatOrderDate(customer.disabled_at)}: this account cannot sign in.
        </Alert>
      ) : null}
      {mayDisable && customer.role === 'customer' ? (
        <Button
          variant="outlined"
          color={customer.disabled_at ? 'primary' : 'error'}
          onClick={toggle}
          sx={{ alignSelf: 'flex-start' }}
        >
          {customer.disabled_at ? 'Enable account' : 'Disable account'}
        </Button>
      ) : null}
      {mayDisable && customer.role === 'customer' ? (
        <CustomerCodSwitch
          customer={customer}
          onChanged={(next) => setCustomer((c) => ({ ...c, ...next, consents: c.consents, orders: c.orders }))}
          onError={setError}
        />
      ) : null}
      <CustomerConsents consents={customer.consents ?? []} />
      {customer.orders ? <CustomerOrders orders={customer.orders} /> : null}
    </Stack>
  );
}

const orderLine = (o: AdminOrderSummary) =>
  `#${o.id} · ${formatRupees(o.total_price)}${o.payment_method === 'cod' ? ' · COD' : ''}`;

function CustomerOrders({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <>
      <Typography component="h2" variant="h6">
        Orders
      </Typography>
      {orders.length === 0 ? <Typography>No orders.</Typography> : null}
      <List dense>
        {orders.map((o) => (
          <ListRow key={o.id} end={<OrderStatusChip status={o.status} />}>
            <ListItemText
              primary={<Link href={`/admin/orders/${o.id}`}>{orderLine(o)}</Link>}
              secondary={formatOrderDate(o.created_at)}
            />
          </ListRow>
        ))}
      </List>
    </>
  );
}
