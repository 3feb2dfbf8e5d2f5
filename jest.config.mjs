/** Unit and API tests. Each test file gets its own fresh database (see test-support/jest-database.ts). */
const config = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/app',
    '<rootDir>/lib',
    '<rootDir>/components',
    '<rootDir>/scripts',
    '<rootDir>/demo',
    '<rootDir>/tests',
    '<rootDir>/eslint-rules',
    '<rootDir>/server-runtime',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // pglite-*.test.ts test the embedded database itself; a run on a PostgreSQL server (TEST_DATABASE_URL, the
  // PostgreSQL pass of npm test) leaves them out rather than skipping them.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? ['/pglite-[^/]*\\.test\\.ts$'] : [])],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // CSS Modules first: a component's styles would otherwise be loaded as JavaScript. Jest is no React server
  // environment, so `server-only` (which throws outside one) loads the empty module Next's server bundles get.
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/test-support/css-module.ts',
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // One migrated template database per run, copied by each file (test-support/jest-global-setup.ts).
  globalSetup: '<rootDir>/test-support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/test-support/jest-global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test-support/jest-database.ts'],
  // A file's set-up migrates and seeds a fresh database; on a busy 2-core machine that alone took over 30 s.
  testTimeout: 60000,
  maxWorkers: 2,
};

export default config;
