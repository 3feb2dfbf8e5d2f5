'use client';
// One open plan: its terms shown in full before the buyer can enrol, the instalment asked, and enrolling.
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { SAVINGS_PAGE_MESSAGES as M } from '@/lib/shared/messages/savings-page';
import { formatRupees } from '@/lib/shared/money';
import type { SavingsEnrolmentView, SavingsPlanView } from '@/lib/shared/schemas/savings-schema';

export function SavingsPlanCard({
  plan,
  onEnrolled,
}: {
  plan: SavingsPlanView;
  onEnrolled: (enrolment: SavingsEnrolmentView) => void;
}) {
  const [instalment, setInstalment] = useState(String(plan.min_instalment));
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const termsId = useId();

  async function enrol() {
    setBusy(true);
    try {
      const { enrolment } = await apiFetch<{ enrolment: SavingsEnrolmentView }>('/savings/enrolments', {
        method: 'POST',
        body: { plan_id: plan.id, instalment: Number(instalment) },
        fallbackError: FAILURE_MESSAGES.somethingWrong,
      });
      showMessage(M.enrolled);
      onEnrolled(enrolment);
    } catch (error) {
      showMessage(error instanceof ApiRequestError ? error.message : FAILURE_MESSAGES.somethingWrong, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`savings-plan-${plan.id}`}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        {plan.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {M.planSummary(
          plan.months,
          plan.bonus_percent,
          formatRupees(plan.min_instalment),
          formatRupees(plan.max_instalment),
        )}
      </Typography>
      <Typography variant="subtitle2" component="h4" id={termsId}>
        {M.terms}
      </Typography>
      <Stack component="ul" aria-labelledby={termsId} spacing={0.5} sx={{ pl: 2.5, mt: 0.5, mb: 2 }}>
        {plan.terms.map((line) => (
          <Typography component="li" variant="body2" key={line}>
            {line}
          </Typography>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={M.instalmentLabel}
          type="number"
          size="small"
          value={instalment}
          onChange={(e) => setInstalment(e.target.value)}
          slotProps={{ htmlInput: { min: plan.min_instalment, max: plan.max_instalment, step: 100 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
          label={M.agree}
        />
        <Button variant="contained" disabled={!agreed || busy} onClick={() => void enrol()}>
          {M.enrol}
        </Button>
      </Stack>
    </Paper>
  );
}
