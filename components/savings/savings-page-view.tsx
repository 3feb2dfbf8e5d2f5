'use client';
// The buyer's savings plan page: their enrolments first (pay, vouchers, close), then the plans open to join.
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckoutDisplay, Prefill } from '@/lib/client/checkout/run-checkout';
import { SAVINGS_PAGE_MESSAGES as M } from '@/lib/shared/messages/savings-page';
import type { SavingsEnrolmentView, SavingsPlanView } from '@/lib/shared/schemas/savings-schema';
import { SavingsEnrolmentCard } from './savings-enrolment-card';
import { SavingsPlanCard } from './savings-plan-card';

type Props = {
  plans: SavingsPlanView[];
  enrolments: SavingsEnrolmentView[];
  display?: CheckoutDisplay;
  prefill: Prefill;
};

export function SavingsView({ plans, enrolments: initial, display, prefill }: Props) {
  const [enrolments, setEnrolments] = useState(initial);
  const upsert = (next: SavingsEnrolmentView) =>
    setEnrolments((current) => [next, ...current.filter((e) => e.id !== next.id)]);
  return (
    <Stack spacing={4}>
      <section aria-labelledby="my-savings">
        <Typography variant="h2" id="my-savings" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {M.myPlans}
        </Typography>
        {enrolments.length === 0 ? (
          <Typography color="text.secondary">{M.noEnrolments}</Typography>
        ) : (
          <Stack spacing={2}>
            {enrolments.map((e) => (
              <SavingsEnrolmentCard key={e.id} enrolment={e} display={display} prefill={prefill} onChange={upsert} />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="open-plans">
        <Typography variant="h2" id="open-plans" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {M.openPlans}
        </Typography>
        {plans.length === 0 ? (
          <Typography color="text.secondary">{M.noPlans}</Typography>
        ) : (
          <Stack spacing={2}>
            {plans.map((plan) => (
              <SavingsPlanCard key={plan.id} plan={plan} onEnrolled={upsert} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
