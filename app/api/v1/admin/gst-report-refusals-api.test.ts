// The GST report: what it refuses, and to whom.
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { createShopper } from '@/test-support/create-shopper';
import { today, staff, report, setUpGstReport } from '@/test-support/gst-report-fixture';

setUpGstReport();

describe('refusals', () => {
  it.each([
    ['no dates', ''],
    ['no to', 'from=2026-03-01'],
    ['no from', 'to=2026-03-01'],
    ['a date that is not one', 'from=2026-02-30&to=2026-03-01'],
    ['words', 'from=yesterday&to=today'],
    ['another format', 'from=2026-03-01&to=2026-03-02&format=xml'],
    ['another section', 'from=2026-03-01&to=2026-03-02&format=csv&section=b2b'],
    ['a reversed range', 'from=2026-03-05&to=2026-03-01'],
    ['more than a year', 'from=2025-01-01&to=2026-01-02'],
  ])('answers 400 with a message and an error code for %s', async (_, query) => {
    const res = await report(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.any(String), error_code: ERROR_CODES.validationFailed });
  });

  it('takes 366 days, lets staff with reports read it, refuses a shopper (403) and no session (401)', async () => {
    expect((await report('from=2025-03-02&to=2026-03-02')).status).toBe(200);
    expect((await report(`from=${today}&to=${today}`, staff.cookieHeaders)).status).toBe(200);
    const shopper = await createShopper();
    const refused = await report(`from=${today}&to=${today}`, shopper.cookieHeaders);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.any(String), error_code: ADMIN_ERROR_CODES.forbidden });
    const anonymous = await report(`from=${today}&to=${today}&format=csv`, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String), error_code: ERROR_CODES.unauthenticated });
  });
});
