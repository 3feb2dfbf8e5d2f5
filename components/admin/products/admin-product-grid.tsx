'use client';
// /admin/products: every piece in a data grid paged, sorted and filtered on the server (the list may hold
// a hundred thousand pieces), with search, category, status and stock filters above it.
import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { PhoneColumns } from '../phone-columns';
import { ServerGrid } from '../server-grid';
import { useAdmin } from '@/lib/client/admin/admin-api';
import { formatRupees } from '@/lib/shared/money';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES, ADMIN_STOCK_FILTERS } from '@/lib/shared/schemas/admin-product-schema';
import type { AdminProduct, AdminProductPage } from '@/lib/shared/back-office/admin-types';

type CategoryOption = { id: number; name: string };

const COLUMNS: GridColDef<AdminProduct>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => <Link href={`/admin/products/${row.id}`}>{row.name}</Link>,
  },
  { field: 'category', headerName: 'Category', width: 150, sortable: false, valueGetter: (_value, row) => row.category?.name ?? '—' },
  { field: 'price', headerName: 'Price', width: 120, valueFormatter: (value: number) => formatRupees(value) },
  {
    field: 'stock_quantity',
    headerName: 'Stock',
    width: 110,
    renderCell: ({ row }) => (row.low_stock ? <Chip size="small" color={row.stock_quantity === 0 ? 'error' : 'warning'} label={row.stock_quantity} /> : row.stock_quantity),
  },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    sortable: false,
    valueGetter: (_value, row) => (row.archived_at ? M.status.archived : row.active ? M.status.active : M.status.inactive),
  },
  { field: 'updated_at', headerName: 'Updated', width: 200, valueFormatter: (value: string) => new Date(value).toLocaleString('en-IN') },
];

/** At 390 px: name, price, stock and status (issue 32). */
const PHONE_COLUMNS: PhoneColumns = {
  name: { minWidth: 110 },
  price: { width: 90 },
  stock_quantity: { width: 64 },
  active: { width: 84 },
};

const SORTABLE = new Set<string>(ADMIN_PRODUCT_SORTS);
const GRID_TO_API: Record<string, string> = { price: 'price', stock_quantity: 'stock_quantity', name: 'name', id: 'id', updated_at: 'updated_at' };

export function ProductGrid({ categories }: { categories: CategoryOption[] }) {
  const router = useRouter();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'updated_at', sort: 'desc' }]);
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [status, setStatus] = useState<(typeof ADMIN_PRODUCT_STATUSES)[number]>('all');
  const [stock, setStock] = useState<(typeof ADMIN_STOCK_FILTERS)[number]>('any');

  const path = useMemo(() => {
    const params = new URLSearchParams({ page: String(paging.page + 1), per_page: String(paging.pageSize), status, stock });
    const order = sort[0];
    const field = order && GRID_TO_API[order.field];
    if (field && SORTABLE.has(field)) {
      params.set('sort', field);
      params.set('order', order.sort ?? 'asc');
    }
    if (q.trim()) params.set('q', q.trim());
    if (categoryId) params.set('category_id', categoryId);
    return `/products?${params}`;
  }, [paging, sort, q, categoryId, status, stock]);

  const { data, error, isLoading } = useAdmin<AdminProductPage>(path, { keepPreviousData: true });
  const resetPage = () => setPaging((p) => ({ ...p, page: 0 }));

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h1" variant="h5">
          {M.title}
        </Typography>
        <Button variant="contained" component={Link} href="/admin/products/new">
          {M.newProduct}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={M.search}
          type="search"
          size="small"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            resetPage();
          }}
          sx={{ minWidth: 220 }}
        />
        <TextField select label="Category" size="small" value={categoryId} onChange={(e) => (setCategoryId(e.target.value), resetPage())} sx={{ minWidth: 180 }}>
          <MenuItem value="">{M.allCategories}</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Status" size="small" value={status} onChange={(e) => (setStatus(e.target.value as typeof status), resetPage())} sx={{ minWidth: 140 }}>
          {ADMIN_PRODUCT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {M.status[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Stock" size="small" value={stock} onChange={(e) => (setStock(e.target.value as typeof stock), resetPage())} sx={{ minWidth: 150 }}>
          {ADMIN_STOCK_FILTERS.map((s) => (
            <MenuItem key={s} value={s}>
              {M.stock[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <ServerGrid
        label={M.title}
        rows={data?.products ?? []}
        columns={COLUMNS}
        total={data?.pagination.total_count ?? 0}
        loading={isLoading}
        paging={paging}
        onPaging={setPaging}
        sort={{ model: sort, onChange: (model) => (setSort(model), resetPage()) }}
        onOpen={(row) => router.push(`/admin/products/${row.id}`)}
        phoneColumns={PHONE_COLUMNS}
      />
    </Stack>
  );
}
