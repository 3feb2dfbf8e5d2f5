'use client';
// /admin/customers: accounts searched by name or email, newest first, paged on the server.
import { useMemo, useState } from 'react';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { ServerGrid } from '../server-grid';
import { formatOrderDate } from '@/components/orders/order-format';
import { useAdmin } from '@/lib/client/admin/admin-api';
import { formatRupees } from '@/lib/shared/money';
import { ADMIN_CUSTOMER_MESSAGES as M } from '@/lib/shared/messages/admin-customers';
import type { AdminCustomer, AdminCustomerPage } from '@/lib/shared/back-office/admin-types';

const COLUMNS: GridColDef<AdminCustomer>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => <Link href={`/admin/customers/${row.id}`}>{row.name || row.email}</Link>,
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'orders_count', headerName: 'Orders', width: 90 },
  {
    field: 'total_spent',
    headerName: 'Paid in all',
    width: 130,
    valueFormatter: (value: number) => formatRupees(value),
  },
  {
    field: 'disabled_at',
    headerName: 'Account',
    width: 130,
    renderCell: ({ row }) =>
      row.disabled_at ? (
        <Chip size="small" color="error" label="Disabled" />
      ) : row.role !== 'customer' ? (
        <Chip size="small" label={row.role} />
      ) : (
        'Active'
      ),
  },
  { field: 'created_at', headerName: 'Joined', width: 170, valueFormatter: (value: string) => formatOrderDate(value) },
];

export function CustomerTable() {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [q, setQ] = useState('');
  const path = useMemo(() => {
    const params = new URLSearchParams({ page: String(paging.page + 1), per_page: String(paging.pageSize) });
    if (q.trim()) params.set('q', q.trim());
    return `/customers?${params}`;
  }, [paging, q]);
  const { data, error, isLoading } = useAdmin<AdminCustomerPage>(path, { keepPreviousData: true });
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {M.title}
      </Typography>
      <TextField
        label="Search by name or email"
        type="search"
        size="small"
        value={q}
        onChange={(e) => (setQ(e.target.value), setPaging((p) => ({ ...p, page: 0 })))}
        sx={{ maxWidth: 360 }}
      />
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <ServerGrid
        label={M.title}
        rows={data?.customers ?? []}
        columns={COLUMNS}
        total={data?.pagination.total_count ?? 0}
        loading={isLoading}
        paging={paging}
        onPaging={setPaging}
      />
    </Stack>
  );
}
