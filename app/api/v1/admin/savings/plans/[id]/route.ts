import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { updateSavingsPlan } from '@/lib/server/savings';
import { defineRoute } from '@/lib/server/http/define-route';
import {
  SAVINGS_ERROR_CODES as SAVINGS,
  savingsPlanAnswerSchema,
  savingsPlanPatchSchema,
} from '@/lib/shared/schemas/savings-schema';

export const PATCH = defineRoute(
  {
    summary: "Edits a savings plan's terms while nobody has enrolled; after that it can only be closed.",
    auth: { permission: 'settings' },
    body: savingsPlanPatchSchema,
    errors: [SAVINGS.planNotFound, SAVINGS.planLocked, SAVINGS.instalmentOutOfRange],
    response: savingsPlanAnswerSchema,
  },
  async (_request, { params, actor, body }) =>
    json({ plan: await updateSavingsPlan(actor, pathId(params.id, 'Savings plan'), body) }),
);
