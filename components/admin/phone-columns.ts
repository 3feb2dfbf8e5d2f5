// The columns a back-office grid keeps on a phone: at 390 px a grid of every column showed only
// the first three (id, name, category) and hid what the owner looks for. A grid names the fields it keeps, in
// the order it shows them there, each with the narrower width it takes.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export type PhoneColumns = Record<string, Partial<GridColDef>>;

/** Below 600 px (MUI's sm): the shared media query of the back office's phone layouts. */
export const PHONE_QUERY = '(max-width:600px)';

type Columns<R extends GridValidRowModel> = GridColDef<R>[];

export function columnsForPhone<R extends GridValidRowModel>(columns: Columns<R>, phone: PhoneColumns): Columns<R> {
  return Object.entries(phone).flatMap(([field, narrower]) =>
    columns.filter((c) => c.field === field).map((c) => ({ ...c, minWidth: 0, ...narrower }) as GridColDef<R>),
  );
}
