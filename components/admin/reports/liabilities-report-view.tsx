'use client';
// /admin/reports/liabilities: a period (this month so far to start with) and, for each of savings plans, gift
// cards and store credit, its opening balance, its movements by reason and its closing balance, then how the
// ledger ties to the orders, the invoices and the balances. Read again whenever a date changes.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableContainer from '@mui/material/TableContainer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAdmin } from '@/lib/client/admin/admin-api';
import type { LiabilitiesReport } from '@/lib/shared/back-office/liabilities-types';
import { ADMIN_LIABILITIES_MESSAGES as M } from '@/lib/shared/messages/admin-liabilities';
import { formatRupees } from '@/lib/shared/money';

function Row({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const weight = strong ? 600 : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: weight }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: weight }}>
        {formatRupees(amount)}
      </TableCell>
    </TableRow>
  );
}

export function LiabilitiesReportView({ initial }: { initial: LiabilitiesReport }) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const ready = Boolean(from && to);
  const first = from === initial.from && to === initial.to;
  const { data, error } = useAdmin<LiabilitiesReport>(
    ready ? `/reports/liabilities?${new URLSearchParams({ from, to })}` : null,
    { keepPreviousData: true, ...(first && { fallbackData: initial }) },
  );
  const report = data ?? (first ? initial : null);
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        {M.title}
      </Typography>
      <Typography color="text.secondary">{M.intro}</Typography>
      <Stack component="form" aria-label={M.rangeLabel} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {[
          { label: M.from, value: from, set: setFrom },
          { label: M.to, value: to, set: setTo },
        ].map(({ label, value, set }) => (
          <TextField
            key={label}
            label={label}
            type="date"
            size="small"
            required
            value={value}
            onChange={(e) => set(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      {error ? <Alert severity="error">{M.failed}</Alert> : null}
      {report ? (
        <>
          {report.accounts.map((account) => (
            <TableContainer key={account.kind}>
              <Typography component="h2" variant="h6">
                {M.kinds[account.kind]}
              </Typography>
              <Table size="small" aria-label={M.kinds[account.kind]}>
                <TableHead>
                  <TableRow>
                    <TableCell>{M.account}</TableCell>
                    <TableCell align="right">₹</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <Row label={M.opening} amount={account.opening} />
                  {account.movements.map((m) => (
                    <Row key={m.reason} label={M.reasons[m.reason] ?? m.reason} amount={m.amount} />
                  ))}
                  <Row label={M.closing} amount={account.closing} strong />
                </TableBody>
              </Table>
            </TableContainer>
          ))}
          <TableContainer>
            <Typography component="h2" variant="h6">
              {M.tiesTitle}
            </Typography>
            <Table size="small" aria-label={M.tiesTitle}>
              <TableBody>
                <Row label={`${M.total}: ${M.opening}`} amount={report.totals.opening} />
                <Row label={`${M.total}: ${M.closing}`} amount={report.totals.closing} strong />
                <Row label={M.spentOnOrders} amount={report.ties.spent_on_orders} />
                <Row label={M.ordersPaid} amount={report.ties.orders_paid_by_stored_value} />
                <Row label={M.returnedFromOrders} amount={report.ties.returned_from_orders} />
                <Row label={M.invoiced} amount={report.ties.invoiced_stored_value} />
                <Row label={M.balancesNow} amount={report.ties.balances_now} />
              </TableBody>
            </Table>
          </TableContainer>
          <Alert severity={report.ties.balances_match ? 'success' : 'error'}>
            {report.ties.balances_match ? M.balancesMatch : M.balancesDiffer}
          </Alert>
        </>
      ) : null}
    </Stack>
  );
}
