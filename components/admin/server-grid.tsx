'use client';
// The back office's lists as data grids paged on the server: the rows of one page, the total, and the page
// the user asks for next. Sorting on the server is optional (products); the others sort in one fixed order.
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import type { GridRowSelectionModel } from '@mui/x-data-grid';

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
};

export function ServerGrid<R extends GridValidRowModel>(props: Props<R>) {
  const { label, rows, columns, total, loading, paging, onPaging, pageSizes = [25, 50, 100], sort, onOpen, selection } = props;
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      paginationModel={paging}
      onPaginationModelChange={onPaging}
      pageSizeOptions={pageSizes}
      {...(sort ? { sortingMode: 'server' as const, sortModel: sort.model, onSortModelChange: sort.onChange } : { disableColumnSorting: true })}
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
