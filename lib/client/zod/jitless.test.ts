import { makeZodJitless } from './jitless';

describe('makeZodJitless', () => {
  afterEach(() => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  });

  it('is read by zod loaded afterwards', () => {
    makeZodJitless();
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- zod must load after the flag is set
      const { config } = require('zod') as typeof import('zod');
      expect(config().jitless).toBe(true);
    });
  });
  // That zod loaded before reads it too is a private behaviour of zod's, asserted in tests/framework-contract.test.ts.
});
