/** Where test-support/jest-global-setup.ts tells the test files which template database to start from, and
 *  where npm test collects the files that used one. */
export const TEMPLATE_ENV = {
  pgliteFile: 'STOREFRONT_TEST_PGLITE_TEMPLATE',
  postgresName: 'STOREFRONT_TEST_POSTGRES_TEMPLATE',
  /** A file the PostgreSQL pass appends each test file that opened a database to (scripts/test.mjs). */
  databaseTestList: 'STOREFRONT_DATABASE_TEST_LIST',
} as const;
