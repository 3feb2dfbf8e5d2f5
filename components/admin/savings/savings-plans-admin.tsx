'use client';
// The owner's plans: each with its terms and enrolment count, a form adding a plan, and closing one to new
// members (its terms cannot change once someone enrolled).
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/client/api';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { SAVINGS_PAGE_MESSAGES } from '@/lib/shared/messages/savings-page';
import { formatRupees } from '@/lib/shared/money';
import type { SavingsPlanView } from '@/lib/shared/schemas/savings-schema';

const M = SAVINGS_PAGE_MESSAGES.admin;
const EMPTY = { name: '', months: '11', min: '1000', max: '50000', bonus: '100', grace: '7', policy: 'store_credit' };
type Form = typeof EMPTY;
const NUMBER_FIELDS: [keyof Form, string][] = [
  ['months', M.months],
  ['min', M.minInstalment],
  ['max', M.maxInstalment],
  ['bonus', M.bonusPercent],
  ['grace', M.graceDays],
];

const failure = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : FAILURE_MESSAGES.somethingWrong;

export function SavingsPlansAdmin({ initial }: { initial: SavingsPlanView[] }) {
  const [plans, setPlans] = useState(initial);
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });

  async function create() {
    setBusy(true);
    try {
      const { plan } = await adminWrite<{ plan: SavingsPlanView }>('/savings/plans', {
        method: 'POST',
        body: {
          name: form.name,
          months: Number(form.months),
          min_instalment: Number(form.min),
          max_instalment: Number(form.max),
          bonus_percent: Number(form.bonus),
          grace_days: Number(form.grace),
          expiry_policy: form.policy,
        },
      });
      setPlans([...plans, plan]);
      setForm(EMPTY);
      showMessage(M.created);
    } catch (error) {
      showMessage(failure(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function close(id: number) {
    try {
      const { plan } = await adminWrite<{ plan: SavingsPlanView }>(`/savings/plans/${id}`, {
        method: 'PATCH',
        body: { status: 'closed' },
      });
      setPlans(plans.map((p) => (p.id === id ? plan : p)));
      showMessage(M.planClosed);
    } catch (error) {
      showMessage(failure(error), 'error');
    }
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {M.plans}
      </Typography>
      {plans.map((p) => (
        <Paper key={p.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {p.name} · {p.status}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {SAVINGS_PAGE_MESSAGES.planSummary(
                  p.months,
                  p.bonus_percent,
                  formatRupees(p.min_instalment),
                  formatRupees(p.max_instalment),
                )}{' '}
                · {p.grace_days} d · {M.policy[p.expiry_policy]} · {p.enrolments}
              </Typography>
            </div>
            {p.status === 'open' && (
              <Button size="small" onClick={() => void close(p.id)}>
                {M.closePlan}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2 }} component="form" aria-label={M.newPlan}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
          {M.newPlan}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField label={M.name} size="small" value={form.name} onChange={set('name')} required />
          {NUMBER_FIELDS.map(([key, label]) => (
            <TextField key={key} label={label} size="small" type="number" value={form[key]} onChange={set(key)} />
          ))}
          <TextField select label={M.expiryPolicy} size="small" value={form.policy} onChange={set('policy')}>
            <MenuItem value="store_credit">{M.policy.store_credit}</MenuItem>
            <MenuItem value="refund">{M.policy.refund}</MenuItem>
          </TextField>
          <Button variant="contained" disabled={busy || !form.name.trim()} onClick={() => void create()}>
            {M.create}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
