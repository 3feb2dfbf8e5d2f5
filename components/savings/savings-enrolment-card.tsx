'use client';
// One of the buyer's enrolments: where it stands, paying this month's instalment in the checkout window, the
// receipt vouchers of the instalments paid, and closing early.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { paySavingsInstalment } from '@/lib/client/checkout/pay-savings';
import type { CheckoutDisplay, Prefill } from '@/lib/client/checkout/run-checkout';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { SAVINGS_PAGE_MESSAGES as M } from '@/lib/shared/messages/savings-page';
import { formatRupees } from '@/lib/shared/money';
import type { SavingsEnrolmentView } from '@/lib/shared/schemas/savings-schema';

type Props = {
  enrolment: SavingsEnrolmentView;
  display?: CheckoutDisplay;
  prefill: Prefill;
  onChange: (enrolment: SavingsEnrolmentView) => void;
};

export function SavingsEnrolmentCard({ enrolment: e, display, prefill, onChange }: Props) {
  const [busy, setBusy] = useState(false);

  async function pay() {
    if (!display) return;
    setBusy(true);
    const result = await paySavingsInstalment(e.id, display, prefill);
    setBusy(false);
    if (result.kind === 'paid') {
      showMessage(result.message);
      onChange(result.enrolment);
    } else showMessage(result.message, 'error');
  }

  async function close() {
    if (!window.confirm(M.closeConfirm)) return;
    setBusy(true);
    try {
      const { enrolment } = await apiFetch<{ enrolment: SavingsEnrolmentView }>(`/savings/enrolments/${e.id}/close`, {
        method: 'POST',
        body: {},
        fallbackError: FAILURE_MESSAGES.somethingWrong,
      });
      showMessage(M.closed);
      onChange(enrolment);
    } catch (error) {
      showMessage(error instanceof ApiRequestError ? error.message : FAILURE_MESSAGES.somethingWrong, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`savings-enrolment-${e.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
          {e.plan.name} · {formatRupees(e.instalment)}
        </Typography>
        <Chip size="small" label={M.status[e.status]} />
      </Stack>
      <Typography data-testid="savings-paid-count">{M.paidOf(e.paid_instalments, e.plan.months)}</Typography>
      <Typography>{M.paidTotal(formatRupees(e.paid_total))}</Typography>
      <Typography>{M.bonus(formatRupees(e.bonus))}</Typography>
      {e.next_due_on && !e.payable_now && e.paid_instalments > 0 && (
        <Typography color="text.secondary">{M.paidThisMonth}</Typography>
      )}
      {e.next_due_on && <Typography color="text.secondary">{M.nextDue(e.next_due_on)}</Typography>}
      {e.spendable !== null && (
        <Typography sx={{ fontWeight: 600 }}>{M.spendable(formatRupees(e.spendable), e.redeem_by)}</Typography>
      )}
      {e.instalments.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
            {M.vouchers}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, mt: 0.5 }} data-testid="savings-vouchers">
            {e.instalments.map((i) => (
              <Typography component="li" variant="body2" key={i.voucher_number}>
                {M.voucherLine(i.voucher_number, i.month, formatRupees(i.amount), i.paid_at.slice(0, 10))}
              </Typography>
            ))}
          </Stack>
        </>
      )}
      {e.status === 'active' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={!e.payable_now || busy || !display} onClick={() => void pay()}>
            {busy ? M.paying : M.pay(formatRupees(e.instalment))}
          </Button>
          <Button variant="text" color="inherit" disabled={busy} onClick={() => void close()}>
            {M.close}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
