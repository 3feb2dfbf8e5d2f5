// On a phone the grids keep the columns the owner needs there, narrower, and drop the rest.
import type { GridColDef } from '@mui/x-data-grid';
import { columnsForPhone } from './phone-columns';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 150 },
  { field: 'price', headerName: 'Price', width: 120 },
  { field: 'stock_quantity', headerName: 'Stock', width: 110 },
  { field: 'active', headerName: 'Status', width: 110 },
  { field: 'updated_at', headerName: 'Updated', width: 200 },
];

it('keeps only the named columns, in the order named, at their phone widths', () => {
  const phone = columnsForPhone(columns, {
    name: { minWidth: 110 },
    price: { width: 90 },
    stock_quantity: { width: 64 },
    active: { width: 84 },
  });
  expect(phone.map((c) => c.headerName)).toEqual(['Name', 'Price', 'Stock', 'Status']);
  expect(phone.map((c) => c.width ?? c.minWidth)).toEqual([110, 90, 64, 84]);
  // What they fit in: a 390 px screen less the page's margins.
  expect(phone.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 0), 0)).toBeLessThanOrEqual(358);
  expect(columnsForPhone(columns, { active: {}, id: {} }).map((c) => c.field)).toEqual(['active', 'id']);
});
