// GET /api/v1/admin/reports/liabilities: its answer (lib/shared/back-office/liabilities-types.ts), in rupees.
import { z } from 'zod';
import { LIABILITY_KINDS } from '@/lib/shared/back-office/liabilities-types';

const account = z.object({
  kind: z.enum(LIABILITY_KINDS),
  opening: z.number(),
  movements: z.array(z.object({ reason: z.string(), amount: z.number() })),
  closing: z.number(),
});

export const liabilitiesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  accounts: z.array(account),
  totals: z.object({ opening: z.number(), closing: z.number() }),
  ties: z.object({
    spent_on_orders: z.number(),
    orders_paid_by_stored_value: z.number(),
    returned_from_orders: z.number(),
    invoiced_stored_value: z.number(),
    balances_now: z.number(),
    ledger_now: z.number(),
    balances_match: z.boolean(),
  }),
});
