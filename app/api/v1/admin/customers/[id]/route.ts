import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { getCustomer, setCustomerDisabled } from '@/lib/server/customers/customer-admin';
import { setCustomerCod } from '@/lib/server/customers/customer-cod';
import { customerPatchSchema } from '@/lib/shared/schemas/admin-customer-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { customerAnswerSchema, customerPatchAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  {
    summary: 'One customer with their orders and figures.',
    auth: { permission: 'customers' },
    response: customerAnswerSchema,
  },
  async (_request, { params, actor }) => json({ customer: await getCustomer(actor, pathId(params.id, 'Customer')) }),
);

/** { disabled: true } ends the customer's sessions and stops sign-in; { disabled: false } allows it again.
 *  { cod_enabled: false } stops the customer paying cash on delivery; true allows it again. */
export const PATCH = defineRoute(
  {
    summary: 'Disables or enables a customer, or their cash on delivery.',
    auth: 'staff',
    body: customerPatchSchema,
    response: customerPatchAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Customer');
    const { disabled, cod_enabled } = body;
    let customer = disabled === undefined ? null : await setCustomerDisabled(actor, id, disabled);
    if (cod_enabled !== undefined) customer = await setCustomerCod(actor, id, cod_enabled);
    return json({ customer });
  },
);
