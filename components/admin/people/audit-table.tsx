'use client';
// /admin/audit (owner): every back-office write, newest first: who, what, which record, what changed, from where.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { ServerGrid } from '../server-grid';
import { formatOrderDate } from '@/components/orders/order-format';
import { useAdmin } from '@/lib/client/admin/admin-api';
import type { AuditEntryView, AuditPage } from '@/lib/shared/back-office/admin-types';

const short = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const COLUMNS: GridColDef<AuditEntryView>[] = [
  { field: 'created_at', headerName: 'When', width: 170, valueFormatter: (value: string) => formatOrderDate(value) },
  { field: 'actor', headerName: 'Who', width: 200 },
  { field: 'action', headerName: 'Action', width: 160 },
  {
    field: 'entity_id',
    headerName: 'Record',
    width: 120,
    valueGetter: (_v, row) => `${row.entity_type} ${row.entity_id ?? ''}`,
  },
  {
    field: 'after',
    headerName: 'Change',
    flex: 1,
    minWidth: 240,
    valueGetter: (_v, row) => [short(row.before), short(row.after)].filter(Boolean).join(' → '),
  },
  { field: 'client_ip', headerName: 'From', width: 130 },
];

export function AuditTable() {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [action, setAction] = useState('');
  const path = useMemo(() => {
    const params = new URLSearchParams({ page: String(paging.page + 1), per_page: String(paging.pageSize) });
    if (action.trim()) params.set('action', action.trim());
    return `/audit_log?${params}`;
  }, [paging, action]);
  const { data, error, isLoading } = useAdmin<AuditPage>(path, { keepPreviousData: true });
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Audit log
      </Typography>
      <TextField
        label="Action (e.g. product or settings)"
        size="small"
        value={action}
        onChange={(e) => (setAction(e.target.value), setPaging((p) => ({ ...p, page: 0 })))}
        sx={{ maxWidth: 320 }}
      />
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <ServerGrid
        label="Audit log"
        rows={data?.entries ?? []}
        columns={COLUMNS}
        total={data?.pagination.total_count ?? 0}
        loading={isLoading}
        paging={paging}
        onPaging={setPaging}
        pageSizes={[50, 100]}
      />
    </Stack>
  );
}
