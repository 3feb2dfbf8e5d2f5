// GET /api/v1/delivery/estimate: a delivery date for a pincode the directory knows, the spec's
// 6-digit rule for anything else, and 'We do not deliver to this pincode yet' for a pincode it does not know.
import { seedCatalogue, callRoute } from '@/test-support/call-route';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DELIVERY_MESSAGES } from '@/lib/shared/messages/delivery';
import { GET } from './estimate/route';

beforeAll(async () => {
  await seedCatalogue();
});

const estimate = (pincode: string) =>
  callRoute(GET, `/api/v1/delivery/estimate?pincode=${encodeURIComponent(pincode)}`);

it("gives the demo shop's city a shorter wait than the North-East, in working days", async () => {
  const near = await estimate('302017');
  expect(near.status).toBe(200);
  expect(near.body).toMatchObject({
    deliverable: true,
    city: 'Jaipur',
    state: 'Rajasthan',
    zone: 'same_city',
    days: 1,
  });
  expect(near.body.message).toMatch(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/);
  const far = await estimate('781001');
  expect(far.body).toMatchObject({ deliverable: true, state: 'Assam', zone: 'remote', days: 9 });
  expect(far.body.delivery_date > near.body.delivery_date).toBe(true);
  const metro = await estimate('560001');
  expect(metro.body).toMatchObject({ zone: 'metro', state: 'Karnataka' });
});

it('says so for a pincode it does not know, and refuses what is not a pincode', async () => {
  const unknown = await estimate('999999');
  expect(unknown.status).toBe(200);
  expect(unknown.body).toEqual({ pincode: '999999', deliverable: false, message: DELIVERY_MESSAGES.notDeliverable });
  for (const bad of ['12345', '012345', 'abcdef', '3020031', '']) {
    const refused = await estimate(bad);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error_code: ERROR_CODES.validationFailed,
      errors: { pincode: [DELIVERY_MESSAGES.pincodeInvalid] },
    });
  }
});
