// One table of the GST report: its rows and a totals row, scrolling sideways inside its own region on a
// phone (the page itself stays 390 px wide), the amount columns right-aligned with two digits of paise.
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GstAmounts } from '@/lib/shared/back-office/gst-report-types';
import { ADMIN_GST_MESSAGES as M } from '@/lib/shared/messages/admin-gst';
import { formatIndianFixed, MINUS_SIGN } from '@/lib/shared/money';

/** ₹1,00,000.00 and −₹97.09: a tax return's figures keep their paise. */
export function gstRupees(rupees: number): string {
  const text = `₹${formatIndianFixed(Math.abs(rupees), 2)}`;
  return rupees < 0 ? `${MINUS_SIGN}${text}` : text;
}

export type GstColumn<R> = { label: string; cell: (row: R) => ReactNode; numeric?: boolean };

const AMOUNT_LABELS = [
  M.columns.taxable,
  M.columns.cgst,
  M.columns.sgst,
  M.columns.igst,
  M.columns.roundOff,
  M.columns.total,
];
const amountsOf = (a: GstAmounts) => [a.taxable_value, a.cgst, a.sgst, a.igst, a.round_off, a.total];

type Props<R extends GstAmounts> = {
  label: string;
  columns: GstColumn<R>[];
  rows: R[];
  rowKey: (row: R, index: number) => string;
  totals?: GstAmounts;
};

export function GstAmountTable<R extends GstAmounts>({ label, columns, rows, rowKey, totals }: Props<R>) {
  if (rows.length === 0) return <Typography color="text.secondary">{M.none}</Typography>;
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={nowrap}>
                {c.label}
              </TableCell>
            ))}
            {AMOUNT_LABELS.map((l) => (
              <TableCell key={l} align="right" sx={nowrap}>
                {l}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                  {c.cell(row)}
                </TableCell>
              ))}
              {amountsOf(row).map((value, j) => (
                <TableCell key={AMOUNT_LABELS[j]} align="right" sx={nowrap}>
                  {gstRupees(value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totals ? (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={columns.length} sx={{ fontWeight: 600 }}>
                {M.total}
              </TableCell>
              {amountsOf(totals).map((value, j) => (
                <TableCell key={AMOUNT_LABELS[j]} align="right" sx={{ ...nowrap, fontWeight: 600 }}>
                  {gstRupees(value)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
