'use client';
// /admin/orders: the orders in views (to ship, needs review, each status) with search by number, email or
// name, paged on the server; orders ticked on it print their courier labels in one file.
import { readableOn } from '@/lib/shared/theme/contrast';
import { useMemo, useState } from 'react';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';
import type { PhoneColumns } from '../phone-columns';
import { ServerGrid } from '../server-grid';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { formatOrderDate } from '@/components/orders/order-format';
import { useAdmin } from '@/lib/client/admin/admin-api';
import { formatRupees } from '@/lib/shared/money';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { COD_CONFIRM_MESSAGES as CM } from '@/lib/shared/messages/cod-confirmation';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import { ADMIN_ORDER_VIEWS } from '@/lib/shared/schemas/admin-order-schema';
import type { AdminOrderPage, AdminOrderSummary } from '@/lib/shared/back-office/admin-types';

const COLUMNS: GridColDef<AdminOrderSummary>[] = [
  {
    field: 'id',
    headerName: 'Order',
    width: 100,
    renderCell: ({ row }) => <Link href={`/admin/orders/${row.id}`}>#{row.id}</Link>,
  },
  { field: 'created_at', headerName: 'Placed', width: 180, valueFormatter: (value: string) => formatOrderDate(value) },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, row) => `${row.customer.name} · ${row.customer.email}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 240,
    renderCell: ({ row }) => (
      // Wraps onto a second line rather than hide a badge in a narrow column (a phone's).
      <Stack
        direction="row"
        useFlexGap
        sx={{
          alignItems: 'center',
          alignContent: 'center',
          height: '100%',
          flexWrap: 'wrap',
          columnGap: 0.5,
          rowGap: 0.25,
        }}
      >
        <OrderStatusChip status={row.status} />
        {row.test_mode ? <Chip size="small" variant="outlined" label="Test" /> : null}
        {row.cod_confirm_by ? (
          <Chip
            size="small"
            color="warning"
            label={CM.adminBadge}
            title={CM.adminWaiting(formatOrderDate(row.cod_confirm_by))}
          />
        ) : row.payment_method === 'cod' ? (
          <Chip
            size="small"
            color={row.paid_at ? 'success' : 'info'}
            variant="outlined"
            // An outlined chip writes its label in its colour: darkened where needed to read at 4.5:1.
            sx={(t) => ({ color: readableOn(t.palette[row.paid_at ? 'success' : 'info'].main) })}
            label="COD"
            title={row.paid_at ? COD_MESSAGES.cashCollected : COD_MESSAGES.awaitingCash}
          />
        ) : null}
        {row.review_reason ? <Chip size="small" color="warning" label="Review" /> : null}
      </Stack>
    ),
  },
  { field: 'total_price', headerName: 'Total', width: 120, valueFormatter: (value: number) => formatRupees(value) },
];

/** At 390 px: the order's number, its total and its status. */
const PHONE_COLUMNS: PhoneColumns = {
  id: { width: 80 },
  total_price: { width: 100 },
  status: { width: undefined, flex: 1, minWidth: 150 },
};

type View = (typeof ADMIN_ORDER_VIEWS)[number];

const NONE_CHOSEN: GridRowSelectionModel = { type: 'include', ids: new Set() };

export function OrderTable({ initialView = 'all' }: { initialView?: View }) {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [view, setView] = useState<View>(initialView);
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const path = useMemo(() => {
    const params = new URLSearchParams({ page: String(paging.page + 1), per_page: String(paging.pageSize), view });
    if (q.trim()) params.set('q', q.trim());
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    return `/orders?${params}`;
  }, [paging, view, q, from, to]);
  const exportHref = `/api/v1/admin/exports/orders.csv?${new URLSearchParams({ ...(from && { from }), ...(to && { to }) })}`;
  const { data, error, isLoading } = useAdmin<AdminOrderPage>(path, { keepPreviousData: true });
  // Orders ticked for printing their labels; a new view, search or date range lets them go.
  const [chosen, setChosen] = useState<GridRowSelectionModel>(NONE_CHOSEN);
  const resetPage = () => (setPaging((p) => ({ ...p, page: 0 })), setChosen(NONE_CHOSEN));
  const pageIds = (data?.orders ?? []).map((order) => order.id);
  const chosenIds =
    chosen.type === 'include' ? [...chosen.ids].map(Number) : pageIds.filter((id) => !chosen.ids.has(id));
  const labelsHref = chosenIds.length
    ? `/api/v1/admin/shipments/labels.pdf?order_ids=${[...chosenIds].sort((a, b) => a - b).join(',')}`
    : '/admin/shipping';

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {M.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Show"
          size="small"
          value={view}
          onChange={(e) => (setView(e.target.value as typeof view), resetPage())}
          sx={{ minWidth: 180 }}
        >
          {ADMIN_ORDER_VIEWS.map((v) => (
            <MenuItem key={v} value={v}>
              {M.views[v]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Search orders"
          type="search"
          size="small"
          value={q}
          onChange={(e) => (setQ(e.target.value), resetPage())}
          helperText="Order number, email, name or phone"
        />
        <TextField
          label="From"
          type="date"
          size="small"
          value={from}
          onChange={(e) => (setFrom(e.target.value), resetPage())}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={to}
          onChange={(e) => (setTo(e.target.value), resetPage())}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button href={exportHref} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Export CSV
        </Button>
        <Button href={labelsHref} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {M.printLabels(chosenIds.length)}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <ServerGrid
        label={M.title}
        rows={data?.orders ?? []}
        columns={COLUMNS}
        total={data?.pagination.total_count ?? 0}
        loading={isLoading}
        paging={paging}
        onPaging={setPaging}
        phoneColumns={PHONE_COLUMNS}
        selection={{ model: chosen, onChange: setChosen }}
      />
    </Stack>
  );
}
