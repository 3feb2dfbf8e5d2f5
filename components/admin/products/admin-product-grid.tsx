'use client';
// /admin/products: every piece in a data grid paged, sorted and filtered on the server (the list may hold
// a hundred thousand pieces), with search, category, status and stock filters above it; rows can be chosen
// (or every piece matching the filter) for a bulk edit, and the catalogue imported or exported as CSV.
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
import type { GridColDef, GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import type { PhoneColumns } from '../phone-columns';
import { ServerGrid } from '../server-grid';
import { ProductBulkDialog, type BulkTarget } from './product-bulk-dialog';
import { ProductImportDialog } from './product-import-dialog';
import { ProductSelectionBar } from './product-selection-bar';
import { PRODUCT_CSV_MESSAGES as CSV } from '@/lib/shared/messages/product-csv';
import { useAdmin } from '@/lib/client/admin/admin-api';
import { formatRupees } from '@/lib/shared/money';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCT_STATUSES,
  ADMIN_STOCK_FILTERS,
} from '@/lib/shared/schemas/admin-product-schema';
import type { AdminProduct, AdminProductPage } from '@/lib/shared/back-office/admin-types';

type CategoryOption = { id: number; name: string };

/** The stock that runs low: the piece's, or the sizes' that do (the total may look plenty). */
const stockLabel = (row: AdminProduct) =>
  row.low_stock_sizes.length ? M.lowSizes(row.stock_quantity, row.low_stock_sizes) : row.stock_quantity;

const COLUMNS: GridColDef<AdminProduct>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => <Link href={`/admin/products/${row.id}`}>{row.name}</Link>,
  },
  {
    field: 'category',
    headerName: 'Category',
    width: 150,
    sortable: false,
    valueGetter: (_value, row) => row.category?.name ?? '—',
  },
  { field: 'price', headerName: 'Price', width: 120, valueFormatter: (value: number) => formatRupees(value) },
  {
    field: 'stock_quantity',
    headerName: 'Stock',
    width: 150,
    renderCell: ({ row }) =>
      row.low_stock ? (
        <Chip size="small" color={row.stock_quantity === 0 ? 'error' : 'warning'} label={stockLabel(row)} />
      ) : (
        row.stock_quantity
      ),
  },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    sortable: false,
    valueGetter: (_value, row) =>
      row.archived_at ? M.status.archived : row.active ? M.status.active : M.status.inactive,
  },
  {
    field: 'updated_at',
    headerName: 'Updated',
    width: 200,
    valueFormatter: (value: string) => new Date(value).toLocaleString('en-IN'),
  },
];

/** At 390 px: name, price, stock and status. */
const PHONE_COLUMNS: PhoneColumns = {
  name: { minWidth: 110 },
  price: { width: 90 },
  stock_quantity: { width: 64 },
  active: { width: 84 },
};

const SORTABLE = new Set<string>(ADMIN_PRODUCT_SORTS);
const NONE_CHOSEN: GridRowSelectionModel = { type: 'include', ids: new Set() };
const GRID_TO_API: Record<string, string> = {
  price: 'price',
  stock_quantity: 'stock_quantity',
  name: 'name',
  id: 'id',
  updated_at: 'updated_at',
};

export function ProductGrid({ categories }: { categories: CategoryOption[] }) {
  const router = useRouter();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'updated_at', sort: 'desc' }]);
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [status, setStatus] = useState<(typeof ADMIN_PRODUCT_STATUSES)[number]>('all');
  const [stock, setStock] = useState<(typeof ADMIN_STOCK_FILTERS)[number]>('any');
  const [chosen, setChosen] = useState<GridRowSelectionModel>(NONE_CHOSEN);
  const [allMatching, setAllMatching] = useState(false);
  const [dialog, setDialog] = useState<'import' | 'bulk' | null>(null);

  const path = useMemo(() => {
    const params = new URLSearchParams({
      page: String(paging.page + 1),
      per_page: String(paging.pageSize),
      status,
      stock,
    });
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
  // A new filter is a new list: what was chosen from the old one is let go.
  const resetPage = () => {
    setPaging((p) => ({ ...p, page: 0 }));
    setChosen(NONE_CHOSEN);
    setAllMatching(false);
  };
  const total = data?.pagination.total_count ?? 0;
  const pageIds = (data?.products ?? []).map((p) => p.id);
  const chosenIds =
    chosen.type === 'include' ? [...chosen.ids].map(Number) : pageIds.filter((id) => !chosen.ids.has(id));
  const filter = {
    status,
    stock,
    ...(q.trim() && { q: q.trim() }),
    ...(categoryId && { category_id: Number(categoryId) }),
  };
  const target: BulkTarget = allMatching ? { filter } : { ids: chosenIds };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5">
          {M.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
          <Button variant="outlined" onClick={() => setDialog('import')}>
            {CSV.ui.importButton}
          </Button>
          <Button variant="outlined" href="/api/v1/admin/exports/products.csv">
            {CSV.ui.exportButton}
          </Button>
          <Button variant="contained" component={Link} href="/admin/products/new">
            {M.newProduct}
          </Button>
        </Stack>
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
        <TextField
          select
          label="Category"
          size="small"
          value={categoryId}
          onChange={(e) => (setCategoryId(e.target.value), resetPage())}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{M.allCategories}</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(e) => (setStatus(e.target.value as typeof status), resetPage())}
          sx={{ minWidth: 140 }}
        >
          {ADMIN_PRODUCT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {M.status[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Stock"
          size="small"
          value={stock}
          onChange={(e) => (setStock(e.target.value as typeof stock), resetPage())}
          sx={{ minWidth: 150 }}
        >
          {ADMIN_STOCK_FILTERS.map((s) => (
            <MenuItem key={s} value={s}>
              {M.stock[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <ProductSelectionBar
        chosen={chosenIds.length}
        total={total}
        allMatching={allMatching}
        onAllMatching={() => setAllMatching(true)}
        onClear={() => (setChosen(NONE_CHOSEN), setAllMatching(false))}
        onBulk={() => setDialog('bulk')}
      />
      <ServerGrid
        label={M.title}
        rows={data?.products ?? []}
        columns={COLUMNS}
        total={total}
        loading={isLoading}
        paging={paging}
        onPaging={setPaging}
        sort={{ model: sort, onChange: (model) => (setSort(model), resetPage()) }}
        onOpen={(row) => router.push(`/admin/products/${row.id}`)}
        selection={{ model: chosen, onChange: (model) => (setChosen(model), setAllMatching(false)) }}
        phoneColumns={PHONE_COLUMNS}
      />
      <ProductImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
      {dialog === 'bulk' ? (
        <ProductBulkDialog
          open
          target={target}
          count={allMatching ? total : chosenIds.length}
          categories={categories}
          onClose={(changed) => {
            setDialog(null);
            if (changed) resetPage();
          }}
        />
      ) : null}
    </Stack>
  );
}
