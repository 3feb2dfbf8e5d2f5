// One cash-on-delivery order on its way at a time, whatever stage it is at: confirmed, processing and shipped
// block a second; delivered (the cash is in) and cancelled do not.
import { COD_ERROR_CODES } from '@/lib/shared/payment-methods';
import { createShopper } from '@/test-support/create-shopper';
import { move, placeCod, setUpCashOnDelivery } from '@/test-support/cod-fixture';

setUpCashOnDelivery();

const steps: Record<string, Record<string, unknown>[]> = {
  confirmed: [],
  processing: [{ status: 'processing' }],
  shipped: [{ status: 'shipped', courier: 'Delhivery', tracking_number: 'DL42' }],
  delivered: [{ status: 'shipped', courier: 'Delhivery', tracking_number: 'DL43' }, { status: 'delivered' }],
  cancelled: [{ status: 'cancelled' }],
};

it.each([
  ['confirmed', 422],
  ['processing', 422],
  ['shipped', 422],
  ['delivered', 201],
  ['cancelled', 201],
])('a first COD order that is %s: the second answers %d', async (stage, status) => {
  const shopper = await createShopper();
  const first = await placeCod(shopper);
  expect(first.status).toBe(201);
  for (const body of steps[stage]!) expect((await move(first.body.id, body)).status).toBe(200);
  const second = await placeCod(shopper);
  expect(second.status).toBe(status);
  if (status === 422) expect(second.body.error_code).toBe(COD_ERROR_CODES.openOrder);
});
