import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { getCustomer, setCustomerDisabled } from '@/lib/server/customers/customer-admin';
import { setCustomerCod } from '@/lib/server/customers/customer-cod';
import { customerPatchSchema } from '@/lib/shared/schemas/admin-customer-schema';

type Params = { id: string };

export const GET = adminRoute<Params>(async (_request, { params, actor }) =>
  json({ customer: await getCustomer(actor, pathId(params.id, 'Customer')) }),
);

/** { disabled: true } ends the customer's sessions and stops sign-in; { disabled: false } allows it again.
 *  { cod_enabled: false } stops the customer paying cash on delivery; true allows it again. */
export const PATCH = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Customer');
  const { disabled, cod_enabled } = await readJsonBody(request, customerPatchSchema);
  let customer = disabled === undefined ? null : await setCustomerDisabled(actor, id, disabled);
  if (cod_enabled !== undefined) customer = await setCustomerCod(actor, id, cod_enabled);
  return json({ customer });
});
