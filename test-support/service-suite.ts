// Tests that run against a real service (Redis, moto's S3 server) where the machine has it. On a newcomer's
// machine without it the suite is skipped; where it is meant to run (CI exports TEST_SERVICES_REQUIRED=1) a
// missing service fails the run instead, so CI can never pass by quietly testing less.
export function describeWithService(service: string, available: boolean, title: string, suite: () => void): void {
  if (available) {
    describe(title, suite);
  } else if (process.env.TEST_SERVICES_REQUIRED === '1') {
    describe(title, () => {
      it(`needs ${service}`, () => {
        throw new Error(`${service} is missing, and TEST_SERVICES_REQUIRED=1 says this run must test against it`);
      });
    });
  } else {
    // Skipped, not failed: the embedded defaults need no service, and `npm test` must pass without one.
    (available ? describe : describe.skip)(title, suite);
  }
}
