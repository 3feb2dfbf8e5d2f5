'use client';
// The back office's lists as data grids paged on the server: the rows of one page, the total, and the page
// the user asks for next. Sorting on the server is optional (products); the others sort in one fixed order.
// On a phone a grid shows only the columns it names for one (phone-columns.ts).
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { columnsForPhone, PHONE_QUERY, type PhoneColumns } from './phone-columns';

type Props<R extends GridValidRowModel> = {
  label: string;
  rows: R[];
  columns: GridColDef<R>[];
  total: number;
  loading: boolean;
  paging: GridPaginationModel;
  onPaging: (model: GridPaginationModel) => void;
  pageSizes?: number[];
  /** Given: the grid sorts on the server through it; absent: its columns do not sort. */
  sort?: { model: GridSortModel; onChange: (model: GridSortModel) => void };
  onOpen?: (row: R) => void;
  /** Given: a checkbox per row (and one for the page), the chosen rows kept across pages. */
  selection?: { model: GridRowSelectionModel; onChange: (model: GridRowSelectionModel) => void };
  /** The columns kept below 600 px, with their widths there; absent: every column everywhere. */
  phoneColumns?: PhoneColumns;
};

export function ServerGrid<R extends GridValidRowModel>(props: Props<R>) {
  const {
    label,
    rows,
    columns,
    total,
    loading,
    paging,
    onPaging,
    pageSizes = [25, 50, 100],
    sort,
    onOpen,
    selection,
  } = props;
  const phone = useMediaQuery(PHONE_QUERY);
  const shown = phone && props.phoneColumns ? columnsForPhone(columns, props.phoneColumns) : columns;
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      columns={shown}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      paginationModel={paging}
      onPaginationModelChange={onPaging}
      pageSizeOptions={pageSizes}
      {...(sort
        ? { sortingMode: 'server' as const, sortModel: sort.model, onSortModelChange: sort.onChange }
        : { disableColumnSorting: true })}
      filterMode="server"
      disableColumnFilter
      onRowDoubleClick={onOpen ? ({ row }) => onOpen(row as R) : undefined}
      disableRowSelectionOnClick
      {...(selection
        ? {
            checkboxSelection: true,
            keepNonExistentRowsSelected: true,
            rowSelectionModel: selection.model,
            onRowSelectionModelChange: selection.onChange,
          }
        : {})}
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
