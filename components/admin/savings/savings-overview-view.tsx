// The owner's view of every enrolment: the money held, what is payable, late, spendable and owed back.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SAVINGS_PAGE_MESSAGES } from '@/lib/shared/messages/savings-page';
import { formatRupees } from '@/lib/shared/money';
import type { SavingsOverview } from '@/lib/shared/schemas/savings-schema';

const M = SAVINGS_PAGE_MESSAGES.admin;

export function SavingsOverviewView({ overview }: { overview: SavingsOverview }) {
  const { totals } = overview;
  const figures: [string, string][] = [
    [M.held, formatRupees(totals.held_for_plans)],
    [M.redeemable, formatRupees(totals.redeemable)],
    [M.due, String(totals.due_this_month)],
    [M.overdue, String(totals.overdue)],
    [M.refundDue, formatRupees(totals.refund_due)],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {figures.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 2, minWidth: 150 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontSize: '1.3rem', fontWeight: 600 }}>{value}</Typography>
          </Paper>
        ))}
      </Stack>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {M.enrolments}
      </Typography>
      {overview.enrolments.length === 0 ? (
        <Typography color="text.secondary">{M.noEnrolments}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={M.enrolments}>
            <TableHead>
              <TableRow>
                {M.columns.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {overview.enrolments.map((e) => (
                <TableRow key={e.id} sx={e.overdue ? { bgcolor: 'warning.light' } : undefined}>
                  <TableCell>{e.id}</TableCell>
                  <TableCell>{e.buyer.name || e.buyer.email}</TableCell>
                  <TableCell>{e.plan.name}</TableCell>
                  <TableCell>{formatRupees(e.instalment)}</TableCell>
                  <TableCell>
                    {e.paid_instalments}/{e.plan.months} · {formatRupees(e.paid_total)}
                  </TableCell>
                  <TableCell>{formatRupees(e.bonus)}</TableCell>
                  <TableCell>
                    {SAVINGS_PAGE_MESSAGES.status[e.status]}
                    {e.expiry_outcome === 'refund_due' && e.expired_amount !== null
                      ? ` · ${M.refundDueNote(formatRupees(e.expired_amount))}`
                      : ''}
                  </TableCell>
                  <TableCell>{e.next_due_on ?? '–'}</TableCell>
                  <TableCell>{e.redeem_by ?? '–'}</TableCell>
                  <TableCell>{e.spendable === null ? '–' : formatRupees(e.spendable)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
